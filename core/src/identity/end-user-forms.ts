import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE, ZEmailSchema } from '../auth/schemas';

/** End-user passwords on portals: at least 8 characters (the builder's own rule). */
export const END_USER_PASSWORD_MIN = 8;
export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match.';
export const SIGNUP_CLOSED_MESSAGE = 'Sign-up on this portal is by invitation only.';
export const SIGNUP_NOT_IN_USERS_TABLE_MESSAGE =
  'Only people already registered with this portal can sign up. Please contact the portal owner.';
export const PASSWORD_RESET_SENT_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.';
export const PASSWORD_RESET_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please ask for a new one.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password was changed. Please log in with your new password.';

/*
 * Verified sign-up and email change (ADR 019). The sign-up form answers every address the same
 * way; what differs goes to the address itself, by email.
 */
export const SIGNUP_CHECK_EMAIL_HEADING = 'Check your email';
export const signupCheckEmailMessage = (email: string) =>
  `We have sent an email to ${email}. Open the link in it within an hour to finish signing up.`;
export const SIGNUP_LINK_INVALID_MESSAGE =
  'This sign-up link is invalid, was already used or has expired. Please sign up again.';
export const SIGNUP_ALREADY_ACTIVE_MESSAGE = 'Your account is already active. Please log in.';
export const SIGNUP_CHOOSE_PASSWORD_HEADING = 'Choose your password';
export const signupChoosePasswordMessage = (email: string) =>
  `Your email ${email} is confirmed. Choose a password to finish signing up.`;
export const signupReplacesSessionMessage = (email: string) =>
  `You are logged in as ${email}. Finishing this sign-up logs you out of that account.`;
export const INVITATION_INVALID_MESSAGE =
  'This invitation is invalid or was already used. Please ask the portal owner for a new one.';
export const SIGNUP_RATE_LIMITED_MESSAGE = 'Too many sign-ups from your network. Please try again later.';
export const SIGNUP_PORTAL_BUSY_MESSAGE =
  'This portal has had too many sign-ups in the last hour. Please try again later.';
export const USERS_TABLE_UNAVAILABLE_MESSAGE =
  'We could not check your details with this portal just now. Please try again in a few minutes.';
export const ACCOUNT_EMAIL_FAILED_MESSAGE = 'We could not send the email just now. Please try again in a few minutes.';
export const ACCOUNT_EMAILS_LIMITED_MESSAGE =
  'We have already sent several emails to this address in the last hour. Please use the link in one of them, or try again later.';
export const EMAIL_CHANGE_WRONG_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const EMAIL_CHANGE_SAME_MESSAGE = 'This is already your email address.';
export const emailChangeSentMessage = (newEmail: string, currentEmail: string) =>
  `We have sent a link to ${newEmail}. Open it within an hour to confirm the change; until then your email stays ${currentEmail}.`;
export const EMAIL_CHANGE_INVALID_MESSAGE =
  'This email change link is invalid, was already used or has expired. Please ask for a new one from My Account.';
export const EMAIL_CHANGE_TAKEN_MESSAGE = 'Another account on this portal already uses this email address.';
export const emailChangeConfirmMessage = (newEmail: string) => `Confirm ${newEmail} as the email of your account.`;
export const emailChangedMessage = (newEmail: string) => `Your email is now ${newEmail}.`;

const ZNewPasswordSchema = z
  .string({ required_error: 'Please enter a password' })
  .min(END_USER_PASSWORD_MIN, `Password must be at least ${END_USER_PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

export const ZEndUserSignupSchema = z
  .object({
    email: ZEmailSchema,
    password: ZNewPasswordSchema,
    confirmPassword: z.string().default(''),
    invitation: z.string().max(200).optional(),
    code: z.string().max(100).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER_MESSAGE, path: ['confirmPassword'] });

export type TEndUserSignup = z.infer<typeof ZEndUserSignupSchema>;

export const ZEndUserLoginSchema = z.object({
  email: ZEmailSchema,
  password: z
    .string({ required_error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
  redirectTo: z.string().optional(),
});

export const ZPasswordResetRequestSchema = z.object({ email: ZEmailSchema });
/** A new password, twice: the reset form, and finishing a sign-up in another browser than the one it started in. */
export const ZPasswordResetSchema = z
  .object({ password: ZNewPasswordSchema, confirmPassword: z.string().default('') })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER_MESSAGE, path: ['confirmPassword'] });

/** My Account's Change email form: the new address, and the current password. */
export const ZEmailChangeSchema = z.object({
  newEmail: ZEmailSchema,
  currentPassword: z
    .string({ required_error: 'Please enter your current password' })
    .min(1, 'Please enter your current password')
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
});
