import { AppError, REQUEST_MESSAGES } from '@atrium/core';
import { ACCEPTED_CONTENT_TYPES } from './request-guard';

/**
 * A route's form, for routes that also accept JSON (the builder's `/api/` routes; page routes
 * get form content types only, see request-guard.ts): another content type is a 415 AppError,
 * a body that does not parse a 400, instead of the TypeError `request.formData()` throws.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!ACCEPTED_CONTENT_TYPES.form.includes(type)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', REQUEST_MESSAGES.unsupportedType(ACCEPTED_CONTENT_TYPES.form));
  }
  try {
    return await request.formData();
  } catch (error) {
    throw new AppError('BAD_REQUEST', REQUEST_MESSAGES.badForm, { cause: error });
  }
}
