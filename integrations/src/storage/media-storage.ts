import { isMediaKey } from '@atrium/core';

/**
 * Where uploaded media live: a flat key space (`sites/{siteId}/{file}`, see core's media-key.ts)
 * on disk by default or in an S3-compatible bucket. Objects are written once and never changed
 * under the same key (a new upload gets a new public id), which is what lets `/media/*` answer
 * with year-long immutable caching.
 */
export interface MediaObjectInfo {
  key: string;
  /** Bytes. */
  size: number;
  contentType: string;
  /** A strong validator, quoted as in the ETag header. */
  etag: string;
  lastModified?: Date;
}

export interface MediaObject extends MediaObjectInfo {
  /** The bytes, streamed: the caller must read or cancel it. */
  body: ReadableStream<Uint8Array>;
}

export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void>;
  /** The object and a stream of its bytes, or undefined when there is none under the key. */
  get(key: string): Promise<MediaObject | undefined>;
  stat(key: string): Promise<MediaObjectInfo | undefined>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Thrown for a key outside the media key grammar (never reaches storage). */
export class InvalidMediaKeyError extends Error {
  constructor(key: string) {
    super(`Invalid media key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidMediaKeyError';
  }
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new InvalidMediaKeyError(key);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  ico: 'image/x-icon',
  // Attachments (ADR 038), all served as downloads; HTML, SVG, XML or scripts are stored as .bin.
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  epub: 'application/epub+zip',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  msg: 'application/vnd.ms-outlook',
  gz: 'application/gzip',
  rtf: 'application/rtf',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

/** The type a key's extension stands for (disk storage keeps no other metadata). */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
