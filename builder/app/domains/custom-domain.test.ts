/**
 * [DOMAINS] Custom domains of the Edit Domain drawer (spec doc 1 §5–§8) through the builder's
 * request handler, their DNS checks against a real DNS server on loopback, and the Site URL the
 * editor shows (doc 1 §9).
 */
import { tables } from '@atrium/db';
import { CHANNELS } from '@atrium/integrations';
import { startTestDnsServer, type TestDnsServer } from '@atrium/integrations/testing/dns-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOMAIN_CHECKS_PER_10_MINUTES } from './domains-action.server';
import { createPortal, fieldErrors, loadEditorData } from '../../test/editor-fixtures';
import { domainsApi } from '../../test/domains-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { siteRow } from '../../test/workspaces-fixtures';

let h: Harness;
let dns: TestDnsServer;
const announced: string[] = [];
/** The installation's CNAME target (PORTAL_CNAME_TARGET's default, cname.{root}). */
const TARGET = 'cname.localhost';

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

const { addDomain, checkAgain, removeDomain } = domainsApi(() => h);

describe('[DOMAINS] custom domain', () => {
  it('adds a domain, shows its records, follows the DNS to valid, and the Site URL becomes the domain', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner, 'Client Portal');
    const added = await addDomain(site.id, owner.cookie, ' https://Portal.Client-Co.test/welcome ', true);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      ok: true,
      message: 'portal.client-co.test was added. Now add its DNS records.',
      customDomain: {
        domain: { name: 'portal.client-co.test', apexName: 'client-co.test', verified: false, isWWWIncluded: true },
        config: { misconfigured: true },
        state: 'misconfigured',
        inconclusive: false,
      },
    });
    const detail = added.body.customDomain!;
    const token = (await siteRow(h, site.id))!.customDomainToken!;
    expect(detail.domain.verification).toEqual([
      {
        type: 'TXT',
        domain: '_atrium-verification.portal.client-co.test',
        value: `atrium-verification=${token}`,
      },
    ]);
    expect(detail.missingRouting).toEqual([
      { type: 'CNAME', name: 'portal.client-co.test', host: 'portal', value: TARGET },
      { type: 'CNAME', name: 'www.portal.client-co.test', host: 'www.portal', value: TARGET },
    ]);
    expect(detail.checkedAt).not.toBeNull();
    expect(detail.nextCheckAt).not.toBeNull();

    dns.set('portal.client-co.test', 'CNAME', [TARGET]);
    dns.set('www.portal.client-co.test', 'CNAME', [TARGET]);
    const pending = await checkAgain(site.id, owner.cookie);
    expect(pending.body.customDomain).toMatchObject({ state: 'pending', config: { misconfigured: false } });

    dns.set('_atrium-verification.portal.client-co.test', 'TXT', [`atrium-verification=${token}`]);
    announced.length = 0;
    const valid = await checkAgain(site.id, owner.cookie);
    expect(valid.body).toMatchObject({
      siteUrl: 'http://portal.client-co.test:3001',
      customDomain: { state: 'valid', domain: { verified: true }, nextCheckAt: null },
    });
    await vi.waitFor(() => expect(announced).toContain(site.id));
    const editor = await loadEditorData(h, site.id, owner.cookie);
    expect(editor.data?.portal).toMatchObject({
      url: 'http://portal.client-co.test:3001',
      host: 'portal.client-co.test:3001',
      // Code blocks still preview on the free subdomain, which the builder's CSP allows.
      codePreviewOrigin: `http://${site.subdomain}.localhost:3001`,
    });
    const list = await h.request('/workspaces/0/portals', { cookie: owner.cookie });
    expect(await list.text()).toContain('href="http://portal.client-co.test:3001"');

    announced.length = 0;
    const removed = await removeDomain(site.id, owner.cookie);
    expect(removed.body).toMatchObject({
      ok: true,
      message: 'Custom domain was removed successfully.',
      customDomain: null,
      siteUrl: `http://${site.subdomain}.localhost:3001`,
    });
    await vi.waitFor(() => expect(announced).toContain(site.id));
    expect(await removeDomain(site.id, owner.cookie)).toEqual({
      status: 404,
      body: { ok: false, error: 'It appears your domain does not exist.' },
    });
    expect((await checkAgain(site.id, owner.cookie)).status).toBe(404);
  });

  it("validates with the spec's messages and refuses names that are not the builder's to take", async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner, 'Strict Portal');
    const holder = await createPortal(h, owner, 'Holder Portal');
    expect((await addDomain(holder.id, owner.cookie, 'held-client.test', true)).status).toBe(200);
    const cases: Array<[string, boolean, string, string]> = [
      ['', false, 'hostname', 'Please enter a valid domain'],
      ['not a domain', false, 'hostname', 'Please enter a valid domain name.'],
      ['localhost', false, 'hostname', 'Please enter a valid domain name.'],
      ['127.0.0.1', false, 'hostname', 'Please enter a valid domain name.'],
      ['exa mple.com', false, 'hostname', 'Please enter a valid domain name.'],
      [`x.${'a'.repeat(300)}.com`, false, 'hostname', 'Please enter a valid domain name.'],
      ['acme.localhost', false, 'hostname', 'This domain belongs to Atrium itself. Enter a domain you own.'],
      ['cname.localhost', false, 'hostname', 'This domain belongs to Atrium itself. Enter a domain you own.'],
      ['held-client.test', false, 'hostname', 'This domain is already connected to another portal.'],
      ['www.held-client.test', false, 'hostname', 'This domain is already connected to another portal.'],
      [
        'www.fine-client.test',
        true,
        'isWWWIncluded',
        'The www option is for a domain without www in front. Enter the domain without www, or leave the option off.',
      ],
    ];
    for (const [hostname, www, field, message] of cases) {
      const answer = await addDomain(site.id, owner.cookie, hostname, www);
      expect(answer.status, hostname).toBeGreaterThanOrEqual(400);
      expect(answer.status, hostname).toBeLessThan(500);
      expect(fieldErrors(answer.body)[field], hostname).toEqual([message]);
    }
    expect((await siteRow(h, site.id))?.customDomain).toBeNull();

    expect((await addDomain(site.id, owner.cookie, 'first-client.test')).status).toBe(200);
    const second = await addDomain(site.id, owner.cookie, 'second-client.test');
    expect(second.status).toBe(409);
    expect(fieldErrors(second.body)['']).toEqual([
      'This portal already has a custom domain. Remove it before adding another one.',
    ]);
  });

  it('[SECURITY] never reuses a token, and limits how often one portal may have its domain checked', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner, 'Busy Portal');
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      await addDomain(site.id, owner.cookie, 'again-and-again.test');
      tokens.add((await siteRow(h, site.id))!.customDomainToken!);
      await removeDomain(site.id, owner.cookie);
    }
    expect(tokens.size).toBe(3);
    await addDomain(site.id, owner.cookie, 'again-and-again.test');
    const statuses: number[] = [];
    for (let i = 0; i < DOMAIN_CHECKS_PER_10_MINUTES; i += 1)
      statuses.push((await checkAgain(site.id, owner.cookie)).status);
    expect(statuses.filter((s) => s === 200).length).toBe(DOMAIN_CHECKS_PER_10_MINUTES - 4);
    expect(await checkAgain(site.id, owner.cookie)).toEqual({
      status: 429,
      body: { ok: false, error: 'Too many checks of this domain. Please wait a few minutes and check again.' },
    });
  });

  it('shows an inconclusive check without downgrading a verified domain', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner, 'Steady Portal');
    await addDomain(site.id, owner.cookie, 'steady-client.test');
    const token = (await siteRow(h, site.id))!.customDomainToken!;
    dns.set('steady-client.test', 'CNAME', [TARGET]);
    dns.set('_atrium-verification.steady-client.test', 'TXT', [`atrium-verification=${token}`]);
    expect((await checkAgain(site.id, owner.cookie)).body.customDomain?.state).toBe('valid');
    dns.clear();
    dns.fail('steady-client.test');
    dns.fail('_atrium-verification.steady-client.test');
    const flaky = await checkAgain(site.id, owner.cookie);
    expect(flaky.body.customDomain).toMatchObject({ state: 'valid', inconclusive: true, domain: { verified: true } });
    const [row] = await h.runtime.db.select().from(tables.sites).where(eq(tables.sites.id, site.id));
    expect(row?.customDomainVerifiedAt).not.toBeNull();
  });
});
