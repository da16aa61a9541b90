/**
 * The domain functions (ADR 025) on a migrated database: PGlite by default, the PostgreSQL in
 * DATABASE_URL when set (claims across connections are only meaningful there).
 */
import { ZCreatePortalSchema, PORTAL_MESSAGES, DOMAIN_MESSAGES } from '@atrium/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { createTestDb } from '../testing/create-test-db';
import { sites } from '../schema/index';
import {
  addCustomDomain,
  claimDueDomainChecks,
  createBuilder,
  createSite,
  findSiteByHostname,
  isWorkspaceOwnerVerified,
  recordCustomDomainCheck,
  removeCustomDomain,
  createVerificationToken,
  resolveWorkspace,
  upsertSubdomain,
  verifyEmail,
} from '../index';

let handle: DbHandle;
let workspaceId: number;
let builderId: string;
let counter = 0;
const ROOT = 'portals.example.com';
const RESERVED = ['builder.example.net', 'cname.portals.example.com'];

beforeAll(async () => {
  handle = await createTestDb();
  const builder = await createBuilder(handle.db, {
    firstName: 'Ada',
    lastName: 'L',
    email: 'domains@example.com',
    password: 'correct horse battery',
  });
  builderId = builder.id;
  workspaceId = (await resolveWorkspace(handle.db, { builderId, routeId: 0 }))!.id;
});
afterAll(async () => {
  await handle?.close();
});

async function portal(subdomain = `portal-${(counter += 1)}`) {
  return createSite(handle.db, {
    workspaceId,
    builderId,
    input: ZCreatePortalSchema.parse({ appName: `Portal ${subdomain}`, domain: subdomain }),
  });
}

const add = (siteId: string, hostname: string, includeWww = false, now?: Date) =>
  addCustomDomain(handle.db, {
    workspaceId,
    siteId,
    hostname,
    includeWww,
    rootDomain: ROOT,
    reservedHostnames: RESERVED,
    now,
  });

const find = (hostname: string) => findSiteByHostname(handle.db, { hostname, rootDomain: ROOT });

const VALID = { state: 'valid' as const, missingRouting: [], verificationMissing: false, inconclusive: false };
const PENDING = { state: 'pending' as const, missingRouting: [], verificationMissing: true, inconclusive: false };
const MISCONFIGURED = {
  state: 'misconfigured' as const,
  missingRouting: ['x'],
  verificationMissing: true,
  inconclusive: false,
};

async function row(siteId: string) {
  const [found] = await handle.db.select().from(sites).where(eq(sites.id, siteId));
  return found!;
}

async function record(siteId: string, result: typeof VALID | typeof PENDING | typeof MISCONFIGURED, extra = {}) {
  const site = await row(siteId);
  return recordCustomDomainCheck(handle.db, {
    siteId,
    hostname: site.customDomain!,
    token: site.customDomainToken!,
    result,
    automatic: false,
    ...extra,
  });
}

