import { createBuilder, createSession, resolveWorkspace, type Builder } from '@atrium/db';
import type { Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';

/**
 * Loader and action tests go through the app's real request handler (the production build,
 * made by `npm run build` before tests) with a fresh runtime per test file.
 */
export interface Harness {
  runtime: Runtime;
  /**
   * Sends a request to the builder; `cookie` signs it in; POSTs get a same-origin Origin header;
   * `clientIp` is the address the app sees (default 127.0.0.1) and `peerAddress` the socket's
   * peer (default: the client's address, as without a proxy).
   */
  request(
    path: string,
    init?: RequestInit & {
      cookie?: string;
      /** Form fields; URLSearchParams for repeated names (checkboxes). */
      form?: Record<string, string> | URLSearchParams;
      clientIp?: string;
      peerAddress?: string;
    },
  ): Promise<Response>;
  /** A builder with a live session; returns the Cookie header value to send. */
  signIn(overrides?: Partial<{ email: string; firstName: string; verified: boolean }>): Promise<{
    builder: Builder;
    cookie: string;
    personalWorkspaceId: number;
  }>;
  close(): Promise<void>;
}

export const BASE_URL = 'http://localhost:3000';

/**
 * `envOverrides` go to the test runtime's environment, e.g. `{ NODE_ENV: 'production' }`;
 * `runtimeOptions` replace its database or cache (e.g. Redis on a test server of its own).
 */
export async function createHarness(
  envOverrides: Record<string, string> = {},
  runtimeOptions: Parameters<typeof createTestRuntime>[1] = {},
): Promise<Harness> {
  const runtime = await createTestRuntime(envOverrides, runtimeOptions);
  // A path in a variable: the build is plain JS without types (and may not exist at typecheck).
  const buildPath = '../build/server/index.js';
  const build = (await import(buildPath)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  const { sessionCookie } = await import('../app/auth/session.server');
  let counter = 0;

  return {
    runtime,
    async request(path, init = {}) {
      const { cookie, form, clientIp = '127.0.0.1', peerAddress = clientIp, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (cookie) headers.set('Cookie', cookie);
      let body = rest.body;
      const method = rest.method ?? (form ? 'POST' : 'GET');
      if (form) {
        body = new URLSearchParams(form);
        headers.set('Content-Type', 'application/x-www-form-urlencoded');
      }
      // Browsers always send Host; Remix compares it with Origin before running a page's action.
      if (!headers.has('Host')) headers.set('Host', new URL(BASE_URL).host);
      if (method !== 'GET' && !headers.has('Origin')) headers.set('Origin', BASE_URL);
      return handler(new Request(new URL(path, BASE_URL), { ...rest, method, headers, body, redirect: 'manual' }), {
        runtime,
        clientIp,
        peerAddress,
      });
    },
    async signIn(overrides = {}) {
      counter += 1;
      const builder = await createBuilder(runtime.db, {
        firstName: overrides.firstName ?? 'Test',
        lastName: 'Builder',
        email: overrides.email ?? `builder${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`,
        password: 'correct horse battery staple',
        verified: overrides.verified ?? true,
      });
      const { token } = await createSession(runtime.db, { builderId: builder.id });
      const setCookie = await sessionCookie(runtime).serialize(token);
      const cookie = setCookie.split(';')[0]!;
      const personal = await resolveWorkspace(runtime.db, { builderId: builder.id, routeId: 0 });
      return { builder, cookie, personalWorkspaceId: personal!.id };
    },
    close: () => runtime.close(),
  };
}
