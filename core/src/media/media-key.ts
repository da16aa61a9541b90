/**
 * Media keys: where an uploaded file lives in media storage, e.g.
 * `sites/3k9x0q2m1c8v7b6n/hero-banner-a1b2c3d4e5-960w.webp`. The same key is the path after
 * `/media/` in both apps, so a stored URL works on the portal host and in the builder preview.
 *
 * Keys are deliberately narrow (ASCII letters, digits, `.`, `_`, `-`; no empty, dot-only or
 * hidden segments), so a key can never climb out of the storage root or name a surprising file.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

/** The URL path prefix under which both apps serve media. */
export const MEDIA_URL_PREFIX = '/media/';

export function isMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

/** The absolute-path URL of a stored file, e.g. `/media/sites/abc/photo-960w.webp`. */
export function mediaUrl(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** The key a `/media/...` URL (absolute path or full URL) points at, or undefined for any other URL. */
export function mediaKeyFromUrl(url: string): string | undefined {
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return undefined;
    }
  }
  if (!path.startsWith(MEDIA_URL_PREFIX)) return undefined;
  const key = path.slice(MEDIA_URL_PREFIX.length).split(/[?#]/)[0]!;
  return isMediaKey(key) ? key : undefined;
}

/** The storage folder of a portal's media: every upload for a site is signed for and stored under it. */
export function siteMediaFolder(siteId: string): string {
  return `sites/${siteId}`;
}
