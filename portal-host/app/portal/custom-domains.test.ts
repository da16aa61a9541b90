/**
 * [DOMAINS] How the portal host serves domains (ADR 025), through the production build's request
 * handler: a custom domain only once verified, its www form as a 301 to it, canonical links,
 * Open Graph, sitemap, robots and emails on the canonical host, and every change seen at once
 * through the site-changed invalidation (the old subdomain answers 404 immediately).
 */
import { ZCreatePortalSchema } from '@atrium/core';
import {
  addCustomDomain,
  createSite,
  listOutbox,
  publishSite,
  recordCustomDomainCheck,
  removeCustomDomain,
  upsertSubdomain,
} from '@atrium/db';
import { CHANNELS } from '@atrium/integrations';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAccountsTestPortal, type AccountsTestPortal } from '../testing/accounts-test-portal';

let portal: AccountsTestPortal;
let workspaceId: number;
const CUSTOM = 'portal.brand-co.test';

beforeAll(async () => {
  portal = await startAccountsTestPortal({ domain: 'brand' });
  await portal.publish();
  const [site] = await portal.runtime.db.query.sites.findMany({ where: (s, { eq }) => eq(s.id, portal.siteId) });
  workspaceId = site!.workspaceId;
});
afterAll(async () => {
  await portal?.close();
});

/** A request as a browser sends it to `url` (its Host is the URL's). */
const visit = (
  url: string,
  init: { method?: string; headers?: Record<string, string>; form?: Record<string, string> } = {},
) => portal.request(url, { ...init, headers: { Host: new URL(url).host, ...init.headers } });

async function announce(siteId: string, until: () => Promise<void>) {
  await portal.runtime.cache.publish(CHANNELS.siteChanged, siteId);
  await vi.waitFor(until, { timeout: 5_000, interval: 50 });
}

/** Another portal of the workspace, without user accounts, published. */
async function publishedPortal(appName: string, subdomain: string) {
  const site = await createSite(portal.runtime.db, {
    workspaceId,
    builderId: portal.builderId,
    input: ZCreatePortalSchema.parse({ appName, domain: subdomain }),
  });
  await publishSite(portal.runtime.db, { siteId: site.id, builderId: portal.builderId });
  return site;
}

async function connect(siteId: string, hostname: string, includeWww: boolean) {
  const added = await addCustomDomain(portal.runtime.db, {
    workspaceId,
    siteId,
    hostname,
    includeWww,
    rootDomain: 'localhost',
    reservedHostnames: [],
  });
  return (state: 'valid' | 'pending') =>
    recordCustomDomainCheck(portal.runtime.db, {
      siteId,
      hostname,
      token: added.customDomainToken!,
      result: { state, missingRouting: [], verificationMissing: state !== 'valid', inconclusive: false },
      automatic: false,
    });
}

