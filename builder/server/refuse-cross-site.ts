import type { RequestHandler } from 'express';
import { assertSameOrigin } from '../app/lib/route-builders.server';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Answers cross-site state changes (POST, PUT, PATCH, DELETE whose Origin or Sec-Fetch-Site
 * names another site) with 403 before Remix sees them, by the same rule as the route builders'
 * `assertSameOrigin`. Without it, Remix's own Origin/Host check would refuse page actions
 * (/login, /signup) with a bare 500 and an error in the log.
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
