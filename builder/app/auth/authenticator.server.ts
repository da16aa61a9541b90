import { parseWithZod } from '@conform-to/zod';
import type { SubmissionResult } from '@conform-to/react';
import { LOGIN_FAILED_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE, ZLoginSchema } from '@atrium/core';
import { authenticateBuilder, type Builder } from '@atrium/db';
import type { Runtime } from '@atrium/integrations';
import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';

/**
 * Builder login with remix-auth v4 and its FormStrategy. remix-auth v4 keeps no session: the
 * login action calls `loginWithPassword`, gets the builder (or a `LoginRefused` carrying the
 * conform reply to send back) and starts our own server-side session (session.server.ts).
 *
 * One authenticator per runtime, because the strategy needs that runtime's database and cache.
 */

/** Login attempts allowed per email address, and per client address, in one window. */
export const LOGIN_LIMITS = { perEmail: 10, perIp: 50, windowSeconds: 15 * 60 } as const;

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
 * Rate limits: every attempt is counted before the password is checked (atomic increments, so a
 * burst of parallel requests cannot slip past the limit) and a successful login clears the
 * email's counter, so in effect only failures add up against an address. The per-client count
 * includes successes (50 per 15 minutes is far above what a person or an office needs).
 * A refused attempt costs no password hash and reveals nothing about the password.
 */
async function verifyLogin(runtime: Runtime, form: FormData, request: Request): Promise<Builder> {
  const submission = parseWithZod(form, { schema: ZLoginSchema });
  if (submission.status !== 'success') {
    throw new LoginRefused(submission.reply({ hideFields: ['password'] }), 400);
  }
  const { email, password } = submission.value;
  const emailKey = `login-attempts:email:${email}`;
  const ipKey = `login-attempts:ip:${request.headers.get(CLIENT_IP_HEADER) || 'unknown'}`;
  const [byEmail, byIp] = await Promise.all([
    runtime.cache.increment(emailKey, LOGIN_LIMITS.windowSeconds),
    runtime.cache.increment(ipKey, LOGIN_LIMITS.windowSeconds),
  ]);
  if (byEmail > LOGIN_LIMITS.perEmail || byIp > LOGIN_LIMITS.perIp) {
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
  await runtime.cache.delete(emailKey);
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
