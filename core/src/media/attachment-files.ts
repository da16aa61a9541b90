import { isMediaKey, mediaUrl, siteMediaFolder } from './media-key';

/**
 * Attachment files of built-in tables (ADR 038): any file type, served from the site's media
 * path. Only the raster image types below are ever shown in the browser; every other file is a
 * download (`Content-Disposition: attachment`), so an uploaded HTML, SVG or XML file can never run
 * on the portal's or the builder's origin. The name to save it under travels in the URL's `name`
 * parameter (the storage key is ASCII only), and keeps the stored file's extension.
 */
export const INLINE_MEDIA_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/x-icon',
]);

/** The URL parameter that names a download. */
export const DOWNLOAD_NAME_PARAM = 'name';
const DOWNLOAD_NAME_MAX = 200;
/** Control characters, slashes, backslashes and quotes: never part of a download's name. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f/\\"]/g;

export function isInlineMediaType(contentType: string): boolean {
  return INLINE_MEDIA_TYPES.has(contentType.split(';')[0]!.trim().toLowerCase());
}

/** An attachment's URL: the media path, with the file's own name for a download. */
export function attachmentUrl(key: string, filename: string, contentType: string): string {
  const url = mediaUrl(key);
  return isInlineMediaType(contentType) ? url : `${url}?${DOWNLOAD_NAME_PARAM}=${encodeRfc5987(filename)}`;
}

/** Percent-encoding that leaves no space, comma, quote or parenthesis (RFC 5987's attr-char set). */
export function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The name a download is saved under: the asked name without control characters, slashes or
 * quotes (at most 200 characters), ending with the stored file's extension (a PDF is never saved
 * as `.html`); the key's own file name when none is asked.
 */
export function downloadFilename(key: string, requested: string | null | undefined): string {
  const file = key.slice(key.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  const ext = dot > 0 ? file.slice(dot).toLowerCase() : '';
  let name = (requested ?? '').replace(UNSAFE_IN_NAME, '').trim().slice(0, DOWNLOAD_NAME_MAX);
  if (!name || name === ext) return file;
  if (ext && !name.toLowerCase().endsWith(ext)) name += ext;
  return name;
}

/** `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266 with RFC 5987 encoding). */
export function contentDispositionAttachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}

/**
 * The media key of an attachment URL of this site (`/media/sites/{siteId}/{file}`, with at most
 * the `name` parameter), or undefined for anything else: another site's media, another host, a
 * `javascript:` URL, a nested path.
 */
export function siteAttachmentKey(url: string, siteId: string): string | undefined {
  const prefix = `${mediaUrl(siteMediaFolder(siteId))}/`;
  if (!url.startsWith(prefix) || url.includes('#')) return undefined;
  const [path, query] = splitOnce(url, '?');
  const key = path.slice('/media/'.length);
  if (!isMediaKey(key) || key.split('/').length !== 3) return undefined;
  if (query !== undefined) {
    const params = new URLSearchParams(query);
    if ([...params.keys()].some((k) => k !== DOWNLOAD_NAME_PARAM) || params.getAll(DOWNLOAD_NAME_PARAM).length > 1) {
      return undefined;
    }
  }
  return key;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** An attachment cell as CSV text, as Airtable exports it: `name (url)`, comma separated. */
export function attachmentsToText(items: ReadonlyArray<{ filename: string; url: string }>): string {
  return items.map((item) => `${item.filename} (${item.url})`).join(', ');
}

/**
 * `name (url), name (url)` back into items (a bare URL is named by its last path segment). The
 * URLs are not checked here: the cell's validation refuses any that is not this site's media.
 */
export function attachmentsFromText(text: string): Array<{ filename: string; url: string }> {
  const named = [...text.matchAll(/\s*(.+?)\s\(((?:\/|https?:\/\/)[^\s()]+)\)\s*(?:,|$)/gy)];
  if (named.length > 0 && named.reduce((n, m) => n + m[0].length, 0) === text.length) {
    return named.map((m) => ({ filename: m[1]!, url: m[2]! }));
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((url) => ({ filename: url.split(/[?#]/)[0]!.split('/').pop() || url, url }));
}
