import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parseEnv } from '@atrium/core';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-http';
import { createDocumentFront } from './document-front';
import type { DocumentAnswer } from './remix-request-handler';
import { guardRequests } from './request-guard';
import { securityHeaders, type SecurityHeadersOptions } from './security-headers';
import { applyTrustProxy } from './trust-proxy';

const SECURITY: SecurityHeadersOptions = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  hsts: false,
  contentSecurityPolicy: (nonce, _req, res) =>
    `script-src 'nonce-${nonce}'; frame-ancestors ${String(res.locals.frameAncestors ?? "'self'")}`,
};

const HTML = `<!DOCTYPE html><html><body>${'<p>Harbour lights</p>'.repeat(200)}</body></html>`;

interface Seen {
  url: string;
  cookie: string | null;
  forwardedHost: string | null;
  clientIp: unknown;
  nonce: unknown;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/**
 * A server as the portal host composes it: the front for requests it offers, then an Express
 * app (trusted proxies, security headers, request guard) whose handler counts what reaches it.
 */
async function start(options: { answer?: (request: Request) => DocumentAnswer | undefined; trustProxy?: string }) {
  const seen: Seen[] = [];
  const reachedExpress: string[] = [];
  const app = express();
  applyTrustProxy(app, parseEnv({ TRUST_PROXY: options.trustProxy }).TRUST_PROXY);
  app.use(securityHeaders(SECURITY));
  app.use(guardRequests({ bodyKindOf: () => 'form' }));
  app.use((req, res) => {
    reachedExpress.push(req.originalUrl);
    res.status(299).type('text/plain').end('from express');
  });
  const fastPathCalls: string[] = [];
  const front = createDocumentFront(app, {
    offers: (req) => req.method === 'GET' || req.method === 'HEAD',
    security: SECURITY,
    loadContext: (req, res) => {
      (res.locals as Record<string, unknown>).frameAncestors = 'https://embedder.example';
      return { clientIp: req.ip, nonce: res.locals.cspNonce };
    },
    fastPath: async (request, context) => {
      const ctx = context as { clientIp: unknown; nonce: unknown };
      fastPathCalls.push(new URL(request.url).pathname);
      seen.push({
        url: request.url,
        cookie: request.headers.get('cookie'),
        forwardedHost: request.headers.get('x-forwarded-host'),
        clientIp: ctx.clientIp,
        nonce: ctx.nonce,
      });
      return (
        options.answer ??
        (() => ({
          status: 200,
          headers: new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' }),
          html: HTML,
        }))
      )(request);
    },
  });
  server = createServer((req, res) => {
    void front(req, res).then((answered) => {
      if (!answered) app(req, res);
    });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const send = async (path: string, init: { method?: string; headers?: Record<string, string> } = {}) => {
    const answer = await rawRequest(port, {
      path,
      method: init.method,
      headers: { Host: `club.localhost:${port}`, ...init.headers },
    });
    return { status: answer.status, headers: answer.headers, body: answer.bytes };
  };
  return { send, seen, reachedExpress, fastPathCalls, port };
}

const nonceOfPolicy = (answer: Answer) =>
  /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];

describe('the document front (signed-in page views before Express, ADR 036)', () => {
  it('answers what the fast path renders without Express, with the security headers and a fresh nonce per response', async () => {
    const host = await start({});
    const first = await host.send('/mine?q=harbour', { headers: { Cookie: 'atrium_user=abc' } });
    const second = await host.send('/mine?q=harbour', { headers: { Cookie: 'atrium_user=abc' } });
    expect(host.reachedExpress).toEqual([]);
    expect(first.status).toBe(200);
    expect(first.body.toString()).toBe(HTML);
    expect(first.headers['content-length']).toBe(String(Buffer.byteLength(HTML)));
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers.vary).toBe('Accept-Encoding');
    // The policy is the one the loaders' framing chose, with the nonce the load context carried.
    expect(first.headers['content-security-policy']).toContain('frame-ancestors https://embedder.example');
    expect(nonceOfPolicy(first)).toBe(host.seen[0]!.nonce);
    expect(nonceOfPolicy(second)).toBe(host.seen[1]!.nonce);
    expect(nonceOfPolicy(first)).not.toBe(nonceOfPolicy(second));
    expect(host.seen[0]).toMatchObject({
      url: `http://club.localhost:${host.port}/mine?q=harbour`,
      cookie: 'atrium_user=abc',
      clientIp: '127.0.0.1',
    });
  });

  it('compresses in the best encoding the client takes, and a HEAD gets the headers only', async () => {
    const host = await start({});
    const br = await host.send('/mine', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(HTML);
    expect(br.headers['content-length']).toBe(String(br.body.length));
    const gzip = await host.send('/mine', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(HTML);
    const head = await host.send('/mine', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-security-policy']).toContain("'nonce-");
  });

  it('keeps the answer’s own Vary and Set-Cookie headers', async () => {
    const headers = new Headers({ 'Content-Type': 'text/html', Vary: 'Sec-Fetch-Dest' });
    headers.append('Set-Cookie', 'a=1; Path=/');
    headers.append('Set-Cookie', 'b=2; Path=/');
    const host = await start({ answer: () => ({ status: 404, headers, html: '<p>Not here</p>' }) });
    const answer = await host.send('/gone');
    expect(answer.status).toBe(404);
    expect(answer.headers.vary).toBe('Sec-Fetch-Dest, Accept-Encoding');
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('leaves to Express what the fast path declines, what it is not offered, and what the guard refuses', async () => {
    const host = await start({
      answer: (request) =>
        new URL(request.url).pathname === '/redirects'
          ? undefined
          : { status: 200, headers: new Headers(), html: 'ok' },
    });
    const declined = await host.send('/redirects');
    expect(declined.status).toBe(299);
    expect(declined.body.toString()).toBe('from express');
    // Express's own middleware answered it: its headers, a nonce of its own.
    expect(declined.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const badHost = await host.send('/mine', { headers: { Host: 'bad host!' } });
    expect(badHost.status).toBe(400);
    const tooLong = await host.send(`/mine?q=${'x'.repeat(9000)}`);
    expect(tooLong.status).toBe(414);
    expect(host.fastPathCalls).toEqual(['/redirects']);
    expect(host.reachedExpress).toEqual(['/redirects']);
  });

  it('believes forwarded headers from trusted proxies only, as Express does', async () => {
    const forwarded = {
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-For': '203.0.113.9',
      'X-Forwarded-Proto': 'https',
    };
    const untrusted = await start({});
    await untrusted.send('/mine', { headers: forwarded });
    expect(untrusted.seen[0]).toMatchObject({
      url: `http://club.localhost:${untrusted.port}/mine`,
      forwardedHost: null,
      clientIp: '127.0.0.1',
    });
    await new Promise((resolve) => server?.close(resolve));
    const trusted = await start({ trustProxy: 'loopback' });
    await trusted.send('/mine', { headers: forwarded });
    expect(trusted.seen[0]).toMatchObject({
      url: 'https://evil.example/mine',
      forwardedHost: 'evil.example',
      clientIp: '203.0.113.9',
    });
  });
});
