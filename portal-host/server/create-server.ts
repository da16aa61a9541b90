import type { IncomingMessage, RequestListener } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import {
  createDocumentFront,
  createRemixApp,
  documentFastPathOf,
  requestContext,
  type Runtime,
} from '@atrium/integrations';
import { hasViewerCookie } from '../app/portal/viewer-cookies';
import { isPagePath } from '../app/portal/page-paths';
import '../app/load-context';
import { createPortalPageCache } from './page-cache';
import { responseFraming } from './portal-embedding';
import { portalSecurityHeaders } from './security-headers';

export interface PortalHostOptions {
  /** Serve through a Vite dev server (source, hot reload) instead of the production build. */
  dev: boolean;
  /** Vite's HMR websocket port in dev mode; must differ from the builder's when both run in one process. */
  hmrPort?: number;
  /** The rendered-page cache's clock (tests move it past a page's freshness). */
  now?: () => number;
}

/** A GET or HEAD of a portal page by a viewer with a session or sign-up cookie (never cached, ADR 028). */
function isSignedInPageView(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  const queryAt = url.indexOf('?');
  if (!isPagePath(queryAt < 0 ? url : url.slice(0, queryAt))) return false;
  const cookie = req.headers.cookie;
  return hasViewerCookie(Array.isArray(cookie) ? cookie.join('; ') : cookie);
}

const PORTAL_HOST_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The portal host: the rendered-page cache in front of an Express app (ADR 028), for
 * server/main.ts (its own process) or scripts/start.ts (one process with the builder). Every
 * request the cache does not answer gets the shared runtime as Remix load context.
 */
export async function createPortalHostApp(runtime: Runtime, options: PortalHostOptions): Promise<RequestListener> {
  const security = portalSecurityHeaders(runtime.env);
  const pageCache = createPortalPageCache(runtime, security, { now: options.now });
  const loadContext = (req: ExpressRequest, res: ExpressResponse) => ({
    runtime,
    ...requestContext(req, res),
    pageRender: pageCache.renderInfo(res),
    pageCacheStats: pageCache.stats,
    framing: responseFraming(res),
  });
  const app = await createRemixApp({
    appRoot: PORTAL_HOST_ROOT,
    name: 'portal host',
    dev: options.dev,
    hmrPort: options.hmrPort ?? 24679,
    getLoadContext: loadContext,
    // Request body limits (ADR 020): Airtable's webhook notifications are JSON, every other post a form.
    bodyKindOf: (path) => (path.startsWith('/hooks/') ? 'json' : 'form'),
    // In development pages change with every edit of the source: nothing is stored.
    responseHooks: options.dev ? undefined : pageCache.responseHooks,
    trustProxy: runtime.env.TRUST_PROXY,
    security,
  });
  pageCache.attach(app);
  await pageCache.listening;
  if (options.dev) return app;
  const fastPath = documentFastPathOf(app);
  // Signed-in page views: answered in front of Express by the build's fast path (ADR 036).
  const front = fastPath && createDocumentFront(app, { fastPath, offers: isSignedInPageView, security, loadContext });
  return (req, res) => {
    if (pageCache.serve(req, res)) return;
    if (!front || !isSignedInPageView(req)) {
      app(req, res);
      return;
    }
    front(req, res).then(
      (answered) => {
        if (!answered) app(req, res);
      },
      (error: unknown) => {
        // Nothing written yet: Express answers (and logs) as for any other fault.
        if (!res.headersSent) app(req, res);
        else res.destroy(error instanceof Error ? error : undefined);
      },
    );
  };
}
