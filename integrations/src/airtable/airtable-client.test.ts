import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSourceError, TOKEN_EXPIRED_MESSAGE } from '@atrium/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AirtableClient, type AirtableClientOptions } from './airtable-client';
import { demoFixtures } from './fake/demo-fixtures';
import { startFakeAirtable, type FakeAirtable } from './fake/fake-airtable';
import { MemoryRateLimiter } from './rate-limiter';

/**
 * A throwaway HTTP server: each test sets `handle`, and every request is logged. (The client
 * only needs status codes and bodies here; the data source tests use the fake Airtable.)
 */
let server: Server;
let url: string;
let handle: (req: IncomingMessage, res: ServerResponse) => void;
const seen: Array<{ method: string; path: string; at: number; auth?: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method!, path: req.url!, at: clock.now, auth: req.headers.authorization });
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  seen.length = 0;
});

/** Fake time shared by the limiter and the client's backoff sleeps. */
const clock = { now: 1_700_000_000_000, sleeps: [] as number[] };
const fakeSleep = async (ms: number) => {
  clock.sleeps.push(ms);
  clock.now += ms;
};

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function client(options: Partial<AirtableClientOptions> & { maxWaitMs?: number } = {}) {
  clock.sleeps = [];
  const limiter = new MemoryRateLimiter({ now: () => clock.now, sleep: fakeSleep, maxWaitMs: options.maxWaitMs });
  return new AirtableClient({ token: 'patTEST.secret', apiUrl: url, limiter, sleep: fakeSleep, ...options });
}

