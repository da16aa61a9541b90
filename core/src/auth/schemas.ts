import { z } from 'zod';

/** Emails are compared and stored trimmed and lowercased. */
export const ZEmailSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string({ required_error: 'Please enter a valid email' })
    .min(1, 'Please enter a valid email')
    .max(254, 'Please enter a valid email')
    .email('Please enter a valid email'),
);

export const PASSWORD_MIN_LENGTH = 8;
/**
 * Every password field (sign-up, log-in, reset, test users, end users) refuses more than this
 * before anything hashes it: argon2 takes any length, so a megabyte "password" would cost a
 * megabyte of hashing per attempt (ADR 020).
 */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_TOO_LONG_MESSAGE = `Password cannot exceed ${PASSWORD_MAX_LENGTH} characters`;

/** First name: required and trimmed (profile and sign-up). */
const ZFirstNameSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ required_error: 'Please enter your first name' })
    .min(1, 'Please enter your first name')
    .max(100, 'First name cannot exceed 100 characters'),
);

/**
 * Last name: optional and trimmed. The default matters with conform: parseWithZod turns an
 * empty field into undefined inside the preprocess, so without it an empty last name would
 * fail as 'Required'.
 */
const ZLastNameSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
  z.string().max(100, 'Last name cannot exceed 100 characters').default(''),
);

/** Builder sign-up. The spec does not give these texts; they follow the profile form's tone. */
export const ZSignupSchema = z.object({
  firstName: ZFirstNameSchema,
  lastName: ZLastNameSchema,
  email: ZEmailSchema,
  password: z
    .string({ required_error: 'Please enter a password' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
});
export type TSignup = z.infer<typeof ZSignupSchema>;

export const ZLoginSchema = z.object({
  email: ZEmailSchema,
  password: z
    .string({ required_error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
  redirectTo: z.string().optional(),
});
export type TLogin = z.infer<typeof ZLoginSchema>;

/** One message for every failed login, so nobody can learn which emails have accounts. */
export const LOGIN_FAILED_MESSAGE = 'Incorrect email or password.';
export const LOGIN_RATE_LIMITED_MESSAGE = 'Too many login attempts. Please wait a few minutes and try again.';

/** Profile dialog (spec doc 1 §5): firstName required, lastName optional, email required and valid. */
export const ZProfileSchema = z.object({
  firstName: ZFirstNameSchema,
  lastName: ZLastNameSchema,
  email: ZEmailSchema,
});
export type TProfile = z.infer<typeof ZProfileSchema>;

export const VERIFICATION_SENT_MESSAGE = 'Verification email sent. Please check your inbox or spam folder.';
export const PUBLISH_NEEDS_VERIFICATION_MESSAGE = 'Please verify your email to proceed';

/**
 * Only local paths are accepted as a post-login destination, so a crafted link cannot send a
 * builder to another site after login. Control characters are refused too: URL parsers drop
 * tabs and newlines, so '/\t/evil.com' would otherwise become '//evil.com' in the browser.
 */
export function safeRedirectPath(to: unknown, fallback = '/'): string {
  if (
    typeof to !== 'string' ||
    !to.startsWith('/') ||
    to.startsWith('//') ||
    to.startsWith('/\\') ||
    Array.from(to).some((ch) => ch <= '\u001f' || ch === '\u007f')
  ) {
    return fallback;
  }
  return to;
}