describe('[DOMAINS] a custom domain on the portal host', () => {
  it('is an unknown host until verified; then it serves the portal, with links on it', async () => {
    const verify = await connect(portal.siteId, CUSTOM, true);
    await announce(portal.siteId, async () => {
      expect((await visit(`http://${CUSTOM}:3001/`)).status).toBe(404);
    });
    const unknown = await visit(`http://${CUSTOM}:3001/`);
    expect(await unknown.text()).toContain(`There is no portal at ${CUSTOM}`);
    expect((await visit(`http://www.${CUSTOM}:3001/`)).status).toBe(404);

    await verify('valid');
    await announce(portal.siteId, async () => {
      expect((await visit(`http://${CUSTOM}:3001/`)).status).toBe(200);
    });
    const home = await (await visit(`http://${CUSTOM}:3001/`)).text();
    expect(home).toContain(`<link rel="canonical" href="http://${CUSTOM}:3001/"/>`);
    // The free subdomain still answers; its links name the custom domain.
    const viaSubdomain = await visit(`${portal.origin}/`);
    expect(viaSubdomain.status).toBe(200);
    expect(await viaSubdomain.text()).toContain(`<link rel="canonical" href="http://${CUSTOM}:3001/"/>`);
  });

  it('answers its www form with a 301 to the same path on the domain (308 for posts)', async () => {
    const moved = await visit(`http://www.${CUSTOM}:3001/some/page?q=1`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('Location')).toBe(`http://${CUSTOM}:3001/some/page?q=1`);
    const sitemap = await visit(`http://WWW.${CUSTOM.toUpperCase()}:3001/sitemap.xml`);
    expect(sitemap.status).toBe(301);
    expect(sitemap.headers.get('Location')).toBe(`http://${CUSTOM}:3001/sitemap.xml`);
    const posted = await visit(`http://www.${CUSTOM}:3001/account/login`, {
      form: { email: 'a@example.com', password: 'x' },
      headers: { Origin: `http://www.${CUSTOM}:3001` },
    });
    expect(posted.status).toBe(308);
    expect(posted.headers.get('Location')).toBe(`http://${CUSTOM}:3001/account/login`);
  });

  it('puts the canonical host in sitemap.xml, robots.txt and emailed links, whichever host was asked', async () => {
    for (const origin of [`http://${CUSTOM}:3001`, portal.origin]) {
      const sitemap = await (await visit(`${origin}/sitemap.xml`)).text();
      expect(sitemap).toContain(`<loc>http://${CUSTOM}:3001/</loc>`);
      expect(sitemap).not.toContain('brand.localhost');
      expect(await (await visit(`${origin}/robots.txt`)).text()).toContain(
        `Sitemap: http://${CUSTOM}:3001/sitemap.xml`,
      );
    }
    await portal.addUser('reader@example.com');
    const asked = await visit(`${portal.origin}/account/reset-password`, {
      form: { email: 'reader@example.com' },
      headers: { Origin: portal.origin },
    });
    expect(asked.status).toBe(200);
    const [mail] = await listOutbox(portal.runtime.db, { to: 'reader@example.com' });
    expect(mail?.text).toContain(`http://${CUSTOM}:3001/account/reset-password/`);
    expect(mail?.text).not.toContain('brand.localhost');
  });

  it('stops at once when removed: the domain and its www form are unknown, links go back to the subdomain', async () => {
    await removeCustomDomain(portal.runtime.db, { workspaceId, siteId: portal.siteId });
    await announce(portal.siteId, async () => {
      expect((await visit(`http://${CUSTOM}:3001/`)).status).toBe(404);
    });
    expect((await visit(`http://www.${CUSTOM}:3001/`)).status).toBe(404);
    expect(await (await visit(`${portal.origin}/`)).text()).toContain(
      `<link rel="canonical" href="${portal.origin}/"/>`,
    );
  });
});

describe('[DOMAINS] a portal without user accounts', () => {
  it('gives its pages a new ETag when the canonical host changes', async () => {
    const site = await publishedPortal('Open', 'open-portal');
    const before = await visit('http://open-portal.localhost:3001/');
    expect(before.status).toBe(200);
    const etag = before.headers.get('ETag')!;
    expect(etag).toMatch(new RegExp(`-${site.id}-1"$`));

    const verify = await connect(site.id, 'open-co.test', false);
    await verify('valid');
    await announce(site.id, async () => {
      expect((await visit('http://open-co.test:3001/')).status).toBe(200);
    });
    const after = await visit('http://open-portal.localhost:3001/', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    const html = await after.text();
    expect(html).toContain('<link rel="canonical" href="http://open-co.test:3001/"/>');
    expect(
      (await visit('http://open-portal.localhost:3001/', { headers: { 'If-None-Match': after.headers.get('ETag')! } }))
        .status,
    ).toBe(304);
  });

  it('answers 404 at its old subdomain as soon as the subdomain changes', async () => {
    const site = await publishedPortal('Moving', 'moving-portal');
    expect((await visit('http://moving-portal.localhost:3001/')).status).toBe(200);
    await upsertSubdomain(portal.runtime.db, {
      workspaceId,
      siteId: site.id,
      subdomain: 'moved-portal',
      rootDomain: 'localhost',
      reservedHostnames: [],
    });
    await announce(site.id, async () => {
      expect((await visit('http://moving-portal.localhost:3001/')).status).toBe(404);
    });
    const moved = await visit('http://moved-portal.localhost:3001/');
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain('<link rel="canonical" href="http://moved-portal.localhost:3001/"/>');
  });
});
