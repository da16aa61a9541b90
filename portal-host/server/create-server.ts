import { fileURLToPath } from 'node:url';
import { createRemixApp, refuseCrossSiteWrites, type Runtime } from '@atrium/integrations';
import type { Express } from 'express';
import '../app/load-context';

export interface PortalHostOptions {
  /** Serve through a Vite dev server (source, hot reload) instead of the production build. */
  dev: boolean;
  /** Vite's HMR websocket port in dev mode; must differ from the builder's when both run in one process. */
  hmrPort?: number;
}

const PORTAL_HOST_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The portal host as an Express app, for server/main.ts (its own process) or scripts/start.ts
 * (one process with the builder). Every request gets the shared runtime as Remix load context.
 */
export function createPortalHostApp(runtime: Runtime, options: PortalHostOptions): Promise<Express> {
  return createRemixApp({
    appRoot: PORTAL_HOST_ROOT,
    name: 'portal host',
    dev: options.dev,
    hmrPort: options.hmrPort ?? 24679,
    getLoadContext: (req) => ({ runtime, clientIp: req.ip ?? '' }),
    configure: (app) => {
      app.set('trust proxy', 'loopback');
      // Account forms (log in, sign up, log out) post to the portal itself; anything else is refused with 403.
      app.use(refuseCrossSiteWrites());
    },
  });
}
