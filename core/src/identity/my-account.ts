import { z } from 'zod';
import type { DataRecord, TableField, TableSchema } from '../data/schema';
import type { Ability } from '../access/abilities';
import { ACCESS_ACTIONS, type TAccessAction, type TAccessRule } from '../access/access-rule';
import { fieldText, profileCellText } from '../tables/format-field-value';

/** The My Account page's layout (spec doc 3 §3 'Profile field layout'): profile fields and linked records. */
export const ZMyAccountLayoutSchema = z.object({
  profile: z
    .array(z.object({ id: z.string().min(1).max(100) }))
    .max(50)
    .default([]),
  linked: z
    .array(
      z.object({
        id: z.string().min(1).max(100),
        fields: z
          .array(z.object({ id: z.string().min(1).max(100) }))
          .max(50)
          .default([]),
      }),
    )
    .max(20)
    .default([]),
});
export type TMyAccountLayout = z.infer<typeof ZMyAccountLayoutSchema>;

/** What a group may do with the records of a linked field on My Account (spec doc 3 §4.10). */
export const LINKED_FIELD_ACTIONS = ['view', 'edit', 'create', 'delete'] as const satisfies readonly TAccessAction[];
export type TLinkedFieldAction = (typeof LINKED_FIELD_ACTIONS)[number];

/**
 * Linked-field action toggling (spec doc 3 §4.10): choosing View alone sets the actions to just
 * view; choosing any other action removes View; unchecking removes that action.
 */
export function toggleLinkedAction(
  actions: readonly TLinkedFieldAction[],
  action: TLinkedFieldAction,
  checked: boolean,
): TLinkedFieldAction[] {
  if (!checked) return actions.filter((a) => a !== action);
  if (action === 'view') return ['view'];
  const next = new Set<TLinkedFieldAction>(actions.filter((a) => a !== 'view'));
  next.add(action);
  return LINKED_FIELD_ACTIONS.filter((a) => next.has(a));
}

/** Whether this viewer sees the records of a linked field on My Account (any action shows them). */
export function linkedFieldVisible(ability: Ability, linkedFieldId: string): boolean {
  return LINKED_FIELD_ACTIONS.some((action) => ability.can(action, 'LinkedField', { linkedFieldId }));
}

/** The LinkedField rule of one group for one linked field (none when it has no action). */
export function myAccountLinkedRule(
  groupId: string,
  linkedFieldId: string,
  actions: readonly TLinkedFieldAction[],
): Omit<TAccessRule, '_id'> | undefined {
  if (actions.length === 0) return undefined;
  return {
    name: `${MY_ACCOUNT_RULE_PREFIX}: linked records`,
    description: '',
    applyToAll: false,
    groups: [groupId],
    rule: {
      subject: 'LinkedField',
      action: ACCESS_ACTIONS.filter((a) => (actions as readonly string[]).includes(a)),
      fields: [],
      conditions: { linkedProfileField: { id: linkedFieldId } },
    },
  };
}

/** What one group may do with one profile field on My Account. */
export const PROFILE_FIELD_MODES = ['hidden', 'view', 'edit'] as const;
export type TProfileFieldMode = (typeof PROFILE_FIELD_MODES)[number];

/**
 * The My Account Form drawer's Save: the layout, and per group the mode of each profile field.
 * A group that is not listed keeps the default: every logged-in user sees and edits every
 * profile field (spec doc 3 §6: 'default access grants the Profile subject with no field limits').
 */
export const ZMyAccountSaveSchema = z.object({
  layout: ZMyAccountLayoutSchema,
  groupModes: z.record(z.string().min(1), z.record(z.string().min(1), z.enum(PROFILE_FIELD_MODES))).default({}),
  /** Per group, per linked field: the actions its members have on those linked records. */
  linkedActions: z
    .record(z.string().min(1), z.record(z.string().min(1), z.array(z.enum(LINKED_FIELD_ACTIONS)).max(4)))
    .default({}),
});
export type TMyAccountSave = z.infer<typeof ZMyAccountSaveSchema>;
export const MY_ACCOUNT_SAVED_MESSAGE = 'My Account updated.';
export const MY_ACCOUNT_RULE_PREFIX = 'My Account';

/** What this viewer may do with a profile field: edit, view only, or nothing. */
export function profileFieldMode(ability: Ability, fieldId: string): TProfileFieldMode {
  if (ability.can('update', 'Profile', { fieldId })) return 'edit';
  if (ability.can('view', 'Profile', { fieldId })) return 'view';
  return 'hidden';
}

/**
 * The Profile rules of one group for its field modes ('a group-visibility toggle adds or removes
 * the field from that group's rule'): one rule viewing the view-only fields, one viewing and
 * updating the editable ones. No visible field still makes one rule, so the group sees none.
 */
