import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createBuilder } from '@atrium/db';
import { LOGIN_LIMITS, type Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilderApp } from '../server/create-server';

/**
 * The builder's security headers and proxy handling (ADR 021) through its real HTTP server:
 * express, the middleware, Remix and the production build.
 */
interface Running {
  runtime: Runtime;
  server: Server;
  base: string;
}

async function start(env: Record<string, string> = {}): Promise<Running> {
  const runtime = await createTestRuntime(env);
  const app = await createBuilderApp(runtime, { dev: false });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { runtime, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function stop(running: Running | undefined) {
  if (!running) return;
  await new Promise((resolve) => running.server.close(resolve));
  await running.runtime.close();
}

let plain: Running;
let proxied: Running;
let production: Running;
beforeAll(async () => {
  [plain, proxied, production] = await Promise.all([
    start(),
    start({ TRUST_PROXY: '1' }),
    start({ NODE_ENV: 'production', APP_SECRET: 'production-secret-production-secret-01' }),
  ]);
});
afterAll(async () => {
  await Promise.all([stop(plain), stop(proxied), stop(production)]);
});

const PASSWORD = 'correct horse battery staple';

function postLogin(running: Running, form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${running.base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: running.base, ...headers },
    body: new URLSearchParams(form),
  });
}

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('[SECURITY] builder headers', () => {
  it('a page carries nosniff, a Referrer-Policy, no framing and a CSP whose script nonce is on every script', async () => {
    const res = await fetch(`${plain.base}/login`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // Code blocks preview on the portals' origin, never the builder's.
    expect(csp.get('frame-src')).toEqual(['https:', 'http://*.localhost:3001']);
    const nonce = csp
      .get('script-src')!
      .find((s) => s.startsWith("'nonce-"))!
      .slice(7, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);

    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    const again = directives((await fetch(`${plain.base}/login`)).headers.get('content-security-policy'));
    expect(again.get('script-src')).not.toContain(`'nonce-${nonce}'`);
  });

  it('resources and errors carry the headers too', async () => {
    const html = await (await fetch(`${plain.base}/login`)).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/);
    const assetPath = asset?.[1] ?? asset?.[2];
    expect(assetPath).toBeTruthy();
    for (const path of [assetPath!, '/favicon.svg', '/healthz', '/api/fonts', '/media/sites/unknown/x.webp']) {
      const res = await fetch(`${plain.base}${path}`);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('sends HSTS in production only', async () => {
    const res = await fetch(`${production.base}/login`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });
});

describe('[SECURITY] builder behind proxies (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-Host from a peer it does not trust, and honours it from a trusted proxy', async () => {
    const spoofed = { 'X-Forwarded-Host': 'evil.example', Origin: 'http://evil.example' };
    expect((await postLogin(plain, { email: 'x@example.com', password: 'x' }, spoofed)).status).toBe(403);
    // Behind a trusted proxy that says the public host is app.example, a page of app.example may post.
    const res = await postLogin(
      proxied,
      { email: 'x@example.com', password: 'wrong password' },
      { 'X-Forwarded-Host': 'app.example', 'X-Forwarded-Proto': 'https', Origin: 'https://app.example' },
    );
    expect(res.status).toBe(401);
  });

  it('refuses state changes with Origin: null (sandboxed frames, data: documents)', async () => {
    expect((await postLogin(plain, { email: 'x@example.com', password: 'x' }, { Origin: 'null' })).status).toBe(403);
    const api = await fetch(`${plain.base}/api/users/verify`, { method: 'POST', headers: { Origin: 'null' } });
    expect(api.status).toBe(403);
    // The same request from the page itself goes through (401: nobody is signed in).
    const own = await fetch(`${plain.base}/api/users/verify`, { method: 'POST', headers: { Origin: plain.base } });
    expect(own.status).toBe(401);
  });

  it('the dev mailbox never opens to a forwarded request, even one a trusted proxy says is local', async () => {
    expect((await fetch(`${plain.base}/dev/mailbox`)).status).toBe(200);
    const forwarded = await fetch(`${proxied.base}/dev/mailbox`, { headers: { 'X-Forwarded-For': '127.0.0.1' } });
    expect(forwarded.status).toBe(404);
    const spoofed = await fetch(`${plain.base}/dev/mailbox`, { headers: { 'X-Forwarded-For': '127.0.0.1' } });
    expect(spoofed.status).toBe(404);
  });

  it('without a trusted proxy, a client cannot dodge the per-address limit with X-Forwarded-For', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) {
      const res = await postLogin(
        plain,
        { email: `spray-${i}@example.com`, password: 'guess' },
        { 'X-Forwarded-For': `198.51.100.${i}` },
      );
      expect(res.status).toBe(401);
    }
    const refused = await postLogin(
      plain,
      { email: 'spray-last@example.com', password: 'guess' },
      { 'X-Forwarded-For': '198.51.100.250' },
    );
    expect(refused.status).toBe(429);
  });

  it('behind a trusted proxy, per-address limits see each client, not one shared bucket', async () => {
    const owner = await createBuilder(proxied.runtime.db, {
      firstName: 'Olive',
      lastName: 'Owner',
      email: 'olive@example.com',
      password: PASSWORD,
      verified: true,
    });
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) {
      const res = await postLogin(
        proxied,
        { email: `spray-${i}@example.com`, password: 'guess' },
        { 'X-Forwarded-For': '203.0.113.66' },
      );
      expect(res.status).toBe(401);
    }
    const attacker = await postLogin(
      proxied,
      { email: owner.email, password: PASSWORD },
      { 'X-Forwarded-For': '203.0.113.66' },
    );
    expect(attacker.status).toBe(429);
    // Another client behind the same proxy is not in the attacker's bucket.
    const other = await postLogin(
      proxied,
      { email: owner.email, password: PASSWORD },
      { 'X-Forwarded-For': '198.51.100.7' },
    );
    expect(other.status).toBe(302);
  });
});
