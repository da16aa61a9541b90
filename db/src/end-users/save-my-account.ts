import {
  MY_ACCOUNT_RULE_PREFIX,
  createId,
  myAccountGroupRules,
  myAccountLinkedRule,
  type TAccessRule,
  type TLinkedFieldAction,
  type TAppConfig,
  type TMyAccountSave,
  type TProfileFieldMode,
} from '@atrium/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../create-db';
import { accessRules, sites } from '../schema/index';
import { listAccessRules } from './access-rules';

const isMyAccountRule = (rule: TAccessRule) =>
  (rule.rule.subject === 'Profile' || rule.rule.subject === 'LinkedField') &&
  rule.name.startsWith(`${MY_ACCOUNT_RULE_PREFIX}:`);

/**
 * Saves the My Account Form drawer in one transaction: the layout in the app config, and per
 * group the Profile rules for its field modes (a group whose fields are all editable needs no
 * rule: that is the default). Earlier My Account rules of the site are replaced.
 */
export async function saveMyAccount(
  db: Database,
  params: { siteId: string; appConfig: TAppConfig; save: TMyAccountSave },
): Promise<TAppConfig> {
  const appConfig: TAppConfig = { ...params.appConfig, myAccount: params.save.layout };
  const profileIds = params.save.layout.profile.map((f) => f.id);
  await db.transaction(async (tx) => {
    const old = (await listAccessRules(tx, { siteId: params.siteId })).filter(isMyAccountRule).map((r) => r._id);
    if (old.length > 0) {
      await tx.delete(accessRules).where(and(eq(accessRules.siteId, params.siteId), inArray(accessRules.id, old)));
    }
    for (const [groupId, modes] of Object.entries(params.save.groupModes)) {
      const complete: Record<string, TProfileFieldMode> = Object.fromEntries(
        profileIds.map((id) => [id, modes[id] ?? 'edit']),
      );
      if (Object.values(complete).every((mode) => mode === 'edit')) continue;
      for (const rule of myAccountGroupRules(groupId, complete)) {
        await tx.insert(accessRules).values({ id: createId(), siteId: params.siteId, ...rule });
      }
    }
    const linkedIds = new Set(params.save.layout.linked.map((l) => l.id));
    for (const [groupId, byField] of Object.entries(params.save.linkedActions)) {
      for (const [fieldId, actions] of Object.entries(byField)) {
        const rule = linkedIds.has(fieldId) ? myAccountLinkedRule(groupId, fieldId, actions) : undefined;
        if (rule) await tx.insert(accessRules).values({ id: createId(), siteId: params.siteId, ...rule });
      }
    }
    await tx.update(sites).set({ appConfig, updatedAt: new Date() }).where(eq(sites.id, params.siteId));
  });
  return appConfig;
}

/** Each group's field modes as the drawer shows them, read back from the My Account rules. */
export function myAccountGroupModes(
  rules: readonly TAccessRule[],
  profileIds: readonly string[],
): Record<string, Record<string, TProfileFieldMode>> {
  const result: Record<string, Record<string, TProfileFieldMode>> = {};
  for (const rule of rules.filter(isMyAccountRule)) {
    if (rule.rule.subject !== 'Profile') continue;
    for (const groupId of rule.groups) {
      const modes = (result[groupId] ??= Object.fromEntries(profileIds.map((id) => [id, 'hidden' as const])));
      const mode: TProfileFieldMode = rule.rule.action.includes('update') ? 'edit' : 'view';
      for (const field of rule.rule.fields) if (field.id in modes) modes[field.id] = mode;
    }
  }
  return result;
}

/** Each group's actions on each linked field, read back from the My Account rules. */
export function myAccountLinkedActions(
  rules: readonly TAccessRule[],
): Record<string, Record<string, TLinkedFieldAction[]>> {
  const result: Record<string, Record<string, TLinkedFieldAction[]>> = {};
  for (const rule of rules.filter(isMyAccountRule)) {
    const fieldId = rule.rule.conditions.linkedProfileField?.id;
    if (rule.rule.subject !== 'LinkedField' || !fieldId) continue;
    const actions = rule.rule.action.filter((a): a is TLinkedFieldAction => a !== 'update');
    for (const groupId of rule.groups) (result[groupId] ??= {})[fieldId] = actions;
  }
  return result;
}
