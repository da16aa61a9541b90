/**
 * The custom domain checks (ADR 025) against a real DNS server on loopback (testing/dns-server.ts)
 * and the test database: on demand (runCustomDomainCheck) and in the background
 * (startDomainChecker), with the schedule, bounded concurrency, several checker processes, and
 * inconclusive lookups.
 */
import { ZCreatePortalSchema } from '@atrium/core';
import { addCustomDomain, createBuilder, createSite, findSiteByHostname, resolveWorkspace, tables } from '@atrium/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../cache/cache';
import type { DnsResolver } from '../dns/dns-resolver';
import type { Runtime } from '../runtime';
import { createTestRuntime } from '../testing/create-test-runtime';
import { startTestDnsServer, type TestDnsServer } from '../testing/dns-server';
import { runCustomDomainCheck } from './run-custom-domain-check';
import { startDomainChecker } from './start-domain-checker';

const ROOT = 'portals.test';
const TARGET = `cname.${ROOT}`;
let dns: TestDnsServer;
let runtime: Runtime;
let workspaceId: number;
let builderId: string;
let counter = 0;
const announced: string[] = [];

beforeAll(async () => {
  dns = await startTestDnsServer();
  runtime = await createTestRuntime({ PORTAL_ROOT_DOMAIN: ROOT }, { dnsServers: dns.servers });
  const builder = await createBuilder(runtime.db, {
    firstName: 'Dee',
    lastName: 'Ns',
    email: 'checker@example.com',
    password: 'correct horse battery',
  });
  builderId = builder.id;
  workspaceId = (await resolveWorkspace(runtime.db, { builderId, routeId: 0 }))!.id;
  await runtime.cache.subscribe(CHANNELS.siteChanged, (siteId) => announced.push(siteId));
});
afterAll(async () => {
  await runtime?.close();
  await dns?.close();
});
beforeEach(() => {
  dns.clear();
});

async function portalWithDomain(hostname: string, options: { includeWww?: boolean; addedAt?: Date } = {}) {
  counter += 1;
  const site = await createSite(runtime.db, {
    workspaceId,
    builderId,
    input: ZCreatePortalSchema.parse({ appName: `Checked ${counter}`, domain: `checked-${counter}` }),
  });
  const added = await addCustomDomain(runtime.db, {
    workspaceId,
    siteId: site.id,
    hostname,
    includeWww: options.includeWww ?? false,
    rootDomain: ROOT,
    reservedHostnames: [],
    now: options.addedAt,
  });
  return {
    siteId: site.id,
    hostname,
    includeWww: added.customDomainIncludesWww,
    token: added.customDomainToken!,
  };
}

function publish(domain: { hostname: string; token: string }, what: { routing?: boolean; txt?: boolean }) {
  if (what.routing) dns.set(domain.hostname, 'CNAME', [TARGET]);
  if (what.txt) dns.set(`_atrium-verification.${domain.hostname}`, 'TXT', [`atrium-verification=${domain.token}`]);
}

async function stored(siteId: string) {
  const [row] = await runtime.db.select().from(tables.sites).where(eq(tables.sites.id, siteId));
  return row!;
}

describe('runCustomDomainCheck (on demand)', () => {
  it('moves from misconfigured to pending to valid as the records appear, and announces serving', async () => {
    const domain = await portalWithDomain('portal.acme-client.test', { includeWww: true });
    let result = await runCustomDomainCheck(runtime, domain, { automatic: false });
    expect(result?.site.customDomainState).toBe('misconfigured');
    expect(result?.site.customDomainCheck).toEqual({
      missingRouting: ['portal.acme-client.test', 'www.portal.acme-client.test'],
      verificationMissing: true,
      inconclusive: false,
    });

    publish(domain, { routing: true });
    dns.set(`www.${domain.hostname}`, 'CNAME', [TARGET]);
    result = await runCustomDomainCheck(runtime, domain, { automatic: false });
    expect(result?.site.customDomainState).toBe('pending');
    expect(announced).not.toContain(domain.siteId);

    publish(domain, { txt: true });
    result = await runCustomDomainCheck(runtime, domain, { automatic: false });
    expect(result).toMatchObject({ verifiedChanged: true, site: { customDomainState: 'valid' } });
    await vi.waitFor(() => expect(announced).toContain(domain.siteId));
    expect(await findSiteByHostname(runtime.db, { hostname: domain.hostname, rootDomain: ROOT })).toBeTruthy();
  });

  it('keeps a verified domain served when the DNS cannot be asked (SERVFAIL, timeouts)', async () => {
    const domain = await portalWithDomain('flaky.acme-client.test');
    publish(domain, { routing: true, txt: true });
    await runCustomDomainCheck(runtime, domain, { automatic: false });
    dns.clear();
    dns.fail(domain.hostname);
    dns.fail(`_atrium-verification.${domain.hostname}`);
    const result = await runCustomDomainCheck(runtime, domain, { automatic: false });
    expect(result).toMatchObject({
      verifiedChanged: false,
      site: { customDomainState: 'valid', customDomainCheck: { inconclusive: true } },
    });
    expect(result?.site.customDomainVerifiedAt).not.toBeNull();
  });

  it('[SECURITY] a TXT record with an earlier token does not verify a domain added again', async () => {
    const first = await portalWithDomain('reused.acme-client.test');
    publish(first, { routing: true, txt: true });
    await runtime.db
      .update(tables.sites)
      .set({ customDomain: null, customDomainToken: null })
      .where(eq(tables.sites.id, first.siteId));
    // Someone else adds the same name; the old owner's TXT record is still in the zone.
    const second = await portalWithDomain('reused.acme-client.test');
    expect(second.token).not.toBe(first.token);
    const result = await runCustomDomainCheck(runtime, second, { automatic: false });
    expect(result?.site.customDomainState).toBe('pending');
  });
});

