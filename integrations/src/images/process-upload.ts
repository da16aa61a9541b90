import sharp, { type Sharp } from 'sharp';
import {
  AppError,
  FAVICON_ICO_SIZES,
  FAVICON_SIZES,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MESSAGES,
  maxRenditionWidth,
  renditionWidths,
  type TUploadImageType,
} from '@atrium/core';
import { detectImageType } from './detect-image-type';
import { encodeIco } from './ico';

/**
 * Turns an uploaded file into what the portal serves. The type comes from the bytes
 * (detect-image-type.ts); sharp then decodes it (with a pixel limit against decompression
 * bombs), turns it upright from its EXIF orientation and writes new files without any metadata
 * (EXIF with GPS, XMP, IPTC, comments; colours converted to sRGB). Refusals are AppErrors
 * (BAD_REQUEST) carrying the message the editor shows.
 */
export interface ProcessUploadOptions {
  maxBytes: number;
  /** The refusal for a file over maxBytes (default: 'The image is too large: the limit is N MB.'). */
  tooLargeMessage?: string;
}

export interface EncodedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
  contentType: string;
}

export interface ImageRendition extends EncodedImage {
  format: 'webp' | 'avif';
}

export interface ProcessedImage {
  type: TUploadImageType;
  /** Upright size of the original (one frame, for animations). */
  width: number;
  height: number;
  animated: boolean;
  /** The original re-encoded in its own format: upright, without metadata. */
  original: EncodedImage & { ext: string };
  /** WebP at every rendition width (animated when the original is), AVIF too for still images. */
  renditions: ImageRendition[];
}

export interface ProcessedFavicon {
  type: TUploadImageType;
  width: number;
  height: number;
  original: EncodedImage & { ext: string };
  /** Square PNGs at FAVICON_SIZES (the image is centred on a transparent square). */
  pngs: Array<EncodedImage & { size: number }>;
  /** An .ico holding the 16, 32 and 48 px PNGs. */
  ico: Uint8Array;
}

const EXT: Record<TUploadImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif', avif: 'avif' };
const CONTENT_TYPE: Record<TUploadImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};
/** What sharp's metadata calls each type (AVIF is read by libheif). */
const SHARP_FORMAT: Record<TUploadImageType, string> = {
  png: 'png',
  jpeg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

interface Inspected {
  type: TUploadImageType;
  width: number;
  height: number;
  animated: boolean;
  /** A fresh pipeline over the upload (upright), one per output. */
  open: (options?: { animated?: boolean }) => Sharp;
}

function defaultTooLarge(maxBytes: number): string {
  const megabytes = Math.round((maxBytes / 1_048_576) * 10) / 10;
  return `The image is too large: the limit is ${megabytes} MB.`;
}

async function inspect(bytes: Uint8Array, options: ProcessUploadOptions): Promise<Inspected> {
  if (bytes.byteLength > options.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', options.tooLargeMessage ?? defaultTooLarge(options.maxBytes), {
      field: 'file',
    });
  }
  if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.fileRequired, { field: 'file' });
  const type = detectImageType(bytes);
  if (type === 'svg') throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.svgRefused, { field: 'file' });
  if (!type) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.imagesOnly, { field: 'file' });

  const canAnimate = type === 'gif' || type === 'webp';
  const open = (opts: { animated?: boolean } = {}) =>
    sharp(bytes, {
      animated: canAnimate && (opts.animated ?? true),
      limitInputPixels: UPLOAD_MAX_PIXELS,
      failOn: 'error',
    }).rotate();
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { animated: canAnimate, limitInputPixels: UPLOAD_MAX_PIXELS }).metadata();
  } catch (error) {
    throw readError(error);
  }
  if (metadata.format !== SHARP_FORMAT[type] || !metadata.width || !metadata.height) {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.imagesOnly, { field: 'file' });
  }
  const pages = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight * pages > UPLOAD_MAX_PIXELS) {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.tooManyPixels, { field: 'file' });
  }
  // EXIF orientations 5 to 8 turn the image a quarter: width and height swap once upright.
  const quarterTurn = (metadata.orientation ?? 1) >= 5;
  return {
    type,
    width: quarterTurn ? frameHeight : metadata.width,
    height: quarterTurn ? metadata.width : frameHeight,
    animated: canAnimate && pages > 1,
    open,
  };
}

