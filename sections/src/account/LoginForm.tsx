import { SIGNUP_PATH } from '@atrium/core';
import { AccountField } from './AccountParts';

export interface LoginFormProps {
  errors?: Partial<Record<'email' | 'password', string>>;
  email?: string;
  redirectTo?: string;
  /** Whether to offer the Sign Up link (not on invitation-only portals). */
  signupOpen?: boolean;
}

/** The Log In form (spec doc 3 §2.1): email and password, reset and sign-up links; no JavaScript needed. */
export function LoginForm({ errors = {}, email, redirectTo = '', signupOpen = true }: LoginFormProps) {
  return (
    <>
      <form method="post" className="atrium-account__form" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <AccountField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          defaultValue={email}
          error={errors.email}
          required
        />
        <AccountField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          required
        />
        <button type="submit" className="atrium-account__submit">
          Log In
        </button>
      </form>
      <p className="atrium-account__links">
        <a href="/account/reset-password">Forgot your password?</a>
      </p>
      {signupOpen && (
        <p className="atrium-account__links">
          No account yet? <a href={SIGNUP_PATH}>Sign Up</a>
        </p>
      )}
    </>
  );
}
