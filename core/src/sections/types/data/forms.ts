import { ZFormFieldSchema, ZFormGroupSchema, customFormFields, type TFormGroup } from '../custom-form';
import { FORM_FIELD_TYPES } from './form-schema';
import type { TDataData } from './schema';

/** The groups of a listing's create or edit form (the edit form falls back to the create form). */
export function listingFormGroups(data: TDataData, kind: 'create' | 'edit'): TFormGroup[] {
  const legacy = (data.form.fields ?? []).map((fieldId) => ZFormFieldSchema.parse({ fieldId }));
  const create = data.form.createGroups?.length
    ? data.form.createGroups
    : legacy.length
      ? [ZFormGroupSchema.parse({ fields: legacy })]
      : [];
  return kind === 'edit' && data.form.editGroups?.length ? data.form.editGroups : create;
}

/**
 * 'Use a different edit form': the edit form's own groups, copied from the create form (new ids)
 * to start from; from then on the two forms are edited apart.
 */
export function separateEditForm(data: TDataData): TFormGroup[] {
  const create = listingFormGroups(data, 'create');
  if (create.length === 0) return [ZFormGroupSchema.parse({})];
  return create.map((group) =>
    ZFormGroupSchema.parse({
      ...group,
      id: undefined,
      fields: group.fields.map((field) => ({ ...field, id: undefined })),
    }),
  );
}

/**
 * The groups of a record form as people fill it in (the listing's create or edit form, or the
 * Form layout's groups). A user listing's link to the person is never one of its fields: new
 * records are linked to the person by the server, and nobody may link a record to someone else.
 */
export function formGroupsFor(data: TDataData, form: 'create' | 'edit' | 'custom'): TFormGroup[] {
  const groups = form === 'custom' ? data.customForm.groups : listingFormGroups(data, form);
  if (data.listingType !== 'user' || !data.userLinkFieldId) return groups;
  return groups.map((g) => ({ ...g, fields: g.fields.filter((f) => f.fieldId !== data.userLinkFieldId) }));
}

/**
 * The fields of a record form: the chosen ones that exist, of a type a form control edits
 * (the listing's create and edit forms, or the Form layout's groups).
 */
export function listingFormFields<F extends { id: string; type: string }>(
  data: TDataData,
  fields: readonly F[],
  form: 'create' | 'edit' | 'custom',
): F[] {
  return customFormFields({ groups: formGroupsFor(data, form) }, fields, FORM_FIELD_TYPES).map((f) => f.field);
}
