import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDnsServer, type TestDnsServer } from '../testing/dns-server';
import { createDnsResolver, DnsLookupError, type DnsResolver } from './dns-resolver';

let server: TestDnsServer;
let resolver: DnsResolver;
/** For answers that never come: a short wait, one try (the bound is the setting, not a stopwatch). */
let impatient: DnsResolver;

beforeAll(async () => {
  server = await startTestDnsServer();
  // The real resolver (Node's, c-ares) asking the loopback test server, with the default timeouts.
  resolver = createDnsResolver({ servers: server.servers });
  impatient = createDnsResolver({ servers: server.servers, timeoutMs: 200, tries: 1 });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.clear();
  server.queries.length = 0;
});

/** The DnsLookupError a lookup rejects with (fails the test when it resolves or throws something else). */
async function lookupError(lookup: Promise<unknown>): Promise<DnsLookupError> {
  const error = await lookup.then(
    (value) => {
      throw new Error(`the lookup answered ${JSON.stringify(value)}`);
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DnsLookupError);
  return error as DnsLookupError;
}

describe('createDnsResolver against an authoritative test server', () => {
  it('answers A, CNAME and TXT records, names case-insensitive', async () => {
    server.set('Portal.Example.com', 'A', ['203.0.113.10', '203.0.113.11']);
    server.set('www.example.com', 'CNAME', ['Cname.Portals.Test.']);
    server.set('_atrium-verification.example.com', 'TXT', ['atrium-verification=abc', 'v=spf1 -all']);
    expect((await resolver.resolve4('portal.EXAMPLE.com')).sort()).toEqual(['203.0.113.10', '203.0.113.11']);
    expect(await resolver.resolveCname('www.example.com')).toEqual(['cname.portals.test']);
    expect((await resolver.resolveTxt('_atrium-verification.example.com')).sort()).toEqual([
      'atrium-verification=abc',
      'v=spf1 -all',
    ]);
  });

  it('joins the chunks of a TXT record longer than 255 bytes', async () => {
    const long = `atrium-verification=${'x'.repeat(400)}`;
    server.set('long.example.com', 'TXT', [long]);
    expect(await resolver.resolveTxt('long.example.com')).toEqual([long]);
  });

  it('follows a CNAME to the A records of its target (within the server) for an A query', async () => {
    server.set('portal.example.com', 'CNAME', ['cname.portals.test']);
    server.set('cname.portals.test', 'A', ['203.0.113.10']);
    expect(await resolver.resolve4('portal.example.com')).toEqual(['203.0.113.10']);
    server.set('other.example.com', 'CNAME', ['somewhere.else.test']);
    expect(await resolver.resolve4('other.example.com')).toEqual([]);
  });

  it('answers [] for a name that does not exist (NXDOMAIN) and for a name without that record (NODATA)', async () => {
    server.set('example.com', 'A', ['203.0.113.10']);
    expect(await resolver.resolve4('missing.example.com')).toEqual([]);
    expect(await resolver.resolveCname('missing.example.com')).toEqual([]);
    expect(await resolver.resolveTxt('missing.example.com')).toEqual([]);
    expect(await resolver.resolveCname('example.com')).toEqual([]);
    expect(await resolver.resolveTxt('example.com')).toEqual([]);
    expect(server.queries).toHaveLength(5);
  });

  it('sees a changed record at once (nothing cached between lookups)', async () => {
    server.set('example.com', 'A', ['203.0.113.10']);
    expect(await resolver.resolve4('example.com')).toEqual(['203.0.113.10']);
    server.set('example.com', 'A', ['198.51.100.7']);
    expect(await resolver.resolve4('example.com')).toEqual(['198.51.100.7']);
    server.clear('example.com');
    expect(await resolver.resolve4('example.com')).toEqual([]);
  });

  it('rejects with DnsLookupError ETIMEOUT when the server never answers, within the configured timeout', async () => {
    server.timeout('slow.example.com');
    const error = await lookupError(impatient.resolve4('slow.example.com'));
    expect(error).toMatchObject({ code: 'ETIMEOUT', hostname: 'slow.example.com' });
    expect(server.queries.filter((query) => query.name === 'slow.example.com')).toHaveLength(1);
  });

  it('rejects with DnsLookupError ESERVFAIL on SERVFAIL, never "no record"', async () => {
    server.fail('broken.example.com');
    expect(await lookupError(resolver.resolveTxt('broken.example.com'))).toMatchObject({ code: 'ESERVFAIL' });
    expect(await lookupError(resolver.resolveCname('broken.example.com'))).toMatchObject({ code: 'ESERVFAIL' });
  });

  it('rejects with DnsLookupError when no server listens', async () => {
    const nowhere = createDnsResolver({ servers: ['127.0.0.1:1'], tries: 1 });
    expect(await lookupError(nowhere.resolve4('example.com'))).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it.each([
    ['empty', ''],
    ['a NUL byte', 'example.com\u0000.evil.test'],
    ['300 characters', `${'a'.repeat(60)}.`.repeat(5) + 'com'],
    ['a label over 63 characters', `${'a'.repeat(64)}.com`],
    ['an empty label', 'example..com'],
    ['spaces', 'exa mple.com'],
    ['unconverted Unicode', 'bücher.de'],
    ['a CRLF', 'example.com\r\nx'],
  ])('refuses a host name with %s without asking (EBADNAME)', async (_, hostname) => {
    for (const lookup of [resolver.resolve4, resolver.resolveCname, resolver.resolveTxt]) {
      expect(await lookupError(lookup(hostname))).toMatchObject({ code: 'EBADNAME' });
    }
    expect(server.queries).toEqual([]);
  });

  it('refuses a value that is not a string without asking', async () => {
    expect(await lookupError(resolver.resolve4(undefined as unknown as string))).toMatchObject({ code: 'EBADNAME' });
    expect(server.queries).toEqual([]);
  });
});
