/**
 * Caddy's on-demand TLS permission check (ADR 023), through the production build's request
 * handler as Caddy calls it, and docker/Caddyfile checked with Debian's `caddy` (CI installs it;
 * without it this file fails and says so, it never skips).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZCreatePortalSchema } from '@atrium/core';
import {
  addCustomDomain,
  createBuilder,
  createSite,
  deleteSite,
  publishSite,
  recordCustomDomainCheck,
  removeCustomDomain,
  resolveWorkspace,
  tables,
} from '@atrium/db';
import { createAppRequestHandler, CHANNELS, type Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import '../load-context';
import { TLS_ASK_PATH } from './tls-permission.server';

const BUILD = new URL('../../build/server/index.js', import.meta.url);
const CADDYFILE = fileURLToPath(new URL('../../../docker/Caddyfile', import.meta.url));

let runtime: Runtime;
let handler: (request: Request, context: { runtime: Runtime; clientIp: string }) => Promise<Response>;
let workspaceId: number;
let builderId: string;

async function createPortal(name: string, subdomain: string, publish: boolean): Promise<string> {
  const site = await createSite(runtime.db, {
    workspaceId,
    builderId,
    input: ZCreatePortalSchema.parse({ appName: name, domain: subdomain }),
  });
  if (publish) await publishSite(runtime.db, { siteId: site.id, builderId });
  return site.id;
}

beforeAll(async () => {
  if (!existsSync(fileURLToPath(BUILD)))
    throw new Error('No portal-host build: run `npm run build -w portal-host` first.');
  const build = (await import(BUILD.href)) as ServerBuild;
  handler = createAppRequestHandler(build, 'production');
  runtime = await createTestRuntime({
    PORTAL_ROOT_DOMAIN: 'portals.example.com',
    BUILDER_URL: 'https://builder.portals.example.com',
  });
  const builder = await createBuilder(runtime.db, {
    firstName: 'Ada',
    lastName: 'L',
    email: 'tls-builder@example.com',
    password: 'correct horse battery',
  });
  builderId = builder.id;
  workspaceId = (await resolveWorkspace(runtime.db, { builderId, routeId: 0 }))!.id;
  await createPortal('Acme', 'acme', true);
  await createPortal('Draft only', 'draft-only', false);
});

afterAll(async () => {
  await runtime?.close();
});

/** As Caddy asks: GET on the internal address, Host is the portal host's service name. */
function ask(query: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return handler(
    new Request(`http://portal-host:3001${TLS_ASK_PATH}${query}`, {
      method: init.method ?? 'GET',
      headers: init.headers,
    }),
    { runtime, clientIp: '10.0.0.5' },
  );
}

const askFor = (domain: string) => ask(`?domain=${encodeURIComponent(domain)}`);

