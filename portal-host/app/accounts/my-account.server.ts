import {
  DataSourceError,
  LINKED_RECORD_CREATED_MESSAGE,
  LINKED_RECORD_DELETED_MESSAGE,
  LINKED_RECORD_REFUSED_MESSAGE,
  LINKED_RECORD_SAVED_MESSAGE,
  PROFILE_SAVED_MESSAGE,
  linkedChangesFromForm,
  myAccountView,
  profileChangesFromForm,
  type DataRecord,
  type TMyAccountView,
  type TableSchema,
} from '@atrium/core';
import {
  applyLinkedRecordChange,
  getUserRecordWithLinks,
  updateUserRecord,
  usersTableSchemas,
  usersTableSource,
  type LinkedRecordChange,
} from '@atrium/integrations';
import type { Runtime } from '@atrium/integrations';
import type { TEmailChangeForm } from '@atrium/sections';
import type { AccountContext } from './account-context.server';

export interface LoadedMyAccount {
  view: TMyAccountView;
  /** Where the profile is written: the person's users-table record, when they have one. */
  target: { recordId: string; record: DataRecord; usersTable: TableSchema } | undefined;
}

const EMPTY: LoadedMyAccount = { view: { profile: [], linked: [] }, target: undefined };

/**
 * My Account for the signed-in person: their users-table record (read directly, never from a
 * cache: they must see what they just saved) with its linked records, shaped by the layout and
 * their abilities. Someone without a users-table record sees only email and username.
 */
export async function loadMyAccount(runtime: Runtime, ctx: AccountContext): Promise<LoadedMyAccount> {
  const user = ctx.access.user;
  const config = ctx.appConfig.identity.config;
  const layout = ctx.appConfig.myAccount;
  if (!user?.recordId || !config || layout.profile.length + layout.linked.length === 0) return EMPTY;
  const source = await usersTableSource(runtime, { siteId: ctx.siteId, config });
  const schemas = source ? await usersTableSchemas(source, config) : undefined;
  if (!source || !schemas) return EMPTY;
  const found = await getUserRecordWithLinks(source, {
    config,
    usersTable: schemas.usersTable,
    recordId: user.recordId,
    layout,
  });
  if (!found) return EMPTY;
  return {
    view: myAccountView({
      layout,
      primaryFieldId: config.primaryField.id,
      ability: ctx.access.ability,
      usersTable: schemas.usersTable,
      linkedTables: schemas.linkedTables,
      record: found.record,
      linked: found.linked,
    }),
    target: { recordId: found.record.id, record: found.record, usersTable: schemas.usersTable },
  };
}

export type MyAccountAnswer = {
  message: { tone: 'success' | 'error'; text: string };
  /** The profile values as typed, after a refused save. */
  typed?: Record<string, string>;
  /** A linked-record form that was refused, with its values as typed (it opens again). */
  linkedForm?: { fieldId: string; recordId: string; typed: Record<string, string> };
  /** The Change email form, after a refused attempt. */
  emailForm?: TEmailChangeForm;
};

const SAVE_FAILED = 'Your changes could not be saved. Please try again.';

/** A data source failure as the person reads it: theirs to fix (4xx) or ours (5xx). */
function failure(error: unknown): { status: number; text: string } {
  if (!(error instanceof DataSourceError)) throw error;
  return error.status >= 500 ? { status: 503, text: SAVE_FAILED } : { status: 400, text: error.message };
}

function typedValues(fields: ReadonlyArray<{ id: string }>, form: FormData): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.id, String(form.get(`field:${f.id}`) ?? '')]));
}

/**
 * Saving the profile: only the fields this person may edit (checked here, on the server, against
 * their abilities) are written to their users-table record; anything else posted is ignored. A
 * refused value keeps what they typed and says why.
 */
export async function saveProfile(
  runtime: Runtime,
  ctx: AccountContext,
  form: FormData,
): Promise<{ status: number; answer: MyAccountAnswer }> {
  const { view, target } = await loadMyAccount(runtime, ctx);
  const changes = profileChangesFromForm(view, form);
  const config = ctx.appConfig.identity.config;
  if (!target || !config || Object.keys(changes).length === 0) {
    return { status: 403, answer: { message: { tone: 'error', text: 'There is nothing you can change here.' } } };
  }
  try {
    const source = await usersTableSource(runtime, { siteId: ctx.siteId, config });
    if (!source) throw new DataSourceError(503, SAVE_FAILED);
    await updateUserRecord(source, config, target.recordId, changes);
  } catch (error) {
    const { status, text } = failure(error);
    const editable = view.profile.filter((f) => f.mode === 'edit');
    return { status, answer: { message: { tone: 'error', text }, typed: typedValues(editable, form) } };
  }
  return { status: 200, answer: { message: { tone: 'success', text: PROFILE_SAVED_MESSAGE } } };
}

const LINKED_INTENTS = { 'linked-update': 'edit', 'linked-create': 'create', 'linked-delete': 'delete' } as const;
export type LinkedIntent = keyof typeof LINKED_INTENTS;
export function isLinkedIntent(intent: string): intent is LinkedIntent {
  return Object.hasOwn(LINKED_INTENTS, intent);
}

/**
 * Editing, adding or deleting a record linked to this person (My Account's Linked Records), as
 * their group's LinkedField rule allows, checked here on the server: updates and deletes only
 * for records linked to them, and only the layout's editable fields are written.
 */
export async function changeLinkedRecord(
  runtime: Runtime,
  ctx: AccountContext,
  intent: LinkedIntent,
  form: FormData,
): Promise<{ status: number; answer: MyAccountAnswer }> {
  const { view, target } = await loadMyAccount(runtime, ctx);
  const fieldId = String(form.get('linkedFieldId') ?? '');
  const recordId = String(form.get('recordId') ?? '');
  const linked = view.linked.find((l) => l.id === fieldId);
  const config = ctx.appConfig.identity.config;
  const action = LINKED_INTENTS[intent];
  const refused = { status: 403, answer: { message: { tone: 'error' as const, text: LINKED_RECORD_REFUSED_MESSAGE } } };
  if (!linked || !target || !config || !linked.actions[action]) return refused;
  if (action !== 'create' && !linked.records.some((r) => r.id === recordId)) return refused;
  const fields = linkedChangesFromForm(linked, form);
  const change: LinkedRecordChange =
    action === 'edit'
      ? { kind: 'update', recordId, fields }
      : action === 'create'
        ? { kind: 'create', fields }
        : { kind: 'delete', recordId };
  try {
    const source = await usersTableSource(runtime, { siteId: ctx.siteId, config });
    if (!source) throw new DataSourceError(503, SAVE_FAILED);
    await applyLinkedRecordChange(source, {
      config,
      usersTable: target.usersTable,
      userRecord: target.record,
      linkedFieldId: fieldId,
      change,
    });
  } catch (error) {
    const { status, text } = failure(error);
    const typed = typedValues(linked.fields, form);
    return {
      status,
      answer: {
        message: { tone: 'error', text },
        ...(action === 'delete' ? {} : { linkedForm: { fieldId, recordId: recordId || 'new', typed } }),
      },
    };
  }
  const text =
    action === 'edit'
      ? LINKED_RECORD_SAVED_MESSAGE
      : action === 'create'
        ? LINKED_RECORD_CREATED_MESSAGE
        : LINKED_RECORD_DELETED_MESSAGE;
  return { status: 200, answer: { message: { tone: 'success', text } } };
}