function readError(error: unknown): AppError {
  const text = error instanceof Error ? error.message : String(error);
  const message = /pixel limit/i.test(text) ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.unreadable;
  return new AppError('BAD_REQUEST', message, { field: 'file', cause: error });
}

async function encode(pipeline: Sharp, contentType: string): Promise<EncodedImage> {
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const height = (info as sharp.OutputInfo & { pageHeight?: number }).pageHeight ?? info.height;
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height,
      contentType,
    };
  } catch (error) {
    throw readError(error);
  }
}

function encodeOriginal(image: Inspected): Promise<EncodedImage & { ext: string }> {
  const pipeline = image.open();
  const formatted =
    image.type === 'png'
      ? pipeline.png({ compressionLevel: 9 })
      : image.type === 'jpeg'
        ? pipeline.jpeg({ quality: 90, mozjpeg: true })
        : image.type === 'webp'
          ? pipeline.webp({ quality: 90 })
          : image.type === 'gif'
            ? pipeline.gif()
            : pipeline.avif({ quality: 70, effort: 2 });
  return encode(formatted, CONTENT_TYPE[image.type]).then((encoded) => ({ ...encoded, ext: EXT[image.type] }));
}

/**
 * An editor or logo upload: the normalised original plus WebP and AVIF renditions at each
 * width of `renditionWidths` (core/src/media/image-sources.ts), never wider than the original.
 */
export async function processUpload(bytes: Uint8Array, options: ProcessUploadOptions): Promise<ProcessedImage> {
  const image = await inspect(bytes, options);
  const widths = renditionWidths(maxRenditionWidth(image.width));
  const renditions = widths.flatMap((width) => {
    const resized = () => image.open().resize({ width, withoutEnlargement: true });
    const webp = encode(resized().webp({ quality: 80, effort: 4 }), 'image/webp').then((encoded): ImageRendition => ({
      ...encoded,
      format: 'webp',
    }));
    if (image.animated) return [webp];
    const avif = encode(resized().avif({ quality: 55, effort: 2 }), 'image/avif').then((encoded): ImageRendition => ({
      ...encoded,
      format: 'avif',
    }));
    return [webp, avif];
  });
  const [original, ...encoded] = await Promise.all([encodeOriginal(image), ...renditions]);
  return {
    type: image.type,
    width: image.width,
    height: image.height,
    animated: image.animated,
    original: original as EncodedImage & { ext: string },
    renditions: encoded as ImageRendition[],
  };
}

/** A favicon upload: square PNGs at every FAVICON_SIZES size and an .ico, from the first frame. */
export async function processFavicon(bytes: Uint8Array, options: ProcessUploadOptions): Promise<ProcessedFavicon> {
  const image = await inspect(bytes, options);
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  const [original, ...pngs] = await Promise.all([
    encodeOriginal(image),
    ...FAVICON_SIZES.map((size) =>
      encode(
        image
          .open({ animated: false })
          .resize(size, size, { fit: 'contain', background: transparent })
          .png({ compressionLevel: 9 }),
        'image/png',
      ).then((encoded) => ({ ...encoded, size })),
    ),
  ]);
  const icoEntries = FAVICON_ICO_SIZES.map((size) => {
    const png = (pngs as Array<EncodedImage & { size: number }>).find((p) => p.size === size)!;
    return { size, png: png.bytes };
  });
  return {
    type: image.type,
    width: image.width,
    height: image.height,
    original: original as EncodedImage & { ext: string },
    pngs: pngs as Array<EncodedImage & { size: number }>,
    ico: encodeIco(icoEntries),
  };
}
