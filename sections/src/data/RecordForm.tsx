import { createContext, useContext } from 'react';
import {
  FORM_LINK_NO_RECORDS_MESSAGE,
  SHOWN_FIELD_PARAM,
  type TListingFormAnswer,
  type TRecordForm,
} from '@atrium/core';
import { FieldInput, RequiredMark } from '../account/MyAccount';

/** The refused listing form (from the page's action), if the last post was one. */
export const ListingFormAnswer = createContext<TListingFormAnswer | null>(null);

/** The refused answer of this form, if the last post was this form. */
export function useFormAnswer(sectionId: string, intent: string, recordId?: string): TListingFormAnswer | undefined {
  const answer = useContext(ListingFormAnswer);
  return answer &&
    answer.sectionId === sectionId &&
    answer.intent === intent &&
    (answer.recordId ?? '') === (recordId ?? '')
    ? answer
    : undefined;
}

/** The hidden fields that say which listing, record and change a form is about. */
export function ListingTarget(props: { intent: string; sectionId: string; recordId?: string; actionId?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="sectionId" value={props.sectionId} />
      {props.recordId && <input type="hidden" name="recordId" value={props.recordId} />}
      {props.actionId && <input type="hidden" name="actionId" value={props.actionId} />}
    </>
  );
}

/**
 * One field of a record form: My Account's controls, a choice list for single selects, and the
 * records of the linked table for link fields. `value`: what to show (a link field: the chosen ids).
 */
