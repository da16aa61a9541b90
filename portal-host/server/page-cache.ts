import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { URL_MAX_LENGTH } from '@atrium/core';
import {
  CHANNELS,
  PageCache,
  collectRenderDependencies,
  cspNonceOf,
  isValidHostHeader,
  makeCachedPage,
  megabytesToBytes,
  securityHeaderValues,
  writeCachedPage,
  type PageCacheStats,
  type PageRenderInfo,
  type RemixResponseHooks,
  type Runtime,
  type SecurityHeadersOptions,
} from '@atrium/integrations';
import type { Express, Response as ExpressResponse } from 'express';
import { isPagePath } from '../app/portal/page-paths';
import { hasViewerCookie } from '../app/portal/viewer-cookies';

/**
 * The portal host's rendered-page cache (ADR 028): an in-process reverse proxy cache in front of
 * Express and Remix. A hit costs a Map lookup and a socket write, about what a static file
 * costs; everything else goes to the app, whose Remix answers are stored on the way out when
 * the page loader marked them shareable.
 *
 * - Requests: GET and HEAD without the portal's session or sign-up cookie.
 * - Keys: the host the request was sent to (the same rule as the app: X-Forwarded-Host only from a
 *   trusted proxy), the path, and the query with its parameters in a stable order. Host names
 *   are never shared: a portal's subdomain and custom domain have their own entries.
 * - Stored: 200 HTML pages the loader marked shareable, without Set-Cookie, rendered without a
 *   viewer cookie, with the security headers the app adds, gzip and brotli forms and a strong ETag.
 * - Dropped: a site's pages on `siteChanged` (publish, domain or settings change), the pages
 *   that read a table on `dataChanged` (record writes, webhooks), everything when Redis pub/sub
 *   may have missed messages. A render that overlapped an invalidation is not stored.
 * - Pages with listings go stale after the portal's record refresh interval; a stale hit is
 *   answered at once and one refresh per key runs in the background, as a request to this
 *   server over the socket the hit came in on, marked with this process's secret so that it
 *   reaches the app.
 */
export interface PortalPageCache {
  /** Answers a request from the cache and returns true, or returns false for the app to answer. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** The Remix hooks that collect what a render read and store shareable answers. */
  responseHooks: RemixResponseHooks;
  /** A fresh per-request object for the load context, which the page loader fills in. */
  renderInfo(res: ExpressResponse): PageRenderInfo;
  stats(): PageCacheStats & { enabled: boolean };
  /** Called once the Express app exists: its trust-proxy rule decides which host a request names. */
  attach(app: Express): void;
  /**
   * Settles once the cache listens for invalidations (with Redis: subscribed, after the first
   * connection's resync, which drops everything). The server answers no request before, so no
   * page is stored and then dropped by that resync.
   */
  listening: Promise<void>;
}

/** How long a page stays stale-but-served after its freshness ends, while refreshes are tried. */
export const PAGE_STALE_FOR_MS = 24 * 60 * 60 * 1000;
const REFRESH_HEADER = 'x-atrium-page-refresh';
const REFRESH_TIMEOUT_MS = 30_000;

const ANSWERED = {
  hit: { 'X-Atrium-Cache': 'hit' },
  stale: { 'X-Atrium-Cache': 'stale' },
  miss: { 'X-Atrium-Cache': 'miss' },
} as const;

const infoOf = new WeakMap<object, PageRenderInfo & { generation: number; dependencies: Set<string> }>();

export function createPortalPageCache(
  runtime: Runtime,
  security: SecurityHeadersOptions,
  options: { now?: () => number } = {},
): PortalPageCache {
  const maxBytes = megabytesToBytes(runtime.env.PAGE_CACHE_MB);
  const enabled = maxBytes > 0;
  const cache = new PageCache({ maxBytes, now: options.now });
  const refreshes: Refreshes = { secret: randomBytes(18).toString('base64url'), running: new Set<string>() };
  let trustProxy: TrustProxy = () => false;
  /** Bumped by every invalidation; a render that started before one is not stored. */
  let generation = 0;

  const listening = enabled
    ? subscribeToInvalidations(runtime, cache, () => {
        generation += 1;
      })
    : Promise.resolve();

  /** The cache key of a request, or undefined when it may not use the cache. */
  function baseKey(req: IncomingMessage): string | undefined {
    return enabled ? pageKey(req, trustProxy) : undefined;
  }

  function isRefresh(req: IncomingMessage): boolean {
    return req.headers[REFRESH_HEADER] === refreshes.secret;
  }

  const responseHooks: RemixResponseHooks = {
    around(req, res, handle) {
      const info = infoOf.get(res);
      if (!info) return handle();
      info.generation = generation;
      return collectRenderDependencies(info.dependencies, handle);
    },
    async send(req, res, response) {
      const info = infoOf.get(res);
      const shareable = info?.shareable;
      if (!info || !shareable || req.method !== 'GET' || response.status !== 200) return false;
      if (response.headers.has('Set-Cookie') || res.hasHeader('Set-Cookie')) return false;
      if (!/^text\/html\b/i.test(response.headers.get('Content-Type') ?? '')) return false;
      const key = baseKey(req);
      if (!key) return false;
      const body = Buffer.from(await response.arrayBuffer());
      const nonce = cspNonceOf(res);
      const headers = [...response.headers.entries()] as Array<[string, string]>;
      for (const [name, value] of securityHeaderValues(security, { nonce, req, res, status: 200 })) {
        if (!response.headers.has(name)) headers.push([name, value]);
      }
      const page = await makeCachedPage({ status: 200, headers, body, ignoreInEtag: nonce || undefined });
      if (info.generation === generation) {
        cache.store(key, req.headers, page, {
          siteId: shareable.siteId,
          dependencies: info.dependencies,
          freshForMs: shareable.freshForMs,
          staleForMs: PAGE_STALE_FOR_MS,
        });
      }
      if (!res.headersSent) writeCachedPage(req, res, page, ANSWERED.miss);
      return true;
    },
  };

  return {
    serve(req, res) {
      if (isRefresh(req)) return false;
      const key = baseKey(req);
      if (!key) return false;
      const found = cache.lookup(key, req.headers);
      if (found.kind === 'miss') return false;
      if (found.kind === 'stale') {
        const host = key.slice(0, key.indexOf('\n'));
        refreshInBackground(req, { key: found.key, host, varyOn: varyNames(found.entry.headers) }, refreshes);
      }
      writeCachedPage(req, res, found.entry, found.kind === 'fresh' ? ANSWERED.hit : ANSWERED.stale);
      return true;
    },
    responseHooks,
    renderInfo(res) {
      const info = { generation, dependencies: new Set<string>() } as PageRenderInfo & {
        generation: number;
        dependencies: Set<string>;
      };
      infoOf.set(res, info);
      return info;
    },
    stats: () => ({ enabled, ...cache.stats() }),
    attach(app) {
      trustProxy = app.get('trust proxy fn') as TrustProxy;
    },
    listening,
  };
}