describe('startDomainChecker (background)', () => {
  it('checks due domains, then again on the backoff schedule until valid, then stops', async () => {
    let clock = new Date('2040-01-01T00:00:00Z');
    const domain = await portalWithDomain('background.acme-client.test', { addedAt: clock });
    const stop = startDomainChecker(runtime, { intervalMs: 20, now: () => clock });
    try {
      await vi.waitFor(async () => expect((await stored(domain.siteId)).customDomainCheckedAt).toEqual(clock), {
        timeout: 10_000,
      });
      const first = await stored(domain.siteId);
      expect(first.customDomainState).toBe('misconfigured');
      expect(first.customDomainCheckAttempts).toBe(1);
      // The second automatic check is due 2 minutes after the first.
      expect(first.customDomainNextCheckAt).toEqual(new Date(clock.getTime() + 2 * 60_000));

      publish(domain, { routing: true, txt: true });
      clock = new Date(clock.getTime() + 60_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await stored(domain.siteId)).customDomainState).toBe('misconfigured');

      clock = new Date(clock.getTime() + 61_000);
      await vi.waitFor(async () => expect((await stored(domain.siteId)).customDomainState).toBe('valid'), {
        timeout: 10_000,
      });
      const valid = await stored(domain.siteId);
      expect(valid.customDomainNextCheckAt).toBeNull();
      await vi.waitFor(() => expect(announced).toContain(domain.siteId));

      const queries = dns.queries.length;
      clock = new Date(clock.getTime() + 24 * 3_600_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(dns.queries.slice(queries).filter((q) => q.name.endsWith(domain.hostname))).toEqual([]);
    } finally {
      await stop();
    }
  });

  it('checks at most `concurrency` domains at once, and two checker processes never check one domain twice', async () => {
    const clock = new Date('2041-01-01T00:00:00Z');
    const domains: Awaited<ReturnType<typeof portalWithDomain>>[] = [];
    for (let i = 0; i < 6; i += 1)
      domains.push(await portalWithDomain(`bulk-${i}.acme-client.test`, { addedAt: clock }));

    // A slow DNS (100 ms per lookup) that records which domains are being checked at once.
    const inFlight = new Map<string, number>();
    let most = 0;
    const lookups = new Map<string, number>();
    const slow = (resolver: DnsResolver): DnsResolver => {
      const wrap =
        <K extends keyof DnsResolver>(method: K) =>
        async (name: string) => {
          const domain = name.replace(/^_atrium-verification\./, '').replace(/^www\./, '');
          if (!domain.startsWith('bulk-')) return resolver[method](name);
          inFlight.set(domain, (inFlight.get(domain) ?? 0) + 1);
          most = Math.max(most, inFlight.size);
          if (method === 'resolveTxt') lookups.set(domain, (lookups.get(domain) ?? 0) + 1);
          try {
            await new Promise((resolve) => setTimeout(resolve, 100));
            return await resolver[method](name);
          } finally {
            const left = inFlight.get(domain)! - 1;
            if (left === 0) inFlight.delete(domain);
            else inFlight.set(domain, left);
          }
        };
      return { resolve4: wrap('resolve4'), resolveCname: wrap('resolveCname'), resolveTxt: wrap('resolveTxt') };
    };
    // Two "builder instances": two runtimes on one database, each with its own checker.
    const other = await createTestRuntime(
      { PORTAL_ROOT_DOMAIN: ROOT },
      { db: { db: runtime.db, kind: runtime.dbKind }, dnsServers: dns.servers },
    );
    const instances = [
      { ...runtime, resolver: slow(runtime.resolver) },
      { ...other, resolver: slow(other.resolver) },
    ];
    const stops = instances.map((instance) =>
      startDomainChecker(instance, { intervalMs: 10, batchSize: 2, concurrency: 2, now: () => clock }),
    );
    try {
      await vi.waitFor(
        async () => {
          for (const domain of domains) expect((await stored(domain.siteId)).customDomainCheckAttempts).toBe(1);
        },
        { timeout: 15_000 },
      );
      expect([...lookups.values()]).toEqual([1, 1, 1, 1, 1, 1]);
      // Two instances, two checks each at most.
      expect(most).toBeLessThanOrEqual(4);
      expect(most).toBeGreaterThan(1);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
      await other.cache.close();
    }
  });

  it('reports a failed round and keeps running', async () => {
    const errors: unknown[] = [];
    const db = new Proxy(runtime.db, {
      get: (target, property, receiver) =>
        property === 'update'
          ? () => {
              throw new Error('database is down');
            }
          : Reflect.get(target, property, receiver),
    });
    const broken: Runtime = { ...runtime, db };
    const stop = startDomainChecker(broken, { intervalMs: 10, onError: (error) => errors.push(error) });
    try {
      await vi.waitFor(() => expect(errors.length).toBeGreaterThan(1));
      expect(String(errors[0])).toContain('database is down');
    } finally {
      await stop();
    }
  });
});