describe('AirtableClient', () => {
  it('sends the bearer token to the API URL and returns the JSON', async () => {
    handle = (_req, res) => json(res, 200, { bases: [] });
    await expect(client().request({ method: 'GET', path: '/v0/meta/bases' })).resolves.toEqual({ bases: [] });
    expect(seen).toMatchObject([{ method: 'GET', path: '/v0/meta/bases', auth: 'Bearer patTEST.secret' }]);
  });

  it('gives up after the timeout without retrying', async () => {
    handle = () => undefined; // never answers
    const error = await client({ timeoutMs: 100 })
      .request({ method: 'GET', path: '/v0/appA/tblA', baseId: 'appA' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataSourceError);
    expect(error).toMatchObject({ status: 504, code: 'TIMEOUT' });
    expect(seen).toHaveLength(1);
  });

  it('retries a 503 with backoff, then succeeds', async () => {
    let calls = 0;
    handle = (_req, res) => (++calls < 3 ? json(res, 503, { error: 'down' }) : json(res, 200, { ok: true }));
    await expect(client().request({ method: 'GET', path: '/v0/appA/tblA', baseId: 'appA' })).resolves.toEqual({
      ok: true,
    });
    expect(seen).toHaveLength(3);
    expect(clock.sleeps).toHaveLength(2);
  });

  it('stops retrying 5xx after maxRetries', async () => {
    handle = (_req, res) => json(res, 502, { error: { type: 'BAD_GATEWAY', message: 'Bad gateway' } });
    const error = await client({ maxRetries: 3 })
      .request({ method: 'GET', path: '/v0/appA/tblA', baseId: 'appA', fallbackMessage: 'fallback' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: 'Bad gateway' });
    expect(seen).toHaveLength(4);
  });

  it('retries a network error, then succeeds', async () => {
    let calls = 0;
    handle = (req, res) => {
      if (++calls === 1) req.socket.destroy();
      else json(res, 200, { ok: true });
    };
    await expect(client().request({ method: 'GET', path: '/v0/appA/tblA', baseId: 'appA' })).resolves.toEqual({
      ok: true,
    });
    expect(seen).toHaveLength(2);
  });

  it('maps a network error that persists to a 503 DataSourceError', async () => {
    const dead = new AirtableClient({
      token: 'patTEST.secret',
      apiUrl: 'http://127.0.0.1:1',
      limiter: new MemoryRateLimiter(),
      sleep: fakeSleep,
      maxRetries: 2,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(
      dead.request({ method: 'GET', path: '/v0/meta/bases', fallbackMessage: 'Bases failed' }),
    ).rejects.toMatchObject({
      status: 503,
      message: 'Bases failed',
      code: 'NETWORK_ERROR',
    });
  });

  it('after a 429 penalises the base: no request to it for 30 s, then one retry', async () => {
    let calls = 0;
    handle = (_req, res) =>
      ++calls === 1 ? json(res, 429, { errors: [{ error: 'RATE_LIMIT_REACHED' }] }) : json(res, 200, { ok: true });
    const c = client({ maxWaitMs: 60_000 });
    const start = clock.now;
    await expect(c.request({ method: 'GET', path: '/v0/appA/tblA', baseId: 'appA' })).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.at - start).toBeGreaterThanOrEqual(30_000);
  });

  it('after a 429 fails fast with 429 when the penalty is longer than the max wait, sending nothing more', async () => {
    handle = (_req, res) => json(res, 429, { errors: [{ error: 'RATE_LIMIT_REACHED' }] });
    const c = client({ maxWaitMs: 5_000 });
    const error = await c.request({ method: 'GET', path: '/v0/appA/tblA', baseId: 'appA' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(seen).toHaveLength(1);
    // The base stays closed for the rest of the 30 s; other bases are open.
    clock.now += 20_000;
    await expect(c.request({ method: 'GET', path: '/v0/appA/tblA', baseId: 'appA' })).rejects.toMatchObject({
      status: 429,
    });
    expect(seen).toHaveLength(1);
    handle = (_req, res) => json(res, 200, { ok: true });
    await expect(c.request({ method: 'GET', path: '/v0/appB/tblB', baseId: 'appB' })).resolves.toEqual({ ok: true });
    clock.now += 10_000;
    await expect(c.request({ method: 'GET', path: '/v0/appA/tblA', baseId: 'appA' })).resolves.toEqual({ ok: true });
  });

  it('throws 429 when the retry after the penalty is rate limited again', async () => {
    handle = (_req, res) => json(res, 429, {});
    const error = await client({ maxWaitMs: 60_000 })
      .request({ method: 'GET', path: '/v0/appA/tblA', baseId: 'appA' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429 });
    expect(seen).toHaveLength(2);
  });

  it.each([
    [401, { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } }, TOKEN_EXPIRED_MESSAGE],
    [
      403,
      { error: { type: 'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND', message: 'Invalid permissions' } },
      TOKEN_EXPIRED_MESSAGE,
    ],
    [404, { error: 'NOT_FOUND' }, 'Not found in Airtable.'],
    [404, { error: { type: 'MODEL_ID_NOT_FOUND', message: 'Could not find table tblX' } }, 'Could not find table tblX'],
    [
      422,
      { error: { type: 'INVALID_FILTER_BY_FORMULA', message: 'The formula for filtering records is invalid' } },
      'The formula for filtering records is invalid',
    ],
    [500, { error: { type: 'SERVER_ERROR', message: 'Something broke' } }, 'Something broke'],
    [500, 'not json', 'fallback'],
  ])('maps %i to a DataSourceError', async (status, body, message) => {
    handle = (_req, res) => {
      if (typeof body === 'string') {
        res.writeHead(status);
        res.end(body);
      } else json(res, status, body);
    };
    const error = await client({ maxRetries: 0 })
      .request({ method: 'GET', path: '/v0/appA/tblA', baseId: 'appA', fallbackMessage: 'fallback' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataSourceError);
    expect(error).toMatchObject({ status, message });
  });
});

describe('AirtableClient against the fake Airtable', () => {
  const TOKEN = 'patGOOD.secret';
  let fake: FakeAirtable;
  let fakeNow = 1_750_000_000_000;
  beforeAll(async () => {
    fake = await startFakeAirtable({ fixtures: demoFixtures(), tokens: [TOKEN], now: () => fakeNow });
  });
  afterAll(async () => {
    await fake?.close();
  });
  const tablesPath = '/v0/meta/bases/appClientProj2025/tables';

  it('never trips Airtable’s 5/s limit when every request goes through the real limiter', async () => {
    const timedFake = await startFakeAirtable({ fixtures: demoFixtures(), tokens: [TOKEN] });
    try {
      const c = new AirtableClient({ token: TOKEN, apiUrl: timedFake.url, limiter: new MemoryRateLimiter() });
      for (let i = 0; i < 12; i++) {
        await c.request({ method: 'GET', path: tablesPath, baseId: 'appClientProj2025' });
      }
      expect(timedFake.log.filter((r) => r.status === 429)).toEqual([]);
      expect(timedFake.log).toHaveLength(12);
    } finally {
      await timedFake.close();
    }
  });

  it('after the fake answers 429, sends nothing to that base for 30 s', async () => {
    fakeNow = 1_760_000_000_000;
    const limiterNow = { t: 0 };
    const c = new AirtableClient({
      token: TOKEN,
      apiUrl: fake.url,
      // No throttling of our own, so the fake's limit is what trips.
      limiter: new MemoryRateLimiter({
        now: () => limiterNow.t,
        sleep: async (ms) => {
          limiterNow.t += ms;
        },
        limit: () => ({ limit: 100, windowMs: 1_000 }),
      }),
    });
    const get = () => c.request({ method: 'GET', path: tablesPath, baseId: 'appClientProj2025' });
    for (let i = 0; i < 5; i++) await get();
    await expect(get()).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    const sent = fake.requests;
    limiterNow.t += 24_000;
    await expect(get()).rejects.toMatchObject({ status: 429 });
    expect(fake.requests).toBe(sent);
    // 6 s before the end of the penalty: beyond the 5 s max wait, so still nothing is sent.
    limiterNow.t += 5_000;
    fakeNow += 30_000;
    // Within the max wait now: the limiter waits the last second out, then sends.
    await expect(get()).resolves.toMatchObject({ tables: expect.any(Array) });
    expect(fake.requests).toBe(sent + 1);
  });

  it('retries while the fake is down (503) and succeeds when it is back', async () => {
    fakeNow = 1_770_000_000_000;
    fake.setDown(true);
    const c = new AirtableClient({
      token: TOKEN,
      apiUrl: fake.url,
      limiter: new MemoryRateLimiter(),
      sleep: async () => {
        fakeNow += 1_000;
        fake.setDown(false);
      },
    });
    const before = fake.requests;
    await expect(c.request({ method: 'GET', path: tablesPath, baseId: 'appClientProj2025' })).resolves.toMatchObject({
      tables: expect.any(Array),
    });
    expect(fake.requests - before).toBe(2);
  });

  it('maps the fake’s 401 and 403 to the token-expired message', async () => {
    fakeNow += 10_000;
    const bad = new AirtableClient({ token: 'patBAD.secret', apiUrl: fake.url, limiter: new MemoryRateLimiter() });
    await expect(bad.request({ method: 'GET', path: tablesPath, baseId: 'appClientProj2025' })).rejects.toMatchObject({
      status: 401,
      message: TOKEN_EXPIRED_MESSAGE,
    });
    const good = new AirtableClient({ token: TOKEN, apiUrl: fake.url, limiter: new MemoryRateLimiter() });
    const error = await good
      .request({ method: 'GET', path: '/v0/meta/bases/appNoSuchBase00000/tables', baseId: 'appNoSuchBase00000' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataSourceError);
    expect([403, 404]).toContain((error as DataSourceError).status);
  });
});
