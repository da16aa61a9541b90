/**
 * Limits on input (ADR 020) through the portal host's real Express app: anonymous account forms
 * posted with another content type answer 415, passwords past 256 characters are refused with a
 * clear message on sign-up, log-in and reset, and listing filter keys that name Object.prototype
 * members are plain unknown filters.
 */
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { PASSWORD_TOO_LONG_MESSAGE } from '@atrium/core';
import { createPasswordResetToken } from '@atrium/db';
import type { Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import { rawRequest } from '@atrium/integrations/testing/raw-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalHostApp } from '../server/create-server';
import { createFuzzPortal } from './fuzz-suite';

let runtime: Runtime;
let server: Server;
let port: number;
let resetToken: string;
const HOST = 'limits.localhost:3001';
const headers = { Host: HOST, Origin: `http://${HOST}` };

beforeAll(async () => {
  runtime = await createTestRuntime();
  const portal = await createFuzzPortal(runtime, 'limits');
  resetToken = await createPasswordResetToken(runtime.db, { endUserId: portal.user.id });
  server = createServer(await createPortalHostApp(runtime, { dev: false })).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await runtime?.close();
});

const post = (path: string, fields: Record<string, string>) =>
  rawRequest(port, {
    method: 'POST',
    path,
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('[LIMITS] portal account forms', () => {
  it('answers 415 to log-in, sign-up, reset and listing posts that are not forms', async () => {
    for (const path of ['/account/login', '/account/signup', '/account/reset-password', '/requests']) {
      for (const type of ['application/json', 'text/plain']) {
        const answer = await rawRequest(port, {
          method: 'POST',
          path,
          headers: { ...headers, 'Content-Type': type },
          body: '{"email":"a@example.com"}',
        });
        expect(answer.status, `${path} ${type}`).toBe(415);
        expect(answer.body).toBe('Send this request as application/x-www-form-urlencoded or multipart/form-data.');
      }
    }
  });

  it('refuses passwords past 256 characters with a clear message', async () => {
    const long = 'p'.repeat(257);
    const answers = [
      await post('/account/signup.data', { email: 'new@limits.example', password: long, confirmPassword: long }),
      await post('/account/login.data', { email: 'client@limits.example', password: long }),
      await post(`/account/reset-password/${resetToken}.data`, { password: long, confirmPassword: long }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toContain(PASSWORD_TOO_LONG_MESSAGE);
    }
  });
});

describe('[LIMITS] listing query strings', () => {
  it('treats filter keys naming Object.prototype members and odd numbers as plain values', async () => {
    const answer = await rawRequest(port, {
      path: '/projects?f.__proto__=x&f.constructor=y&f.toString=z&f.hasOwnProperty=w&page=Infinity',
      headers,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('First request');
  });
});
