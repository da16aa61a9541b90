import { customDomainInstructions } from '@atrium/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDnsServer, type TestDnsServer } from '../testing/dns-server';
import { checkCustomDomain, type TCheckCustomDomainInput } from './check-custom-domain';
import { createDnsResolver, type DnsResolver } from './dns-resolver';

const PUBLIC_IP = '203.0.113.10';
const TARGET = 'cname.portals.test';
const TOKEN = 'k3y-0f-this-domain';

let server: TestDnsServer;
let resolver: DnsResolver;
/** For answers that never come: a short wait, one try. */
let impatient: DnsResolver;

beforeAll(async () => {
  server = await startTestDnsServer();
  resolver = createDnsResolver({ servers: server.servers });
  impatient = createDnsResolver({ servers: server.servers, timeoutMs: 200, tries: 1 });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.clear();
  server.queries.length = 0;
  // The installation's own CNAME target, as its owner set it up once.
  server.set(TARGET, 'A', [PUBLIC_IP]);
});

function input(hostname: string, overrides: Partial<TCheckCustomDomainInput> = {}): TCheckCustomDomainInput {
  return { hostname, includeWww: false, token: TOKEN, publicIp: PUBLIC_IP, cnameTarget: TARGET, ...overrides };
}

function verify(hostname: string, value = `atrium-verification=${TOKEN}`) {
  server.set(`_atrium-verification.${hostname}`, 'TXT', [value]);
}

