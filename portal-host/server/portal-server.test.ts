/**
 * The portal host through its real HTTP server (express, the security middleware, Remix, the
 * production build): security headers and the script nonce (ADR 021), code block frames with a
 * policy of their own, TRUST_PROXY and the same-origin rule.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZCreatePageSchema, ZDataSectionSchema, findTemplate, type TCodeSection } from '@atrium/core';
import { createLocalTable, createPage, insertLocalRecords, publishSite } from '@atrium/db';
import type { Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendHttp, type HttpAnswer } from '../app/testing/send-http';
import { createTestPortalSite } from '../app/testing/test-portal-site';
import { createPortalHostApp } from './create-server';

interface Running {
  runtime: Runtime;
  server: Server;
  port: number;
  pageIds: Record<string, string>;
  codeSectionId: string;
}

const SNIPPET =
  '<p id="made">made by <b>the snippet</b></p><script>document.getElementById("made").dataset.ran = "1"</script>';

async function portal(runtime: Runtime, domain: string, name: string) {
  const { db } = runtime;
  const { builder, site } = await createTestPortalSite(db, { name, subdomain: domain });
  const table = await createLocalTable(db, {
    siteId: site.id,
    name: 'Projects',
    fields: [{ id: 'fldName000000000', name: 'Name', type: 'singleLineText' }],
  });
  await insertLocalRecords(db, {
    siteId: site.id,
    tableId: table.id,
    records: [{ fields: { fldName000000000: 'Harbour lights' } }],
  });
  const projects = await createPage(db, {
    siteId: site.id,
    input: ZCreatePageSchema.parse({ name: 'Projects', path: '/projects' }),
    contents: {
      version: 1,
      sections: [
        ZDataSectionSchema.parse({
          id: 'listProjects',
          type: 'data',
          sectionName: 'grid1',
          data: {
            source: { kind: 'local', tableId: table.id, tableName: 'Projects' },
            fields: { title: 'fldName000000000' },
            search: { fieldIds: ['fldName000000000'], placeholder: 'Search' },
          },
        }),
      ],
    },
  });
  const code = findTemplate('code01')!.create() as TCodeSection;
  code.data.code.snippet = SNIPPET;
  const tools = await createPage(db, {
    siteId: site.id,
    input: ZCreatePageSchema.parse({ name: 'Tools', path: '/tools' }),
    contents: { version: 1, sections: [code] },
  });
  await publishSite(db, { siteId: site.id, builderId: builder.id });
  return { pageIds: { projects: projects.id, tools: tools.id }, codeSectionId: code.id };
}

async function start(env: Record<string, string> = {}): Promise<Running> {
  const runtime = await createTestRuntime(env);
  const made = await portal(runtime, 'acme', 'Acme');
  await portal(runtime, 'other', 'Other');
  const server = createServer(await createPortalHostApp(runtime, { dev: false })).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { runtime, server, port: (server.address() as AddressInfo).port, ...made };
}

type Answer = HttpAnswer;

function send(
  running: Running,
  path: string,
  init: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return sendHttp(running.port, path, { ...init, host: init.host ?? `acme.localhost:${running.port}` });
}

function directives(policy: string | string[] | undefined): Map<string, string[]> {
  expect(typeof policy).toBe('string');
  return new Map(
    String(policy)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
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
  for (const running of [plain, proxied, production]) {
    if (!running) continue;
    await new Promise((resolve) => running.server.close(resolve));
    await running.runtime.close();
  }
});

describe('[SECURITY] portal headers', () => {
  it('a page: nosniff, Referrer-Policy, framing by the portal and the builder only, scripts by nonce only', async () => {
    const res = await send(plain, '/projects');
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'http://localhost:3000']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    const scriptSources = csp.get('script-src')!;
    expect(scriptSources).toHaveLength(1);
    const nonce = /^'nonce-(.+)'$/.exec(scriptSources[0]!)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // The listing script is the page's only script, and carries the nonce.
    const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain(`nonce="${nonce}"`);
    // Each render has a nonce of its own; a cached copy (ADR 028) repeats its render's, in the policy and the page alike.
    const rendered = await send(plain, '/projects', { headers: { Cookie: 'atrium_user=someone' } });
    expect(rendered.headers['x-atrium-cache']).toBeUndefined();
    expect(rendered.headers['content-security-policy']).not.toContain(nonce);
    const cached = await send(plain, '/projects');
    expect(cached.headers['x-atrium-cache']).toBe('hit');
    expect(cached.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(cached.body).toContain(`nonce="${nonce}"`);
  });

  it('a revalidated page (304) keeps the policy of the copy it revalidates', async () => {
    const first = await send(plain, '/');
    expect(first.status).toBe(200);
    expect(first.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();
    const again = await send(plain, '/', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });

  it('resources and errors carry the headers too', async () => {
    const res = await send(plain, '/media/sites/nothing/here.webp');
    expect(res.status).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors/);
  });

  it('sends HSTS in production only', async () => {
    const res = await send(production, '/');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('[SECURITY] code block frames', () => {
  it('the page frames the snippet from the portal; the frame runs it under a sandboxing policy of its own', async () => {
    const page = await send(plain, '/tools');
    const src = `/_atrium/code/${plain.pageIds.tools}/${plain.codeSectionId}`;
    expect(page.body).toContain(`src="${src}"`);
    expect(page.body).not.toContain('the snippet');
    const frame = await send(plain, src);
    expect(frame.status).toBe(200);
    expect(frame.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(frame.body).toBe(`<!DOCTYPE html>\n${SNIPPET}`);
    const csp = directives(frame.headers['content-security-policy']);
    expect(csp.get('sandbox')).toEqual([
      'allow-scripts',
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
    ]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'http://localhost:3000']);
    // Nothing else: the snippet may load what it needs, in its opaque origin.
    expect([...csp.keys()].sort()).toEqual(['frame-ancestors', 'sandbox']);
    expect(frame.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for another portal’s page, an unknown section, or a section that is no code block', async () => {
    const src = `/_atrium/code/${plain.pageIds.tools}/${plain.codeSectionId}`;
    expect((await send(plain, src, { host: `other.localhost:${plain.port}` })).status).toBe(404);
    expect((await send(plain, `/_atrium/code/${plain.pageIds.tools}/nope`)).status).toBe(404);
    expect((await send(plain, `/_atrium/code/${plain.pageIds.projects}/listProjects`)).status).toBe(404);
  });

  it('the preview frame takes snippets only from the builder and only the builder may frame it', async () => {
    const res = await send(plain, '/_atrium/code-preview');
    expect(res.status).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(['http://localhost:3000']);
    expect(csp.get('sandbox')).toContain('allow-scripts');
    expect(csp.get('sandbox')).not.toContain('allow-same-origin');
    expect(res.body).toContain('var builder = "http://localhost:3000"');
    expect(res.body).toContain('event.source !== parent');
  });
});

describe('[SECURITY] portal behind proxies (TRUST_PROXY)', () => {
  const spoof = (running: Running) => ({
    host: `acme.localhost:${running.port}`,
    headers: { 'X-Forwarded-Host': `other.localhost:7777`, 'X-Forwarded-Proto': 'https' },
  });

  // Canonical links name the portal's canonical host with the configured scheme and public port
  // (PORTAL_PUBLIC_PORT, else PORTAL_PORT: 3001 here), never the request's port (ADR 025).
  it('a client cannot pick another portal or port with X-Forwarded-Host', async () => {
    const res = await send(plain, '/', spoof(plain));
    expect(res.body).toContain('Home of Acme');
    expect(res.body).toContain('<link rel="canonical" href="http://acme.localhost:3001/"');
    expect(res.body).not.toContain('other.localhost');
  });

  it('a trusted proxy names the host the visitor asked for', async () => {
    const res = await send(proxied, '/', spoof(proxied));
    expect(res.body).toContain('Home of Other');
    expect(res.body).toContain('<link rel="canonical" href="http://other.localhost:3001/"');
  });

  it('refuses Origin: null and other sites on state-changing requests, accepts the portal’s own pages', async () => {
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const post = (origin: string) =>
      send(plain, '/projects', { method: 'POST', headers: { ...form, Origin: origin }, body: 'intent=listing-create' });
    expect((await post('null')).status).toBe(403);
    expect((await post('http://evil.example')).status).toBe(403);
    const own = await post(`http://acme.localhost:${plain.port}`);
    expect(own.status).not.toBe(403);
    expect(own.status).toBeLessThan(500);
    // Spoofing the forwarded host does not make another site's page "own".
    const spoofed = await send(plain, '/projects', {
      method: 'POST',
      headers: { ...form, Origin: 'http://evil.example', 'X-Forwarded-Host': 'evil.example' },
      body: 'intent=listing-create',
    });
    expect(spoofed.status).toBe(403);
  });
});
