import { SECTION_CATALOGUE, buildSnapshot, type TSnapshot } from '@atrium/core';

/** A small published portal for rendering tests: home and about pages, both in the header. */
export function sampleSnapshot(
  overrides: { header?: Record<string, unknown>; footer?: Record<string, unknown> } = {},
): TSnapshot {
  return buildSnapshot({
    site: { id: 'site1', name: 'Acme Portal', subdomain: 'acme' },
    header: {
      nav: [
        { _id: 'nav-home', name: 'Home', path: 'page-home', type: 'page' },
        { _id: 'nav-about', name: 'About us', path: 'page-about', type: 'page' },
      ],
      ...overrides.header,
    },
    footer: overrides.footer ?? {},
    theme: { accentColor: '#123456' },
    settings: {},
    pages: [
      {
        id: 'page-home',
        name: 'Home',
        path: '/',
        type: 'page',
        meta: {},
        options: {},
        contents: { sections: [SECTION_CATALOGUE.content.create({ heading: 'Welcome home' })] },
      },
      {
        id: 'page-about',
        name: 'About',
        path: '/about-us',
        type: 'page',
        meta: {},
        options: {},
        contents: {
          sections: [
            SECTION_CATALOGUE.content.create({ heading: 'About Acme' }),
            SECTION_CATALOGUE.content.create({ heading: 'Our team' }),
          ],
        },
      },
    ],
  });
}
