import { z } from 'zod';
import { ZEmailSchema } from '../auth/schemas';

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

const ZNewPasswordSchema = z
  .string({ required_error: 'Please enter a password' })
  .min(END_USER_PASSWORD_MIN, `Password must be at least ${END_USER_PASSWORD_MIN} characters`)
  .max(200, 'Password cannot exceed 200 characters');

export const ZEndUserSignupSchema = z
  .object({
    email: ZEmailSchema,
    password: ZNewPasswordSchema,
    confirmPassword: z.string().default(''),
    invitation: z.string().max(200).optional(),
    code: z.string().max(100).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER_MESSAGE, path: ['confirmPassword'] });

export const ZEndUserLoginSchema = z.object({
  email: ZEmailSchema,
  password: z.string({ required_error: 'Please enter your password' }).min(1, 'Please enter your password'),
  redirectTo: z.string().optional(),
});

export const ZPasswordResetRequestSchema = z.object({ email: ZEmailSchema });
export const ZPasswordResetSchema = z
  .object({ password: ZNewPasswordSchema, confirmPassword: z.string().default('') })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER_MESSAGE, path: ['confirmPassword'] });
