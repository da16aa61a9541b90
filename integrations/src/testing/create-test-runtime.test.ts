import { createTestDb } from '@atrium/db/testing/create-test-db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DnsLookupError } from '../dns/dns-resolver';
import type { Runtime } from '../runtime';
import { createTestRuntime, UNREACHABLE_DNS_SERVER } from './create-test-runtime';
import { startTestDnsServer, type TestDnsServer } from './dns-server';

let dns: TestDnsServer;
let runtime: Runtime | undefined;
let database: Awaited<ReturnType<typeof createTestDb>>;
/** One database for the file's runtimes (each would otherwise migrate its own). */
const db = () => ({ db: { db: database.db, kind: database.kind } });

beforeAll(async () => {
  database = await createTestDb();
  dns = await startTestDnsServer();
  dns.set('portal.example.com', 'A', ['203.0.113.10']);
});
afterAll(async () => {
  await dns.close();
  await database.close();
});
afterEach(async () => {
  await runtime?.close();
  runtime = undefined;
});

describe('createTestRuntime: DNS never reaches the internet', () => {
  it('without DNS servers, every lookup fails at once with a DnsLookupError (no system resolver)', async () => {
    runtime = await createTestRuntime({}, db());
    expect(UNREACHABLE_DNS_SERVER).toBe('127.0.0.1:1');
    // A name every real resolver knows: an answer would mean the lookup left the machine.
    const error = await runtime.resolver.resolve4('example.com').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DnsLookupError);
    expect(error).toMatchObject({ code: 'ECONNREFUSED', hostname: 'example.com' });
    await expect(runtime.resolver.resolveTxt('example.com')).rejects.toBeInstanceOf(DnsLookupError);
  });

  it('asks the test DNS server given as dnsServers', async () => {
    runtime = await createTestRuntime({}, { ...db(), dnsServers: dns.servers });
    expect(await runtime.resolver.resolve4('portal.example.com')).toEqual(['203.0.113.10']);
  });

  it('asks the servers of DNS_SERVERS in the overrides', async () => {
    runtime = await createTestRuntime({ DNS_SERVERS: dns.servers.join(',') }, db());
    expect(await runtime.resolver.resolve4('portal.example.com')).toEqual(['203.0.113.10']);
  });
});
