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
};

/** The type a key's extension stands for (disk storage keeps no other metadata). */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