describe('upsertSubdomain', () => {
  it('changes the subdomain; the old name no longer resolves, the new one does', async () => {
    const site = await portal('before-change');
    const result = await upsertSubdomain(handle.db, {
      workspaceId,
      siteId: site.id,
      subdomain: 'after-change',
      rootDomain: ROOT,
      reservedHostnames: RESERVED,
    });
    expect(result.previous).toBe('before-change');
    expect(result.site.subdomain).toBe('after-change');
    expect(await find(`before-change.${ROOT}`)).toBeUndefined();
    expect(await find(`after-change.${ROOT}`)).toMatchObject({
      siteId: site.id,
      canonicalHostname: `after-change.${ROOT}`,
    });
  });

  it("refuses another portal's subdomain, reserved names and the installation's own host names", async () => {
    const mine = await portal('mine-sub');
    await portal('theirs-sub');
    for (const subdomain of ['theirs-sub', 'www', 'cname', 'app']) {
      await expect(
        upsertSubdomain(handle.db, {
          workspaceId,
          siteId: mine.id,
          subdomain,
          rootDomain: ROOT,
          reservedHostnames: ['ops.portals.example.com'],
        }),
      ).rejects.toMatchObject({ code: 'CONFLICT', field: 'subdomain', message: PORTAL_MESSAGES.subdomainTaken });
    }
    await expect(
      upsertSubdomain(handle.db, {
        workspaceId,
        siteId: mine.id,
        subdomain: 'ops',
        rootDomain: ROOT,
        reservedHostnames: ['ops.portals.example.com'],
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await row(mine.id)).subdomain).toBe('mine-sub');
  });

  it('[SECURITY] cannot change a portal of another workspace (not found)', async () => {
    const site = await portal('tenant-a');
    await expect(
      upsertSubdomain(handle.db, {
        workspaceId: workspaceId + 10_000,
        siteId: site.id,
        subdomain: 'stolen',
        rootDomain: ROOT,
        reservedHostnames: [],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets exactly one of two portals racing for a free name have it', async () => {
    const [a, b] = [await portal(), await portal()];
    const results = await Promise.allSettled(
      [a, b].map((site) =>
        upsertSubdomain(handle.db, {
          workspaceId,
          siteId: site.id,
          subdomain: 'contested',
          rootDomain: ROOT,
          reservedHostnames: [],
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(
      ['CONFLICT'],
    );
  });
});

describe('addCustomDomain', () => {
  it('adds an unverified domain with a fresh 160-bit token, due for a check at once', async () => {
    const site = await portal();
    const now = new Date('2030-01-01T00:00:00Z');
    const added = await add(site.id, 'portal.client-one.com', true, now);
    expect(added).toMatchObject({
      customDomain: 'portal.client-one.com',
      customDomainIncludesWww: true,
      customDomainVerifiedAt: null,
      customDomainState: 'misconfigured',
      customDomainNextCheckAt: now,
      customDomainCheckAttempts: 0,
    });
    expect(added.customDomainToken).toMatch(/^[0-9a-f]{40}$/);
    // Unverified: an unknown host for the portal host.
    expect(await find('portal.client-one.com')).toBeUndefined();
    expect(await find('www.portal.client-one.com')).toBeUndefined();

    await removeCustomDomain(handle.db, { workspaceId, siteId: site.id });
    const again = await add(site.id, 'portal.client-one.com');
    expect(again.customDomainToken).not.toBe(added.customDomainToken);
  });

  it('refuses names under the root domain and the installation’s own host names', async () => {
    const site = await portal();
    for (const hostname of [ROOT, `acme.${ROOT}`, `a.b.${ROOT}`, 'builder.example.net']) {
      await expect(add(site.id, hostname)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        field: 'hostname',
        message: DOMAIN_MESSAGES.customDomainReserved,
      });
    }
    // The www form of a name counts too.
    await expect(add(site.id, 'example.net', false)).resolves.toBeTruthy();
    await removeCustomDomain(handle.db, { workspaceId, siteId: site.id });
    await expect(
      addCustomDomain(handle.db, {
        workspaceId,
        siteId: site.id,
        hostname: 'example.net',
        includeWww: true,
        rootDomain: ROOT,
        reservedHostnames: ['www.example.net'],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('keeps a domain and its www form unique across portals', async () => {
    const [a, b] = [await portal(), await portal()];
    await add(a.id, 'shared-client.com', true);
    for (const [hostname, www] of [
      ['shared-client.com', false],
      ['www.shared-client.com', false],
    ] as const) {
      await expect(add(b.id, hostname, www)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: DOMAIN_MESSAGES.customDomainTaken,
      });
    }
    const [c, d] = [await portal(), await portal()];
    await add(c.id, 'www.other-client.com');
    await expect(add(d.id, 'other-client.com', true)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(add(d.id, 'other-client.com', false)).resolves.toBeTruthy();
  });

  it('refuses a second domain on one portal, and [SECURITY] any portal of another workspace', async () => {
    const site = await portal();
    await add(site.id, 'first-domain.com');
    await expect(add(site.id, 'second-domain.com')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: DOMAIN_MESSAGES.customDomainExists,
    });
    await expect(
      addCustomDomain(handle.db, {
        workspaceId: workspaceId + 10_000,
        siteId: (await portal()).id,
        hostname: 'hijack.com',
        includeWww: false,
        rootDomain: ROOT,
        reservedHostnames: [],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('gives a name raced for by two portals to exactly one', async () => {
    const [a, b] = [await portal(), await portal()];
    const results = await Promise.allSettled([add(a.id, 'race.example.org', true), add(b.id, 'www.race.example.org')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('recordCustomDomainCheck and serving', () => {
  it('serves a domain once valid, with its www form as a redirect, and stops on removal', async () => {
    const site = await portal('served-sub');
    await add(site.id, 'served-client.com', true);
    expect((await record(site.id, PENDING))?.verifiedChanged).toBe(false);
    expect(await find('served-client.com')).toBeUndefined();

    const valid = await record(site.id, VALID);
    expect(valid?.verifiedChanged).toBe(true);
    expect(valid?.site.customDomainNextCheckAt).toBeNull();
    expect(await find('Served-Client.com:443')).toMatchObject({
      siteId: site.id,
      canonicalHostname: 'served-client.com',
      redirectsToCanonical: false,
    });
    expect(await find('www.served-client.com')).toMatchObject({
      siteId: site.id,
      canonicalHostname: 'served-client.com',
      redirectsToCanonical: true,
    });
    // The free subdomain still answers, with links on the custom domain.
    expect(await find(`served-sub.${ROOT}`)).toMatchObject({
      canonicalHostname: 'served-client.com',
      redirectsToCanonical: false,
    });
    expect(await find('www.www.served-client.com')).toBeUndefined();

    expect(await removeCustomDomain(handle.db, { workspaceId, siteId: site.id })).toMatchObject({
      hostname: 'served-client.com',
      site: { customDomain: null, customDomainToken: null, customDomainVerifiedAt: null },
    });
    expect(await find('served-client.com')).toBeUndefined();
    expect(await find('www.served-client.com')).toBeUndefined();
    expect(await find(`served-sub.${ROOT}`)).toMatchObject({ canonicalHostname: `served-sub.${ROOT}` });
    await expect(removeCustomDomain(handle.db, { workspaceId, siteId: site.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: DOMAIN_MESSAGES.removeNotFound,
    });
  });

  it('does not serve www when the www option is off', async () => {
    const site = await portal();
    await add(site.id, 'no-www-client.com', false);
    await record(site.id, VALID);
    expect(await find('no-www-client.com')).toBeTruthy();
    expect(await find('www.no-www-client.com')).toBeUndefined();
  });

  it('never lets an inconclusive check downgrade a state; a conclusive one does', async () => {
    const site = await portal();
    await add(site.id, 'flaky-dns.com');
    await record(site.id, VALID);
    const flaky = await record(site.id, { ...MISCONFIGURED, inconclusive: true });
    expect(flaky?.verifiedChanged).toBe(false);
    expect(flaky?.site).toMatchObject({ customDomainState: 'valid', customDomainCheck: { inconclusive: true } });
    expect(flaky?.site.customDomainVerifiedAt).not.toBeNull();
    expect(await find('flaky-dns.com')).toBeTruthy();

    // What an inconclusive check found right is right: it may raise the state.
    const other = await portal();
    await add(other.id, 'half-known.com');
    expect((await record(other.id, { ...PENDING, inconclusive: true }))?.site.customDomainState).toBe('pending');
    expect((await record(other.id, { ...MISCONFIGURED, inconclusive: true }))?.site.customDomainState).toBe('pending');

    // A conclusive check that finds the records gone un-verifies.
    const gone = await record(site.id, PENDING);
    expect(gone?.verifiedChanged).toBe(true);
    expect(gone?.site.customDomainVerifiedAt).toBeNull();
    expect(await find('flaky-dns.com')).toBeUndefined();
  });

  it('records nothing when the domain changed after the check began', async () => {
    const site = await portal();
    await add(site.id, 'replaced.com');
    const old = await row(site.id);
    await removeCustomDomain(handle.db, { workspaceId, siteId: site.id });
    await add(site.id, 'replaced.com');
    const result = await recordCustomDomainCheck(handle.db, {
      siteId: site.id,
      hostname: 'replaced.com',
      token: old.customDomainToken!,
      result: VALID,
      automatic: true,
    });
    expect(result).toBeUndefined();
    expect((await row(site.id)).customDomainVerifiedAt).toBeNull();
  });

  it('plans automatic checks with backoff, and none after the 7-day window', async () => {
    const site = await portal();
    const addedAt = new Date('2030-02-01T00:00:00Z');
    await add(site.id, 'backoff.com', false, addedAt);
    const at = (minutes: number) => new Date(addedAt.getTime() + minutes * 60_000);
    // The check made when adding does not count; automatic ones do: 1, 2, 5 minutes…
    let result = await record(site.id, MISCONFIGURED, { now: at(0) });
    expect(result?.site.customDomainNextCheckAt).toEqual(at(1));
    result = await record(site.id, MISCONFIGURED, { now: at(1), automatic: true });
    expect(result?.site.customDomainCheckAttempts).toBe(1);
    expect(result?.site.customDomainNextCheckAt).toEqual(at(3));
    result = await record(site.id, PENDING, { now: at(3), automatic: true });
    expect(result?.site.customDomainNextCheckAt).toEqual(at(8));
    result = await record(site.id, PENDING, { now: at(7 * 24 * 60), automatic: true });
    expect(result?.site.customDomainNextCheckAt).toBeNull();
  });
});

describe('claimDueDomainChecks', () => {
  it('claims due domains once, oldest first, and leases them', async () => {
    // Before every other test's dates, so only this test's domains are due.
    const now = new Date('2020-01-01T00:00:00Z');
    const [a, b, c] = [await portal(), await portal(), await portal()];
    await add(a.id, 'due-a.com', false, new Date(now.getTime() - 2000));
    await add(b.id, 'due-b.com', true, new Date(now.getTime() - 1000));
    await add(c.id, 'later-c.com', false, new Date(now.getTime() + 60_000));

    const oldest = await claimDueDomainChecks(handle.db, { limit: 1, leaseMs: 300_000, now });
    expect(oldest.map((d) => d.hostname)).toEqual(['due-a.com']);
    const rest = await claimDueDomainChecks(handle.db, { limit: 10, leaseMs: 300_000, now });
    expect(rest).toEqual([
      { siteId: b.id, hostname: 'due-b.com', includeWww: true, token: (await row(b.id)).customDomainToken },
    ]);
    expect((await row(a.id)).customDomainNextCheckAt).toEqual(new Date(now.getTime() + 300_000));
    // Claimed: not due again until the lease ends.
    const second = await claimDueDomainChecks(handle.db, { limit: 10, leaseMs: 300_000, now });
    expect(second.filter((d) => [a.id, b.id].includes(d.siteId))).toEqual([]);
    const afterLease = await claimDueDomainChecks(handle.db, {
      limit: 10,
      leaseMs: 300_000,
      now: new Date(now.getTime() + 300_001),
    });
    expect(afterLease.map((d) => d.siteId)).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
  });

  it('never hands one domain to two claimers at once', async () => {
    const now = new Date('2019-01-01T00:00:00Z');
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const site = await portal();
      ids.push(site.id);
      await add(site.id, `parallel-${i}.com`, false, new Date(now.getTime() - 1000 + i));
    }
    const claims = await Promise.all(
      [1, 2, 3].map(() => claimDueDomainChecks(handle.db, { limit: 3, leaseMs: 60_000, now })),
    );
    const claimed = claims
      .flat()
      .map((d) => d.siteId)
      .filter((id) => ids.includes(id));
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.length).toBe(6);
  });
});

describe('isWorkspaceOwnerVerified', () => {
  it("follows the owner's email verification", async () => {
    const owner = await createBuilder(handle.db, {
      firstName: 'O',
      lastName: '',
      email: 'unverified-owner@example.com',
      password: 'correct horse battery',
    });
    const personal = (await resolveWorkspace(handle.db, { builderId: owner.id, routeId: 0 }))!;
    expect(await isWorkspaceOwnerVerified(handle.db, { workspaceId: personal.id })).toBe(false);
    const token = await createVerificationToken(handle.db, { builderId: owner.id, email: owner.email });
    await verifyEmail(handle.db, { token });
    expect(await isWorkspaceOwnerVerified(handle.db, { workspaceId: personal.id })).toBe(true);
    expect(await isWorkspaceOwnerVerified(handle.db, { workspaceId: 999_999 })).toBe(false);
  });
});
