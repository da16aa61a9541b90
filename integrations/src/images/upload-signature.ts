import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  UPLOAD_MESSAGES,
  UPLOAD_SIGNATURE_TTL_SECONDS,
  createId,
  siteMediaFolder,
  type TUploadFields,
  type TUploadPurpose,
} from '@atrium/core';

/**
 * Signed uploads (spec doc 1 §7: a signature over publicId, folder and timestamp in seconds is
 * requested first, then the file is posted with it). The signature is HMAC-SHA256 over the
 * sorted fields `folder=…&publicId=…&purpose=…&timestamp=…`, keyed by HKDF-SHA256 of APP_SECRET
 * with the same salt and info scheme as secret-box.ts (purpose 'media-upload'). A signature is
 * good for one hour, for that folder (one site's) and that purpose only.
 */
export const MEDIA_UPLOAD_KEY_PURPOSE = 'media-upload';

/** Accepted clock difference for a timestamp "from the future" (several app instances). */
const FUTURE_TOLERANCE_SECONDS = 5 * 60;

function uploadKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'atrium', `atrium:${MEDIA_UPLOAD_KEY_PURPOSE}`, 32));
}

export type SignedUploadFields = Pick<TUploadFields, 'publicId' | 'folder' | 'timestamp' | 'purpose'>;

export function signUploadFields(appSecret: string, fields: SignedUploadFields): string {
  const payload = `folder=${fields.folder}&publicId=${fields.publicId}&purpose=${fields.purpose}&timestamp=${fields.timestamp}`;
  return createHmac('sha256', uploadKey(appSecret)).update(payload, 'utf8').digest('hex');
}

/** A public id from the file's name (spec: names derive from the slug) plus 10 random characters. */
export function uploadPublicId(filename: string | undefined, purpose: TUploadPurpose): string {
  const base = (filename ?? '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${base || (purpose === 'editor' ? 'image' : purpose)}-${createId(10)}`;
}

export interface CreateUploadSignatureParams {
  siteId: string;
  purpose: TUploadPurpose;
  filename?: string;
  /** Clock in ms (tests). */
  now?: number;
}

export function createUploadSignature(appSecret: string, params: CreateUploadSignatureParams) {
  const fields: SignedUploadFields = {
    publicId: uploadPublicId(params.filename, params.purpose),
    folder: siteMediaFolder(params.siteId),
    timestamp: Math.floor((params.now ?? Date.now()) / 1000),
    purpose: params.purpose,
  };
  return { ...fields, signature: signUploadFields(appSecret, fields) };
}

/**
 * Checks a posted signature for the site the caller was authorised for: the folder must be that
 * site's, the HMAC must match (any changed field fails) and the timestamp at most an hour old.
 * Throws AppError BAD_REQUEST with the message to show.
 */
export function verifyUploadSignature(
  appSecret: string,
  fields: SignedUploadFields & { signature: string },
  expected: { siteId: string; now?: number },
): void {
  if (fields.folder !== siteMediaFolder(expected.siteId)) {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.signatureInvalid);
  }
  const good = Buffer.from(signUploadFields(appSecret, fields), 'hex');
  const given = Buffer.from(fields.signature, 'hex');
  if (given.length !== good.length || !timingSafeEqual(given, good)) {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.signatureInvalid);
  }
  const nowSeconds = Math.floor((expected.now ?? Date.now()) / 1000);
  if (fields.timestamp > nowSeconds + FUTURE_TOLERANCE_SECONDS) {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.signatureInvalid);
  }
  if (nowSeconds - fields.timestamp > UPLOAD_SIGNATURE_TTL_SECONDS) {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.signatureExpired);
  }
}
