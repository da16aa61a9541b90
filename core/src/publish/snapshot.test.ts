import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { contentSample } from '../sections/types/content';
import { resolveNavLinks } from '../documents/nav-links';
import { SNAPSHOT_FORMAT, buildSnapshot, findSnapshotPage, type BuildSnapshotInput } from './snapshot';

function draft(overrides: Partial<BuildSnapshotInput> = {}): BuildSnapshotInput {
  return {
    site: { id: 'site1', name: 'Acme', subdomain: 'acme' },
    header: {},
    footer: {},
    theme: {},
    settings: {},
    pages: [
      { id: 'home', name: 'Home', path: '/', type: 'page', meta: undefined, options: undefined, contents: {} },
      {
        id: 'about',
        name: 'About us',
        path: '/about-us',
        type: 'page',
        meta: { title: 'About Acme' },
        options: { isPublic: false },
        contents: { version: 1, sections: [contentSample] },
      },
      { id: 'acct', name: 'My Account', path: '/account', type: 'account', meta: {}, options: {}, contents: {} },
    ],
    ...overrides,
  };
}

describe('buildSnapshot', () => {
  it('fills every default a draft leaves out', () => {
    const snapshot = buildSnapshot(draft());
    expect(snapshot.format).toBe(SNAPSHOT_FORMAT);
    expect(snapshot.site).toEqual({ id: 'site1', name: 'Acme', subdomain: 'acme' });
    expect(snapshot.header).toMatchObject({ layout: 'globalHeader01', auth: { loginText: 'Log In' } });
    expect(snapshot.footer).toMatchObject({ layout: 'globalFooter03', logo: { height: 28, show: false } });
    expect(snapshot.theme).toMatchObject({ accentColor: '#8848FF', background: { color: '#fbfbfd' } });
    expect(snapshot.settings).toMatchObject({ embedOnly: false });

    const [home, about] = snapshot.pages;
    expect(home).toEqual({
      id: 'home',
      name: 'Home',
      path: '/',
      type: 'page',
      meta: { title: '', description: '' },
      options: { isPublic: true, addToHeader: true },
      contents: { version: 1, sections: [] },
    });
    expect(about?.meta).toEqual({ title: 'About Acme', description: '' });
    expect(about?.options).toEqual({ isPublic: false, addToHeader: true });
    expect(about?.contents.sections).toEqual([contentSample]);
  });

  it('drops keys the schema does not know, so drafts cannot smuggle data into a snapshot', () => {
    const snapshot = buildSnapshot(draft({ theme: { accentColor: '#000000', secret: 'x' } }));
    expect(snapshot.theme).not.toHaveProperty('secret');
  });

  it.each([
    [
      'a section of an unknown type',
      (d: BuildSnapshotInput) => {
        d.pages[0]!.contents = { sections: [{ id: 's1', type: 'video' }] };
      },
    ],
    [
      'a bad theme colour',
      (d: BuildSnapshotInput) => {
        d.theme = { accentColor: 'not-a-colour' };
      },
    ],
    [
      'an unknown page type',
      (d: BuildSnapshotInput) => {
        d.pages[0]!.type = 'blog';
      },
    ],
    [
      'a header layout that does not exist',
      (d: BuildSnapshotInput) => {
        d.header = { layout: 'globalHeader09' };
      },
    ],
    [
      'a nav link without an id',
      (d: BuildSnapshotInput) => {
        d.header = { nav: [{ name: 'About', path: 'about' }] };
      },
    ],
  ])('refuses a draft with %s', (_, breakDraft) => {
    const d = draft();
    breakDraft(d);
    expect(() => buildSnapshot(d)).toThrow(ZodError);
  });

  it('names where the problem is', () => {
    const d = draft();
    d.pages[1]!.contents = { sections: [{ id: 's1', type: 'video' }] };
    try {
      buildSnapshot(d);
      expect.unreachable('buildSnapshot accepted an invalid draft');
    } catch (error) {
      expect(error).toBeInstanceOf(ZodError);
      expect((error as ZodError).issues[0]?.path).toEqual(['pages', 1, 'contents', 'sections', 0, 'type']);
    }
  });
});

describe('resolveNavLinks', () => {
  const nav = [
    { _id: 'n1', name: 'About', path: 'about', type: 'page' },
    { _id: 'n2', name: 'Gone', path: 'deleted-page-id', type: 'page' },
    { _id: 'n3', name: 'Blog', path: 'https://blog.example.com', type: 'external' },
    { _id: 'n4', name: 'Local', path: '/pricing', type: 'external' },
    { _id: 'n5', name: 'Group', path: '', type: 'none' },
    { _id: 'n6', name: 'Empty external', path: '', type: 'external' },
    { _id: 'n7', name: 'By path', path: '/contact', type: 'page' },
    { _id: 'n8', name: 'Home', path: 'home', type: 'page' },
  ];

  it('resolves page links to current paths, keeps external links and drops dead ones, in order', () => {
    const snapshot = buildSnapshot(draft({ header: { nav } }));
    expect(resolveNavLinks(snapshot.header, snapshot.pages)).toEqual([
      { id: 'n1', name: 'About', href: '/about-us', external: false, children: [] },
      { id: 'n3', name: 'Blog', href: 'https://blog.example.com', external: true, children: [] },
      { id: 'n4', name: 'Local', href: '/pricing', external: false, children: [] },
      { id: 'n7', name: 'By path', href: '/contact', external: false, children: [] },
      { id: 'n8', name: 'Home', href: '/', external: false, children: [] },
    ]);
  });

  it('follows a page to its new path after it is renamed', () => {
    const d = draft({ header: { nav } });
    d.pages[1]!.path = '/company';
    const links = resolveNavLinks(buildSnapshot(d).header, d.pages);
    expect(links.find((l) => l.id === 'n1')?.href).toBe('/company');
  });

  it('drops the link once its page is deleted', () => {
    const d = draft({ header: { nav } });
    d.pages.splice(1, 1);
    const links = resolveNavLinks(buildSnapshot(d).header, d.pages);
    expect(links.map((l) => l.id)).not.toContain('n1');
    expect(links.map((l) => l.id)).toEqual(['n3', 'n4', 'n7', 'n8']);
  });
});

describe('findSnapshotPage', () => {
  it('finds ordinary pages by path and never the special account pages', () => {
    const snapshot = buildSnapshot(draft());
    expect(findSnapshotPage(snapshot, '/about-us')?.id).toBe('about');
    expect(findSnapshotPage(snapshot, '/')?.id).toBe('home');
    expect(findSnapshotPage(snapshot, '/account')).toBeUndefined();
    expect(findSnapshotPage(snapshot, '/missing')).toBeUndefined();
  });
});

describe('snapshotForPage', () => {
  it('keeps navigation data for every page but sections only for the one viewed', async () => {
    const { snapshotForPage } = await import('./snapshot');
    const input = buildSnapshot({
      site: { id: 's', name: 'S', subdomain: 's' },
      header: {},
      footer: {},
      theme: {},
      settings: {},
      pages: [
        { id: 'a', name: 'A', path: '/', type: 'page', meta: {}, options: {}, contents: { sections: [contentSample] } },
        {
          id: 'b',
          name: 'B',
          path: '/b',
          type: 'page',
          meta: {},
          options: {},
          contents: { sections: [contentSample] },
        },
      ],
    });
    const view = snapshotForPage(input, 'a');
    expect(view.pages.map((p) => [p.path, p.contents.sections.length])).toEqual([
      ['/', 1],
      ['/b', 0],
    ]);
  });
});
