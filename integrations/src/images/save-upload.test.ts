import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, UPLOAD_MESSAGES, imageSources, mediaKeyFromUrl } from '@atrium/core';
import { DiskMediaStorage } from '../storage/disk-media-storage';
import { saveUpload } from './save-upload';
import { animatedGif, jpegWithExifAndGps, png } from './test-images';

let dir: string;
let storage: DiskMediaStorage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atrium-uploads-'));
  storage = new DiskMediaStorage(dir);
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const keyOf = (src: string) => mediaKeyFromUrl(src.split(' ')[0]!)!;

describe('saveUpload', () => {
  it('stores the original and every rendition the image sources name, beside each other', async () => {
    const result = await saveUpload(storage, {
      bytes: await png(1200, 800),
      folder: 'sites/site1',
      publicId: 'hero-abc',
      purpose: 'editor',
    });
    expect(result).toEqual({
      ok: true,
      secure_url: '/media/sites/site1/hero-abc-1200w.webp',
      width: 1200,
      height: 800,
      publicId: 'hero-abc',
    });
    const sources = imageSources(result.secure_url);
    const named = [...sources.srcSet!.split(', '), ...sources.sources.flatMap((s) => s.srcSet.split(', '))].map(keyOf);
    expect(named).toHaveLength(6);
    for (const key of [...named, 'sites/site1/hero-abc.png']) expect(await storage.stat(key)).toBeDefined();
  });

  it('refuses a second upload under the same public id', async () => {
    const params = {
      bytes: await png(100, 100),
      folder: 'sites/site1',
      publicId: 'once-xyz',
      purpose: 'editor' as const,
    };
    await saveUpload(storage, params);
    const error = await saveUpload(storage, params).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 409, message: UPLOAD_MESSAGES.alreadyUsed });
  });

  it('applies the 1 MB limit to logos and makes favicon files', async () => {
    const noisy = await sharp(Buffer.from(Array.from({ length: 700 * 700 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 700, height: 700, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.byteLength).toBeGreaterThan(1_048_576);
    const error = await saveUpload(storage, {
      bytes: noisy,
      folder: 'sites/site1',
      publicId: 'logo-big',
      purpose: 'logo',
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, message: 'The image is too large: the limit is 1 MB.' });
    expect(await storage.stat('sites/site1/logo-big.png')).toBeUndefined();

    const favicon = await saveUpload(storage, {
      bytes: await jpegWithExifAndGps(64, 64),
      folder: 'sites/site1',
      publicId: 'brand-q',
      purpose: 'favicon',
    });
    expect(favicon).toMatchObject({
      secure_url: '/media/sites/site1/brand-q-favicon-192.png',
      width: 192,
      height: 192,
    });
    for (const name of [
      'brand-q.jpg',
      'brand-q-favicon.ico',
      ...[16, 32, 48, 180, 192, 512].map((s) => `brand-q-favicon-${s}.png`),
    ]) {
      expect(await storage.stat(`sites/site1/${name}`)).toBeDefined();
    }
  });

  it('names animated renditions so the sources know there is no AVIF', async () => {
    const result = await saveUpload(storage, {
      bytes: await animatedGif(),
      folder: 'sites/site1',
      publicId: 'cat-1',
      purpose: 'editor',
    });
    expect(result.secure_url).toBe('/media/sites/site1/cat-1-30w-anim.webp');
    expect(imageSources(result.secure_url).sources).toEqual([]);
    expect(await storage.stat('sites/site1/cat-1.gif')).toBeDefined();
  });
});
