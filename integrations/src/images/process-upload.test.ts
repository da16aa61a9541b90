import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError, UPLOAD_MESSAGES } from '@atrium/core';
import { processFavicon, processUpload } from './process-upload';
import { SVG_WITH_SCRIPT, animatedGif, jpegWithExifAndGps, png } from './test-images';

const FIVE_MB = 5_242_880;

async function refusal(promise: Promise<unknown>, status = 400): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(status);
  return error as AppError;
}

describe('processUpload', () => {
  it('turns a sideways JPEG upright and strips EXIF and GPS from every file', async () => {
    const input = await jpegWithExifAndGps(40, 20);
    expect((await sharp(input).metadata()).exif?.includes('SpyCam')).toBe(true);

    const image = await processUpload(input, { maxBytes: FIVE_MB });
    expect(image).toMatchObject({ type: 'jpeg', width: 20, height: 40, animated: false });
    expect(image.original).toMatchObject({ ext: 'jpg', contentType: 'image/jpeg', width: 20, height: 40 });
    for (const file of [image.original, ...image.renditions]) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(file.bytes).includes('SpyCam')).toBe(false);
      expect(Buffer.from(file.bytes).includes('Secret Owner')).toBe(false);
    }
    // Orientation 6 turns the image clockwise: the red left half ends up on top.
    const { data, info } = await sharp(image.original.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(10, 5)[0]).toBeGreaterThan(200);
    expect(pixel(10, 5)[2]).toBeLessThan(60);
    expect(pixel(10, 35)[2]).toBeGreaterThan(200);
  });

  it('makes WebP and AVIF renditions at the standard widths, never upscaled', async () => {
    const image = await processUpload(await png(1200, 600), { maxBytes: FIVE_MB });
    expect(image.renditions.map((r) => `${r.format}:${r.width}x${r.height}`).sort()).toEqual([
      'avif:1200x600',
      'avif:480x240',
      'avif:960x480',
      'webp:1200x600',
      'webp:480x240',
      'webp:960x480',
    ]);
    for (const rendition of image.renditions) {
      expect((await sharp(rendition.bytes).metadata()).format).toBe(rendition.format === 'avif' ? 'heif' : 'webp');
    }
    const small = await processUpload(await png(300, 200), { maxBytes: FIVE_MB });
    expect(small.renditions.map((r) => r.width)).toEqual([300, 300]);
    const large = await processUpload(await png(2000, 100), { maxBytes: FIVE_MB });
    expect(Math.max(...large.renditions.map((r) => r.width))).toBe(1600);
    expect(large.original).toMatchObject({ width: 2000, height: 100, ext: 'png' });
  });

  it('keeps animation in WebP and makes no AVIF for animated GIFs', async () => {
    const image = await processUpload(await animatedGif(), { maxBytes: FIVE_MB });
    expect(image).toMatchObject({ type: 'gif', animated: true, width: 30, height: 30 });
    expect(image.renditions).toHaveLength(1);
    expect(image.renditions[0]).toMatchObject({ format: 'webp', width: 30, height: 30 });
    expect((await sharp(image.renditions[0]!.bytes, { animated: true }).metadata()).pages).toBe(3);
    expect((await sharp(image.original.bytes, { animated: true }).metadata()).pages).toBe(3);
  });

  it('takes the type from the bytes, not the name', async () => {
    // A PNG renamed photo.jpg is still a PNG: the name never reaches processUpload.
    const image = await processUpload(await png(10, 10), { maxBytes: FIVE_MB });
    expect(image.type).toBe('png');
    expect(image.original.ext).toBe('png');
  });

  it('refuses files over the limit with the given message, before decoding', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(FIVE_MB)]);
    const error = await refusal(processUpload(big, { maxBytes: FIVE_MB, tooLargeMessage: 'too big!' }), 413);
    expect(error.message).toBe('too big!');
    expect((await refusal(processUpload(big, { maxBytes: 1_048_576 }), 413)).message).toBe(
      'The image is too large: the limit is 1 MB.',
    );
  });

  it('refuses SVG (scripts and all), other files, empty and damaged images with clear messages', async () => {
    expect((await refusal(processUpload(SVG_WITH_SCRIPT, { maxBytes: FIVE_MB }))).message).toBe(
      UPLOAD_MESSAGES.svgRefused,
    );
    expect((await refusal(processUpload(Buffer.from('%PDF-1.7 not an image'), { maxBytes: FIVE_MB }))).message).toBe(
      UPLOAD_MESSAGES.imagesOnly,
    );
    expect((await refusal(processUpload(Buffer.alloc(0), { maxBytes: FIVE_MB }))).message).toBe(
      UPLOAD_MESSAGES.fileRequired,
    );
    const truncated = (await png(64, 64)).subarray(0, 40);
    expect((await refusal(processUpload(truncated, { maxBytes: FIVE_MB }))).message).toBe(UPLOAD_MESSAGES.unreadable);
  });

  it('refuses decompression bombs by pixel count', async () => {
    // 10000 × 6000 of one colour compresses to a few kilobytes but is 60 megapixels.
    const bomb = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(FIVE_MB);
    expect((await refusal(processUpload(bomb, { maxBytes: FIVE_MB }))).message).toBe(UPLOAD_MESSAGES.tooManyPixels);
  });
});

describe('processFavicon', () => {
  it('makes square PNGs at every favicon size and an .ico of the small ones', async () => {
    const favicon = await processFavicon(await png(64, 32, '#ff8800'), { maxBytes: 1_048_576 });
    expect(favicon.pngs.map((p) => `${p.size}:${p.width}x${p.height}`)).toEqual([
      '16:16x16',
      '32:32x32',
      '48:48x48',
      '180:180x180',
      '192:192x192',
      '512:512x512',
    ]);
    const ico = Buffer.from(favicon.ico);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const entries = [0, 1, 2].map((i) => ({
      size: ico.readUInt8(6 + 16 * i),
      length: ico.readUInt32LE(6 + 16 * i + 8),
      offset: ico.readUInt32LE(6 + 16 * i + 12),
    }));
    expect(entries.map((e) => e.size)).toEqual([16, 32, 48]);
    for (const entry of entries) {
      const inner = ico.subarray(entry.offset, entry.offset + entry.length);
      expect(await sharp(inner).metadata()).toMatchObject({ format: 'png', width: entry.size, height: entry.size });
    }
    // Letterboxed on transparency, not stretched.
    const { data } = await sharp(favicon.pngs[5]!.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
  });

  it('applies the same refusals', async () => {
    expect((await refusal(processFavicon(SVG_WITH_SCRIPT, { maxBytes: 1_048_576 }))).message).toBe(
      UPLOAD_MESSAGES.svgRefused,
    );
  });
});
