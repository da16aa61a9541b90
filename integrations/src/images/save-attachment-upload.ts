import {
  AppError,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  attachmentUrl,
  createId,
  isStorableText,
  mediaUrl,
  renditionFileName,
  uploadTooLargeMessage,
  type Attachment,
  type TAttachmentUploadResult,
} from '@atrium/core';
import type { MediaStorage } from '../storage/media-storage';
import { contentTypeForKey } from '../storage/media-storage';
import { attachmentExtension } from './detect-file-type';
import { detectImageType } from './detect-image-type';
import { processUpload } from './process-upload';
import { storeUploadFiles, type StoredFile } from './save-upload';

export interface SaveAttachmentUploadParams {
  bytes: Uint8Array;
  /** `sites/{siteId}`, already checked against the caller's access. */
  folder: string;
  publicId: string;
  /** The name the file was chosen under: the cell shows it and a download is saved under it. */
  filename: string | undefined;
}

const FILENAME_MAX = 255;

/**
 * An attachment cell's upload (ADR 038): any file up to 20 MB. A PNG, JPEG, WebP, GIF or AVIF
 * (by its bytes) is processed like an editor image: the upright original without metadata at
 * the attachment's URL, with its size, and WebP renditions as its thumbnails. Any other file is
 * stored as it is, under an extension its bytes support (detect-file-type.ts), which decides the
 * type it is served with; the URL names the file for its download.
 */
export async function saveAttachmentUpload(
  storage: MediaStorage,
  params: SaveAttachmentUploadParams,
): Promise<TAttachmentUploadResult> {
  const { bytes, folder, publicId } = params;
  const maxBytes = UPLOAD_MAX_BYTES.attachment;
  const tooLargeMessage = uploadTooLargeMessage('attachment');
  if (bytes.byteLength > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage, { field: 'file' });
  const filename = (params.filename ?? '').trim() || 'file';
  if (filename.length > FILENAME_MAX || !isStorableText(filename)) {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.filenameInvalid, { field: 'file' });
  }
  const id = `att${createId(14)}`;
  const kind = detectImageType(bytes);

  if (kind && kind !== 'svg') {
    const image = await processUpload(bytes, { maxBytes, tooLargeMessage });
    const main: StoredFile = { key: `${folder}/${publicId}.${image.original.ext}`, ...image.original };
    const webps = image.renditions.filter((r) => r.format === 'webp').sort((a, b) => a.width - b.width);
    const files = image.renditions.map((rendition) => ({
      key: `${folder}/${renditionFileName(publicId, rendition.width, rendition.format, image.animated)}`,
      ...rendition,
    }));
    await storeUploadFiles(storage, files, main);
    const thumbnail = (r: (typeof webps)[number]) => ({
      url: mediaUrl(`${folder}/${renditionFileName(publicId, r.width, 'webp', image.animated)}`),
      width: r.width,
      height: r.height,
    });
    const attachment: Attachment = {
      id,
      url: mediaUrl(main.key),
      filename,
      size: main.bytes.byteLength,
      type: main.contentType,
      width: image.width,
      height: image.height,
      thumbnails: { small: thumbnail(webps[0]!), large: thumbnail(webps[webps.length - 1]!) },
    };
    return { ok: true, secure_url: attachment.url, publicId, attachment };
  }

  const key = `${folder}/${publicId}.${attachmentExtension(bytes, filename)}`;
  const contentType = contentTypeForKey(key);
  await storeUploadFiles(storage, [], { key, bytes, contentType });
  const attachment: Attachment = {
    id,
    url: attachmentUrl(key, filename, contentType),
    filename,
    size: bytes.byteLength,
    type: contentType.split(';')[0]!,
  };
  return { ok: true, secure_url: attachment.url, publicId, attachment };
}