describe('checkCustomDomain', () => {
  it('is valid with an A record to the public IP and the TXT record', async () => {
    server.set('example.com', 'A', [PUBLIC_IP]);
    verify('example.com');
    expect(await checkCustomDomain(resolver, input('example.com'))).toEqual({
      state: 'valid',
      missingRouting: [],
      verificationMissing: false,
      inconclusive: false,
    });
  });

  it('is valid with a CNAME to the target (even when the target resolves nowhere near)', async () => {
    server.set('portal.example.com', 'CNAME', [`${TARGET}.`]);
    server.clear(TARGET);
    verify('portal.example.com');
    expect(await checkCustomDomain(resolver, input('portal.example.com'))).toMatchObject({
      state: 'valid',
      inconclusive: false,
    });
  });

  it('is pending when routing is right but the TXT record is missing, or holds another token', async () => {
    server.set('portal.example.com', 'CNAME', [TARGET]);
    expect(await checkCustomDomain(resolver, input('portal.example.com'))).toEqual({
      state: 'pending',
      missingRouting: [],
      verificationMissing: true,
      inconclusive: false,
    });
    verify('portal.example.com', 'atrium-verification=someone-elses-token');
    expect(await checkCustomDomain(resolver, input('portal.example.com'))).toMatchObject({
      state: 'pending',
      verificationMissing: true,
    });
    // The token alone, or the right value on the host name itself, proves nothing either.
    verify('portal.example.com', TOKEN);
    server.set('portal.example.com', 'TXT', [`atrium-verification=${TOKEN}`]);
    expect(await checkCustomDomain(resolver, input('portal.example.com'))).toMatchObject({ state: 'pending' });
  });

  it('finds the TXT value among other TXT records', async () => {
    server.set('example.com', 'A', [PUBLIC_IP]);
    server.set('_atrium-verification.example.com', 'TXT', [
      'google-site-verification=x',
      `atrium-verification=${TOKEN}`,
    ]);
    expect(await checkCustomDomain(resolver, input('example.com'))).toMatchObject({ state: 'valid' });
  });

  it('is misconfigured with a CNAME to another target, listing the record to create', async () => {
    server.set('portal.example.com', 'CNAME', ['someone-else.example.net']);
    verify('portal.example.com');
    const instructions = customDomainInstructions(input('portal.example.com'));
    expect(await checkCustomDomain(resolver, input('portal.example.com'))).toEqual({
      state: 'misconfigured',
      missingRouting: instructions.routing,
      verificationMissing: false,
      inconclusive: false,
    });
    expect(instructions.routing).toEqual([
      { type: 'CNAME', name: 'portal.example.com', host: 'portal', value: TARGET },
    ]);
  });

  it('is misconfigured with an A record to another IP, or with one right and one wrong A record', async () => {
    server.set('example.com', 'A', ['198.51.100.7']);
    verify('example.com');
    expect(await checkCustomDomain(resolver, input('example.com'))).toMatchObject({
      state: 'misconfigured',
      missingRouting: [{ type: 'A', name: 'example.com', host: '@', value: PUBLIC_IP }],
    });
    server.set('example.com', 'A', [PUBLIC_IP, '198.51.100.7']);
    expect(await checkCustomDomain(resolver, input('example.com'))).toMatchObject({ state: 'misconfigured' });
  });

  it('is misconfigured (not inconclusive) when the name does not exist (NXDOMAIN)', async () => {
    expect(await checkCustomDomain(resolver, input('nowhere.example.com'))).toEqual({
      state: 'misconfigured',
      missingRouting: [{ type: 'CNAME', name: 'nowhere.example.com', host: 'nowhere', value: TARGET }],
      verificationMissing: true,
      inconclusive: false,
    });
  });

  it('without a public IP, compares A records with the addresses of the CNAME target', async () => {
    const withoutIp = input('example.com', { publicIp: undefined });
    server.set('example.com', 'A', [PUBLIC_IP]);
    verify('example.com');
    expect(await checkCustomDomain(resolver, withoutIp)).toMatchObject({ state: 'valid', inconclusive: false });
    server.set(TARGET, 'A', ['192.0.2.99']);
    expect(await checkCustomDomain(resolver, withoutIp)).toMatchObject({
      state: 'misconfigured',
      missingRouting: [{ type: 'CNAME', name: 'example.com', host: '@', value: TARGET }],
    });
    // A target that resolves to nothing matches nothing.
    server.clear(TARGET);
    expect(await checkCustomDomain(resolver, withoutIp)).toMatchObject({ state: 'misconfigured', inconclusive: false });
  });

  it('checks www too when it is included, and lists it when it is missing', async () => {
    server.set('example.com', 'A', [PUBLIC_IP]);
    verify('example.com');
    const withWww = input('example.com', { includeWww: true });
    expect(await checkCustomDomain(resolver, withWww)).toEqual({
      state: 'misconfigured',
      missingRouting: [{ type: 'CNAME', name: 'www.example.com', host: 'www', value: TARGET }],
      verificationMissing: false,
      inconclusive: false,
    });
    server.set('www.example.com', 'CNAME', [TARGET]);
    expect(await checkCustomDomain(resolver, withWww)).toMatchObject({ state: 'valid', missingRouting: [] });
  });

  it('is inconclusive when a lookup times out, and says so rather than "no record"', async () => {
    server.set('example.com', 'A', [PUBLIC_IP]);
    server.timeout('_atrium-verification.example.com');
    const check = await checkCustomDomain(impatient, input('example.com'));
    expect(check).toEqual({ state: 'pending', missingRouting: [], verificationMissing: true, inconclusive: true });
    server.timeout('example.com');
    expect(await checkCustomDomain(impatient, input('example.com'))).toMatchObject({
      state: 'misconfigured',
      inconclusive: true,
    });
  });

  it('is inconclusive on SERVFAIL, also for the CNAME target looked up without a public IP', async () => {
    server.fail('example.com');
    verify('example.com');
    expect(await checkCustomDomain(resolver, input('example.com'))).toMatchObject({
      state: 'misconfigured',
      inconclusive: true,
    });
    server.clear('example.com');
    server.set('example.com', 'A', [PUBLIC_IP]);
    server.fail(TARGET);
    expect(await checkCustomDomain(resolver, input('example.com', { publicIp: undefined }))).toMatchObject({
      state: 'misconfigured',
      inconclusive: true,
    });
  });

  it('is inconclusive when no DNS server answers at all', async () => {
    const nowhere = createDnsResolver({ servers: ['127.0.0.1:1'], tries: 1 });
    expect(await checkCustomDomain(nowhere, input('example.com'))).toMatchObject({ inconclusive: true });
  });

  it.each([
    ['empty', ''],
    ['a NUL byte', 'example.com\u0000.evil.test'],
    ['300 characters', `${'a'.repeat(60)}.`.repeat(5) + 'com'],
    ['an IP address', '127.0.0.1'],
    ['a URL', 'https://example.com/x'],
  ])('refuses a host name with %s without a lookup (misconfigured, conclusively)', async (_, hostname) => {
    expect(await checkCustomDomain(resolver, input(hostname))).toMatchObject({
      state: 'misconfigured',
      verificationMissing: true,
      inconclusive: false,
    });
    expect(server.queries).toEqual([]);
  });

  it('never verifies with an empty token', async () => {
    server.set('example.com', 'A', [PUBLIC_IP]);
    verify('example.com', 'atrium-verification=');
    expect(await checkCustomDomain(resolver, input('example.com', { token: '' }))).toMatchObject({
      state: 'pending',
      verificationMissing: true,
    });
  });

  it("is inconclusive for a lookup error from another copy of the resolver's module (the apps' bundles)", async () => {
    // What an app's server build sees: the runtime's resolver throws the process's DnsLookupError.
    class DnsLookupError extends Error {
      override name = 'DnsLookupError';
      constructor(
        readonly code: string,
        readonly hostname: string,
      ) {
        super(`DNS lookup of ${hostname} failed (${code})`);
      }
    }
    const failing: DnsResolver = {
      resolve4: async (name) => Promise.reject(new DnsLookupError('ETIMEOUT', name)),
      resolveCname: async (name) => Promise.reject(new DnsLookupError('ETIMEOUT', name)),
      resolveTxt: async (name) => Promise.reject(new DnsLookupError('ESERVFAIL', name)),
    };
    expect(await checkCustomDomain(failing, input('example.com'))).toMatchObject({
      state: 'misconfigured',
      inconclusive: true,
    });
    const broken: DnsResolver = { ...failing, resolveTxt: async () => Promise.reject(new TypeError('a bug')) };
    await expect(checkCustomDomain(broken, input('example.com'))).rejects.toThrow('a bug');
  });
});
