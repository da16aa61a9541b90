import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';

/** A Content-Security-Policy as directive -> sources; `contentSecurityPolicy` serialises it. */
export type CspDirectives = Record<string, readonly string[]>;

export function contentSecurityPolicy(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export interface SecurityHeadersOptions {
  /**
   * The app's policy for this request; `nonce` is the request's script nonce (ADR 021). Called
   * as the headers are written, so `res.locals` holds what earlier middleware learnt (a portal's
   * embedding websites, ADR 027).
   */
  contentSecurityPolicy: (nonce: string, req: Request, res: Response) => string;
  referrerPolicy: string;
  /** `DENY` for an app that no page may frame (the builder); portals say who may in their CSP. */
  frameOptions?: 'DENY';
  /** Strict-Transport-Security, for production (where TLS is in front). */
  hsts: boolean;
}

/** One year: the age HSTS preload lists and most guides ask for. */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * The security headers every response of an app carries (ADR 021): nosniff, a Referrer-Policy,
 * a Content-Security-Policy whose scripts need this request's nonce, X-Frame-Options where the
 * app is never framed, and HSTS in production.
 *
 * The nonce is made when the request arrives (`cspNonceOf(res)`, passed to Remix through the
 * load context); the headers are added just before the response's headers are written, and
 * only where the response has not set its own: a route that knows better (media files, code
 * block frames) keeps its Content-Security-Policy. A 304 gets no Content-Security-Policy: the
 * cached body it revalidates holds the nonce of the response that was stored, and the stored
 * policy (with that nonce) must stay the one applied to it.
 */
export function securityHeaders(options: SecurityHeadersOptions): RequestHandler {
  return (req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    beforeHeadersAreWritten(res, () => {
      for (const [name, value] of securityHeaderValues(options, { nonce, req, res, status: res.statusCode })) {
        if (!res.hasHeader(name)) res.setHeader(name, value);
      }
    });
    next();
  };
}

/**
 * The headers `securityHeaders` adds to a response of this status with this nonce (where the
 * response has not set its own); the page cache stores them with a page (ADR 028).
 */
export function securityHeaderValues(
  options: SecurityHeadersOptions,
  response: { nonce: string; req: Request; res: Response; status: number },
): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', options.referrerPolicy],
  ];
  if (options.frameOptions) headers.push(['X-Frame-Options', options.frameOptions]);
  if (options.hsts) headers.push(['Strict-Transport-Security', HSTS_VALUE]);
  if (response.status !== 304) {
    headers.push([
      'Content-Security-Policy',
      options.contentSecurityPolicy(response.nonce, response.req, response.res),
    ]);
  }
  return headers;
}

/** Random bytes drawn from the system's generator in one call per 256 nonces (one call each costs more than the nonce's use). */
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/** A fresh CSP nonce: 16 bytes (128 bits) from the cryptographic generator, base64. Each byte is used once. */
export function newNonce(): string {
  if (poolOffset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/** The script nonce of this response's Content-Security-Policy ('' outside `securityHeaders`). */
export function cspNonceOf(res: Response): string {
  return typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : '';
}

/**
 * Calls `listener` once, right before the status line and headers go out, whether the code that
 * answers calls `writeHead` itself or lets `write`/`end` do it (Node then calls `writeHead`).
 */
function beforeHeadersAreWritten(res: ServerResponse, listener: () => void): void {
  const writeHead = res.writeHead;
  let done = false;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!done) {
      done = true;
      if (typeof args[0] === 'number') this.statusCode = args[0];
      listener();
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
