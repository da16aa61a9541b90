import { jsonApiAction, jsonApiLoader, assertMethod } from '../lib/json-api-action.server';
import { receiveUpload, signUpload } from '../media/uploads.server';

/**
 * GET /api/uploads?siteId=&purpose=&filename= answers `{ publicId, folder, timestamp, purpose,
 * signature, uploadUrl }`; POST multipart to `uploadUrl` (these fields, then `file`) answers
 * `{ ok: true, secure_url, width, height, publicId }` (an attachment: `{ ok: true, secure_url,
 * publicId, attachment }`, the cell's new item). Refusals answer `{ ok: false, error }`: 400 bad
 * input, 401 signed out, 404 a portal the builder may not edit, 409 a used signature, 413 too large.
 */
export const loader = jsonApiLoader(async (ctx) => {
  const signature = await signUpload(ctx);
  return Response.json(signature, { headers: { 'Cache-Control': 'no-store' } });
});

export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  return receiveUpload(ctx);
});
