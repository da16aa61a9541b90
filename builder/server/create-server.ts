import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemixApp, type Runtime, refuseCrossSiteWrites } from '@atrium/integrations';
import type { Express } from 'express';
import '../app/load-context';

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
export function createBuilderApp(runtime: Runtime, options: BuilderAppOptions): Promise<Express> {
  return createRemixApp({
    appRoot,
    name: 'builder',
    dev: options.dev,
    hmrPort: options.hmrPort ?? 24678,
    getLoadContext: (req) => ({ runtime, clientIp: req.ip ?? '' }),
    configure: (app) => {
      app.set('trust proxy', 'loopback');
      app.use(refuseCrossSiteWrites());
    },
  });
}
