import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TBodyKind } from '@atrium/core';
import { createRemixApp, requestContext, type Runtime } from '@atrium/integrations';
import type { Express } from 'express';
import '../app/load-context';
import { builderSecurityHeaders } from './security-headers';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuilderAppOptions {
  /** Vite dev server with hot reload instead of the production build. */
  dev: boolean;
  /** Port for Vite's HMR websocket in dev mode. */
  hmrPort?: number;
}

/** Request body limits by route (ADR 020): JSON APIs under /api/, the editor's autosave and uploads their own. */
export function builderBodyKind(path: string): TBodyKind {
  const route = path.replace(/\.data$/, '');
  if (route === '/api/uploads') return 'upload';
  if (/^\/api\/sites\/[^/]+\/draft$/.test(route)) return 'draft';
  if (/^\/api\/sites\/[^/]+\/tables\/[^/]+\/import$/.test(route)) return 'csv';
  return route.startsWith('/api/') ? 'json' : 'form';
}

/**
 * The builder as an express app. Services come from the runtime through Remix's load context,
 * so one process can host both apps over one database, cache and outbox.
 */
export function createBuilderApp(runtime: Runtime, options: BuilderAppOptions): Promise<Express> {
  const hmrPort = options.hmrPort ?? 24678;
  return createRemixApp({
    appRoot,
    name: 'builder',
    dev: options.dev,
    hmrPort,
    getLoadContext: (req, res) => ({ runtime, ...requestContext(req, res) }),
    bodyKindOf: builderBodyKind,
    trustProxy: runtime.env.TRUST_PROXY,
    security: builderSecurityHeaders(runtime.env, { dev: options.dev, hmrPort }),
  });
}
