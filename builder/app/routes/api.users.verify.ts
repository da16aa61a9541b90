import { AppError, VERIFICATION_SENT_MESSAGE } from '@atrium/core';
import { sendVerificationEmail } from '../auth/verification.server';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';

/**
 * POST /api/users/verify (spec doc 1 §7): no payload; emails the signed-in, unverified builder
 * a new verification link. `{ ok: true, message }` on success; otherwise `{ ok: false, error }`
 * with the status (401 signed out, 400 already verified, 429 too many emails).
 */
export const action = jsonApiAction(async ({ request, builder, runtime }) => {
  assertMethod(request, 'POST');
  if (builder.verifiedAt) throw new AppError('BAD_REQUEST', 'Your email is already verified.');
  await sendVerificationEmail(runtime, builder);
  return { ok: true as const, message: VERIFICATION_SENT_MESSAGE };
});
