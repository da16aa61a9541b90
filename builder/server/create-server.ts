import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Runtime } from '@atrium/integrations';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import { refuseCrossSiteWrites } from './refuse-cross-site';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuilderAppOptions {
  /** Vite dev server with hot reload instead of the production build. */
  dev: boolean;
  /** Port for Vite's HMR websocket in dev mode. */
  hmrPort?: number;
}

/**
 * The builder as an express app. Services come from the runtime through Remix's load context,
 * so one process can host both apps over one database, cache and outbox.
 */
export async function createBuilderApp(runtime: Runtime, options: BuilderAppOptions): Promise<express.Express> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(compression());
  app.use(refuseCrossSiteWrites());

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.dev) {
    const vite = await import('vite');
    const devServer = await vite.createServer({
      root: appRoot,
      server: { middlewareMode: true, hmr: { port: options.hmrPort ?? 24678 } },
    });
    app.use(devServer.middlewares);
    build = () => devServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
  } else {
    const clientDir = path.join(appRoot, 'build/client');
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }));
    app.use(express.static(clientDir, { maxAge: '1h' }));
    build = (await import(path.join(appRoot, 'build/server/index.js'))) as ServerBuild;
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
