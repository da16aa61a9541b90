import type { TTrustProxy } from '@atrium/core';
import type { Express, Request, RequestHandler } from 'express';

/** Headers only a proxy may set: the client's host, scheme and port as the proxy received them. */
const FORWARDED_TARGET_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'] as const;

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Applies TRUST_PROXY (ADR 021) to an app: Express's `trust proxy` decides which peers may name
 * the client's address (`req.ip`, used by every per-address limit) and scheme (`req.protocol`),
 * and a middleware removes the forwarded host, scheme and port headers of requests whose peer is
 * not trusted, before anything reads them.
 *
 * That second step matters because not everything asks Express: `@remix-run/express` takes the
 * request URL's port from `X-Forwarded-Host` whatever the peer, and the headers reach every
 * loader and action. With them gone, the URL Remix builds and the Host the same-origin check
 * compares with are the ones the client really used (or the trusted proxy reported).
 */
export function applyTrustProxy(app: Express, setting: TTrustProxy): void {
  app.set('trust proxy', setting);
  app.use(forwardedHeadersFromTrustedProxiesOnly());
}

export function forwardedHeadersFromTrustedProxiesOnly(): RequestHandler {
  return (req, _res, next) => {
    dropUntrustedForwardedHeaders(req);
    next();
  };
}

/**
 * The middleware's work on one request (also done by the document front, which answers before
 * Express runs): forwarded host, scheme and port headers only from a trusted proxy, one value each.
 */
export function dropUntrustedForwardedHeaders(req: Request): void {
  if (!peerIsTrustedProxy(req)) {
    for (const name of FORWARDED_TARGET_HEADERS) delete req.headers[name];
    return;
  }
  // Express reads the first of several values; Remix must see the same one (it takes the port
  // from it). A value that is no host or scheme is dropped, as if the proxy had sent none.
  const host = firstValue(req.headers['x-forwarded-host']);
  if (host === undefined || FORWARDED_HOST.test(host)) setOrDelete(req, 'x-forwarded-host', host);
  else delete req.headers['x-forwarded-host'];
  const proto = firstValue(req.headers['x-forwarded-proto'])?.toLowerCase();
  setOrDelete(req, 'x-forwarded-proto', proto === 'http' || proto === 'https' ? proto : undefined);
}

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const FORWARDED_HOST = /^(?:[a-z0-9](?:[a-z0-9.-]{0,252})|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

function firstValue(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(',')[0]!.trim();
}

function setOrDelete(req: Request, name: string, value: string | undefined): void {
  if (value) req.headers[name] = value;
  else delete req.headers[name];
}

/** Whether the socket's peer (never a forwarded address) is a proxy TRUST_PROXY trusts. */
export function peerIsTrustedProxy(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as TrustFunction;
  return trust(req.socket.remoteAddress ?? '', 0);
}
