import { listOutbox } from '@atrium/db';
import type { Harness } from './harness';

/** The `name=value` part of a response's Set-Cookie, to send back as a Cookie header. */
export function cookieFrom(res: Response): string {
  const setCookie = res.headers.get('Set-Cookie');
  if (!setCookie) throw new Error(`No Set-Cookie on ${res.status} response`);
  return setCookie.split(';')[0]!;
}

/** Signs a new builder up through POST /signup. */
export async function signUp(
  h: Harness,
  overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'password', string>> = {},
) {
  const email = overrides.email ?? `new-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = overrides.password ?? 'a long enough password';
  const res = await h.request('/signup', {
    form: { firstName: 'Ada', lastName: 'Lovelace', email, password, ...overrides },
  });
  return { res, email, password };
}

/** The verification link of the newest verification email to an address. */
export async function latestVerifyLink(h: Harness, to: string): Promise<string> {
  const [email] = await listOutbox(h.runtime.db, { to });
  const link = email?.text.match(/https?:\/\/\S+\/verify\?token=\S+/)?.[0];
  if (!link) throw new Error(`No verification email to ${to}`);
  return link;
}

export async function outboxCount(h: Harness, to: string): Promise<number> {
  return (await listOutbox(h.runtime.db, { to })).length;
}
