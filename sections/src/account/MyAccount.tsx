import type { TMyAccountView, TProfileFieldView } from '@atrium/core';
import { FormMessage } from './AccountParts';

export interface MyAccountProps {
  email: string;
  username: string;
  view: TMyAccountView;
  /** After a save: the outcome, and on an error the values as typed (nothing is lost). */
  message?: { tone: 'success' | 'error'; text: string } | null;
  typed?: Record<string, string>;
}

const INPUT_TYPES: Record<string, string> = {
  email: 'email',
  url: 'url',
  phoneNumber: 'tel',
  number: 'number',
  date: 'date',
};

function ProfileInput({ field, value }: { field: TProfileFieldView; value: string }) {
  const id = `profile-${field.id}`;
  const name = `field:${field.id}`;
  if (field.type === 'checkbox') {
    return (
      <div className="atrium-account__field atrium-account__field--check">
        <input id={id} name={name} type="checkbox" defaultChecked={value === 'true'} />
        <label htmlFor={id}>{field.name}</label>
      </div>
    );
  }
  return (
    <div className="atrium-account__field">
      <label htmlFor={id}>{field.name}</label>
      {field.type === 'multilineText' ? (
        <textarea id={id} name={name} defaultValue={value} rows={4} />
      ) : (
        <input
          id={id}
          name={name}
          type={INPUT_TYPES[field.type] ?? 'text'}
          step={field.type === 'number' ? 'any' : undefined}
          defaultValue={value}
        />
      )}
    </div>
  );
}

/**
 * My Account (spec doc 3 §2.5): who is logged in, the profile fields this viewer may see (a form
 * for the ones they may edit; it works without JavaScript) and the records linked to them, then
 * Log Out. The editor previews the same component.
 */
export function MyAccount({ email, username, view, message, typed }: MyAccountProps) {
  const readOnly = view.profile.filter((f) => f.mode === 'view');
  const editable = view.profile.filter((f) => f.mode === 'edit');
  return (
    <>
      {message && <FormMessage tone={message.tone} message={message.text} />}
      <dl className="atrium-account__profile">
        <div className="atrium-account__profile-row">
          <dt>Email</dt>
          <dd>{email}</dd>
        </div>
        <div className="atrium-account__profile-row">
          <dt>Username</dt>
          <dd>{username}</dd>
        </div>
        {readOnly.map((field) => (
          <div key={field.id} className="atrium-account__profile-row" data-field-id={field.id}>
            <dt>{field.name}</dt>
            <dd>{field.value || '—'}</dd>
          </div>
        ))}
      </dl>
      {editable.length > 0 && (
        <form method="post" className="atrium-account__form atrium-account__profile-form" noValidate>
          <input type="hidden" name="intent" value="profile" />
          {editable.map((field) => (
            <ProfileInput key={field.id} field={field} value={typed?.[field.id] ?? field.value} />
          ))}
          <button type="submit" className="atrium-account__submit">
            Save Profile
          </button>
        </form>
      )}
      {view.linked.map((linked) => (
        <section key={linked.id} className="atrium-account__linked" aria-labelledby={`linked-${linked.id}`}>
          <h2 id={`linked-${linked.id}`}>{linked.name}</h2>
          {linked.records.length === 0 ? (
            <p className="atrium-account__empty">Your table does not contain any linked records</p>
          ) : (
            <table>
              <thead>
                <tr>
                  {linked.fields.map((f) => (
                    <th key={f.id} scope="col">
                      {f.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {linked.records.map((record) => (
                  <tr key={record.id}>
                    {record.cells.map((cell, i) => (
                      <td key={linked.fields[i]!.id}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
      <form method="post" action="/account/logout" className="atrium-account__logout">
        <button type="submit" className="atrium-account__submit">
          Log Out
        </button>
      </form>
    </>
  );
}
