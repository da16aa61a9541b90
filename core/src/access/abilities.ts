import type { TAccessAction, TAccessConditions, TAccessRule, TAccessSubject } from './access-rule';

/**
 * One entry of a viewer's permissions, as GET /api/apps/{siteId}/user-accounts/{id}/permissions
 * returns them (spec doc 1 §7): actions on a subject, optionally limited to pages, a linked
 * profile field or fields. `inverted` entries forbid. 'manage' on 'All' allows everything.
 */
export interface TPermission {
  action: Array<TAccessAction | 'manage'>;
  subject: TAccessSubject;
  conditions?: TAccessConditions;
  fields?: string[];
  inverted?: boolean;
}

/** What an ability check is about: a page, a linked profile field, a field. */
export interface TAccessTarget {
  pageId?: string;
  linkedFieldId?: string;
  fieldId?: string;
}

export interface Ability {
  can(action: TAccessAction, subject: TAccessSubject, target?: TAccessTarget): boolean;
  /** True for the builder and for portals without user accounts: every check passes. */
  readonly managesAll: boolean;
  readonly permissions: readonly TPermission[];
}

function matches(entry: TPermission, action: TAccessAction, subject: TAccessSubject, target: TAccessTarget): boolean {
  if (entry.subject !== subject && entry.subject !== 'All') return false;
  if (!entry.action.includes(action) && !entry.action.includes('manage')) return false;
  const pages = entry.conditions?.pages;
  if (pages && pages.length > 0 && (target.pageId === undefined || !pages.includes(target.pageId))) return false;
  const linked = entry.conditions?.linkedProfileField?.id;
  if (linked !== undefined && target.linkedFieldId !== linked) return false;
  if (
    entry.fields &&
    entry.fields.length > 0 &&
    target.fieldId !== undefined &&
    !entry.fields.includes(target.fieldId)
  ) {
    return false;
  }
  return true;
}

/**
 * Abilities from permission entries, deny by default: the LAST entry that matches the action,
 * subject and target decides (an inverted one forbids, any other allows); nothing matching
 * forbids. The builder's preview builds its abilities from the permissions endpoint's answer
 * with this same function.
 */
export function createAbility(permissions: readonly TPermission[]): Ability {
  const managesAll = permissions.some(
    (p) => !p.inverted && p.subject === 'All' && p.action.includes('manage') && !p.conditions && !p.fields,
  );
  return {
    managesAll,
    permissions,
    can(action, subject, target = {}) {
      if (managesAll) return true;
      for (let i = permissions.length - 1; i >= 0; i -= 1) {
        const entry = permissions[i]!;
        if (matches(entry, action, subject, target)) return !entry.inverted;
      }
      return false;
    },
  };
}

/** Who is looking: nobody logged in, an end user with groups, or the builder (sees everything). */
export type TViewer =
  | { kind: 'anonymous' }
  | { kind: 'user'; userId: string; groups: string[]; integrationGroups?: string[] }
  | { kind: 'builder' };

/** The page fields access depends on (spec doc 3 §3: options.isPublic and groups). */
export interface TPageAccess {
  id: string;
  isPublic: boolean;
  groups: string[];
}

export interface PermissionsInput {
  viewer: TViewer;
  /** User accounts on and configured; without them every page is public and nothing is limited. */
  identityEnabled: boolean;
  rules: readonly TAccessRule[];
  pages: readonly TPageAccess[];
}

/** The viewer's groups: their own plus those from the data provider (`integrations.airtable.groups`). */
export function viewerGroups(viewer: TViewer): Set<string> {
  if (viewer.kind !== 'user') return new Set();
  return new Set([...viewer.groups, ...(viewer.integrationGroups ?? [])]);
}

const ALL_ACTIONS = ['view', 'edit', 'update', 'create', 'delete'] as const;

export const MANAGE_ALL: TPermission = { action: ['manage'], subject: 'All' };

