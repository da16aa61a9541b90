import { AppError, VERIFICATION_SENT_MESSAGE } from '@atrium/core';
import { sendVerificationEmail } from '../auth/verification.server';
import { assertMethod, jsonApiAction, jsonApiLoader } from '../lib/json-api-action.server';

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

/**
 * GET /api/users/verify: `{ verified }` for the signed-in builder (401 signed out). A tab opened
 * before the builder verified in another one asks it on focus, so its banner goes and Publish
 * turns on without a reload (components/use-verified-status.ts).
 */
export const loader = jsonApiLoader(async ({ builder }) => ({ verified: builder.verifiedAt !== null }));
