import { ZInvitationSignupSchema } from '@atrium/core';
import { z } from 'zod';

/** The invitation page's forms: Join (a signed-in builder) and Sign up (a new person). */
export const ZAcceptInvitationIntent = z.object({ intent: z.literal('accept') });
export const ZInvitationSignupIntent = ZInvitationSignupSchema.extend({ intent: z.literal('signup') });
export const ZInvitationPageIntent = z.discriminatedUnion('intent', [ZAcceptInvitationIntent, ZInvitationSignupIntent]);
