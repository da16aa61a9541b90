/**
 * Limits on input (ADR 020) through the builder's real Express app on loopback: body limits per
 * kind of route answered 413 (also to a chunked body, which the client still reads), 414 for
 * long addresses, 400 for bad Host headers, 415 for a form posted as JSON, and passwords capped
 * at 256 characters on sign-up and log-in.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { BODY_LIMIT_BYTES, PASSWORD_TOO_LONG_MESSAGE, REQUEST_MESSAGES } from '@atrium/core';
import type { Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import { rawRequest, streamUntilAnswered } from '@atrium/integrations/testing/raw-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilderApp } from '../server/create-server';

let runtime: Runtime;
let server: Server;
let port: number;
const HOST = 'localhost:3000';
const headers = { Host: HOST, Origin: `http://${HOST}` };

beforeAll(async () => {
  runtime = await createTestRuntime();
  server = (await createBuilderApp(runtime, { dev: false })).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await runtime?.close();
});

describe('[LIMITS] request sizes', () => {
  it('answers an editor draft streamed past its limit with 413 JSON, and the client reads it', async () => {
    const answer = await streamUntilAnswered(port, {
      method: 'PUT',
      path: '/api/sites/any-site/draft',
      headers: { ...headers, 'Content-Type': 'application/json' },
      chunk: Buffer.alloc(64 * 1024, ' '),
      maxBytes: 32 * BODY_LIMIT_BYTES.draft,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ ok: false, error: REQUEST_MESSAGES.tooLarge('draft') });
    expect(answer.sentBytes).toBeLessThan(3 * BODY_LIMIT_BYTES.draft);
  });

  it('answers an upload declared past its limit with 413 before reading it', async () => {
    const answer = await rawRequest(port, {
      method: 'POST',
      path: '/api/uploads',
      headers: { ...headers, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(BODY_LIMIT_BYTES.upload + 1, 'a'),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      ok: false,
      error: 'This upload is too large: images may be at most 5 MB, attachments 20 MB.',
    });
  });

  it('takes a CSV import of up to 20 MB as text/csv only, and refuses a larger one or a NUL byte', async () => {
    const path = '/api/sites/any-site/tables/any-table/import?mode=preview';
    const tooLarge = await rawRequest(port, {
      method: 'POST',
      path,
      headers: { ...headers, 'Content-Type': 'text/csv' },
      body: Buffer.alloc(BODY_LIMIT_BYTES.csv + 1, 'a'),
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({ ok: false, error: REQUEST_MESSAGES.tooLarge('csv') });
    expect(REQUEST_MESSAGES.tooLarge('csv')).toBe('This request is too large: at most 20 MB can be sent here.');
    const nul = await rawRequest(port, {
      method: 'POST',
      path,
      headers: { ...headers, 'Content-Type': 'text/csv' },
      body: 'Name\nA\u0000B\n',
    });
    expect(nul.status).toBe(400);
    const asJson = await rawRequest(port, {
      method: 'POST',
      path,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(asJson.status).toBe(415);
    // Within the limits the route itself answers (here: not signed in).
    const fine = await rawRequest(port, {
      method: 'POST',
      path,
      headers: { ...headers, 'Content-Type': 'text/csv' },
      body: 'Name\nA\n',
    });
    expect(fine.status).toBe(401);
  });

  it('answers a JSON API past 256 KB with 413 and a form past 1 MB with 413', async () => {
    const api = await rawRequest(port, {
      method: 'POST',
      path: '/api/apps/any/groups',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: `{"name":"${'a'.repeat(BODY_LIMIT_BYTES.json)}"}`,
    });
    expect(api.status).toBe(413);
    const form = await rawRequest(port, {
      method: 'POST',
      path: '/login',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `email=${'a'.repeat(BODY_LIMIT_BYTES.form)}`,
    });
    expect(form.status).toBe(413);
    expect(form.body).toBe(REQUEST_MESSAGES.tooLarge('form'));
  });
});

describe('[LIMITS] addresses, hosts and content types', () => {
  it('answers 414 to an address past 8 KB', async () => {
    const answer = await rawRequest(port, { path: `/login?redirectTo=${'a'.repeat(9000)}`, headers });
    expect(answer.status).toBe(414);
  });

  it('answers 400 to a bad Host without a stack trace or file path', async () => {
    for (const host of ['exa mple.com', 'evil.example/x?', 'localhost:99999']) {
      const answer = await rawRequest(port, { path: '/login', headers: { Host: host } });
      expect(answer.status, host).toBe(400);
      expect(answer.body).toBe(REQUEST_MESSAGES.badHost);
    }
  });

  it('answers 415 to the log-in form posted as JSON and to the profile API sent as text', async () => {
    const login = await rawRequest(port, {
      method: 'POST',
      path: '/login',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"email":"a@example.com","password":"x"}',
    });
    expect(login.status).toBe(415);
    const { createSession, createBuilder } = await import('@atrium/db');
    const { sessionCookie } = await import('../app/auth/session.server');
    const builder = await createBuilder(runtime.db, {
      firstName: 'A',
      lastName: 'B',
      email: 'limits@example.com',
      password: 'correct horse battery staple',
      verified: true,
    });
    const { token } = await createSession(runtime.db, { builderId: builder.id });
    const cookie = (await sessionCookie(runtime).serialize(token)).split(';')[0]!;
    // The profile API reads JSON or a form: anything else is 415, not the TypeError formData() throws.
    const profile = await rawRequest(port, {
      method: 'PATCH',
      path: '/api/users/profile',
      headers: { ...headers, Cookie: cookie, 'Content-Type': 'text/plain' },
      body: 'firstName=Ada',
    });
    expect(profile.status).toBe(415);
    expect(JSON.parse(profile.body)).toEqual({
      ok: false,
      error: 'Send this request as application/json or application/x-www-form-urlencoded or multipart/form-data.',
    });
  });
});

describe('[LIMITS] passwords', () => {
  const long = 'p'.repeat(257);
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  it('refuses a password past 256 characters on sign-up and log-in with a clear message', async () => {
    const signup = await rawRequest(port, {
      path: '/signup.data',
      ...form({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: long }),
    });
    expect(signup.status).toBe(400);
    expect(signup.body).toContain(PASSWORD_TOO_LONG_MESSAGE);
    const login = await rawRequest(port, {
      path: '/login.data',
      ...form({ email: 'ada@example.com', password: long }),
    });
    expect(login.status).toBe(400);
    expect(login.body).toContain(PASSWORD_TOO_LONG_MESSAGE);
  });
});
