import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { BODY_LIMIT_BYTES, REQUEST_MESSAGES, URL_MAX_LENGTH, type TBodyKind } from '@atrium/core';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRequest, streamUntilAnswered } from '../testing/raw-http';
import { answerUnexpectedErrors } from './answer-unexpected-errors';
import { guardedBody, guardRequests, isValidHostHeader } from './request-guard';

/** A server with the guard in front of a handler that answers what it received. */
let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(
    guardRequests({
      bodyKindOf: (path) => (path.split('/')[1] as TBodyKind | undefined) ?? 'form',
    }),
  );
  app.get('/form/boom', () => {
    throw new Error(`failed in ${import.meta.url}`);
  });
  app.get('/form/refused', (_req, _res, next) => next(Object.assign(new Error('x'), { status: 404 })));
  app.all('*', (req, res) => {
    res.json({ received: guardedBody(req)?.toString('utf8') ?? null });
  });
  app.use(answerUnexpectedErrors());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const HOST = { Host: 'localhost:3000' };
const FORM = { ...HOST, 'Content-Type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { ...HOST, 'Content-Type': 'application/json' };

describe('body size limits', () => {
  it('answers 413 to a declared Content-Length over the route kind limit, before reading', async () => {
    for (const kind of ['form', 'json', 'draft'] as const) {
      const body = 'a'.repeat(BODY_LIMIT_BYTES[kind] + 1);
      const answer = await rawRequest(port, { method: 'POST', path: `/${kind}`, headers: JSON_TYPE, body });
      expect(answer.status).toBe(413);
      expect(answer.body).toContain(REQUEST_MESSAGES.tooLarge(kind));
    }
  });

  it('passes a body at the limit through whole', async () => {
    const body = `a=${'b'.repeat(BODY_LIMIT_BYTES.form - 2)}`;
    const answer = await rawRequest(port, { method: 'POST', path: '/form', headers: FORM, body });
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as { received: string }).received).toBe(body);
  });

  it('answers 413 to a chunked body past the limit, and the client still reads the answer', async () => {
    const answer = await streamUntilAnswered(port, {
      path: '/form',
      headers: FORM,
      chunk: Buffer.alloc(64 * 1024, 'a'),
      maxBytes: 64 * BODY_LIMIT_BYTES.form,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe(REQUEST_MESSAGES.tooLarge('form'));
    expect(answer.sentBytes).toBeLessThan(4 * BODY_LIMIT_BYTES.form);
    // The server still answers.
    expect((await rawRequest(port, { path: '/form', headers: HOST })).status).toBe(200);
  });

  it('answers uploads past their limit with 413 and the upload message', async () => {
    const answer = await streamUntilAnswered(port, {
      path: '/upload',
      headers: { ...HOST, 'Content-Type': 'multipart/form-data; boundary=x' },
      chunk: Buffer.alloc(256 * 1024, 'a'),
      maxBytes: 4 * BODY_LIMIT_BYTES.upload,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ ok: false, error: REQUEST_MESSAGES.tooLarge('upload') });
  });
});

describe('request targets and hosts', () => {
  it('answers 414 to a URL over the limit', async () => {
    const answer = await rawRequest(port, { path: `/form?q=${'a'.repeat(URL_MAX_LENGTH)}`, headers: HOST });
    expect(answer.status).toBe(414);
    expect(answer.body).toBe(REQUEST_MESSAGES.urlTooLong);
  });

  it('answers 400 to NUL bytes and targets that are not paths', async () => {
    for (const path of ['/form?q=%00', '/form/%00x']) {
      const answer = await rawRequest(port, { path, headers: HOST });
      expect(answer.status, path).toBe(400);
      expect(answer.body).toBe(REQUEST_MESSAGES.badUrl);
    }
    const absolute = await rawRequest(port, { path: 'http://evil.example/form', headers: HOST });
    expect(absolute.status).toBe(400);
    expect(absolute.body).toBe(REQUEST_MESSAGES.badTarget);
  });

  const BAD_HOSTS = [
    '',
    'exa mple.com',
    'example.com:99999',
    'example.com:port',
    'evil.com/path?',
    'a@b.com',
    '[::1',
    'example..com',
    '-start.example',
    'x'.repeat(300),
    'example.com:80:80',
    '%65xample.com',
  ];

  it('answers 400 to Host headers that are not host names, without detail', async () => {
    for (const host of BAD_HOSTS) {
      const answer = await rawRequest(port, { path: '/form', headers: { Host: host } });
      expect(answer.status, host).toBe(400);
      expect(answer.body).not.toMatch(/at |\.ts|\.js|node_modules/);
    }
    // A trusted proxy's X-Forwarded-Host is checked the same way.
    const forwarded = await rawRequest(port, { path: '/form', headers: { ...HOST, 'X-Forwarded-Host': 'a b' } });
    expect(forwarded.status).toBe(400);
  });

  it('accepts host names, IPv4 and IPv6 literals with ports', () => {
    for (const host of [
      'localhost',
      'acme.localhost:3001',
      'portal.example.com.',
      '127.0.0.1:80',
      '[::1]:3000',
      'my_host',
    ]) {
      expect(isValidHostHeader(host), host).toBe(true);
    }
    for (const host of BAD_HOSTS) expect(isValidHostHeader(host), host).toBe(false);
  });
});

describe('content types and malformed bodies', () => {
  it('answers 415 to a form route posted with another content type, or none', async () => {
    for (const headers of [JSON_TYPE, { ...HOST, 'Content-Type': 'text/plain' }, HOST]) {
      const answer = await rawRequest(port, { method: 'POST', path: '/form', headers, body: '{"a":1}' });
      expect(answer.status).toBe(415);
      expect(answer.body).toBe('Send this request as application/x-www-form-urlencoded or multipart/form-data.');
    }
    const empty = await rawRequest(port, { method: 'POST', path: '/form', headers: HOST });
    expect(empty.status).toBe(415);
  });

  it('answers 415 to a draft that is not JSON and an upload that is not multipart', async () => {
    expect((await rawRequest(port, { method: 'PUT', path: '/draft', headers: FORM, body: 'a=1' })).status).toBe(415);
    const upload = await rawRequest(port, { method: 'POST', path: '/upload', headers: JSON_TYPE, body: '{}' });
    expect(upload.status).toBe(415);
    expect(JSON.parse(upload.body)).toEqual({ ok: false, error: 'Send this request as multipart/form-data.' });
  });

  const bad = async (path: string, headers: Record<string, string>, body: string) => {
    const answer = await rawRequest(port, { method: 'POST', path, headers, body });
    return { status: answer.status, error: (JSON.parse(answer.body) as { error?: string }).error };
  };

  it('answers 400 to JSON that does not parse, is too deep or has a __proto__ key', async () => {
    expect(await bad('/json', JSON_TYPE, '{"a":')).toEqual({ status: 400, error: REQUEST_MESSAGES.badJson });
    expect(await bad('/json', JSON_TYPE, `${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toEqual({
      status: 400,
      error: REQUEST_MESSAGES.tooDeep,
    });
    expect(await bad('/json', JSON_TYPE, '{"a":{"__proto__":{"admin":true}}}')).toEqual({
      status: 400,
      error: REQUEST_MESSAGES.reservedKey,
    });
  });

  it('answers 400 to NUL bytes and unpaired surrogates that PostgreSQL could not store', async () => {
    for (const body of ['{"name":"a\\u0000b"}', '{"a\\u0000":1}', '["\\ud800"]', '{"x":"\\udc00z"}']) {
      expect(await bad('/json', JSON_TYPE, body), body).toEqual({ status: 400, error: REQUEST_MESSAGES.unstorable });
    }
    expect(await bad('/json', FORM, 'name=a%00b')).toEqual({ status: 400, error: REQUEST_MESSAGES.unstorable });
    // A whole emoji is fine.
    const emoji = await rawRequest(port, {
      method: 'POST',
      path: '/json',
      headers: JSON_TYPE,
      body: '["\\ud83d\\ude00"]',
    });
    expect(emoji.status).toBe(200);
  });

  it('answers 400 to malformed multipart form data', async () => {
    const multipart = { ...HOST, 'Content-Type': 'multipart/form-data; boundary=zzz' };
    expect(await bad('/json', multipart, '--zzz\r\nContent-Disposition: form-data\r\n\r\nno end')).toEqual({
      status: 400,
      error: REQUEST_MESSAGES.badForm,
    });
    const answer = await rawRequest(port, {
      method: 'POST',
      path: '/json',
      headers: multipart,
      body: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--zzz--\r\n',
    });
    expect(answer.status).toBe(200);
  });
});

describe('errors that escape every route', () => {
  it('answer the generic message or the 4xx status text, never a stack or a path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fault = await rawRequest(port, { path: '/form/boom', headers: HOST });
    expect(fault.status).toBe(500);
    expect(fault.body).toBe('Sorry, an error has occurred. Please contact support if the issue persists.');
    expect(log).toHaveBeenCalledTimes(1);
    const refused = await rawRequest(port, { path: '/form/refused', headers: HOST });
    expect(refused.status).toBe(404);
    expect(refused.body).toBe('Not Found');
  });
});
