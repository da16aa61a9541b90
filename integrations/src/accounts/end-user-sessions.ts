import { createHash } from 'node:crypto';
import { findLiveEndUserSession, type EndUser } from '@atrium/db';
import { CHANNELS } from '../cache/cache';
import { Lru } from '../cache/lru';
import type { Runtime } from '../runtime';

/**
 * Signed-in page views look their session up in process (ADR 032): a warm portal host answers
 * a member's page without a database query.
 *
 * - Entries: a portal's session token (hashed) -> its end user, kept for at most
 *   SESSION_CACHE_LIMITS.ttlMs and never past the session's own expiry. Only live sessions are
 *   kept; a token that finds nothing is asked again next time (a fresh log-in must work at once).
 * - Dropped: a site's sessions on CHANNELS.endUsersChanged (every change to end users or
 *   sessions announces it: log out, password reset, email change, groups, activation) and on
 *   CHANNELS.siteChanged (group and access changes); everything when Redis pub/sub may have
 *   missed messages. A lookup that overlapped an invalidation is not kept. The TTL only bounds
 *   the effect of a message lost otherwise.
 */
export const SESSION_CACHE_LIMITS = { entries: 10_000, ttlMs: 60_000 } as const;

interface CachedSession {
  siteId: string;
  user: EndUser;
  expiresAt: number;
}

class SessionCache {
  readonly entries = new Lru<CachedSession>(SESSION_CACHE_LIMITS.entries, SESSION_CACHE_LIMITS.ttlMs);
  generation = 0;

  dropSite(siteId: string): void {
    this.generation += 1;
    this.entries.deleteWhere((entry) => entry.siteId === siteId);
  }

  dropAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

const caches = new WeakMap<Runtime, Promise<SessionCache>>();

/** The runtime's session cache once it listens for invalidations; undefined when it cannot listen. */
async function sessionCache(runtime: Runtime): Promise<SessionCache | undefined> {
  let pending = caches.get(runtime);
  if (!pending) {
    const cache = new SessionCache();
    const options = { onResync: () => cache.dropAll() };
    const drop = (siteId: string) => cache.dropSite(siteId);
    const subscribing = Promise.all([
      runtime.cache.subscribe(CHANNELS.endUsersChanged, drop, options),
      runtime.cache.subscribe(CHANNELS.siteChanged, drop, options),
    ]).then(() => cache);
    pending = subscribing;
    caches.set(runtime, subscribing);
    subscribing.catch(() => {
      if (caches.get(runtime) === subscribing) caches.delete(runtime);
    });
  }
  try {
    return await pending;
  } catch {
    // Without the subscription a cached session could outlive its log-out: ask the database.
    return undefined;
  }
}

/**
 * The end user of a live session of this portal for a cookie token, from the in-process cache
 * or the database. A token of another portal, an expired or revoked one finds nothing.
 */
export async function endUserOfSession(
  runtime: Runtime,
  params: { siteId: string; token: string },
): Promise<EndUser | undefined> {
  const cache = await sessionCache(runtime);
  const key = `${params.siteId}\n${createHash('sha256').update(params.token).digest('base64url')}`;
  const now = Date.now();
  const cached = cache?.entries.get(key);
  if (cached && cached.expiresAt > now) return cached.user;
  const generation = cache?.generation;
  const found = await findLiveEndUserSession(runtime.db, params);
  if (!found) return undefined;
  if (cache && cache.generation === generation) {
    cache.entries.set(key, { siteId: params.siteId, user: found.user, expiresAt: found.expiresAt.getTime() });
  }
  return found.user;
}

/**
 * Announces a change to a portal's end users or sessions: every portal host drops that portal's
 * cached sessions before the next request (this process at once, others through Redis).
 */
export async function announceEndUsersChanged(runtime: Runtime, siteId: string): Promise<void> {
  await runtime.cache.publish(CHANNELS.endUsersChanged, siteId);
}
