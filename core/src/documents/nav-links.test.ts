import { describe, expect, it } from 'vitest';
import { ZNavLinkSchema } from './header';
import { resolveNavLinks, resolveNavTarget } from './nav-links';

const pages = [
  { id: 'home', path: '/', type: 'page' },
  { id: 'about', path: '/about-us', type: 'page' },
  { id: 'login', path: '/account/login', type: 'login' },
];

describe('resolveNavTarget (the header link-target rule)', () => {
  it('keeps page ids, page paths and paths starting with / inside the portal', () => {
    expect(resolveNavTarget('about', pages)).toEqual({ kind: 'internal', href: '/about-us' });
    expect(resolveNavTarget('/about-us', pages)).toEqual({ kind: 'internal', href: '/about-us' });
    expect(resolveNavTarget('/pricing', pages)).toEqual({ kind: 'internal', href: '/pricing' });
  });

  it('treats everything else as external, and refuses unsafe schemes', () => {
    expect(resolveNavTarget('https://example.com/a', pages)).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(resolveNavTarget('example.com', pages)).toEqual({ kind: 'external', href: 'https://example.com' });
    expect(resolveNavTarget('javascript:alert(1)', pages)).toEqual({ kind: 'none' });
    expect(resolveNavTarget('   ', pages)).toEqual({ kind: 'none' });
  });
});

describe('resolveNavLinks', () => {
  const link = (input: Record<string, unknown>) => ZNavLinkSchema.parse(input);

  it('resolves sub-links under their group and drops groups left with nothing', () => {
    const nav = [
      link({
        _id: 'g1',
        name: 'Company',
        type: 'none',
        subnav: [
          { _id: 's1', name: 'About', path: 'about', type: 'page' },
          { _id: 's2', name: 'Gone', path: 'deleted', type: 'page' },
          { _id: 's3', name: 'Blog', path: 'https://blog.example.com', type: 'external' },
        ],
      }),
      link({ _id: 'g2', name: 'Empty group', type: 'none', subnav: [{ _id: 's4', path: 'deleted', type: 'page' }] }),
      link({ _id: 'l1', name: '', path: 'home', type: 'page' }),
    ];
    expect(resolveNavLinks({ nav }, pages)).toEqual([
      {
        id: 'g1',
        name: 'Company',
        href: null,
        external: false,
        children: [
          { id: 's1', name: 'About', href: '/about-us', external: false, children: [] },
          { id: 's3', name: 'Blog', href: 'https://blog.example.com', external: true, children: [] },
        ],
      },
      // An empty name shows as 'Page' (spec doc 1 §5).
      { id: 'l1', name: 'Page', href: '/', external: false, children: [] },
    ]);
  });

  it('keeps a link whose page is gone as a group while it has sub-links', () => {
    const nav = [
      link({
        _id: 'l1',
        name: 'Docs',
        path: 'deleted',
        type: 'page',
        subnav: [{ _id: 's1', path: '/faq', type: 'external' }],
      }),
    ];
    const [docs] = resolveNavLinks({ nav }, pages);
    expect(docs).toMatchObject({ href: null, children: [{ href: '/faq', external: false }] });
  });
});