export function myAccountGroupRules(
  groupId: string,
  modes: Record<string, TProfileFieldMode>,
): Array<Omit<TAccessRule, '_id'>> {
  const fields = (mode: TProfileFieldMode) =>
    Object.entries(modes)
      .filter(([, m]) => m === mode)
      .map(([id]) => ({ id }));
  const viewOnly = fields('view');
  const editable = fields('edit');
  const rule = (action: TAccessRule['rule']['action'], list: Array<{ id: string }>, what: string) => ({
    name: `${MY_ACCOUNT_RULE_PREFIX}: ${what}`,
    description: '',
    applyToAll: false,
    groups: [groupId],
    rule: { subject: 'Profile' as const, action, fields: list, conditions: {} },
  });
  const rules = [];
  if (editable.length > 0) rules.push(rule(['view', 'update'], editable, 'edit'));
  if (viewOnly.length > 0 || editable.length === 0) {
    // A rule with no fields would allow every field: a group that sees nothing gets a field no
    // table has, so nothing matches.
    rules.push(rule(['view'], viewOnly.length > 0 ? viewOnly : [{ id: '-' }], 'view'));
  }
  return rules;
}

/** Field types a person can edit on My Account with a plain form field (no JavaScript needed). */
export const EDITABLE_PROFILE_TYPES = [
  'singleLineText',
  'multilineText',
  'email',
  'url',
  'phoneNumber',
  'number',
  'date',
  'checkbox',
] as const;

export function profileFieldEditable(type: string): boolean {
  return (EDITABLE_PROFILE_TYPES as readonly string[]).includes(type);
}

/** A posted form value as the cell to store: text as typed, numbers parsed, a ticked checkbox; empty clears. */
export function profileCellFromForm(type: string, raw: string | null): string | number | boolean | null {
  if (type === 'checkbox') return raw !== null ? true : null;
  const value = (raw ?? '').trim();
  if (value === '') return null;
  if (type === 'number') {
    const number = Number(value);
    return Number.isFinite(number) ? number : value;
  }
  return type === 'multilineText' ? (raw ?? '') : value;
}

export const MY_ACCOUNT_FIELD_GONE_MESSAGE = 'This field no longer exists in your table.';
export const PROFILE_SAVED_MESSAGE = 'Your profile was saved.';

/**
 * A My Account layout against the users table (and the tables its links point at): profile
 * fields must exist and not be links, linked records must be link fields, and their fields must
 * exist in the linked table. The first problem, or undefined.
 */
export function myAccountLayoutProblem(
  layout: TMyAccountLayout,
  usersTable: Pick<TableSchema, 'fields'>,
  linkedTables: ReadonlyArray<Pick<TableSchema, 'id' | 'fields'>>,
): string | undefined {
  const field = (id: string) => usersTable.fields.find((f) => f.id === id);
  for (const { id } of layout.profile) {
    const found = field(id);
    if (!found) return MY_ACCOUNT_FIELD_GONE_MESSAGE;
    if (found.type === 'multipleRecordLinks') return `${found.name} links to records: add it to Linked Records.`;
  }
  for (const linked of layout.linked) {
    const found = field(linked.id);
    if (!found) return MY_ACCOUNT_FIELD_GONE_MESSAGE;
    if (found.type !== 'multipleRecordLinks') return `${found.name} does not link to records.`;
    const table = linkedTables.find((t) => t.id === found.options?.linkedTableId);
    if (!table || linked.fields.some((f) => !table.fields.some((x) => x.id === f.id))) {
      return MY_ACCOUNT_FIELD_GONE_MESSAGE;
    }
  }
  const ids = [...layout.profile, ...layout.linked].map((f) => f.id);
  if (new Set(ids).size !== ids.length) return 'A field can be listed only once.';
  return undefined;
}

/** One profile field as My Account shows it to a viewer. */
export interface TProfileFieldView {
  id: string;
  name: string;
  type: string;
  /** 'edit' only when the viewer may update it and the type has a plain form control. */
  mode: Exclude<TProfileFieldMode, 'hidden'>;
  /** The value as a form field holds it (checkbox: 'true' or ''). */
  value: string;
}

export interface TLinkedRecordsView {
  id: string;
  name: string;
  /** The layout's fields of the linked table; `editable` when a plain form control can change it. */
  fields: Array<{ id: string; name: string; type: string; editable: boolean }>;
  /** `cells` as read, `values` as a form field holds them (checkbox: 'true' or ''). */
  records: Array<{ id: string; cells: string[]; values: string[] }>;
  /** What this viewer may do with these records besides viewing them (spec doc 3 §4.10). */
  actions: { edit: boolean; create: boolean; delete: boolean };
}