/** A page is protected when it is not public or names groups (spec doc 3 §4.6: empty groups means public). */
export function isProtectedPage(page: TPageAccess): boolean {
  return !page.isPublic || page.groups.length > 0;
}

function ruleEntry(rule: TAccessRule, inverted = false): TPermission {
  const conditions = rule.rule.conditions;
  const hasConditions = (conditions.pages?.length ?? 0) > 0 || conditions.linkedProfileField !== undefined;
  return {
    action: [...rule.rule.action],
    subject: rule.rule.subject,
    ...(hasConditions ? { conditions } : {}),
    ...(rule.rule.fields.length > 0 ? { fields: rule.rule.fields.map((f) => f.id) } : {}),
    ...(inverted ? { inverted: true } : {}),
  };
}

/**
 * The viewer's permissions from the portal's rules and pages (spec doc 3 §6, doc 1 §7):
 * 1. defaults: every page may be viewed, the viewer's own profile viewed and updated ("default
 *    access grants the Profile subject with no field limits"), tables and linked fields viewed
 *    ("with no rule the default is view only");
 * 2. what rules govern for anyone closes it for everyone: protected pages, and every subject
 *    and target a rule names (a rule for one group must not leave its target open to others);
 * 3. then what applies to this viewer opens it again: page groups they belong to, and rules
 *    that apply to all or to one of their groups.
 */
export function permissionsFor(input: PermissionsInput): TPermission[] {
  const { viewer } = input;
  if (viewer.kind === 'builder' || !input.identityEnabled) return [MANAGE_ALL];
  const groups = viewerGroups(viewer);
  const authenticated = viewer.kind === 'user';
  const applies = (rule: TAccessRule) => rule.applyToAll || rule.groups.some((g) => groups.has(g));

  const defaults: TPermission[] = [
    { action: ['view'], subject: 'Page' },
    { action: ['view'], subject: 'Table' },
    { action: ['view'], subject: 'LinkedField' },
    ...(authenticated ? [{ action: ['view', 'update'] as TPermission['action'], subject: 'Profile' as const }] : []),
  ];

  const closed: TPermission[] = [];
  const protectedPages = input.pages.filter(isProtectedPage).map((p) => p.id);
  if (protectedPages.length > 0) {
    closed.push({ action: [...ALL_ACTIONS], subject: 'Page', conditions: { pages: protectedPages }, inverted: true });
  }
  for (const rule of input.rules) {
    // Profile rules limit only the groups they name (My Account per-group field visibility).
    if (rule.rule.subject === 'Profile') continue;
    closed.push({ ...ruleEntry(rule, true), action: [...ALL_ACTIONS] });
  }
  if (authenticated && input.rules.some((r) => r.rule.subject === 'Profile' && applies(r))) {
    closed.push({ action: [...ALL_ACTIONS], subject: 'Profile', inverted: true });
  }

  const opened: TPermission[] = [];
  const memberPages = input.pages.filter((p) => p.groups.some((g) => groups.has(g))).map((p) => p.id);
  if (memberPages.length > 0) opened.push({ action: ['view'], subject: 'Page', conditions: { pages: memberPages } });
  for (const rule of input.rules) if (applies(rule)) opened.push(ruleEntry(rule));

  return [...defaults, ...closed, ...opened];
}

/** The abilities of a viewer: `createAbility(permissionsFor(input))`. */
export function abilitiesFor(input: PermissionsInput): Ability {
  return createAbility(permissionsFor(input));
}

/** Where a page request goes (spec doc 3 §6): shown, to log in (then back), or to the forbidden target. */
export type TPageGate = 'allow' | 'login' | 'forbidden';
export function pageGate(ability: Ability, viewer: TViewer, pageId: string): TPageGate {
  if (ability.can('view', 'Page', { pageId })) return 'allow';
  return viewer.kind === 'anonymous' ? 'login' : 'forbidden';
}
