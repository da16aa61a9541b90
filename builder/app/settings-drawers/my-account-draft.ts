import {
  MANAGE_ALL,
  abilitiesFor,
  createAbility,
  myAccountGroupRules,
  myAccountLinkedRule,
  type Ability,
  type TAccessRule,
  type TLinkedFieldAction,
  type TMyAccountLayout,
  type TProfileFieldMode,
  type TableField,
} from '@atrium/core';

export interface MyAccountTable {
  id: string;
  name: string;
  fields: TableField[];
}

/** What GET /api/apps/:siteId/my-account answers. */
export interface MyAccountSettings {
  usersTable: MyAccountTable;
  primaryFieldId: string;
  linkedTables: MyAccountTable[];
  groups: Array<{ id: string; name: string }>;
  layout: TMyAccountLayout;
  groupModes: Record<string, Record<string, TProfileFieldMode>>;
  linkedActions: Record<string, Record<string, TLinkedFieldAction[]>>;
}

/** What the My Account drawer edits: the page's layout and each group's access. */
export type MyAccountDraft = Pick<MyAccountSettings, 'layout' | 'groupModes' | 'linkedActions'>;

const DEFAULT_LINKED: TLinkedFieldAction[] = ['view'];

/** A group's mode of each profile field as the drawer shows it: unlisted groups edit everything (the default). */
export function modeOf(draft: MyAccountDraft, groupId: string, fieldId: string): TProfileFieldMode {
  return draft.groupModes[groupId]?.[fieldId] ?? 'edit';
}
export function actionsOf(draft: MyAccountDraft, groupId: string, fieldId: string): TLinkedFieldAction[] {
  return draft.linkedActions[groupId]?.[fieldId] ?? DEFAULT_LINKED;
}

/**
 * What the drawer saves. A linked field that any group limits is closed to every group without
 * its own rule (the access engine's rule), so the groups left at the default get their View
 * written out: what the drawer shows is what they get.
 */
export function completeDraft(draft: MyAccountDraft, groups: ReadonlyArray<{ id: string }>): MyAccountDraft {
  const linkedActions: MyAccountDraft['linkedActions'] = {};
  for (const { id: fieldId } of draft.layout.linked) {
    const limited = groups.some((g) => draft.linkedActions[g.id]?.[fieldId] !== undefined);
    if (!limited) continue;
    for (const group of groups) (linkedActions[group.id] ??= {})[fieldId] = actionsOf(draft, group.id, fieldId);
  }
  return { ...draft, linkedActions };
}

/** The abilities of a member of one group under the draft (the builder sees everything). */
export function draftAbility(draft: MyAccountDraft, groups: ReadonlyArray<{ id: string }>, groupId: string): Ability {
  if (!groupId) return createAbility([MANAGE_ALL]);
  const complete = completeDraft(draft, groups);
  const rules: TAccessRule[] = [];
  const modes = Object.fromEntries(draft.layout.profile.map((f) => [f.id, modeOf(draft, groupId, f.id)]));
  if (Object.values(modes).some((m) => m !== 'edit')) {
    rules.push(...myAccountGroupRules(groupId, modes).map((r, i) => ({ ...r, _id: `p${i}` })));
  }
  for (const [gid, byField] of Object.entries(complete.linkedActions)) {
    for (const [fieldId, actions] of Object.entries(byField)) {
      const rule = myAccountLinkedRule(gid, fieldId, actions);
      if (rule) rules.push({ ...rule, _id: `l${gid}${fieldId}` });
    }
  }
  return abilitiesFor({
    viewer: { kind: 'user', userId: 'preview', groups: [groupId] },
    identityEnabled: true,
    rules,
    pages: [],
  });
}
