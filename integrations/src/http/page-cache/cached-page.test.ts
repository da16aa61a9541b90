import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, etagMatches, makeCachedPage, writeCachedPage } from './cached-page';
import type { CachedPage } from './page-cache';

const HTML = `<!DOCTYPE html><html><body>${'<p>Hello portal</p>'.repeat(200)}<script nonce="NONCE1"></script></body></html>`;

describe('makeCachedPage', () => {
  it('keeps the body in three encodings, without per-transmission headers, with an ETag blind to the nonce', async () => {
    const page = await makeCachedPage({
      status: 200,
      headers: [
        ['Content-Type', 'text/html; charset=utf-8'],
        ['Content-Length', '99'],
        ['Set-Cookie', 'a=1'],
        ['Date', 'yesterday'],
        ['ETag', 'W/"old"'],
        ['Content-Security-Policy', "script-src 'nonce-NONCE1'"],
      ],
      body: Buffer.from(HTML),
      ignoreInEtag: 'NONCE1',
    });
    expect(page.headers.map(([name]) => name)).toEqual(['Content-Type', 'Content-Security-Policy', 'Vary']);
    expect(gunzipSync(page.gzip).toString()).toBe(HTML);
    expect(brotliDecompressSync(page.br).toString()).toBe(HTML);
    expect(page.br.length).toBeLessThan(HTML.length / 10);
    const rerendered = await makeCachedPage({
      status: 200,
      headers: [],
      body: Buffer.from(HTML.replace('NONCE1', 'NONCE2')),
      ignoreInEtag: 'NONCE2',
    });
    expect(rerendered.etag).toBe(page.etag);
    const changed = await makeCachedPage({ status: 200, headers: [], body: Buffer.from(`${HTML} `) });
    expect(changed.etag).not.toBe(page.etag);
  });

  it('adds Accept-Encoding to a Vary the response already has', async () => {
    const page = await makeCachedPage({ status: 200, headers: [['Vary', 'Cookie']], body: Buffer.from('x') });
    expect(page.headers).toEqual([['Vary', 'Cookie, Accept-Encoding']]);
  });
});

describe('chooseEncoding and etagMatches', () => {
  it('prefers brotli, then gzip, honours q=0 and wildcards', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, identity')).toBe('identity');
    expect(chooseEncoding('deflate')).toBe('identity');
  });

  it('compares tags weakly and takes lists and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe('writeCachedPage', () => {
  let page: CachedPage;
  let port: number;
  const server = createServer((req, res) => writeCachedPage(req, res, page, { 'X-Atrium-Cache': 'hit' }));
  beforeAll(async () => {
    page = await makeCachedPage({
      status: 200,
      headers: [
        ['Content-Type', 'text/html; charset=utf-8'],
        ['Cache-Control', 'public, max-age=0'],
        ['Content-Security-Policy', "script-src 'nonce-NONCE1'"],
        ['X-Content-Type-Options', 'nosniff'],
      ],
      body: Buffer.from(HTML),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (headers: Record<string, string>, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  it('sends the encoding asked for, with its length and the stored headers', async () => {
    const plain = await get({});
    expect(plain.body.toString()).toBe(HTML);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-security-policy']).toBe("script-src 'nonce-NONCE1'");
    expect(plain.headers['x-atrium-cache']).toBe('hit');
    const br = await get({ 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(HTML);
  });

  it('answers a matching If-None-Match with 304 and no policy or body, and HEAD without a body', async () => {
    const notModified = await get({ 'If-None-Match': page.etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(page.etag);
    expect(notModified.headers['cache-control']).toBe('public, max-age=0');
    expect(notModified.headers['x-content-type-options']).toBe('nosniff');
    expect(notModified.headers['content-security-policy']).toBeUndefined();
    const other = await get({ 'If-None-Match': '"something-else"' });
    expect(other.status).toBe(200);
    const head = await get({}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(HTML));
  });
});
