/**
 * [DOMAINS] The Edit Domain drawer's free subdomain (spec doc 1 §5–§8) through the builder's
 * request handler (the domains calls of domains-action.server.ts).
 */
import { PORTAL_MESSAGES } from '@atrium/core';
import { findSiteByHostname } from '@atrium/db';
import { CHANNELS } from '@atrium/integrations';
import { startTestDnsServer, type TestDnsServer } from '@atrium/integrations/testing/dns-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortal, fieldErrors, loadEditorData } from '../../test/editor-fixtures';
import { domainsApi, type DomainsAnswer } from '../../test/domains-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { siteRow } from '../../test/workspaces-fixtures';

let h: Harness;
let dns: TestDnsServer;
const announced: string[] = [];

beforeAll(async () => {
  dns = await startTestDnsServer();
  h = await createHarness({}, { dnsServers: dns.servers });
  await h.runtime.cache.subscribe(CHANNELS.siteChanged, (siteId) => announced.push(siteId));
});
afterAll(async () => {
  await h?.close();
  await dns?.close();
});
beforeEach(() => dns.clear());

const { call, saveSubdomain } = domainsApi(() => h);

describe('[DOMAINS] free subdomain', () => {
  it('shows the drawer, changes the subdomain, announces it, and the editor follows the new Site URL', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner, 'Launch Portal');
    const details = await call(site.id, owner.cookie);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      ok: true,
      subdomain: site.subdomain,
      rootDomain: 'localhost',
      subdomainUrl: `http://${site.subdomain}.localhost:3001`,
      siteUrl: `http://${site.subdomain}.localhost:3001`,
      permission: 'allowed',
      customDomain: null,
    });

    const saved = await saveSubdomain(site.id, owner.cookie, '  Launch-2030 ');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ok: true, message: 'Subdomain updated.', subdomain: 'launch-2030' });
    expect((await siteRow(h, site.id))?.subdomain).toBe('launch-2030');
    await vi.waitFor(() => expect(announced).toContain(site.id));
    expect(
      await findSiteByHostname(h.runtime.db, { hostname: `${site.subdomain}.localhost`, rootDomain: 'localhost' }),
    ).toBeUndefined();
    const editor = await loadEditorData(h, site.id, owner.cookie);
    expect(editor.data?.portal).toMatchObject({
      url: 'http://launch-2030.localhost:3001',
      host: 'launch-2030.localhost:3001',
      codePreviewOrigin: 'http://launch-2030.localhost:3001',
    });
  });

  it("validates with the spec's messages and refuses another portal's subdomain", async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner, 'Messages Portal');
    const other = await createPortal(h, owner, 'Other Portal');
    const cases: Array<[string, string]> = [
      ['', 'Subdomain name is required.'],
      ['   ', 'Subdomain name is required.'],
      ['a'.repeat(51), 'subdomain name is too long'],
      ['has space', 'No spaces and alphanumeric characters only'],
      ['dots.are.out', 'No spaces and alphanumeric characters only'],
      [other.subdomain, PORTAL_MESSAGES.subdomainTaken],
      ['www', PORTAL_MESSAGES.subdomainTaken],
      ['cname', PORTAL_MESSAGES.subdomainTaken],
    ];
    for (const [subdomain, message] of cases) {
      const answer = await saveSubdomain(site.id, owner.cookie, subdomain);
      expect(answer.status, subdomain).toBeGreaterThanOrEqual(400);
      expect(fieldErrors(answer.body).subdomain, subdomain).toEqual([message]);
    }
    expect((await siteRow(h, site.id))?.subdomain).toBe(site.subdomain);
  });

  it('answers whether a typed subdomain is free (its own is)', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner, 'Check Portal');
    const other = await createPortal(h, owner, 'Taken Portal');
    const check = async (typed: string) =>
      (
        await h.request(`/api/apps/${site.id}/domains?checkSubdomain=${encodeURIComponent(typed)}`, {
          cookie: owner.cookie,
        })
      ).json() as Promise<DomainsAnswer>;
    expect((await check(site.subdomain)).subdomainCheck).toMatchObject({ available: true });
    expect((await check(other.subdomain)).subdomainCheck).toMatchObject({
      available: false,
      message: PORTAL_MESSAGES.subdomainTaken,
    });
    expect((await check('free-as-a-bird')).subdomainCheck).toMatchObject({ available: true, domain: 'free-as-a-bird' });
    expect((await check('no way')).subdomainCheck).toMatchObject({
      available: false,
      message: 'No spaces and alphanumeric characters only',
    });
  });
});
