import { z } from 'zod';

/** What people may do with a listing's records (spec doc 2 §6 'Permission actions per group'). */
export const LISTING_ACTIONS = ['view', 'edit', 'create', 'delete'] as const;
export type TListingAction = (typeof LISTING_ACTIONS)[number];

/** One access entry: an action for everyone ('Anyone', the public included) or for some groups. */
export const ZListingAccessSchema = z.object({
  action: z.enum(LISTING_ACTIONS),
  applyToAll: z.boolean().default(false),
  groups: z.array(z.string().min(1).max(40)).max(50).default([]),
});
export type TListingAccess = z.infer<typeof ZListingAccessSchema>;

export const NO_ONE_CAN_VIEW_MESSAGE = 'No one will be able to view this listing.';
/** Spec doc 2 §6, §8: permissions are unsupported on legacy listings. */
export const LEGACY_LISTING_MESSAGE =
  'We no longer support your current version of the listing. Please rebuild this with the new listing builder.';

/**
 * A listing of the old builder (spec doc 2 §6: builderVersion 1 that is not a user listing): its
 * permissions cannot be set; the builder is asked to recreate it. New sections are version 2.1.
 */
export function isLegacyListing(section: { version: number; data: { listingType: string } }): boolean {
  return section.version < 2 && section.data.listingType !== 'user';
}
export const LISTING_FORBIDDEN_MESSAGE = 'You do not have permission to do this.';

/**
 * What a viewer may do with a listing's records: an action is allowed by an entry for everyone
 * or for one of the viewer's groups. Without entries everyone may view and nobody may write
 * (deny by default).
 */
export function listingAbilities(
  access: readonly TListingAccess[],
  viewerGroups: readonly string[],
): Record<TListingAction, boolean> {
  if (access.length === 0) return { view: true, edit: false, create: false, delete: false };
  const groups = new Set(viewerGroups);
  const may = (action: TListingAction) =>
    access.some((entry) => entry.action === action && (entry.applyToAll || entry.groups.some((g) => groups.has(g))));
  const edit = may('edit');
  const del = may('delete');
  // Editing or deleting records means seeing them; a create-only form shows no one's records.
  return { view: may('view') || edit || del, edit, create: may('create'), delete: del };
}

/**
 * What the builder's own preview (not previewing as a user) offers of a listing's records: every
 * record, and each write action that some viewer may use under the access entries, as a viewer
 * with that right sees it. An action nobody has (Delete without a rule for it) is not shown:
 * the preview never offers what no visitor can do (ADR 053).
 */
export function builderPreviewAbilities(access: readonly TListingAccess[]): Record<TListingAction, boolean> {
  const someone = (action: TListingAction) =>
    access.some((entry) => entry.action === action && (entry.applyToAll || entry.groups.length > 0));
  return { view: true, edit: someone('edit'), create: someone('create'), delete: someone('delete') };
}

/** The Permissions panel's key for the 'Anyone' group (everyone, the public included). */
export const ANYONE_GROUP = '*';

/** Access entries as the panel shows them: per group ('*' for Anyone), the actions it has. */
export function accessByGroup(access: readonly TListingAccess[]): Map<string, TListingAction[]> {
  const byGroup = new Map<string, TListingAction[]>();
  const add = (group: string, action: TListingAction) => {
    const actions = byGroup.get(group) ?? [];
    if (!actions.includes(action)) byGroup.set(group, [...actions, action]);
  };
  for (const entry of access) {
    if (entry.applyToAll) add(ANYONE_GROUP, entry.action);
    for (const group of entry.groups) add(group, entry.action);
  }
  return byGroup;
}

/** The panel's per-group actions back as access entries: one per action. */
export function accessFromGroups(byGroup: ReadonlyMap<string, readonly TListingAction[]>): TListingAccess[] {
  return LISTING_ACTIONS.flatMap((action) => {
    const holders = [...byGroup].filter(([, actions]) => actions.includes(action)).map(([group]) => group);
    if (holders.length === 0) return [];
    return [
      {
        action,
        applyToAll: holders.includes(ANYONE_GROUP),
        groups: holders.filter((g) => g !== ANYONE_GROUP),
      },
    ];
  });
}

/** Whether nobody may view a listing that has access entries ('No one will be able to view this listing.'). */
export function nobodyCanView(access: readonly TListingAccess[]): boolean {
  return access.length > 0 && !access.some((e) => e.action !== 'create' && (e.applyToAll || e.groups.length > 0));
}
