import { LOGIN_PATH, type TSignupTexts } from '@atrium/core';
import { AccountField } from './AccountParts';

export interface SignupFormProps {
  texts: TSignupTexts;
  /** Field errors from the last attempt (portal host). */
  errors?: Partial<Record<'email' | 'password' | 'confirmPassword', string>>;
  email?: string;
  /** Hidden inputs the portal's form carries (invitation, code). */
  hidden?: Record<string, string>;
}

/**
 * The Sign Up form with the texts of the Sign Up Form drawer (spec doc 3 §2.1, §3). The portal
 * host posts it; the builder's Sign Up page editor shows the same form as its preview.
 */
export function SignupForm({ texts, errors = {}, email, hidden = {} }: SignupFormProps) {
  return (
    <>
      <form method="post" className="atrium-account__form" noValidate>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <AccountField
          name="email"
          label={texts.email}
          type="email"
          placeholder={texts.emailPlaceholder}
          autoComplete="email"
          defaultValue={email}
          error={errors.email}
          required
        />
        <AccountField
          name="password"
          label={texts.password}
          type="password"
          placeholder={texts.passwordPlaceholder}
          autoComplete="new-password"
          error={errors.password}
          required
        />
        <AccountField
          name="confirmPassword"
          label={texts.confirmPassword}
          type="password"
          placeholder={texts.confirmPasswordPlaceholder}
          autoComplete="new-password"
          error={errors.confirmPassword}
          required
        />
        {texts.legal && <p className="atrium-account__legal">{texts.legal}</p>}
        <button type="submit" className="atrium-account__submit">
          {texts.button}
        </button>
      </form>
      <p className="atrium-account__links">
        {texts.existingAccount} <a href={LOGIN_PATH}>{texts.logIn}</a>
      </p>
    </>
  );
}
