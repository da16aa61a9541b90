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

/** The card an account page (log in, sign up, My Account…) sits in, inside the portal's frame. */
export function AccountCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="atrium-account">
      <div className="atrium-account__card">
        <h1>{heading}</h1>
        {children}
      </div>
    </div>
  );
}
