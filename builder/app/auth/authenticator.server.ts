import { parseWithZod } from '@conform-to/zod';
import type { SubmissionResult } from '@conform-to/react';
import { LOGIN_FAILED_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE, ZLoginSchema } from '@atrium/core';
import { authenticateBuilder, type Builder } from '@atrium/db';
import { countLoginAttempt, type Runtime } from '@atrium/integrations';
import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';

/**
 * Builder login with remix-auth v4 and its FormStrategy. remix-auth v4 keeps no session: the
 * login action calls `loginWithPassword`, gets the builder (or a `LoginRefused` carrying the
 * conform reply to send back) and starts our own server-side session (session.server.ts).
 *
 * One authenticator per runtime, because the strategy needs that runtime's database and cache.
 */

/**
 * The request header that carries the client address into the strategy. remix-auth copies the
 * request before the strategy sees it, so the address travels as a header that
 * `loginWithPassword` always overwrites: a value a client sends itself is never trusted.
 */
const CLIENT_IP_HEADER = 'x-atrium-client-ip';

/** A refused login: the conform reply for the form (password never echoed) and the status. */
export class LoginRefused extends Error {
  constructor(
    readonly reply: SubmissionResult<string[]>,
    readonly status: 400 | 401 | 429,
  ) {
    super('Login refused');
    this.name = 'LoginRefused';
  }
}

const authenticators = new WeakMap<Runtime, Authenticator<Builder>>();

function getAuthenticator(runtime: Runtime): Authenticator<Builder> {
  let authenticator = authenticators.get(runtime);
  if (!authenticator) {
    authenticator = new Authenticator<Builder>();
    authenticator.use(new FormStrategy<Builder>(({ form, request }) => verifyLogin(runtime, form, request)), 'form');
    authenticators.set(runtime, authenticator);
  }
  return authenticator;
}

/**
 * Rate limits (integrations/src/rate-limits/login-attempts.ts, ADR 021): attempts are counted
 * per email and client address, per client address, and per email from addresses that never
 * logged in to it, before the password is checked; a refused attempt costs no password hash and
 * reveals nothing about the password. Someone guessing a builder's password elsewhere cannot
 * lock that builder out of their usual address.
 */
async function verifyLogin(runtime: Runtime, form: FormData, request: Request): Promise<Builder> {
  const submission = parseWithZod(form, { schema: ZLoginSchema });
  if (submission.status !== 'success') {
    throw new LoginRefused(submission.reply({ hideFields: ['password'] }), 400);
  }
  const { email, password } = submission.value;
  const attempt = await countLoginAttempt(runtime.cache, {
    scope: 'builder',
    account: email,
    clientIp: request.headers.get(CLIENT_IP_HEADER) ?? '',
  });
  if (attempt.refused) {
    throw new LoginRefused(
      submission.reply({ formErrors: [LOGIN_RATE_LIMITED_MESSAGE], hideFields: ['password'] }),
      429,
    );
  }
  const builder = await authenticateBuilder(runtime.db, { email, password });
  if (!builder) {
    // Unknown email and wrong password answer the same, in the same time (authenticateBuilder
    // hashes against a dummy when no account matches): nobody learns which emails have accounts.
    throw new LoginRefused(submission.reply({ formErrors: [LOGIN_FAILED_MESSAGE], hideFields: ['password'] }), 401);
  }
  await attempt.succeeded();
  return builder;
}

/** Checks the posted email and password; returns the builder or throws `LoginRefused`. */
export async function loginWithPassword(request: Request, runtime: Runtime, clientIp: string): Promise<Builder> {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  const body = await request.arrayBuffer();
  return getAuthenticator(runtime).authenticate(
    'form',
    new Request(request.url, { method: request.method, headers, body }),
  );
}
