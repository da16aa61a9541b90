import { PortalFrame, ThemeFontPlacement, type THeaderAccount } from '@atrium/sections';
import type { TSnapshot } from '@atrium/core';
import type { ReactNode } from 'react';

/** A field of an account form; works without JavaScript (plain POST). */
export function AccountField(props: {
  name: string;
  label: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  defaultValue?: string;
  error?: string;
  required?: boolean;
}) {
  const id = `account-${props.name}`;
  return (
    <div className="atrium-account__field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        placeholder={props.placeholder || undefined}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      />
      {props.error && (
        <p className="atrium-account__error" id={`${id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/** An account page (log in, sign up, My Account…) inside the portal's own header, footer and theme. */
export function AccountPage({
  snapshot,
  account,
  path,
  heading,
  children,
}: {
  snapshot: TSnapshot;
  account: THeaderAccount;
  path: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <ThemeFontPlacement.Provider value="document-head">
      <PortalFrame snapshot={snapshot} currentPath={path} account={account}>
        <main className="atrium-account">
          <div className="atrium-account__card">
            <h1>{heading}</h1>
            {children}
          </div>
        </main>
      </PortalFrame>
    </ThemeFontPlacement.Provider>
  );
}

export function FormMessage({ message, tone }: { message?: string | null; tone: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <p
      className={`atrium-account__message atrium-account__message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {message}
    </p>
  );
}
