/**
 * [DOMAINS] Who may change a portal's domains (spec doc 1 §6, domain-access.server.ts), through
 * the builder's request handler.
 */
import { addCustomDomain } from '@atrium/db';
import { CHANNELS } from '@atrium/integrations';
import { startTestDnsServer, type TestDnsServer } from '@atrium/integrations/testing/dns-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPortal } from '../../test/editor-fixtures';
import { domainsApi } from '../../test/domains-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { addMember, makePortal, makeTeam, siteRow } from '../../test/workspaces-fixtures';

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

const { call, saveSubdomain, addDomain, checkAgain, removeDomain } = domainsApi(() => h);

/** A workspace owned by someone (verified or not) with a portal, and a verified member. */
async function team(ownerVerified: boolean) {
  const owner = await h.signIn({ verified: ownerVerified });
  const workspace = await makeTeam(h, owner.builder.id, 'Client team');
  const site = await makePortal(h, owner.builder.id, workspace.id, 'Team portal');
  const member = await h.signIn();
  await addMember(h, workspace.id, member.builder.id);
  return { owner, member, site };
}

describe('[DOMAINS] [SECURITY] who may change domains (spec doc 1 §6)', () => {
  it('the owner and a member of a workspace whose owner is verified may', async () => {
    const { owner, member, site } = await team(true);
    expect((await call(site.id, member.cookie)).body.permission).toBe('allowed');
    expect((await saveSubdomain(site.id, member.cookie, 'member-made')).body).toMatchObject({ ok: true });
    expect((await saveSubdomain(site.id, owner.cookie, 'owner-made')).body).toMatchObject({ ok: true });
    expect((await addDomain(site.id, member.cookie, 'portal.member-client.test')).status).toBe(200);
    expect((await removeDomain(site.id, member.cookie)).body).toMatchObject({
      ok: true,
      message: 'Custom domain was removed successfully.',
    });
  });

  it("a member of a workspace whose owner is not verified gets 403 and the notice's state", async () => {
    const { member, site } = await team(false);
    expect((await call(site.id, member.cookie)).body).toMatchObject({ ok: true, permission: 'owner-unverified' });
    const refused = await saveSubdomain(site.id, member.cookie, 'sneaky');
    expect(refused).toEqual({
      status: 403,
      body: { ok: false, error: 'You do not have permission to modify the domain.' },
    });
    expect((await addDomain(site.id, member.cookie, 'sneaky.example.org')).status).toBe(403);
    await addCustomDomain(h.runtime.db, {
      workspaceId: site.workspaceId,
      siteId: site.id,
      hostname: 'existing.example.org',
      includeWww: false,
      rootDomain: 'localhost',
      reservedHostnames: [],
    });
    expect((await checkAgain(site.id, member.cookie)).status).toBe(403);
    expect(await removeDomain(site.id, member.cookie)).toEqual({
      status: 403,
      body: { ok: false, error: 'You do not have sufficient permissions' },
    });
    const row = await siteRow(h, site.id);
    expect(row).toMatchObject({ subdomain: site.subdomain, customDomain: 'existing.example.org' });
  });

  it('an unverified owner may not either (the submit is disabled in the drawer)', async () => {
    const owner = await h.signIn({ verified: false });
    const site = await createPortal(h, owner, 'Unverified Portal');
    expect((await call(site.id, owner.cookie)).body.permission).toBe('unverified');
    expect((await saveSubdomain(site.id, owner.cookie, 'not-yet')).status).toBe(403);
  });

  it('a builder of another workspace gets 404, whatever they try', async () => {
    const { site } = await team(true);
    const stranger = await h.signIn();
    expect((await call(site.id, stranger.cookie)).status).toBe(404);
    expect((await saveSubdomain(site.id, stranger.cookie, 'stolen')).status).toBe(404);
    expect((await addDomain(site.id, stranger.cookie, 'stolen.example.org')).status).toBe(404);
    expect((await checkAgain(site.id, stranger.cookie)).status).toBe(404);
    expect((await removeDomain(site.id, stranger.cookie)).status).toBe(404);
    expect(await siteRow(h, site.id)).toMatchObject({ subdomain: site.subdomain, customDomain: null });
  });

  it('refuses anonymous and cross-site calls', async () => {
    const { owner, site } = await team(true);
    expect((await call(site.id, '')).status).toBe(401);
    const crossSite = await h.request(`/api/apps/${site.id}/domains`, {
      cookie: owner.cookie,
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'subdomain', subdomain: 'evil' }),
    });
    expect(crossSite.status).toBe(403);
    expect((await siteRow(h, site.id))?.subdomain).toBe(site.subdomain);
  });

  it('answers unknown intents and methods with 4xx', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner, 'Intent Portal');
    expect((await call(site.id, owner.cookie, { form: { intent: 'transfer-domain' } })).status).toBe(400);
    expect((await call(site.id, owner.cookie, { method: 'PUT' })).status).toBe(405);
  });
});
