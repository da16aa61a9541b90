import { z } from 'zod';
import type { Attachment } from '../data/schema';

/**
 * Image uploads (spec doc 1 §5 and §9, doc 2 §5): single file, images only, 5 MB (5242880
 * bytes) in the page editor and 1 MB for the logo and favicon. Attachment cells of built-in
 * tables (ADR 038) take any file up to 20 MB (the spec gives no figure; Airtable's own form
 * uploads start there). The same numbers let the browser refuse a file before sending it; the
 * server enforces them while reading the body.
 */
export const UPLOAD_PURPOSES = ['editor', 'logo', 'favicon', 'attachment'] as const;
export type TUploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** The purposes that take images only (processed into renditions). */
export type TImageUploadPurpose = Exclude<TUploadPurpose, 'attachment'>;

export const UPLOAD_MAX_BYTES: Record<TUploadPurpose, number> = {
  editor: 5_242_880,
  logo: 1_048_576,
  favicon: 1_048_576,
  attachment: 20_971_520,
};

/** Decoding limit, a guard against decompression bombs (a small file that inflates to gigabytes). */
export const UPLOAD_MAX_PIXELS = 50_000_000;

/** Signatures from GET /api/uploads are good for one hour. */
export const UPLOAD_SIGNATURE_TTL_SECONDS = 60 * 60;

/** The image types an upload may be (by its bytes, never by its name). */
export const UPLOAD_IMAGE_TYPES = ['png', 'jpeg', 'webp', 'gif', 'avif'] as const;
export type TUploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** What `<input type="file" accept>` should offer. */
export const UPLOAD_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

export const UPLOAD_MESSAGES = {
  imagesOnly: 'Images only: please upload a PNG, JPEG, WebP, GIF or AVIF file.',
  svgRefused: 'SVG images are not supported: please upload a PNG, JPEG, WebP, GIF or AVIF file.',
  fileRequired: 'Please choose an image to upload.',
  attachmentRequired: 'Please choose a file to upload.',
  filenameInvalid:
    'The file name is too long or contains characters that cannot be stored. Please rename the file and try again.',
  singleFile: 'Please upload a single file.',
  unreadable: 'This image could not be read. It may be damaged: please try another file.',
  tooManyPixels: 'This image has too many pixels (the limit is 50 megapixels). Please resize it and try again.',
  signatureInvalid: 'This upload could not be verified. Please try again.',
  signatureExpired: 'This upload link has expired. Please try again.',
  alreadyUsed: 'This upload link has already been used. Please try again.',
  badForm: 'The upload must be sent as multipart/form-data.',
} as const;

/** 'The image is too large: the limit is 5 MB.' (1 MB for logo and favicon; 'The file is too large: the limit is 20 MB.' for attachments). */
export function uploadTooLargeMessage(purpose: TUploadPurpose): string {
  const megabytes = UPLOAD_MAX_BYTES[purpose] / 1_048_576;
  if (purpose === 'attachment') return `The file is too large: the limit is ${megabytes} MB.`;
  const advice = purpose === 'editor' ? ' Please compress it first and try again.' : '';
  return `The image is too large: the limit is ${megabytes} MB.${advice}`;
}

const purpose = z.enum(UPLOAD_PURPOSES, {
  errorMap: () => ({ message: 'purpose must be editor, logo, favicon or attachment' }),
});

/** GET /api/uploads?siteId=&purpose=&filename= : what a signature is asked for. */
export const ZUploadSignatureRequestSchema = z.object({
  siteId: z.string().trim().min(1, 'siteId is required').max(64),
  purpose: z.preprocess((v) => (v === undefined || v === null || v === '' ? 'editor' : v), purpose),
  /** The chosen file's name: the public id is derived from it (spec doc 1 §7: names derive from the slug). */
  filename: z.string().max(255).optional(),
});
export type TUploadSignatureRequest = z.infer<typeof ZUploadSignatureRequestSchema>;

/** What GET /api/uploads answers: the fields to post back with the file, and where to post. */
export interface TUploadSignature {
  publicId: string;
  folder: string;
  timestamp: number;
  purpose: TUploadPurpose;
  signature: string;
  uploadUrl: string;
}

/** The text fields of the multipart POST to `uploadUrl` (the file travels as `file`). */
export const ZUploadFieldsSchema = z.object({
  publicId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, UPLOAD_MESSAGES.signatureInvalid),
  folder: z.string().regex(/^sites\/[A-Za-z0-9_-]{1,64}$/, UPLOAD_MESSAGES.signatureInvalid),
  timestamp: z.coerce
    .number({ invalid_type_error: UPLOAD_MESSAGES.signatureInvalid })
    .int(UPLOAD_MESSAGES.signatureInvalid)
    .positive(UPLOAD_MESSAGES.signatureInvalid),
  signature: z.string().regex(/^[0-9a-f]{64}$/, UPLOAD_MESSAGES.signatureInvalid),
  purpose,
});
export type TUploadFields = z.infer<typeof ZUploadFieldsSchema>;

/** What a successful upload answers; `secure_url` is an absolute path served by both apps. */
export interface TUploadResult {
  ok: true;
  secure_url: string;
  width: number;
  height: number;
  publicId: string;
}

/** What an attachment upload answers: the cell's new item (and, like images, where it is). */
export interface TAttachmentUploadResult {
  ok: true;
  secure_url: string;
  publicId: string;
  attachment: Attachment;
}