type TrustProxy = (address: string | undefined, hop: number) => boolean;

/** The cache key of a GET or HEAD of a page without a viewer cookie, else undefined. */
function pageKey(req: IncomingMessage, trustProxy: TrustProxy): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = req.url;
  if (!url || url.length > URL_MAX_LENGTH || url[0] !== '/' || url.includes('\0')) return undefined;
  if (hasViewerCookie(headerValue(req, 'cookie'))) return undefined;
  const host = requestHost(req, trustProxy);
  if (!host || !isValidHostHeader(host)) return undefined;
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (!isPagePath(path)) return undefined;
  return `${host.toLowerCase()}\n${path}\n${queryAt < 0 ? '' : normaliseQuery(url.slice(queryAt + 1))}`;
}

/** The host the request was sent to: X-Forwarded-Host only from a trusted proxy (the app's rule). */
function requestHost(req: IncomingMessage, trustProxy: TrustProxy): string | undefined {
  const forwarded = headerValue(req, 'x-forwarded-host')?.split(',')[0]?.trim();
  if (forwarded && trustProxy(req.socket.remoteAddress, 0)) return forwarded;
  return headerValue(req, 'host');
}

/**
 * Drops what a publish or a record write changed (siteChanged, dataChanged), and everything when
 * Redis pub/sub may have missed messages; `invalidated` runs first each time, so a render that
 * overlapped the change is not stored.
 */
async function subscribeToInvalidations(runtime: Runtime, cache: PageCache, invalidated: () => void): Promise<void> {
  const resync = () => {
    invalidated();
    cache.clear();
  };
  const subscriptions = [
    runtime.cache.subscribe(
      CHANNELS.siteChanged,
      (siteId) => {
        invalidated();
        cache.dropSite(siteId);
      },
      { onResync: resync },
    ),
    runtime.cache.subscribe(
      CHANNELS.dataChanged,
      (dependency) => {
        invalidated();
        cache.dropDependency(dependency);
      },
      { onResync: resync },
    ),
  ];
  // Once subscribed, the first connection's resync has run: nothing stored after it is dropped by it.
  await Promise.all(subscriptions).catch(() => undefined);
}

/** The background refreshes of one cache: the secret that lets them reach the app, and the keys being refreshed. */
interface Refreshes {
  secret: string;
  running: Set<string>;
}

/** Asks this server for the page again, in the background, so the next visitor gets it fresh. */
function refreshInBackground(
  req: IncomingMessage,
  page: { key: string; host: string; varyOn: readonly string[] },
  refreshes: Refreshes,
): void {
  const { localAddress, localPort } = req.socket;
  if (refreshes.running.has(page.key) || !localAddress || !localPort) return;
  refreshes.running.add(page.key);
  const headers: Record<string, string> = {
    host: page.host,
    [REFRESH_HEADER]: refreshes.secret,
    'user-agent': 'Atrium page cache',
  };
  for (const name of page.varyOn) {
    const value = headerValue(req, name);
    if (value !== undefined) headers[name] = value;
  }
  const done = () => refreshes.running.delete(page.key);
  const request = httpRequest(
    { host: localAddress, port: localPort, path: req.url, method: 'GET', headers, timeout: REFRESH_TIMEOUT_MS },
    (response) => {
      response.resume();
      response.on('end', done);
      response.on('error', done);
    },
  );
  request.on('timeout', () => request.destroy());
  request.on('error', done);
  request.end();
}

/**
 * The query with its parameters in a stable order (by name; values of one name keep their
 * order) and one encoding, so `?b=2&a=1` and `?a=1&b=2` share an entry. Parsing then
 * serialising cannot merge two queries the app would tell apart: the app reads the same
 * name-value pairs.
 */
export function normaliseQuery(query: string): string {
  const params = new URLSearchParams(query);
  params.sort();
  return params.toString();
}

function varyNames(headers: ReadonlyArray<readonly [string, string]>): string[] {
  return headers
    .filter(([name]) => name.toLowerCase() === 'vary')
    .flatMap(([, value]) => value.split(','))
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'accept-encoding' && name !== 'cookie');
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
