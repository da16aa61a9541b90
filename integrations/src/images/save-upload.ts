import {
  AppError,
  FAVICON_PREVIEW_SIZE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  faviconIcoName,
  faviconPngName,
  mediaUrl,
  renditionFileName,
  uploadTooLargeMessage,
  type TImageUploadPurpose,
  type TUploadResult,
} from '@atrium/core';
import type { MediaStorage } from '../storage/media-storage';
import { processFavicon, processUpload } from './process-upload';

export interface SaveUploadParams {
  bytes: Uint8Array;
  /** `sites/{siteId}`, already checked against the caller's access. */
  folder: string;
  publicId: string;
  purpose: TImageUploadPurpose;
}

/**
 * Processes an upload for its purpose (size limit, type from the bytes, metadata stripped) and
 * stores every file beside each other in the site's folder:
 *
 * - editor and logo: `{publicId}.{ext}` (the normalised original), `{publicId}-{w}w.webp` and
 *   `.avif` per rendition width; the answer's `secure_url` is the widest WebP.
 * - favicon: the original, `{publicId}-favicon-{size}.png` and `{publicId}-favicon.ico`; the
 *   answer's `secure_url` is the 192 px PNG.
 *
 * The `secure_url` file is written last (`storeUploadFiles`). Attachments: save-attachment-upload.ts.
 */
export async function saveUpload(storage: MediaStorage, params: SaveUploadParams): Promise<TUploadResult> {
  const { folder, publicId, purpose } = params;
  const limits = { maxBytes: UPLOAD_MAX_BYTES[purpose], tooLargeMessage: uploadTooLargeMessage(purpose) };
  const files: StoredFile[] = [];
  /** The file `secure_url` names. */
  let main: (StoredFile & { width: number; height: number }) | undefined;

  if (purpose === 'favicon') {
    const favicon = await processFavicon(params.bytes, limits);
    files.push({ key: `${folder}/${publicId}.${favicon.original.ext}`, ...favicon.original });
    files.push({ key: `${folder}/${faviconIcoName(publicId)}`, bytes: favicon.ico, contentType: 'image/x-icon' });
    for (const png of favicon.pngs) {
      const file = { key: `${folder}/${faviconPngName(publicId, png.size)}`, ...png };
      if (png.size !== FAVICON_PREVIEW_SIZE) files.push(file);
      else main = file;
    }
  } else {
    const image = await processUpload(params.bytes, limits);
    files.push({ key: `${folder}/${publicId}.${image.original.ext}`, ...image.original });
    const widest = Math.max(...image.renditions.map((r) => r.width));
    for (const rendition of image.renditions) {
      const name = renditionFileName(publicId, rendition.width, rendition.format, image.animated);
      const file = { key: `${folder}/${name}`, ...rendition };
      if (rendition.format === 'webp' && rendition.width === widest) main = file;
      else files.push(file);
    }
  }
  if (!main) throw new Error('saveUpload: no file for secure_url');
  await storeUploadFiles(storage, files, main);
  return { ok: true, secure_url: mediaUrl(main.key), width: main.width, height: main.height, publicId };
}

export interface StoredFile {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Writes an upload's files with `main` last, so its presence means the upload is complete; a
 * `main` that already exists is refused (a signature is good for one upload: served media are
 * cached as immutable). If a write fails, the files already written are removed.
 */
export async function storeUploadFiles(storage: MediaStorage, files: StoredFile[], main: StoredFile): Promise<void> {
  if (await storage.stat(main.key)) throw new AppError('CONFLICT', UPLOAD_MESSAGES.alreadyUsed);
  const written: string[] = [];
  try {
    for (const file of [...files, main]) {
      await storage.put(file.key, file.bytes, { contentType: file.contentType });
      written.push(file.key);
    }
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
