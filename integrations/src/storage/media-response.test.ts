import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DiskMediaStorage } from './disk-media-storage';
import { MEDIA_CACHE_CONTROL, mediaResponse } from './media-response';
import type { MediaStorage } from './media-storage';

let dir: string;
let storage: DiskMediaStorage;
const KEY = 'sites/s1/photo-abc-480w.webp';
const BYTES = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atrium-media-response-'));
  storage = new DiskMediaStorage(dir);
  await storage.put(KEY, BYTES, { contentType: 'image/webp' });
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const get = (init: RequestInit = {}) => new Request(`http://localhost/media/${KEY}`, init);

describe('mediaResponse', () => {
  it('streams the object with its type, length, ETag, immutable caching and nosniff', async () => {
    const response = await mediaResponse(storage, KEY, get());
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(BYTES.byteLength),
      'cache-control': MEDIA_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
    });
    expect(MEDIA_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(BYTES);
  });

  it('shows an image inline, without Content-Disposition', async () => {
    const response = await mediaResponse(storage, KEY, get());
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('serves any other file as a download under its own name, with nosniff and a sandbox', async () => {
    await storage.put('sites/s1/page-abc.bin', new TextEncoder().encode('<script>alert(1)</script>'), {
      contentType: 'application/octet-stream',
    });
    await storage.put('sites/s1/report-abc.pdf', new TextEncoder().encode('%PDF-1.4'), {
      contentType: 'application/pdf',
    });
    const html = await mediaResponse(
      storage,
      'sites/s1/page-abc.bin',
      new Request('http://localhost/media/sites/s1/page-abc.bin?name=page.html'),
    );
    expect(Object.fromEntries(html.headers)).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="page.html.bin"; filename*=UTF-8''page.html.bin`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    const pdf = await mediaResponse(
      storage,
      'sites/s1/report-abc.pdf',
      new Request('http://localhost/media/sites/s1/report-abc.pdf?name=R%C3%A9sum%C3%A9.pdf'),
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`,
    );
    const unnamed = await mediaResponse(storage, 'sites/s1/report-abc.pdf', new Request('http://localhost/m'));
    expect(unnamed.headers.get('content-disposition')).toBe(
      `attachment; filename="report-abc.pdf"; filename*=UTF-8''report-abc.pdf`,
    );
  });

  it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
    const etag = (await storage.stat(KEY))!.etag;
    const cached = await mediaResponse(storage, KEY, get({ headers: { 'If-None-Match': `"other", W/${etag}` } }));
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(etag);
    const head = await mediaResponse(storage, KEY, get({ method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(BYTES.byteLength));
    expect(await head.text()).toBe('');
  });

  it('answers 404 for unknown keys and anything outside the key grammar', async () => {
    for (const key of [
      undefined,
      '',
      'sites/s1/missing.webp',
      '../app-secret',
      'sites/../../etc/passwd',
      'sites/s1/.hidden',
    ]) {
      const response = await mediaResponse(storage, key, get());
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers 503 when storage fails, without a stack trace', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken: MediaStorage = {
      kind: 's3',
      put: () => Promise.reject(new Error('down')),
      get: () => Promise.reject(new Error('S3 GET failed: 500')),
      stat: () => Promise.reject(new Error('down')),
      delete: () => Promise.reject(new Error('down')),
    };
    const response = await mediaResponse(broken, KEY, get());
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('Media storage is unavailable');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('S3 GET failed'));
    warn.mockRestore();
  });
});