export function RecordField(props: {
  field: TRecordForm['fields'][number];
  value: string | string[];
  idPrefix: string;
  required?: boolean;
  placeholder?: string;
}) {
  const { field, idPrefix, required = false } = props;
  if (field.links) {
    const chosen = Array.isArray(props.value) ? props.value : field.links.chosen;
    return <LinkField field={field} links={field.links} chosen={chosen} idPrefix={idPrefix} required={required} />;
  }
  const value = typeof props.value === 'string' ? props.value : field.value;
  if (field.type !== 'singleSelect') {
    return (
      <FieldInput field={field} value={value} idPrefix={idPrefix} required={required} placeholder={props.placeholder} />
    );
  }
  const id = `${idPrefix}-${field.id}`;
  return (
    <div className="atrium-account__field">
      <label htmlFor={id}>
        {field.name}
        {required && <RequiredMark />}
      </label>
      <select id={id} name={`field:${field.id}`} defaultValue={value} aria-required={required || undefined}>
        <option value="">—</option>
        {field.choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A link field: a group named by the field with the chosen records as ticked boxes (untick to
 * unlink), then a disclosure named by the field's 'Add record' text that lists the other records
 * offered, and says so when the linked table has more. Plain checkboxes: no JavaScript needed.
 */
function LinkField(props: {
  field: TRecordForm['fields'][number];
  links: NonNullable<TRecordForm['fields'][number]['links']>;
  chosen: readonly string[];
  idPrefix: string;
  required: boolean;
}) {
  const { field, links, idPrefix } = props;
  const id = `${idPrefix}-${field.id}`;
  const picked = new Set(props.chosen);
  const chosen = links.options
    .filter((o) => picked.has(o.id))
    .sort((a, b) => props.chosen.indexOf(a.id) - props.chosen.indexOf(b.id));
  const others = links.options.filter((o) => !picked.has(o.id));
  const box = (option: { id: string; title: string }, checked: boolean) => (
    <li key={option.id}>
      <input
        type="checkbox"
        id={`${id}-${option.id}`}
        name={`field:${field.id}`}
        value={option.id}
        defaultChecked={checked}
      />
      <label htmlFor={`${id}-${option.id}`}>{option.title}</label>
    </li>
  );
  return (
    <fieldset id={id} className="atrium-account__field atrium-link-field">
      <legend>
        {field.name}
        {props.required && (
          <>
            <RequiredMark />
            <span className="atrium-visually-hidden"> (required)</span>
          </>
        )}
      </legend>
      {chosen.length > 0 && <ul className="atrium-link-field__chosen">{chosen.map((o) => box(o, true))}</ul>}
      {others.length > 0 ? (
        <details className="atrium-link-field__add">
          <summary>
            {links.addRecordText}
            <span className="atrium-visually-hidden"> ({field.name})</span>
          </summary>
          <ul className="atrium-link-field__options">{others.map((o) => box(o, false))}</ul>
          {links.note && <p className="atrium-link-field__note">{links.note}</p>}
        </details>
      ) : (
        chosen.length === 0 && <p className="atrium-link-field__note">{FORM_LINK_NO_RECORDS_MESSAGE}</p>
      )}
    </fieldset>
  );
}

/**
 * A create or edit form of a listing: plain form controls per field type (it works without
 * JavaScript); after a refusal it shows the message and keeps what was typed.
 */
export function RecordForm(props: {
  form: TRecordForm;
  sectionId: string;
  intent: 'listing-create' | 'listing-update';
  recordId?: string;
  action?: string;
  /** Its controls' id prefix, when the same record's form can show twice on a page (a card's). */
  idPrefix?: string;
  /** 'listing': after saving, the person comes back to the listing rather than the record. */
  back?: 'listing';
}) {
  const { form, sectionId, intent, recordId } = props;
  const answer = useFormAnswer(sectionId, intent, recordId);
  const prefix = props.idPrefix ?? `record-${sectionId}-${recordId ?? 'new'}`;
  return (
    <form method="post" action={props.action} className="atrium-account__form atrium-record-form" noValidate>
      <ListingTarget intent={intent} sectionId={sectionId} recordId={recordId} />
      {props.back && <input type="hidden" name="back" value={props.back} />}
      {/* An edit changes only the fields it shows (a card's form leaves out link fields, say). */}
      {intent === 'listing-update' &&
        form.fields.map((field) => <input key={field.id} type="hidden" name={SHOWN_FIELD_PARAM} value={field.id} />)}
      {answer && (
        <p className="atrium-account__message atrium-account__message--error" role="alert">
          {answer.error}
        </p>
      )}
      {recordFormGroups(form).map((group) => (
        <FormFieldGroup key={group.id} group={group} typed={answer?.typed} idPrefix={prefix} bare />
      ))}
      <div className={`atrium-custom-form__submit atrium-custom-form__submit--${form.submit?.alignment ?? 'left'}`}>
        <button
          type="submit"
          className={`atrium-account__submit atrium-custom-form__button--${form.submit?.size ?? 'md'}`}
        >
          {intent === 'listing-create' ? form.label : 'Save changes'}
        </button>
      </div>
    </form>
  );
}

/** A form's fields by group, in the groups' order (a form without groups is one untitled group). */
function recordFormGroups(form: TRecordForm) {
  const groups = form.groups?.length ? form.groups : [{ id: '', title: '', variant: 'none' as const }];
  return groups.map((group) => ({
    ...group,
    fields: form.fields.filter((f) => (form.groups?.length ? (f.group ?? '') === group.id : true)),
  }));
}

/**
 * One group of a form's fields (a listing's record form, a Form section): a fieldset with the
 * group's title as legend; `bare`: an untitled group is just its fields.
 */
export function FormFieldGroup({
  group,
  typed,
  idPrefix,
  bare = false,
}: {
  group: {
    id: string;
    title: string;
    variant: string;
    fields: Array<TRecordForm['fields'][number] & { required?: boolean; placeholder?: string }>;
  };
  /** What the person typed before a refusal, by field id (a link field: the chosen ids). */
  typed?: Record<string, string | string[]>;
  idPrefix: string;
  bare?: boolean;
}) {
  const fields = group.fields.map((field) => (
    <RecordField
      key={field.id}
      field={field}
      value={typed?.[field.id] ?? field.value}
      idPrefix={idPrefix}
      required={field.required}
      placeholder={field.placeholder || undefined}
    />
  ));
  if (bare && !group.title) return <>{fields}</>;
  return (
    <fieldset className={`atrium-custom-form__group atrium-custom-form__group--${group.variant}`}>
      {group.title && <legend>{group.title}</legend>}
      {fields}
    </fieldset>
  );
}
