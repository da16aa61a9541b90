import { mediaKeyFromUrl } from './media-key';

/**
 * Responsive images for uploaded media. An upload is stored as a normalised original plus
 * WebP and AVIF renditions at `RESPONSIVE_WIDTHS` (never wider than the original), named
 *
 *   {folder}/{publicId}-{width}w.webp    {folder}/{publicId}-{width}w.avif
 *
 * and the URL the upload answers (`secure_url`) is the widest WebP rendition. Animated images
 * (GIF, animated WebP) keep their animation in WebP only: they are named `-{width}w-anim.webp`
 * and have no AVIF. So the URL alone tells which renditions exist, and renderers need nothing
 * else. Changing the widths below changes the stored format: add a new name suffix instead.
 */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;

/** The widths stored for an image whose widest rendition is `maxWidth`: each standard width below it, then it. */
export function renditionWidths(maxWidth: number): number[] {
  return [...RESPONSIVE_WIDTHS.filter((width) => width < maxWidth), maxWidth];
}

/** The widest rendition width for an original `width` pixels wide (capped at the largest standard width). */
export function maxRenditionWidth(width: number): number {
  return Math.min(width, RESPONSIVE_WIDTHS[RESPONSIVE_WIDTHS.length - 1]!);
}

/** `{publicId}-{width}w[-anim].{ext}` */
export function renditionFileName(publicId: string, width: number, format: 'webp' | 'avif', animated = false): string {
  return `${publicId}-${width}w${animated ? '-anim' : ''}.${format}`;
}

export interface TPictureSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
  sizes: string;
}

export interface TImageSources {
  /** For `<img src>`: the widest WebP rendition, or the URL itself when it is not an uploaded image. */
  src: string;
  /** For `<img srcSet>`: every WebP rendition with its width; absent for other URLs. */
  srcSet?: string;
  sizes?: string;
  /** Widest rendition width, for `width` attributes and layout hints; absent for other URLs. */
  width?: number;
  /** `<source>` elements to put before the `<img>` inside `<picture>` (AVIF when it exists). */
  sources: TPictureSource[];
}

const RENDITION = /^(.*\/)?([^/]+)-(\d+)w(-anim)?\.webp$/;

/** The default `sizes`: full width on small screens, at most the widest rendition. */
export function defaultImageSizes(maxWidth: number): string {
  return `(max-width: ${maxWidth}px) 100vw, ${maxWidth}px`;
}

/**
 * `src`, `srcSet`, `sizes` and `<picture>` sources for an image URL. Uploaded media (a
 * `/media/...-{width}w.webp` URL, as an absolute path or a full URL) gets its renditions; any
 * other URL (stock photos, links to other sites, older uploads) is returned as it is.
 *
 * ```tsx
 * const img = imageSources(url, { sizes: '(max-width: 990px) 100vw, 50vw' });
 * <picture>
 *   {img.sources.map((s) => <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={s.sizes} />)}
 *   <img src={img.src} srcSet={img.srcSet} sizes={img.sizes} alt="" />
 * </picture>
 * ```
 */
export function imageSources(url: string, options: { sizes?: string } = {}): TImageSources {
  const key = mediaKeyFromUrl(url);
  const match = key ? RENDITION.exec(url.split(/[?#]/)[0]!) : null;
  if (!match) return { src: url, sources: [] };
  const [, dir = '', publicId, widthText, anim] = match;
  const maxWidth = Number(widthText);
  if (!Number.isSafeInteger(maxWidth) || maxWidth < 1) return { src: url, sources: [] };
  const widths = renditionWidths(maxWidth);
  const list = (format: 'webp' | 'avif') =>
    widths.map((width) => `${dir}${renditionFileName(publicId!, width, format, Boolean(anim))} ${width}w`).join(', ');
  const sizes = options.sizes ?? defaultImageSizes(maxWidth);
  return {
    src: url,
    srcSet: list('webp'),
    sizes,
    width: maxWidth,
    sources: anim ? [] : [{ type: 'image/avif', srcSet: list('avif'), sizes }],
  };
}
