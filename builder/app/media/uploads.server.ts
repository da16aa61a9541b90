import {
  AppError,
  UPLOAD_MESSAGES,
  ZUploadFieldsSchema,
  ZUploadSignatureRequestSchema,
  type TAttachmentUploadResult,
  type TUploadResult,
  type TUploadSignature,
} from '@atrium/core';
import { createUploadSignature, saveAttachmentUpload, saveUpload, verifyUploadSignature } from '@atrium/integrations';
import { requireSite, type BuilderContext } from '../lib/route-builders.server';
import { readUploadForm } from './read-upload-form.server';

/** Where the editor posts the file with its signature (this app; the media are served under /media). */
export const UPLOAD_URL = '/api/uploads';

function firstIssue(error: { issues: Array<{ message: string }> }): string {
  return error.issues[0]?.message ?? UPLOAD_MESSAGES.signatureInvalid;
}

/**
 * GET /api/uploads?siteId=&purpose=editor|logo|favicon|attachment&filename= : a signature for one upload
 * into the portal's folder, for a builder who may edit the portal (404 otherwise, as every
 * portal route). Spec doc 1 §7: publicId, folder and timestamp in seconds, then a multipart post.
 */
export async function signUpload(ctx: BuilderContext): Promise<TUploadSignature> {
  const query = Object.fromEntries(new URL(ctx.request.url).searchParams);
  const parsed = ZUploadSignatureRequestSchema.safeParse(query);
  if (!parsed.success) throw new AppError('BAD_REQUEST', firstIssue(parsed.error));
  const { site } = await requireSite(ctx, parsed.data.siteId);
  const signed = createUploadSignature(ctx.runtime.env.APP_SECRET, {
    siteId: site.id,
    purpose: parsed.data.purpose,
    ...(parsed.data.filename ? { filename: parsed.data.filename } : {}),
  });
  return { ...signed, uploadUrl: UPLOAD_URL };
}

/**
 * POST /api/uploads (multipart: publicId, folder, timestamp, signature, purpose, then file):
 * reads the body within the limit, checks the builder may still edit the folder's portal and
 * the signature, then processes and stores the image, or the attachment (any file, ADR 038)
 * under the name it was sent with. Any refusal stores nothing.
 */
export async function receiveUpload(ctx: BuilderContext): Promise<TUploadResult | TAttachmentUploadResult> {
  const form = await readUploadForm(ctx.request);
  const parsed = ZUploadFieldsSchema.safeParse(form.fields);
  if (!parsed.success) throw new AppError('BAD_REQUEST', firstIssue(parsed.error));
  const fields = parsed.data;
  const siteId = fields.folder.slice('sites/'.length);
  const { site } = await requireSite(ctx, siteId);
  verifyUploadSignature(ctx.runtime.env.APP_SECRET, fields, { siteId: site.id });
  if (!form.file || form.file.bytes.byteLength === 0) {
    const message = fields.purpose === 'attachment' ? UPLOAD_MESSAGES.attachmentRequired : UPLOAD_MESSAGES.fileRequired;
    throw new AppError('BAD_REQUEST', message, { field: 'file' });
  }
  if (fields.purpose === 'attachment') {
    return saveAttachmentUpload(ctx.runtime.media, {
      bytes: form.file.bytes,
      folder: fields.folder,
      publicId: fields.publicId,
      filename: form.file.filename,
    });
  }
  return saveUpload(ctx.runtime.media, {
    bytes: form.file.bytes,
    folder: fields.folder,
    publicId: fields.publicId,
    purpose: fields.purpose,
  });
}
