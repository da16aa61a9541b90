import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GetLoadContextFunction } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type Express } from 'express';
import type { TTrustProxy } from '@atrium/core';
import { answerUnexpectedErrors } from './answer-unexpected-errors';
import { createRemixRequestHandler, type DocumentFastPath, type RemixResponseHooks } from './remix-request-handler';
import { guardRequests, type RequestGuardOptions } from './request-guard';
import { refuseCrossSiteWrites } from './same-origin';
import { securityHeaders, type SecurityHeadersOptions } from './security-headers';
import { applyTrustProxy } from './trust-proxy';

export interface RemixAppOptions {
  /** The app's folder: its vite.config.ts and build/ live there. */
  appRoot: string;
  /** For messages, e.g. 'builder'. */
  name: string;
  /** Serve source through a Vite dev server with hot reload instead of the production build. */
  dev: boolean;
  /** Vite's HMR websocket port in dev mode; each app in a process needs its own. */
  hmrPort: number;
  getLoadContext: GetLoadContextFunction;
  /** Which proxies' forwarded headers to believe (env TRUST_PROXY, ADR 021). */
  trustProxy: TTrustProxy;
  /** The app's security headers (CSP, framing, nosniff, referrer; ADR 021). */
  security: SecurityHeadersOptions;
  /** Which kind of body each path takes (size limit, content types): see request-guard.ts. */
  bodyKindOf: RequestGuardOptions['bodyKindOf'];
  /** Takes part in handling Remix's answers (the portal host's page cache). */
  responseHooks?: RemixResponseHooks;
}

/**
 * One way to serve a Remix app with express, shared by the builder and the portal host:
 * compression, the trusted proxies, the app's security headers, cross-site writes refused (403),
 * fingerprinted assets cached for a year, the Remix request handler with the app's load
 * context, and in dev mode a Vite dev server in middleware mode.
 */
export async function createRemixApp(options: RemixAppOptions): Promise<Express> {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  applyTrustProxy(app, options.trustProxy);
  app.use(securityHeaders(options.security));
  // Forms post to the app itself; a cross-site write is refused with 403.
  app.use(refuseCrossSiteWrites());
  app.use(guardRequests({ bodyKindOf: options.bodyKindOf }));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.dev) {
    const vite = await import('vite');
    const devServer = await vite.createServer({
      root: options.appRoot,
      server: { middlewareMode: true, hmr: { port: options.hmrPort } },
    });
    shareDevServerHooks(path.join(options.appRoot, 'build/client'));
    app.use(devServer.middlewares);
    build = () => devServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
  } else {
    const serverBuild = path.join(options.appRoot, 'build/server/index.js');
    if (!existsSync(serverBuild)) {
      throw new Error(`The ${options.name} has not been built: run \`npm run build\`, or start it with --dev.`);
    }
    const clientDir = path.join(options.appRoot, 'build/client');
    // Fingerprinted assets never change under a name; a missing one is a plain 404.
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use('/assets', (_request, response) => {
      response.status(404).type('text/plain').send('Not found');
    });
    // Other public files: only those the build has, so a page view costs no file-system lookup.
    const publicFiles = filesBelow(clientDir, ['assets']);
    if (publicFiles.size > 0) {
      const servePublic = express.static(clientDir, { maxAge: '1h', index: false });
      app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));
    }
    build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
    const entry = build.entry.module as { handleDocumentFastPath?: DocumentFastPath };
    if (entry.handleDocumentFastPath) fastPaths.set(app, entry.handleDocumentFastPath);
  }

  app.all(
    '*',
    createRemixRequestHandler({
      build,
      mode: options.dev ? 'development' : 'production',
      getLoadContext: options.getLoadContext,
      hooks: options.responseHooks,
    }),
  );
  app.use(answerUnexpectedErrors());
  return app;
}

const fastPaths = new WeakMap<Express, DocumentFastPath>();

/**
 * The production build's document fast path (ADR 032), for a front handler in front of the app
 * (`createDocumentFront`); undefined in development, where the build changes with every edit.
 */
export function documentFastPathOf(app: Express): DocumentFastPath | undefined {
  return fastPaths.get(app);
}

/** URL paths (`/favicon.ico`, `/icons/a.png`) of the files below dir, except the named top-level folders. */
function filesBelow(dir: string, except: string[]): Set<string> {
  const files = new Set<string>();
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (prefix === '' && except.includes(entry.name)) continue;
      const urlPath = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), urlPath);
      else files.add(urlPath);
    }
  };
  if (existsSync(dir)) walk(dir, '');
  return files;
}

interface DevServerHooks {
  getCriticalCss?: (build: ServerBuild, pathname: string) => Promise<unknown>;
  processRequestError?: (error: unknown) => void;
}

const HOOKS_KEY = '__remix_devServerHooks';
const hooksByAssetsDir = new Map<string, DevServerHooks>();

/**
 * Remix's Vite plugin keeps its dev hooks (critical CSS, stack traces) in one global, so a
 * second dev server in the same process would answer the first app's requests with its own
 * routes. Keep each app's hooks and install one dispatcher that picks them by the build asking.
 */
function shareDevServerHooks(assetsBuildDirectory: string): void {
  const globals = globalThis as Record<string, unknown>;
  const own = globals[HOOKS_KEY] as (DevServerHooks & { shared?: true }) | undefined;
  if (own && !own.shared) hooksByAssetsDir.set(path.resolve(assetsBuildDirectory), own);
  const dispatcher: DevServerHooks & { shared: true } = {
    shared: true,
    getCriticalCss: (build, pathname) =>
      hooksByAssetsDir.get(path.resolve(build.assetsBuildDirectory))?.getCriticalCss?.(build, pathname) ??
      Promise.resolve(undefined),
    processRequestError: (error) => {
      for (const hooks of hooksByAssetsDir.values()) hooks.processRequestError?.(error);
    },
  };
  globals[HOOKS_KEY] = dispatcher;
}
