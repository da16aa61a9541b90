import { LINKED_RECORDS_EMPTY_HINT, LINKED_RECORDS_NONE_MESSAGE } from '@atrium/core';
import type { TLinkedRecordsView, TMyAccountView, TProfileFieldView } from '@atrium/core';
import { AccountField, FormMessage } from './AccountParts';

export interface MyAccountProps {
  email: string;
  username: string;
  view: TMyAccountView;
  /** After a save: the outcome, and on an error the values as typed (nothing is lost). */
  message?: { tone: 'success' | 'error'; text: string } | null;
  typed?: Record<string, string>;
  /** A linked-record form that was refused: it opens again with the values as typed. */
  linkedForm?: { fieldId: string; recordId: string; typed: Record<string, string> } | null;
  /** The Change email form after a refused attempt: the address as typed and what was wrong (it opens again). */
  emailForm?: TEmailChangeForm | null;
  /** In the builder's preview: empty states give the builder's hints. */
  preview?: boolean;
}

export interface TEmailChangeForm {
  newEmail: string;
  errors: Partial<Record<'newEmail' | 'currentPassword', string>>;
}

const INPUT_TYPES: Record<string, string> = {
  email: 'email',
  url: 'url',
  phoneNumber: 'tel',
  number: 'number',
  date: 'date',
};

/** One plain form control for a field (text types, number, date, checkbox): My Account and record forms. */
export function FieldInput({
  field,
  value,
  idPrefix = 'profile',
  required = false,
  placeholder,
}: {
  field: Pick<TProfileFieldView, 'id' | 'name' | 'type'>;
  value: string;
  idPrefix?: string;
  /** Marked and announced as required (the server checks it). */
  required?: boolean;
  placeholder?: string;
}) {
  const id = `${idPrefix}-${field.id}`;
  const name = `field:${field.id}`;
  if (field.type === 'checkbox') {
    return (
      <div className="atrium-account__field atrium-account__field--check">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={value === 'true' || value === 'on'}
          aria-required={required || undefined}
        />
        <label htmlFor={id}>
          {field.name}
          {required && <RequiredMark />}
        </label>
      </div>
    );
  }
  return (
    <div className="atrium-account__field">
      <label htmlFor={id}>
        {field.name}
        {required && <RequiredMark />}
      </label>
      {field.type === 'multilineText' ? (
        <textarea
          id={id}
          name={name}
          defaultValue={value}
          rows={4}
          placeholder={placeholder || undefined}
          aria-required={required || undefined}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={INPUT_TYPES[field.type] ?? 'text'}
          step={field.type === 'number' ? 'any' : undefined}
          defaultValue={value}
          placeholder={placeholder || undefined}
          aria-required={required || undefined}
        />
      )}
    </div>
  );
}

/** The asterisk after a required field's label (screen readers hear aria-required instead). */
export function RequiredMark() {
  return (
    <span className="atrium-field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

/**
 * My Account (spec doc 3 §2.5): who is logged in, the profile fields this viewer may see (a form
 * for the ones they may edit; it works without JavaScript) and the records linked to them, then
 * Log Out. The editor previews the same component.
 */
export function MyAccount({
  email,
  username,
  view,
  message,
  typed,
  linkedForm,
  emailForm,
  preview = false,
}: MyAccountProps) {
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
            <FieldInput key={field.id} field={field} value={typed?.[field.id] ?? field.value} />
          ))}
          <button type="submit" className="atrium-account__submit">
            Save Profile
          </button>
        </form>
      )}
      <ChangeEmail refused={emailForm ?? undefined} />
      {view.linked.map((linked) => (
        <LinkedRecords
          key={linked.id}
          linked={linked}
          refused={linkedForm?.fieldId === linked.id ? linkedForm : undefined}
          preview={preview}
        />
      ))}
      <form method="post" action="/account/logout" className="atrium-account__logout">
        <button type="submit" className="atrium-account__submit">
          Log Out
        </button>
      </form>
    </>
  );
}

/**
 * Change email (ADR 019): the new address and the current password; a link goes to the new
 * address, and the email changes only once it is opened.
 */
