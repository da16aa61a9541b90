import type { DataRecord, TableSchema } from '../data/schema';
import { profileCellText } from '../tables/format-field-value';
import {
  FORM_ADD_RECORD_TEXT_DEFAULT,
  customFormFields,
  type TCustomForm,
  type TFormField,
  type TFormGroup,
} from '../sections/types/custom-form';
import { FORM_FIELD_TYPES, FORM_LINK_FIELD_TYPE, formGroupsFor, type TDataData } from '../sections/types/data';
import { linkCellIds, type TFormLinkChoices } from './form-links';

/** A Form section as the portal renders it (spec doc 2 'Form builder'). */
export interface TCustomFormView {
  groups: Array<{
    id: string;
    title: string;
    variant: TCustomForm['groups'][number]['variant'];
    fields: Array<TRecordForm['fields'][number] & { required: boolean; placeholder: string }>;
  }>;
  submit: Pick<TCustomForm['submit'], 'label' | 'size' | 'alignment'>;
  styles: TCustomForm['styles'];
  /** Right after a submission: the success screen instead of the form. */
  success?: TCustomForm['success'];
}

/**
 * The Form layout's view: its groups with the fields that exist (a removed field is left out);
 * link fields offer `links` (read by the caller through the cache; without them they are left out).
 */
export function customFormView(
  data: TDataData,
  table: TableSchema,
  submitted = false,
  links?: Readonly<Record<string, TFormLinkChoices>>,
): TCustomFormView {
  const form = data.customForm;
  return {
    groups: formGroupsFor(data, 'custom').map((group) => ({
      id: group.id,
      title: group.title,
      variant: group.variant,
      fields: customFormFields({ groups: [group] }, table.fields, FORM_FIELD_TYPES).flatMap(({ formField, field }) => {
        const view = formFieldView(formField, field, undefined, links);
        return view ? [{ ...view, required: formField.required, placeholder: formField.placeholder }] : [];
      }),
    })),
    submit: { label: form.submit.label, size: form.submit.size, alignment: form.submit.alignment },
    styles: form.styles,
    ...(submitted ? { success: form.success } : {}),
  };
}

/** A record form as the portal renders it (create on the listing, edit on the record page). */
export interface TRecordForm {
  label: string;
  fields: Array<{
    id: string;
    /** The form's label for the field (its name unless the builder gave another). */
    name: string;
    type: string;
    choices: string[];
    value: string;
    required?: boolean;
    placeholder?: string;
    /** The group it is in (an id of `groups`). */
    group?: string;
    /**
     * Link fields: the linked table's records offered (titled by the title field), the ids chosen
     * now (an edit form's links), the text of the control that offers another record, and a note
     * when the table has more records than offered.
     */
    links?: { options: Array<{ id: string; title: string }>; chosen: string[]; addRecordText: string; note?: string };
  }>;
  /** The form's groups, in order; a titled group renders as a fieldset with a legend. */
  groups?: Array<{ id: string; title: string; variant: TFormGroup['variant'] }>;
  /** The submit button's size and alignment. */
  submit?: TDataData['form']['submit'];
}

/**
 * One field of a record form as it renders, with the record's value (edit forms). A link field
 * needs what it offers (`links`, by field id): without it, it is left out.
 */
function formFieldView(
  formField: TFormField,
  field: TableSchema['fields'][number],
  record: DataRecord | undefined,
  links: Readonly<Record<string, TFormLinkChoices>> | undefined,
): TRecordForm['fields'][number] | undefined {
  const raw = record?.fields[field.id];
  const view = {
    id: field.id,
    name: formField.label || field.name,
    type: field.type,
    choices: (field.options?.choices ?? []).map((c) => c.name),
    value: field.type === 'checkbox' ? (raw === true ? 'true' : '') : profileCellText(raw),
  };
  if (field.type !== FORM_LINK_FIELD_TYPE) return view;
  const offered = links?.[field.id];
  if (!offered) return undefined;
  const known = new Set(offered.options.map((o) => o.id));
  return {
    ...view,
    value: '',
    links: {
      options: offered.options,
      chosen: linkCellIds(raw).filter((id) => known.has(id)),
      addRecordText: formField.overrides?.addRecordText?.trim() || FORM_ADD_RECORD_TEXT_DEFAULT,
      ...(offered.note ? { note: offered.note } : {}),
    },
  };
}

export function recordForm(
  data: TDataData,
  table: TableSchema,
  kind: 'create' | 'edit',
  record?: DataRecord,
  links?: Readonly<Record<string, TFormLinkChoices>>,
): TRecordForm | undefined {
  const groups = formGroupsFor(data, kind);
  const fields = groups.flatMap((group) =>
    customFormFields({ groups: [group] }, table.fields, FORM_FIELD_TYPES).flatMap(({ formField, field }) => {
      const view = formFieldView(formField, field, record, links);
      return view
        ? [{ ...view, required: formField.required, placeholder: formField.placeholder, group: group.id }]
        : [];
    }),
  );
  const label = kind === 'create' ? data.form.createLabel : data.form.editLabel;
  return fields.length > 0
    ? {
        label,
        fields,
        groups: groups.map((g) => ({ id: g.id, title: g.title, variant: g.variant })),
        submit: data.form.submit,
      }
    : undefined;
}
