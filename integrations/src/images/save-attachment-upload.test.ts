import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, UPLOAD_MESSAGES, mediaKeyFromUrl } from '@atrium/core';
import { DiskMediaStorage } from '../storage/disk-media-storage';
import { saveAttachmentUpload } from './save-attachment-upload';
import { png } from './test-images';

let dir: string;
let storage: DiskMediaStorage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atrium-attachments-'));
  storage = new DiskMediaStorage(dir);
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const folder = 'sites/site1';

describe('saveAttachmentUpload', () => {
  it('stores an image like an editor image, with its size and thumbnails', async () => {
    const result = await saveAttachmentUpload(storage, {
      bytes: await png(1200, 800),
      folder,
      publicId: 'photo-abc',
      filename: 'Photo.png',
    });
    expect(result.attachment).toMatchObject({
      url: '/media/sites/site1/photo-abc.png',
      filename: 'Photo.png',
      type: 'image/png',
      width: 1200,
      height: 800,
      thumbnails: {
        small: { url: '/media/sites/site1/photo-abc-480w.webp', width: 480, height: 320 },
        large: { url: '/media/sites/site1/photo-abc-1200w.webp', width: 1200, height: 800 },
      },
    });
    expect(result.attachment.id).toMatch(/^att[A-Za-z0-9]{14}$/);
    expect(result.secure_url).toBe(result.attachment.url);
    for (const url of [result.attachment.url, result.attachment.thumbnails!.small!.url]) {
      expect(await storage.stat(mediaKeyFromUrl(url)!)).toBeDefined();
    }
  });

  it('stores any other file as it is, named for its download', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 fake');
    const result = await saveAttachmentUpload(storage, {
      bytes,
      folder,
      publicId: 'q3-abc',
      filename: 'Q3 Réport.pdf',
    });
    expect(result.attachment).toMatchObject({
      url: '/media/sites/site1/q3-abc.pdf?name=Q3%20R%C3%A9port.pdf',
      filename: 'Q3 Réport.pdf',
      size: bytes.byteLength,
      type: 'application/pdf',
    });
    const stored = await storage.get('sites/site1/q3-abc.pdf');
    expect(new Uint8Array(await new Response(stored!.body).arrayBuffer())).toEqual(bytes);
  });

  it('stores HTML and SVG as bin, served as application/octet-stream', async () => {
    const html = await saveAttachmentUpload(storage, {
      bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      folder,
      publicId: 'page-abc',
      filename: 'page.html',
    });
    expect(html.attachment).toMatchObject({
      url: '/media/sites/site1/page-abc.bin?name=page.html',
      type: 'application/octet-stream',
    });
    const svg = await saveAttachmentUpload(storage, {
      bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      folder,
      publicId: 'logo-abc',
      filename: 'logo.svg',
    });
    expect(svg.attachment.type).toBe('application/octet-stream');
  });

  it('refuses a file over 20 MB with a 413, a bad name, and a second use of a public id', async () => {
    const big = await saveAttachmentUpload(storage, {
      bytes: new Uint8Array(20_971_521),
      folder,
      publicId: 'big-abc',
      filename: 'big.bin',
    }).catch((e: unknown) => e);
    expect(big).toBeInstanceOf(AppError);
    expect(big).toMatchObject({ status: 413, message: 'The file is too large: the limit is 20 MB.' });
    const badName = await saveAttachmentUpload(storage, {
      bytes: new Uint8Array(3),
      folder,
      publicId: 'n-abc',
      filename: 'x'.repeat(256),
    }).catch((e: unknown) => e);
    expect(badName).toMatchObject({ status: 400, message: UPLOAD_MESSAGES.filenameInvalid });
    const params = { bytes: new TextEncoder().encode('hello'), folder, publicId: 'once-abc', filename: 'a.txt' };
    await saveAttachmentUpload(storage, params);
    expect(await saveAttachmentUpload(storage, params).catch((e: unknown) => e)).toMatchObject({
      status: 409,
      message: UPLOAD_MESSAGES.alreadyUsed,
    });
  });
});
