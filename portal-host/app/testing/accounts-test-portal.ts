/**
 * A portal with user accounts on, for request-handler tests (`npm run build -w portal-host`
 * first): a builder, the portal (users table: a built-in Members table), and helpers to add
 * pages, groups and end users, publish, and log in. Requests go through the production build's
 * request handler with the load context the server would give them (`clientIp`, `peerAddress`).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { ZCreatePageSchema, ZCreatePortalSchema, emptyPageContents, type TPageContents } from '@atrium/core';
import {
  createBuilder,
  createEndUser,
  createPage,
  createSite,
  createUserGroup,
  publishSite,
  resolveWorkspace,
  type EndUser,
  type PageView,
} from '@atrium/db';
import { createAppRequestHandler, CHANNELS, type Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import '../load-context';
import { turnOnUserAccounts } from './members-table';

const BUILD = new URL('../../build/server/index.js', import.meta.url);

export const TEST_USER_PASSWORD = 'a good password';

export interface PortalRequestInit extends RequestInit {
  cookie?: string;
  /** A urlencoded form, posted with a same-origin Origin header. */
  form?: Record<string, string>;
  /** The client's address the app sees (default 127.0.0.1). */
  clientIp?: string;
}

export interface AccountsTestPortal {
  runtime: Runtime;
  siteId: string;
  builderId: string;
  /** e.g. http://crew.localhost:3001 */
  origin: string;
  request(path: string, init?: PortalRequestInit): Promise<Response>;
  addPage(name: string, path: string, contents?: TPageContents): Promise<PageView>;
  /** A group whose members (only) may open `pages`. */
  addGroup(name: string, pages: string[]): Promise<{ id: string }>;
  addUser(email: string, groups?: string[]): Promise<EndUser>;
  /** Logs in through /account/login; returns the Cookie header value. */
  logIn(email: string, clientIp?: string): Promise<string>;
  publish(): Promise<void>;
  close(): Promise<void>;
}

export async function startAccountsTestPortal(input: {
  domain: string;
  /** Environment overrides for the test runtime, e.g. `{ DATA_DIR }` for media storage. */
  env?: Record<string, string>;
}): Promise<AccountsTestPortal> {
  if (!existsSync(fileURLToPath(BUILD)))
    throw new Error('No portal-host build: run `npm run build -w portal-host` first.');
  const handler = createAppRequestHandler((await import(BUILD.href)) as ServerBuild, 'production');
  const runtime = await createTestRuntime(input.env);
  const { db } = runtime;
  const builder = await createBuilder(db, {
    firstName: 'Ada',
    lastName: 'L',
    email: `${input.domain}-builder@example.com`,
    password: 'correct horse battery',
  });
  const workspace = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
  const site = await createSite(db, {
    workspaceId: workspace.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: input.domain, domain: input.domain }),
  });
  await turnOnUserAccounts(db, site.id);
  const origin = `http://${input.domain}.localhost:3001`;

  const request: AccountsTestPortal['request'] = (path, init = {}) => {
    const { cookie, form, clientIp = '127.0.0.1', ...rest } = init;
    const headers = new Headers(rest.headers);
    if (!headers.has('Host')) headers.set('Host', new URL(origin).host);
    if (cookie) headers.set('Cookie', cookie);
    let body = rest.body;
    const method = rest.method ?? (form ? 'POST' : 'GET');
    if (form) {
      body = new URLSearchParams(form);
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
    }
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('Origin')) headers.set('Origin', origin);
    return handler(new Request(new URL(path, origin), { ...rest, method, headers, body, redirect: 'manual' }), {
      runtime,
      clientIp,
      peerAddress: clientIp,
    });
  };

  return {
    runtime,
    siteId: site.id,
    builderId: builder.id,
    origin,
    request,
    addPage: (name, path, contents = emptyPageContents()) =>
      createPage(db, { siteId: site.id, input: ZCreatePageSchema.parse({ name, path }), contents }),
    addGroup: (name, pages) => createUserGroup(db, { siteId: site.id, name, pages }),
    addUser: (email, groups = []) =>
      createEndUser(db, { siteId: site.id, email, password: TEST_USER_PASSWORD, groups }),
    async logIn(email, clientIp) {
      const res = await request('/account/login', {
        form: { email, password: TEST_USER_PASSWORD },
        ...(clientIp ? { clientIp } : {}),
      });
      if (res.status !== 302) throw new Error(`Log-in of ${email} answered ${res.status}`);
      return res.headers.get('Set-Cookie')!.split(';')[0]!;
    },
    async publish() {
      await publishSite(db, { siteId: site.id, builderId: builder.id });
      // The portal host caches snapshots per runtime; the builder announces every publish.
      await runtime.cache.publish(CHANNELS.siteChanged, site.id);
    },
    close: () => runtime.close(),
  };
}
