import type { TAccessRule } from '@atrium/core';

/**
 * What GET /api/apps/{siteId}/pages/{pageId}/access answers: whether user accounts are set up
 * (else the message why not), the portal's groups, the groups and the rules that open this page
 * and whether an apply-to-all (public) rule exists; or the refusal.
 */
export type PageAccess =
  | {
      configured: boolean;
      message: string | null;
      groups: Array<{ id: string; name: string }>;
      pageGroups: string[];
      rules: TAccessRule[];
      hasPublicRule: boolean;
      /** false: the page is for groups people who sign up do not join (no default group or auto-assign). */
      newUsersCanView: boolean;
    }
  | { ok: false; error: string };

export type ConfiguredPageAccess = Extract<PageAccess, { configured: boolean }>;

/** What 'Remove' takes off a page: one of its groups, or a rule that covers it. */
export type PageAccessRemoval = { kind: 'group'; id: string; name: string } | { kind: 'rule'; rule: TAccessRule };

/** Names in plain words: 'Clients', 'Clients and Staff', 'Clients, Staff and Partners'. */
function listNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Who can open the page now, in plain words, as the portal decides it (core `permissionsFor`):
 * without user accounts every page is open; an apply-to-all rule opens it to everyone; a page
 * with no groups and no rule is open; otherwise only members of its groups and of the groups of
 * its view rules may open it, visitors not signed in are sent to log in and others turned away.
 */
export function describePageAccess(access: ConfiguredPageAccess): string {
  if (!access.configured) return 'User accounts are off, so anyone who visits your portal can open this page.';
  const viewRules = access.rules.filter((r) => r.rule.action.includes('view'));
  if (viewRules.some((r) => r.applyToAll)) return 'Anyone can open this page, signed in or not (public access).';
  if (access.pageGroups.length === 0 && access.rules.length === 0)
    return 'Anyone can open this page, signed in or not.';
  const groupName = new Map(access.groups.map((g) => [g.id, g.name]));
  const ids = [...new Set([...access.pageGroups, ...viewRules.flatMap((r) => r.groups)])];
  const names = ids.map((id) => groupName.get(id)).filter((name): name is string => name !== undefined);
  if (names.length === 0) {
    return 'No one can open this page yet: no group may view it. Add a group, or allow public access.';
  }
  return `Only signed-in members of ${listNames(names)} can open this page. Visitors who are not signed in are asked to log in; signed-in people outside these groups are turned away.`;
}