function ChangeEmail({ refused }: { refused?: TEmailChangeForm }) {
  return (
    <details className="atrium-account__email-change" open={refused !== undefined}>
      <summary>Change email</summary>
      <form method="post" className="atrium-account__form" noValidate>
        <input type="hidden" name="intent" value="email-change" />
        <AccountField
          name="newEmail"
          label="New email"
          type="email"
          autoComplete="email"
          defaultValue={refused?.newEmail}
          error={refused?.errors.newEmail}
          required
        />
        <AccountField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={refused?.errors.currentPassword}
          required
        />
        <button type="submit" className="atrium-account__submit">
          Send confirmation link
        </button>
      </form>
    </details>
  );
}

/** The hidden fields that name a linked-record change. */
function LinkedTarget({ intent, fieldId, recordId }: { intent: string; fieldId: string; recordId?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="linkedFieldId" value={fieldId} />
      {recordId && <input type="hidden" name="recordId" value={recordId} />}
    </>
  );
}

/** A form for one linked record: its editable fields, then Save (new records: Add). */
function LinkedRecordForm(props: {
  linked: TLinkedRecordsView;
  recordId?: string;
  values: (fieldId: string, index: number) => string;
}) {
  const { linked, recordId } = props;
  const idPrefix = `linked-${linked.id}-${recordId ?? 'new'}`;
  return (
    <form method="post" className="atrium-account__form atrium-account__linked-form" noValidate>
      <LinkedTarget intent={recordId ? 'linked-update' : 'linked-create'} fieldId={linked.id} recordId={recordId} />
      {linked.fields.map((field, i) =>
        field.editable ? (
          <FieldInput key={field.id} field={field} value={props.values(field.id, i)} idPrefix={idPrefix} />
        ) : null,
      )}
      <button type="submit" className="atrium-account__submit">
        {recordId ? 'Save' : 'Add'}
      </button>
    </form>
  );
}

/**
 * The records linked to this person, with what their group may do: edit a record, add one
 * (linked to them), or delete one after confirming. It all works without JavaScript.
 */
function LinkedRecords({
  linked,
  refused,
  preview,
}: {
  linked: TLinkedRecordsView;
  refused?: { recordId: string; typed: Record<string, string> };
  preview: boolean;
}) {
  const { actions } = linked;
  const hasActions = actions.edit || actions.delete;
  return (
    <section className="atrium-account__linked" aria-labelledby={`linked-${linked.id}`}>
      <h2 id={`linked-${linked.id}`}>{linked.name}</h2>
      {linked.records.length === 0 ? (
        <p className="atrium-account__empty">{preview ? LINKED_RECORDS_EMPTY_HINT : LINKED_RECORDS_NONE_MESSAGE}</p>
      ) : (
        <table>
          <thead>
            <tr>
              {linked.fields.map((f) => (
                <th key={f.id} scope="col">
                  {f.name}
                </th>
              ))}
              {hasActions && (
                <th scope="col">
                  <span className="atrium-visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {linked.records.map((record) => (
              <tr key={record.id}>
                {record.cells.map((cell, i) => (
                  <td key={linked.fields[i]!.id}>{cell}</td>
                ))}
                {hasActions && (
                  <td className="atrium-account__linked-actions">
                    {actions.edit && (
                      <details open={refused?.recordId === record.id}>
                        <summary>Edit</summary>
                        <LinkedRecordForm
                          linked={linked}
                          recordId={record.id}
                          values={(id, i) =>
                            refused?.recordId === record.id ? (refused.typed[id] ?? '') : (record.values[i] ?? '')
                          }
                        />
                      </details>
                    )}
                    {actions.delete && (
                      <details>
                        <summary>Delete</summary>
                        <form method="post" className="atrium-account__linked-delete">
                          <LinkedTarget intent="linked-delete" fieldId={linked.id} recordId={record.id} />
                          <p>Delete this record? This cannot be undone.</p>
                          <button type="submit" className="atrium-account__submit atrium-account__submit--danger">
                            Delete record
                          </button>
                        </form>
                      </details>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {actions.create && (
        <details className="atrium-account__linked-create" open={refused?.recordId === 'new'}>
          <summary>{`Add ${linked.name}`}</summary>
          <LinkedRecordForm
            linked={linked}
            values={(id) => (refused?.recordId === 'new' ? (refused.typed[id] ?? '') : '')}
          />
        </details>
      )}
    </section>
  );
}
