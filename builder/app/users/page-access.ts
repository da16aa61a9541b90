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
