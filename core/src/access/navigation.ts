import type { TNavLink } from '../documents/header';
import type { Ability, TViewer } from './abilities';

type NavEntry = Pick<TNavLink, 'type' | 'path' | 'alwaysVisible' | 'publicViewOnly' | 'isProtected'>;

/**
 * Whether one navigation entry shows for a viewer (spec doc 1 §4): a viewer who can manage
 * everything sees it; otherwise it shows when it is always visible, or public-view-only and the
 * viewer is not logged in, or the viewer may view the linked page. An entry that links to no
 * page (external URL, or none) shows unless it is hidden from logged-out visitors.
 */
export function navEntryVisible(entry: NavEntry, ability: Ability, viewer: TViewer): boolean {
  const authenticated = viewer.kind !== 'anonymous';
  if (ability.managesAll) return true;
  if (entry.alwaysVisible) return true;
  if (entry.publicViewOnly && !authenticated) return true;
  if (entry.type === 'page') return entry.path !== '' && ability.can('view', 'Page', { pageId: entry.path });
  return !(entry.isProtected && !authenticated);
}

/**
 * The header's navigation as this viewer sees it: entries they may not open are removed, and a
 * group ('none' type, or a link whose page is closed) stays only while it has a visible link
 * or sub-item ("groups with no visible path or sub-items are dropped"). A group hidden from
 * logged-out visitors ('Hide nav group from logged out users') is dropped for them with its
 * sub-items.
 */
export function visibleNavigation(nav: readonly TNavLink[], ability: Ability, viewer: TViewer): TNavLink[] {
  const authenticated = viewer.kind !== 'anonymous';
  const result: TNavLink[] = [];
  for (const entry of nav) {
    if (!ability.managesAll && entry.isProtected && !authenticated && !entry.alwaysVisible) continue;
    const subnav = entry.subnav.filter((sub) =>
      navEntryVisible({ alwaysVisible: false, publicViewOnly: false, ...sub }, ability, viewer),
    );
    const ownVisible = entry.type !== 'none' && navEntryVisible(entry, ability, viewer);
    if (entry.subnav.length > 0) {
      if (subnav.length === 0 && !ownVisible) continue;
      result.push({ ...entry, ...(ownVisible ? {} : { type: 'none' as const, path: '' }), subnav });
    } else if (ownVisible) {
      result.push({ ...entry, subnav: [] });
    }
  }
  return result;
}