export interface TMyAccountView {
  profile: TProfileFieldView[];
  linked: TLinkedRecordsView[];
}

/**
 * What one viewer sees on My Account (spec doc 3 §2.5, §6): the layout's profile fields they may
 * view (editable where they may update), and the linked records of link fields they may see,
 * with the layout's fields of each linked record. Fields gone from the table are left out. The
 * users table's email (primary) field is never editable here: it changes only through a
 * verified email change (ADR 019).
 */
export function myAccountView(params: {
  layout: TMyAccountLayout;
  /** The users table's email field (identity config primaryField). */
  primaryFieldId: string | undefined;
  ability: Ability;
  usersTable: Pick<TableSchema, 'fields'>;
  linkedTables: ReadonlyArray<Pick<TableSchema, 'id' | 'fields'>>;
  record: DataRecord | undefined;
  linked: Record<string, DataRecord[]>;
}): TMyAccountView {
  const byId = (fields: readonly TableField[], id: string) => fields.find((f) => f.id === id);
  const profile: TProfileFieldView[] = [];
  for (const { id } of params.layout.profile) {
    const field = byId(params.usersTable.fields, id);
    if (!field || field.type === 'multipleRecordLinks') continue;
    const mode = profileFieldMode(params.ability, id);
    if (mode === 'hidden') continue;
    const raw = params.record?.fields[id];
    profile.push({
      id,
      name: field.name,
      type: field.type,
      mode: mode === 'edit' && profileFieldEditable(field.type) && id !== params.primaryFieldId ? 'edit' : 'view',
      value: formValue(field.type, raw),
    });
  }
  const linked: TLinkedRecordsView[] = [];
  for (const entry of params.layout.linked) {
    const field = byId(params.usersTable.fields, entry.id);
    if (!field || field.type !== 'multipleRecordLinks' || !linkedFieldVisible(params.ability, entry.id)) continue;
    const table = params.linkedTables.find((t) => t.id === field.options?.linkedTableId);
    const fields = entry.fields.flatMap((f) => {
      const found = table ? byId(table.fields, f.id) : undefined;
      return found
        ? [{ id: found.id, name: found.name, type: found.type, editable: profileFieldEditable(found.type) }]
        : [];
    });
    const may = (action: TLinkedFieldAction) => params.ability.can(action, 'LinkedField', { linkedFieldId: entry.id });
    const writable = fields.some((f) => f.editable);
    linked.push({
      id: entry.id,
      name: field.name,
      fields,
      records: (params.linked[entry.id] ?? []).map((r) => ({
        id: r.id,
        cells: fields.map((f) => fieldText(table && byId(table.fields, f.id), r.fields[f.id])),
        values: fields.map((f) => formValue(f.type, r.fields[f.id])),
      })),
      actions: { edit: writable && may('edit'), create: writable && may('create'), delete: may('delete') },
    });
  }
  return { profile, linked };
}

/** A cell as a form field holds it. */
function formValue(type: string, raw: unknown): string {
  return type === 'checkbox' ? (raw === true ? 'true' : '') : profileCellText(raw);
}

/** A linked-record form's cells: the editable fields of the layout, everything else posted is ignored. */
export function linkedChangesFromForm(
  linked: TLinkedRecordsView,
  form: { get(name: string): FormDataEntryValue | null },
): Record<string, string | number | boolean | null> {
  const changes: Record<string, string | number | boolean | null> = {};
  for (const field of linked.fields) {
    if (!field.editable) continue;
    const raw = form.get(`field:${field.id}`);
    changes[field.id] = profileCellFromForm(field.type, typeof raw === 'string' ? raw : null);
  }
  return changes;
}

export const LINKED_RECORD_SAVED_MESSAGE = 'Your changes were saved.';
export const LINKED_RECORD_CREATED_MESSAGE = 'The record was added.';
export const LINKED_RECORD_DELETED_MESSAGE = 'The record was deleted.';
export const LINKED_RECORD_REFUSED_MESSAGE = 'You cannot change these records.';

/**
 * The cells a My Account form may change for this viewer: only fields of the layout they may
 * update, of an editable type; everything else posted is ignored.
 */
export function profileChangesFromForm(
  view: TMyAccountView,
  form: { get(name: string): FormDataEntryValue | null },
): Record<string, string | number | boolean | null> {
  const changes: Record<string, string | number | boolean | null> = {};
  for (const field of view.profile) {
    if (field.mode !== 'edit') continue;
    const raw = form.get(`field:${field.id}`);
    changes[field.id] = profileCellFromForm(field.type, typeof raw === 'string' ? raw : null);
  }
  return changes;
}
