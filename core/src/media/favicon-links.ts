import { mediaKeyFromUrl } from './media-key';

/**
 * Favicons. A favicon upload stores square PNGs at `FAVICON_SIZES` and an `.ico` (16, 32 and
 * 48 inside), named `{folder}/{publicId}-favicon-{size}.png` and `{folder}/{publicId}-favicon.ico`;
 * the URL the upload answers is the 192 px PNG (a good preview in the dialog).
 */
export const FAVICON_SIZES = [16, 32, 48, 180, 192, 512] as const;
export const FAVICON_ICO_SIZES = [16, 32, 48] as const;
export const FAVICON_PREVIEW_SIZE = 192;

export function faviconPngName(publicId: string, size: number): string {
  return `${publicId}-favicon-${size}.png`;
}

export function faviconIcoName(publicId: string): string {
  return `${publicId}-favicon.ico`;
}

export interface TFaviconLink {
  rel: 'icon' | 'apple-touch-icon';
  href: string;
  type?: string;
  sizes?: string;
}

const FAVICON = /^(.*\/)?([^/]+)-favicon(?:-\d+\.png|\.ico)$/;

/**
 * `<link>` tags for a favicon URL: the `.ico` for old browsers, 32 and 192 px PNGs, and the
 * 180 px Apple touch icon. Any other URL becomes a single `<link rel="icon">`.
 */
export function faviconLinks(url: string): TFaviconLink[] {
  const match = mediaKeyFromUrl(url) ? FAVICON.exec(url.split(/[?#]/)[0]!) : null;
  if (!match) return [{ rel: 'icon', href: url }];
  const [, dir = '', publicId] = match;
  return [
    { rel: 'icon', href: `${dir}${faviconIcoName(publicId!)}`, sizes: '16x16 32x32 48x48' },
    { rel: 'icon', href: `${dir}${faviconPngName(publicId!, 32)}`, type: 'image/png', sizes: '32x32' },
    { rel: 'icon', href: `${dir}${faviconPngName(publicId!, 192)}`, type: 'image/png', sizes: '192x192' },
    { rel: 'apple-touch-icon', href: `${dir}${faviconPngName(publicId!, 180)}`, sizes: '180x180' },
  ];
}
