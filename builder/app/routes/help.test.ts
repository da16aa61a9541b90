import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The guide's files as they are in the repository: the build must serve each of them. */
const GUIDE_DIR = new URL('../../../docs/guide/', import.meta.url);
const files = readdirSync(GUIDE_DIR).filter((name) => name.endsWith('.md'));
const pages = files.map((name) => ({
  slug: name.replace(/^\d+-/, '').replace(/\.md$/, ''),
  title: /^# (.+)$/m.exec(readFileSync(new URL(name, GUIDE_DIR), 'utf8'))![1]!,
}));

describe('[HELP] the guide shipped with the builder', () => {
  it('has the six pages the product links to', () => {
    expect(pages.map((p) => p.slug)).toEqual([
      'getting-started',
      'data-sections',
      'users-and-groups',
      'page-access',
      'publishing-and-domains',
      'invitations',
    ]);
  });

  it('lists every page at /help, without signing in', async () => {
    const res = await h.request('/help');
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const page of pages) expect(html).toContain(`href="/help/${page.slug}"`);
  });

  it.each(pages)('answers /help/$slug with its title and its links as /help links', async ({ slug, title }) => {
    const res = await h.request(`/help/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1>${title.replace(/'/g, '&#x27;')}</h1>`);
    expect(html).toContain(`<title>${title} | Help | Atrium</title>`);
    expect(html).not.toMatch(/href="[^"]*\.md/);
  });

  it('gives headings anchors that the product links to', async () => {
    const html = await (await h.request('/help/data-sections')).text();
    expect(html).toContain('id="public-and-user-listings"');
  });

  it.each([
    '/help/unknown-page',
    '/help/..%2f..%2fpackage.json',
    '/help/1-getting-started.md',
    '/help/%2e%2e%2fpackage.json',
  ])('answers 404 with a clear message to %s', async (path) => {
    const res = await h.request(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('There is no guide page at this address.');
    expect(html).not.toContain('"name"');
  });
});
