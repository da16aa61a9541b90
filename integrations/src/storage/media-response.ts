import {
  DOWNLOAD_NAME_PARAM,
  contentDispositionAttachment,
  downloadFilename,
  isInlineMediaType,
  isMediaKey,
} from '@atrium/core';
import type { MediaObject, MediaObjectInfo, MediaStorage } from './media-storage';

/** Stored media never change under a key (a new upload gets a new name): cache for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function mediaNotFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * The answer to GET or HEAD `/media/{key}` in both apps: the object streamed from storage with
 * its Content-Type, Content-Length and ETag, immutable caching, `nosniff` (a browser must never
 * read an image as HTML or script) and a CSP that lets the file itself run nothing; 304 when
 * If-None-Match already names it; a plain 404 for a missing object or any key outside the media
 * key grammar (`..`, encoded slashes, empty segments). The caller decides who may see the key.
 * Only raster images are shown in the browser: every other file (an attachment, ADR 038) is a
 * download, `Content-Disposition: attachment` with the name the URL's `name` parameter gives
 * (keeping the stored extension), so an uploaded HTML or SVG file never renders on the origin.
 */
export async function mediaResponse(
  storage: MediaStorage,
  key: string | undefined,
  request: Request,
  options: { cacheControl?: string } = {},
): Promise<Response> {
  if (!key || !isMediaKey(key)) return mediaNotFound();
  const head = request.method === 'HEAD';
  let object: MediaObjectInfo | MediaObject | undefined;
  try {
    object = head ? await storage.stat(key) : await storage.get(key);
  } catch (error) {
    console.warn(`[media] ${key}: ${error instanceof Error ? error.message : String(error)}`);
    return new Response('Media storage is unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' },
    });
  }
  if (!object) return mediaNotFound();
  const headers = new Headers({
    'Cache-Control': options.cacheControl ?? MEDIA_CACHE_CONTROL,
    ETag: object.etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  if (object.lastModified) headers.set('Last-Modified', object.lastModified.toUTCString());
  const body = 'body' in object ? (object as MediaObject).body : undefined;
  if (object.etag && matchesEtag(request.headers.get('If-None-Match'), object.etag)) {
    await body?.cancel();
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Type', object.contentType);
  headers.set('Content-Length', String(object.size));
  if (!isInlineMediaType(object.contentType)) {
    const requested = new URL(request.url).searchParams.get(DOWNLOAD_NAME_PARAM);
    headers.set('Content-Disposition', contentDispositionAttachment(downloadFilename(key, requested)));
  }
  return new Response(head ? null : body, { status: 200, headers });
}

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}
