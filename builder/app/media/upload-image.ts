import { UPLOAD_MAX_BYTES, uploadTooLargeMessage, type TUploadPurpose } from '@atrium/core';

export const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file (PNG, JPEG, WebP, GIF or AVIF).';

/**
 * Uploads one image from the browser: checks type and size first (the spec's limits: 5 MB in
 * the editor, 1 MB for logos and favicons), asks the builder for a signed upload, then posts the
 * file. Resolves the stored image's URL or rejects with a message for the builder.
 */
export async function uploadImage(siteId: string, file: File, purpose: TUploadPurpose): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error(NOT_AN_IMAGE_MESSAGE);
  if (file.size > UPLOAD_MAX_BYTES[purpose]) throw new Error(uploadTooLargeMessage(purpose));
  const { uploadUrl, form } = await signedUploadForm(siteId, file, purpose);
  const posted = await fetch(uploadUrl, { method: 'POST', body: form, credentials: 'same-origin' });
  const answer = (await posted.json()) as { ok: boolean; secure_url?: string; error?: string };
  if (!posted.ok || !answer.ok || !answer.secure_url)
    throw new Error(answer.error ?? 'The upload failed. Please try again.');
  return answer.secure_url;
}

/** Asks the builder for a signed upload of a file and makes the form to post (the file last). */
export async function signedUploadForm(siteId: string, file: File, purpose: TUploadPurpose) {
  const query = new URLSearchParams({ siteId, purpose, filename: file.name });
  const signed = await fetch(`/api/uploads?${query.toString()}`, { credentials: 'same-origin' });
  const signature = (await signed.json()) as Record<string, string | number> & { ok?: false; error?: string };
  if (!signed.ok || signature.ok === false) throw new Error(signature.error ?? 'The upload could not start.');
  const form = new FormData();
  for (const key of ['publicId', 'folder', 'timestamp', 'signature', 'purpose']) form.set(key, String(signature[key]));
  form.set('file', file, file.name);
  return { uploadUrl: String(signature.uploadUrl ?? '/api/uploads'), form };
}
