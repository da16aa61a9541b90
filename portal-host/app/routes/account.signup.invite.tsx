import { SIGNUP_PATH } from '@atrium/core';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { PRIVATE_HEADERS } from '../portal/portal-headers';

/**
 * The invitation link of a users-table record (spec doc 3 §2.1):
 * /account/signup/invite?source=airtable&code={record id}. It opens the sign-up form with the
 * record's code. A record id is no secret: on an invitation-only portal the code admits only the
 * address its record holds, and that address is still verified by email (ADR 019).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get('code') ?? '';
  const invitation = url.searchParams.get('invitation') ?? '';
  const params = new URLSearchParams();
  if (code) params.set('code', code);
  if (invitation) params.set('invitation', invitation);
  const email = url.searchParams.get('email');
  if (email) params.set('email', email);
  throw redirect(`${SIGNUP_PATH}${params.size > 0 ? `?${params.toString()}` : ''}`, {
    headers: PRIVATE_HEADERS,
  });
}
