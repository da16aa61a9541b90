import type { TNavLink } from './header';
import { safeHref } from '../links/safe-href';

/** What resolving a header link needs to know of the portal's pages. */
export interface NavPage {
  id: string;
  path: string;
  type: string;
}

export interface ResolvedNavLink {
  id: string;
  name: string;
  /** null for a group heading ('none' type, or a link whose page is gone but has sub-links). */
  href: string | null;
  external: boolean;
  children: ResolvedNavLink[];
}

/** Spec doc 1 §5 'Add link': an empty name shows as 'Page'. */
export const DEFAULT_NAV_LINK_NAME = 'Page';

export type NavTarget = { kind: 'internal'; href: string } | { kind: 'external'; href: string } | { kind: 'none' };

/**
 * The header link-target rule (spec doc 1 §5): a target that is a page id, a page-type page's
 * path, or starts with '/' stays inside the portal; anything else is an external link. A page
 * id resolves to the page's current path, so renaming a page keeps its links working.
 */
export function resolveNavTarget(target: string, pages: readonly NavPage[]): NavTarget {
  const value = target.trim();
  if (value === '') return { kind: 'none' };
  const byId = pages.find((p) => p.id === value);
  if (byId) return { kind: 'internal', href: byId.path };
  if (pages.some((p) => p.type === 'page' && p.path === value) || value.startsWith('/')) {
    const href = safeHref(value);
    return href ? { kind: 'internal', href } : { kind: 'none' };
  }
  const href = safeHref(value);
  return href ? { kind: 'external', href } : { kind: 'none' };
}

type LinkLike = Pick<TNavLink, '_id' | 'name' | 'path' | 'type'>;

function resolveOne(link: LinkLike, pages: readonly NavPage[]): NavTarget {
  if (link.type === 'none') return { kind: 'none' };
  const target = resolveNavTarget(link.path, pages);
  // A page link whose page was deleted leads nowhere: it is not sent out as an external URL.
  if (link.type === 'page' && target.kind === 'external') return { kind: 'none' };
  return target;
}

function toResolved(link: LinkLike, target: NavTarget, children: ResolvedNavLink[]): ResolvedNavLink {
  return {
    id: link._id,
    name: link.name.trim() || DEFAULT_NAV_LINK_NAME,
    href: target.kind === 'none' ? null : target.href,
    external: target.kind === 'external',
    children,
  };
}

/**
 * The header's links as the portal shows them, in order, with their sub-links: page links point
 * at the page's current path, dead links are dropped, and a group stays only while it has a
 * link of its own or a sub-link.
 */
export function resolveNavLinks(header: { nav: readonly TNavLink[] }, pages: readonly NavPage[]): ResolvedNavLink[] {
  const links: ResolvedNavLink[] = [];
  for (const link of header.nav) {
    const children = link.subnav.flatMap((sub) => {
      const target = resolveOne(sub, pages);
      return target.kind === 'none' ? [] : [toResolved(sub, target, [])];
    });
    const target = resolveOne(link, pages);
    if (target.kind === 'none' && children.length === 0) continue;
    links.push(toResolved(link, target, children));
  }
  return links;
}
