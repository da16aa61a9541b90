import { describe, expect, it } from 'vitest';
import { ZNavLinkSchema, type TNavLink } from '../documents/header';
import { abilitiesFor, type TPageAccess, type TViewer } from './abilities';
import { visibleNavigation } from './navigation';

const pages: TPageAccess[] = [
  { id: 'home', isPublic: true, groups: [] },
  { id: 'projects', isPublic: false, groups: ['clients'] },
  { id: 'admin', isPublic: false, groups: ['staff'] },
];
const link = (data: Partial<TNavLink>) => ZNavLinkSchema.parse({ _id: data.name ?? 'x', ...data });
const nav: TNavLink[] = [
  link({ name: 'Home', type: 'page', path: 'home' }),
  link({ name: 'Projects', type: 'page', path: 'projects' }),
  link({ name: 'Pricing', type: 'page', path: 'admin', alwaysVisible: true }),
  link({ name: 'Join', type: 'page', path: 'admin', publicViewOnly: true }),
  link({ name: 'Blog', type: 'external', path: 'https://example.com' }),
  link({
    name: 'Team',
    type: 'none',
    subnav: [
      { _id: 's1', name: 'Admin', type: 'page', path: 'admin', isProtected: false },
      { _id: 's2', name: 'Docs', type: 'external', path: 'https://docs.example.com', isProtected: true },
    ],
  }),
];

function names(viewer: TViewer) {
  const ability = abilitiesFor({ viewer, identityEnabled: true, rules: [], pages });
  return visibleNavigation(nav, ability, viewer).map((e) => [e.name, e.subnav.map((s) => s.name)]);
}

describe('header navigation per viewer (spec doc 1 §4)', () => {
  it('a visitor sees public pages, always-visible and public-view-only entries; empty groups are dropped', () => {
    expect(names({ kind: 'anonymous' })).toEqual([
      ['Home', []],
      ['Pricing', []],
      ['Join', []],
      ['Blog', []],
    ]);
  });

  it('a client sees the pages they may view; a group with a visible sub-item stays', () => {
    expect(names({ kind: 'user', userId: 'u', groups: ['clients'] })).toEqual([
      ['Home', []],
      ['Projects', []],
      ['Pricing', []],
      ['Blog', []],
      ['Team', ['Docs']],
    ]);
  });

  it('staff see their admin page in the group', () => {
    expect(names({ kind: 'user', userId: 'u', groups: ['staff'] })).toContainEqual(['Team', ['Admin', 'Docs']]);
  });

  it('a viewer who can manage everything sees every entry', () => {
    const ability = abilitiesFor({ viewer: { kind: 'builder' }, identityEnabled: true, rules: [], pages });
    expect(visibleNavigation(nav, ability, { kind: 'builder' })).toHaveLength(nav.length);
  });
});
