import { myAccountView, type TMyAccountView } from '@atrium/core';
import { getUserRecordWithLinks, usersTableSchemas, usersTableSource } from '@atrium/integrations';
import type { Runtime } from '@atrium/integrations';
import type { AccountContext } from './account-context.server';

export interface LoadedMyAccount {
  view: TMyAccountView;
  /** Where the profile is written: the person's users-table record, when they have one. */
  target: { recordId: string } | undefined;
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
      ability: ctx.access.ability,
      usersTable: schemas.usersTable,
      linkedTables: schemas.linkedTables,
      record: found.record,
      linked: found.linked,
    }),
    target: { recordId: found.record.id },
  };
}
