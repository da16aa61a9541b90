import { readFormData } from '@atrium/integrations';
import { ZProfileSchema } from '@atrium/core';
import { updateProfile } from '@atrium/db';
import { data } from '@remix-run/node';
import { toCurrentUser } from '../auth/current-user';
import type { ProfileRefused, ProfileSaved } from '../auth/profile-answers';
import { endSession } from '../auth/session.server';
import { sendVerificationEmail } from '../auth/verification.server';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';

/**
 * PATCH /api/users/profile (spec doc 1 §7): firstName, lastName, email as form data or JSON;
 * re-validated with ZProfileSchema (the dialog's schema). Saves only a change. A new email
 * un-verifies the account, revokes every session (db updateProfile), clears this browser's
 * cookie and emails a verification link to the new address: the builder logs in again with it.
 */
export const action = jsonApiAction(async ({ request, builder, runtime }) => {
  assertMethod(request, 'PATCH');
  const isJson = (request.headers.get('Content-Type') ?? '').includes('application/json');
  const input: unknown = isJson
    ? await request.json().catch(() => ({}))
    : Object.fromEntries(await readFormData(request));
  const parsed = ZProfileSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = parsed.error.flatten().fieldErrors as Record<string, string[]>;
    const [field, messages] = Object.entries(fieldErrors)[0] ?? [];
    const body: ProfileRefused = {
      ok: false,
      error: messages?.[0] ?? parsed.error.issues[0]!.message,
      field,
      fieldErrors,
    };
    return data(body, { status: 400 });
  }
  const result = await updateProfile(runtime.db, { builderId: builder.id, profile: parsed.data });
  const body: ProfileSaved = {
    ok: true,
    user: toCurrentUser(result.builder),
    changed: result.changed,
    emailChanged: result.emailChanged,
  };
  if (!result.emailChanged) return data(body);
  await sendVerificationEmail(runtime, result.builder).catch((error: unknown) => {
    console.warn('Could not send the verification email after an email change:', error);
  });
  return data(body, { headers: { 'Set-Cookie': await endSession(request, runtime) } });
});