describe('the on-demand TLS permission check', () => {
  it('allows the free subdomains of existing portals, published or not, in any letter case', async () => {
    for (const domain of ['acme.portals.example.com', 'ACME.Portals.Example.com', 'acme.portals.example.com.']) {
      const response = await askFor(domain);
      expect(response.status, domain).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
    expect((await askFor('draft-only.portals.example.com')).status).toBe(200);
  });

  it('refuses every other name: unknown subdomains, nested names, the root and builder hosts, other domains, IPs', async () => {
    for (const domain of [
      'nobody.portals.example.com',
      'www.acme.portals.example.com',
      'acme.portals.example.com.evil.com',
      'portals.example.com',
      'builder.portals.example.com',
      'example.com',
      'acme.example.org',
      'localhost',
      '127.0.0.1',
      '10.0.0.1',
    ]) {
      const response = await askFor(domain);
      expect(response.status, domain).toBe(404);
      expect(await response.text()).toContain('is not a host name this portal host serves');
    }
  });

  it('refuses a custom domain that is not verified, whatever the portal says it is', async () => {
    const siteId = await createPortal('Client', 'client', true);
    await runtime.db
      .update(tables.sites)
      .set({ customDomain: 'portal.client-company.com' })
      .where(eq(tables.sites.id, siteId));
    await runtime.cache.publish(CHANNELS.siteChanged, siteId);
    expect((await askFor('portal.client-company.com')).status).toBe(404);
    expect((await askFor('client.portals.example.com')).status).toBe(200);
  });

  it('follows portals as they come and go, through the site-changed invalidation', async () => {
    expect((await askFor('newcomer.portals.example.com')).status).toBe(404);
    const siteId = await createPortal('Newcomer', 'newcomer', false);
    // With Redis the message comes back asynchronously, as in production.
    await runtime.cache.publish(CHANNELS.siteChanged, siteId);
    await expect.poll(async () => (await askFor('newcomer.portals.example.com')).status).toBe(200);
    await deleteSite(runtime.db, { workspaceId, siteId });
    await runtime.cache.publish(CHANNELS.siteChanged, siteId);
    await expect.poll(async () => (await askFor('newcomer.portals.example.com')).status).toBe(404);
  });

  it('allows a verified custom domain and its www form when included; refuses it unverified, removed or without www', async () => {
    const siteId = await createPortal('Verified', 'verified', true);
    const added = await addCustomDomain(runtime.db, {
      workspaceId,
      siteId,
      hostname: 'clients.verified-co.com',
      includeWww: true,
      rootDomain: 'portals.example.com',
      reservedHostnames: [],
    });
    await runtime.cache.publish(CHANNELS.siteChanged, siteId);
    // Added but not verified: Caddy must not get a certificate for it.
    for (const domain of ['clients.verified-co.com', 'www.clients.verified-co.com']) {
      expect((await askFor(domain)).status, domain).toBe(404);
    }
    const verify = (state: 'valid' | 'pending') =>
      recordCustomDomainCheck(runtime.db, {
        siteId,
        hostname: 'clients.verified-co.com',
        token: added.customDomainToken!,
        result: { state, missingRouting: [], verificationMissing: state !== 'valid', inconclusive: false },
        automatic: false,
      });
    await verify('valid');
    await runtime.cache.publish(CHANNELS.siteChanged, siteId);
    for (const domain of ['clients.verified-co.com', 'WWW.Clients.Verified-Co.com.']) {
      await expect.poll(async () => (await askFor(domain)).status, { message: domain }).toBe(200);
    }
    expect((await askFor('www.www.clients.verified-co.com')).status).toBe(404);
    expect((await askFor('other.verified-co.com')).status).toBe(404);
    expect((await askFor('verified-co.com')).status).toBe(404);

    // A later check that finds the records gone un-verifies it.
    await verify('pending');
    await runtime.cache.publish(CHANNELS.siteChanged, siteId);
    await expect.poll(async () => (await askFor('clients.verified-co.com')).status).toBe(404);

    await verify('valid');
    await runtime.cache.publish(CHANNELS.siteChanged, siteId);
    await expect.poll(async () => (await askFor('clients.verified-co.com')).status).toBe(200);
    await removeCustomDomain(runtime.db, { workspaceId, siteId });
    await runtime.cache.publish(CHANNELS.siteChanged, siteId);
    await expect.poll(async () => (await askFor('clients.verified-co.com')).status).toBe(404);
    expect((await askFor('www.clients.verified-co.com')).status).toBe(404);
    expect((await askFor('verified.portals.example.com')).status).toBe(200);

    // Without the www option, only the domain itself.
    const bare = await addCustomDomain(runtime.db, {
      workspaceId,
      siteId,
      hostname: 'bare-co.com',
      includeWww: false,
      rootDomain: 'portals.example.com',
      reservedHostnames: [],
    });
    await recordCustomDomainCheck(runtime.db, {
      siteId,
      hostname: 'bare-co.com',
      token: bare.customDomainToken!,
      result: { state: 'valid', missingRouting: [], verificationMissing: false, inconclusive: false },
      automatic: false,
    });
    await runtime.cache.publish(CHANNELS.siteChanged, siteId);
    await expect.poll(async () => (await askFor('bare-co.com')).status).toBe(200);
    expect((await askFor('www.bare-co.com')).status).toBe(404);
  });

  it("refuses the installation's own names: the builder's host and the CNAME target", async () => {
    for (const domain of ['builder.portals.example.com', 'cname.portals.example.com']) {
      expect((await askFor(domain)).status, domain).toBe(404);
    }
  });

  it('keeps answering from memory while the database is down, and fails closed for names it does not know', async () => {
    expect((await askFor('acme.portals.example.com')).status).toBe(200);
    expect((await askFor('nobody-here.portals.example.com')).status).toBe(404);
    const db = runtime.db;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Past every TTL of the host map: only what it last knew is left.
      vi.setSystemTime(Date.now() + 10 * 60_000);
      runtime.db = new Proxy(db, {
        get: (target, property) =>
          typeof Reflect.get(target, property) === 'function'
            ? () => {
                throw new Error('connection refused');
              }
            : Reflect.get(target, property),
      });
      const logged = vi.mocked(console.error).mockImplementation(() => undefined);
      expect((await askFor('acme.portals.example.com')).status).toBe(200);
      expect((await askFor('nobody-here.portals.example.com')).status).toBe(404);
      const unknown = await askFor('never-asked.portals.example.com');
      expect(unknown.status).toBe(503);
      expect(await unknown.text()).toBe('Cannot check this host name now. Please try again.');
      expect(logged).toHaveBeenCalledWith('TLS permission check: the database did not answer.', expect.any(Error));
      logged.mockClear();
    } finally {
      runtime.db = db;
      vi.useRealTimers();
    }
    expect((await askFor('never-asked.portals.example.com')).status).toBe(404);
  });

  it('answers malformed questions with 400 and a clear message', async () => {
    for (const query of [
      '',
      '?domain=',
      '?domain=a_b.portals.example.com',
      '?domain=acme.portals.example.com%2F..%2Fx',
      '?domain=acme.portals.example.com:443',
      '?domain=%00acme.portals.example.com',
      '?domain=ac%C3%A9me.portals.example.com',
      `?domain=${'a'.repeat(250)}.portals.example.com`,
      '?domain=acme.portals.example.com&domain=evil.com',
    ]) {
      const response = await ask(query);
      expect(response.status, query).toBe(400);
      expect(await response.text()).toContain('Give one host name as ?domain=');
    }
  });

  it('refuses questions that came through a proxy (the public side of Caddy)', async () => {
    const response = await ask('?domain=acme.portals.example.com', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(response.status).toBe(403);
    expect((await ask('?domain=acme.portals.example.com', { headers: { Forwarded: 'for=203.0.113.9' } })).status).toBe(
      403,
    );
  });

  it('answers only GET', async () => {
    expect((await ask('?domain=acme.portals.example.com', { method: 'POST' })).status).toBe(405);
  });
});

describe('docker/Caddyfile', () => {
  let configHome: string;
  beforeAll(() => {
    configHome = mkdtempSync(path.join(tmpdir(), 'atrium-caddy-'));
  });
  afterAll(() => rmSync(configHome, { recursive: true, force: true }));

  function caddy(command: 'validate' | 'adapt') {
    const result = spawnSync('caddy', [command, '--config', CADDYFILE, '--adapter', 'caddyfile'], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        HOME: configHome,
        XDG_DATA_HOME: configHome,
        XDG_CONFIG_HOME: configHome,
        BUILDER_HOST: 'app.example.com',
        PORTAL_ROOT_DOMAIN: 'portals.example.com',
      },
    });
    if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('caddy is not installed: `apt-get install -y caddy` (Debian) to check docker/Caddyfile.');
    }
    return result;
  }

  it('is valid for Caddy', () => {
    const result = caddy('validate');
    expect(result.stdout + result.stderr).toContain('Valid configuration');
    expect(result.status).toBe(0);
  });

  it("asks the portal host's permission check before any on-demand certificate, and hides it from the public", () => {
    const result = caddy('adapt');
    expect(result.status).toBe(0);
    type Route = { match?: Array<{ host?: string[]; path?: string[] }>; handle: Array<Record<string, unknown>> };
    const config = JSON.parse(result.stdout) as {
      apps: {
        tls: { automation: { on_demand: { ask: string }; policies: Array<{ on_demand?: boolean }> } };
        http: { servers: Record<string, { listen: string[]; routes: Route[] }> };
      };
    };
    expect(config.apps.tls.automation.on_demand.ask).toBe(`http://portal-host:3001${TLS_ASK_PATH}`);
    expect(config.apps.tls.automation.policies.some((p) => p.on_demand === true)).toBe(true);
    const servers = Object.values(config.apps.http.servers);
    const https = servers.find((server) => server.listen.includes(':443'))!;
    const hostsOf = (route: Route) => route.match?.[0]?.host;
    expect(https.routes.map(hostsOf)).toEqual([['app.example.com'], ['*.portals.example.com'], undefined]);
    expect(https.routes[0]!.handle).toMatchObject([
      { routes: [{ handle: [{ upstreams: [{ dial: 'builder:3000' }] }] }] },
    ]);
    // Free subdomains and custom domains: the permission path answers 404 before anything is proxied.
    const matches = (pattern: string, p: string) =>
      pattern.endsWith('*') ? p.startsWith(pattern.slice(0, -1)) : p === pattern;
    for (const portalRoute of https.routes.slice(1)) {
      const subroutes = (portalRoute.handle[0] as { routes: Route[] }).routes;
      const hidden = subroutes[0]!.match?.[0]?.path ?? [];
      expect(hidden).toEqual([`${TLS_ASK_PATH}*`]);
      expect(subroutes[0]!.handle[0]).toMatchObject({ handler: 'static_response', status_code: 404 });
      // Code block frames are served from the portal's own origin under /_atrium/ (ADR 021).
      for (const framePath of ['/_atrium/code/page1/section1', '/_atrium/code-preview']) {
        expect(hidden.some((pattern) => matches(pattern, framePath))).toBe(false);
      }
      expect(subroutes[1]!.handle).toMatchObject([
        { handler: 'reverse_proxy', upstreams: [{ dial: 'portal-host:3001' }] },
      ]);
    }
    expect(TLS_ASK_PATH.startsWith('/_atrium/')).toBe(true);
  });

  it('moves plain HTTP to HTTPS for every name', () => {
    const config = JSON.parse(caddy('adapt').stdout) as {
      apps: { http: { servers: Record<string, { listen: string[]; routes: Array<{ handle: unknown[] }> }> } };
    };
    const http = Object.values(config.apps.http.servers).find((server) => server.listen.includes(':80'))!;
    expect(http.routes).toEqual([
      {
        handle: [
          {
            handler: 'static_response',
            headers: { Location: ['https://{http.request.host}{http.request.uri}'] },
            status_code: 308,
          },
        ],
      },
    ]);
  });
});
