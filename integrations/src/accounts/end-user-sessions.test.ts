import { createEndUser, createEndUserSession, revokeEndUserSession, setEndUserGroups } from '@atrium/db';
import { createTestSite } from '@atrium/db/testing/create-test-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS } from '../cache/cache';
import type { Runtime } from '../runtime';
import { createTestRuntime } from '../testing/create-test-runtime';
import { announceEndUsersChanged, endUserOfSession, SESSION_CACHE_LIMITS } from './end-user-sessions';

let runtime: Runtime;
let siteId: string;
let otherSiteId: string;

beforeAll(async () => {
  runtime = await createTestRuntime();
  siteId = (await createTestSite(runtime.db, 'sessions-a')).site.id;
  otherSiteId = (await createTestSite(runtime.db, 'sessions-b')).site.id;
});

afterAll(async () => {
  await runtime.close();
});

let n = 0;
async function signedIn(options: { now?: Date } = {}) {
  n += 1;
  const user = await createEndUser(runtime.db, {
    siteId,
    email: `member${n}@example.com`,
    password: 'a long password',
  });
  const { token } = await createEndUserSession(runtime.db, { siteId, endUserId: user.id, now: options.now });
  return { user, token };
}

describe('endUserOfSession', () => {
  it('answers a live session from memory after the first lookup, until a change is announced', async () => {
    const { user, token } = await signedIn();
    expect((await endUserOfSession(runtime, { siteId, token }))?.id).toBe(user.id);
    // Revoked in the database without an announcement: the cached session still answers, which
    // proves the second lookup did not ask the database...
    await revokeEndUserSession(runtime.db, { siteId, token });
    expect((await endUserOfSession(runtime, { siteId, token }))?.id).toBe(user.id);
    // ...and the announcement every revocation makes drops it at once.
    await announceEndUsersChanged(runtime, siteId);
    expect(await endUserOfSession(runtime, { siteId, token })).toBeUndefined();
  });

  it('drops a portal sessions on siteChanged (group and access changes), and only that portal', async () => {
    const { user, token } = await signedIn();
    await endUserOfSession(runtime, { siteId, token });
    await setEndUserGroups(runtime.db, { siteId, userId: user.id, groups: ['g1'], knownGroups: ['g1'] });
    await runtime.cache.publish(CHANNELS.siteChanged, otherSiteId);
    expect((await endUserOfSession(runtime, { siteId, token }))?.groups).toEqual([]);
    await runtime.cache.publish(CHANNELS.siteChanged, siteId);
    expect((await endUserOfSession(runtime, { siteId, token }))?.groups).toEqual(['g1']);
  });

  it('finds nothing for a token of another portal, an unknown token or an empty one', async () => {
    const { token } = await signedIn();
    await endUserOfSession(runtime, { siteId, token });
    expect(await endUserOfSession(runtime, { siteId: otherSiteId, token })).toBeUndefined();
    expect(await endUserOfSession(runtime, { siteId, token: `${token}x` })).toBeUndefined();
    expect(await endUserOfSession(runtime, { siteId, token: '' })).toBeUndefined();
  });

  it('never answers a session past its own expiry, even within the cache time', async () => {
    const sessionLifetime = 30 * 24 * 60 * 60 * 1000;
    // A session that ends 300 ms from now.
    const { user, token } = await signedIn({ now: new Date(Date.now() - sessionLifetime + 300) });
    expect((await endUserOfSession(runtime, { siteId, token }))?.id).toBe(user.id);
    expect(SESSION_CACHE_LIMITS.ttlMs).toBeGreaterThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await endUserOfSession(runtime, { siteId, token })).toBeUndefined();
  });

  it('asks again for a token that found nothing: a session made a moment later works at once', async () => {
    const user = await createEndUser(runtime.db, { siteId, email: 'late@example.com', password: 'a long password' });
    expect(await endUserOfSession(runtime, { siteId, token: 'not-yet' })).toBeUndefined();
    const { token } = await createEndUserSession(runtime.db, { siteId, endUserId: user.id });
    expect((await endUserOfSession(runtime, { siteId, token }))?.id).toBe(user.id);
  });
});
