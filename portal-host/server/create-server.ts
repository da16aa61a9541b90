import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type Express } from 'express';
import type { Runtime } from '@atrium/integrations';
import '../app/load-context';

export interface PortalHostOptions {
  /** Serve through a Vite dev server (source, hot reload) instead of the production build. */
  dev: boolean;
  /** Vite's HMR websocket port in dev mode; must differ from the builder's when both run in one process. */
  hmrPort?: number;
}

const PORTAL_HOST_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_BUILD = new URL('../build/server/index.js', import.meta.url);
const CLIENT_BUILD = fileURLToPath(new URL('../build/client', import.meta.url));
const CLIENT_ASSETS = fileURLToPath(new URL('../build/client/assets', import.meta.url));

/**
 * The portal host as an Express app, for server/main.ts (its own process) or scripts/start.ts
 * (one process with the builder). Every request gets the shared runtime as Remix load context.
 */
export async function createPortalHostApp(runtime: Runtime, options: PortalHostOptions): Promise<Express> {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.dev) {
    const vite = await import('vite');
    const devServer = await vite.createServer({
      root: PORTAL_HOST_ROOT,
      server: { middlewareMode: true, hmr: { port: options.hmrPort ?? 24679 } },
    });
    app.use(devServer.middlewares);
    build = () => devServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
  } else {
    if (!existsSync(fileURLToPath(SERVER_BUILD))) {
      throw new Error(
        'The portal host has not been built: run `npm run build -w portal-host`, or start it with --dev.',
      );
    }
    // Fingerprinted assets never change under a name; everything else in build/client briefly.
    app.use('/assets', express.static(CLIENT_ASSETS, { immutable: true, maxAge: '1y', index: false }));
    app.use('/assets', (_request, response) => {
      response.status(404).type('text/plain').send('Not found');
    });
    app.use(express.static(CLIENT_BUILD, { maxAge: '1h', index: false }));
    build = (await import(SERVER_BUILD.href)) as ServerBuild;
  }

  app.all(
    '*',
    createRequestHandler({
      build,
      mode: options.dev ? 'development' : 'production',
      getLoadContext: (req) => ({ runtime, clientIp: req.ip ?? '' }),
    }),
  );
  return app;
}
