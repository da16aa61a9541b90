import type { RequestHandler } from 'express';

/**
 * Refuses cross-site state changes: browsers send Sec-Fetch-Site (or at least Origin) with
 * every POST, and neither may point at another site. Used by both apps' actions.
 *
 * `Origin: null` is refused too: browsers send it from sandboxed frames (a code block's
 * snippet), `data:` and `file:` documents and after cross-origin redirects, never for a form or
 * fetch of the app's own pages (both apps' Referrer-Policy keeps the Origin of same-origin
 * requests). The host compared with is `X-Forwarded-Host` when a trusted proxy sent it (the
 * apps drop it from anyone else before this runs, see trust-proxy.ts), else `Host`.
 */
export function assertSameOrigin(request: Request): void {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site && site !== 'same-origin' && site !== 'none') throw crossSiteRefused();
  const origin = request.headers.get('Origin');
  if (origin === null) return;
  const host = request.headers.get('X-Forwarded-Host') ?? request.headers.get('Host') ?? new URL(request.url).host;
  if (originHost(origin) !== host.toLowerCase()) throw crossSiteRefused();
}

/** The host of an Origin header, lowercased; undefined for `null` or anything that is no origin. */
function originHost(origin: string): string | undefined {
  if (origin.trim() === 'null') return undefined;
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

function crossSiteRefused(): Response {
  return new Response('Cross-site request refused.', { status: 403 });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Answers cross-site state changes (POST, PUT, PATCH, DELETE whose Origin or Sec-Fetch-Site
 * names another site) with 403 before Remix sees them, by the same rule as `assertSameOrigin`.
 * Without it, Remix's own Origin/Host check would refuse page actions with a bare 500 and an
 * error in the log.
 */
export function refuseCrossSiteWrites(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const headers = new Headers();
    for (const name of ['host', 'x-forwarded-host', 'origin', 'sec-fetch-site']) {
      const value = req.get(name);
      if (value) headers.set(name, value);
    }
    try {
      assertSameOrigin(
        new Request(`http://${req.get('host') ?? 'localhost'}${req.originalUrl}`, { method: req.method, headers }),
      );
    } catch {
      // A refusal, or an Origin that is not even a URL.
      res.status(403).type('text/plain').send('Cross-site request refused.');
      return;
    }
    next();
  };
}
