/**
 * The portal host's media route (app/routes/media.$.ts) through the real request handler of the
 * production build. Run `npm run build -w portal-host` first. (The test sits here, not next to
 * the route, because every file in app/routes is a route.)
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCreatePortalSchema } from '@atrium/core';
import { createBuilder, createSite, resolveWorkspace } from '@atrium/db';
import { createAppRequestHandler, saveAttachmentUpload, saveUpload, type Runtime } from '@atrium/integrations';
import { png } from '@atrium/integrations/images/test-images';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import '../load-context';

const BUILD = new URL('../../build/server/index.js', import.meta.url);

let runtime: Runtime;
let dataDir: string;
let handle: (request: Request) => Promise<Response>;
let acmeId: string;
let otherId: string;
let secureUrl: string;

beforeAll(async () => {
  if (!existsSync(fileURLToPath(BUILD)))
    throw new Error('No portal-host build: run `npm run build -w portal-host` first.');
  const handler = createAppRequestHandler((await import(BUILD.href)) as ServerBuild, 'production');
  dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-portal-media-'));
  runtime = await createTestRuntime({ DATA_DIR: dataDir });
  handle = (request) => handler(request, { runtime, clientIp: '127.0.0.1' });

  const builder = await createBuilder(runtime.db, {
    firstName: 'Ada',
    lastName: 'L',
    email: 'ada@example.com',
    password: 'correct horse battery',
  });
  const workspace = (await resolveWorkspace(runtime.db, { builderId: builder.id, routeId: 0 }))!;
  const make = (appName: string, domain: string) =>
    createSite(runtime.db, {
      workspaceId: workspace.id,
      builderId: builder.id,
      input: ZCreatePortalSchema.parse({ appName, domain }),
    });
  acmeId = (await make('Acme', 'acme')).id;
  otherId = (await make('Other', 'other')).id;
  const saved = await saveUpload(runtime.media, {
    bytes: await png(600, 300),
    folder: `sites/${acmeId}`,
    publicId: 'hero-abc',
    purpose: 'editor',
  });
  secureUrl = saved.secure_url;
});
afterAll(async () => {
  await runtime?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const get = (host: string, pathname: string, init: RequestInit = {}) =>
  handle(
    new Request(`http://${host}:3001${pathname}`, { ...init, headers: { Host: `${host}:3001`, ...init.headers } }),
  );

describe('[PORTAL] media', () => {
  it('streams the portal’s images with immutable caching, type, ETag and nosniff', async () => {
    expect(secureUrl).toBe(`/media/sites/${acmeId}/hero-abc-600w.webp`);
    const res = await get('acme.localhost', secureUrl);
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await res.arrayBuffer()).byteLength).toBe(Number(res.headers.get('content-length')));

    const avif = await get('acme.localhost', `/media/sites/${acmeId}/hero-abc-480w.avif`);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    const original = await get('acme.localhost', `/media/sites/${acmeId}/hero-abc.png`);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect((await get('acme.localhost', secureUrl, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('serves an uploaded HTML attachment as a download with nosniff, only on its own portal (ADR 038)', async () => {
    const { attachment } = await saveAttachmentUpload(runtime.media, {
      bytes: new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>'),
      folder: `sites/${acmeId}`,
      publicId: 'page-abc',
      filename: 'page.html',
    });
    expect(attachment.url).toBe(`/media/sites/${acmeId}/page-abc.bin?name=page.html`);
    const res = await get('acme.localhost', attachment.url);
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="page.html.bin"; filename*=UTF-8''page.html.bin`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect((await get('other.localhost', attachment.url)).status).toBe(404);
  });

  it('answers 404 for other portals’ folders, unknown hosts, unknown keys and traversal attempts', async () => {
    expect((await get('other.localhost', secureUrl)).status).toBe(404);
    expect((await get('nobody.localhost', secureUrl)).status).toBe(404);
    for (const probe of [
      `/media/sites/${acmeId}/missing-480w.webp`,
      `/media/sites/${acmeId}/..%2F${otherId}%2Fx.png`,
      `/media/sites/${acmeId}/%2e%2e/%2e%2e/app-secret`,
      `/media/sites/${acmeId}/..%2F..%2Fpglite%2FPG_VERSION`,
      '/media/app-secret',
      `/media/sites/${acmeId}`,
    ]) {
      const res = await get('acme.localhost', probe);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });
});
