import { profileCellFromForm } from '../identity/my-account';
import { FORM_LINK_FIELD_TYPE, type TListingOperation } from '../sections/types/data';
import { linkCellIds } from './form-links';
import type { CellValue, DataRecord, TableField } from '../data/schema';

/** A posted form: one value per name, or several (a link field's chosen records). */
export interface TPostedForm {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
}

/** The record ids chosen for a link field: each once, in the order posted. */
/** An edit form names each field it shows in this parameter; the others are left as they are. */
export const SHOWN_FIELD_PARAM = 'shown';

/**
 * The fields an edit form changes: those it showed (named in `shown`), or every field of the
 * form when a post names none.
 */
export function shownFormFields<F extends { id: string }>(fields: readonly F[], form: TPostedForm): F[] {
  const shown = new Set(postedIds(form, SHOWN_FIELD_PARAM));
  return shown.size === 0 ? [...fields] : fields.filter((f) => shown.has(f.id));
}

function postedIds(form: TPostedForm, name: string): string[] {
  const ids = form
    .getAll(name)
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return [...new Set(ids)];
}

/**
 * A record form's cells: each field's posted value as the cell to store (empty clears it); a
 * link field's chosen record ids (checked against what the form offered by `formLinkProblem`).
 */
export function recordCellsFromForm(
  fields: ReadonlyArray<Pick<TableField, 'id' | 'type'>>,
  form: TPostedForm,
): Record<string, CellValue | null> {
  const cells: Record<string, CellValue | null> = {};
  for (const field of fields) {
    if (field.type === FORM_LINK_FIELD_TYPE) {
      const ids = postedIds(form, `field:${field.id}`);
      cells[field.id] = ids.length > 0 ? ids : null;
      continue;
    }
    const raw = form.get(`field:${field.id}`);
    cells[field.id] = profileCellFromForm(field.type, typeof raw === 'string' ? raw : null);
  }
  return cells;
}

/** The values a form shows again after a refused save: what the person typed, and the records they chose. */
export function typedFormValues(
  fields: ReadonlyArray<Pick<TableField, 'id' | 'type'>>,
  form: TPostedForm,
): Record<string, string | string[]> {
  return Object.fromEntries(
    fields.map((f) => [
      f.id,
      f.type === FORM_LINK_FIELD_TYPE ? postedIds(form, `field:${f.id}`) : String(form.get(`field:${f.id}`) ?? ''),
    ]),
  );
}

export const OPERATION_FIELD_REMOVED = (name: string) => `Field ${name} was removed from your Airtable.`;
export const OPERATION_NEEDS_USER_MESSAGE = 'Log in to do this.';
export const OPERATION_FIELD_REQUIRED = 'Field is required';
export const OPERATION_VALUE_REQUIRED = 'Value is required';

/**
 * What keeps an operation from working, for the builder (spec doc 2 §5 'Operation form'): no
 * field, a field the table lost (by `fields`, once they are known), or no value for a custom value
 * or a value from the user's record.
 */
export function operationProblem(
  op: TListingOperation,
  fields: ReadonlyArray<Pick<TableField, 'id' | 'name'>>,
): string | undefined {
  if (!op.fieldId) return OPERATION_FIELD_REQUIRED;
  if (fields.length > 0 && !fields.some((f) => f.id === op.fieldId)) return OPERATION_FIELD_REMOVED(op.fieldId);
  if (op.type === 'set' && op.valueType !== 'userRecordId' && op.value.trim() === '') return OPERATION_VALUE_REQUIRED;
  return undefined;
}

/**
 * The cells an UPDATE_RECORD action writes (spec doc 2 §3 'Operation'): set a custom value, the
 * person's users-table record id or a value of their record; link or unlink the person; clear.
 * Answers the changes, or the problem that stops the action.
 */
export function operationChanges(
  operations: readonly TListingOperation[],
  fields: readonly TableField[],
  record: DataRecord,
  user: { recordId?: string; fields?: Record<string, unknown> },
): { changes: Record<string, CellValue | null> } | { problem: string } {
  const changes: Record<string, CellValue | null> = {};
  for (const op of operations) {
    const field = fields.find((f) => f.id === op.fieldId);
    if (!field) return { problem: OPERATION_FIELD_REMOVED(op.fieldId || 'field') };
    const current = field.id in changes ? changes[field.id] : record.fields[field.id];
    switch (op.type) {
      case 'clear':
        changes[field.id] = null;
        break;
      case 'linkUser':
      case 'unlinkUser': {
        if (!user.recordId) return { problem: OPERATION_NEEDS_USER_MESSAGE };
        const ids = linkCellIds(current).filter((id) => id !== user.recordId);
        changes[field.id] = op.type === 'linkUser' ? [...ids, user.recordId] : ids;
        break;
      }
      case 'set': {
        if (op.valueType === 'custom') {
          changes[field.id] =
            field.type === 'multipleSelects'
              ? op.value
                  .split(',')
                  .map((v) => v.trim())
                  .filter(Boolean)
              : profileCellFromForm(field.type, op.value);
        } else if (!user.recordId) {
          return { problem: OPERATION_NEEDS_USER_MESSAGE };
        } else if (op.valueType === 'userRecordId') {
          changes[field.id] = field.type === 'multipleRecordLinks' ? [user.recordId] : user.recordId;
        } else {
          const value = user.fields?.[op.value];
          changes[field.id] = value === undefined ? null : (value as CellValue);
        }
        break;
      }
    }
  }
  return { changes };
}
