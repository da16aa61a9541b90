import type { PendingSignup } from '@atrium/db';
import type { Runtime } from '../runtime';
import { activateEndUserAccount, type ActivationOutcome } from './activate-end-user-account';
import type { SignupPortal } from './signup-portal';

/**
 * The account activation of a sign-up link (ADR 019): the pending sign-up is the proof that the
 * person controls the address. The password is the one typed at sign-up when the link is opened
 * in that same browser, else the one chosen on the link's page.
 */
export function activatePendingSignup(
  runtime: Runtime,
  params: { portal: SignupPortal; pending: PendingSignup; passwordHash: string },
): Promise<ActivationOutcome> {
  return activateEndUserAccount(runtime, {
    portal: params.portal,
    email: params.pending.email,
    passwordHash: params.passwordHash,
    proof: { kind: 'pending-signup', pendingSignupId: params.pending.id },
    invitedRecordId: params.pending.invitedRecordId,
  });
}
