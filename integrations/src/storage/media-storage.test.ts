import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaStorage } from './create-media-storage';
import { DiskMediaStorage } from './disk-media-storage';
import { startFakeS3, type FakeS3 } from './fake/fake-s3';
import { InvalidMediaKeyError, type MediaStorage } from './media-storage';
import { S3Error, S3MediaStorage } from './s3-media-storage';

const CREDENTIALS = {
  bucket: 'atrium-media',
  region: 'eu-west-1',
  accessKeyId: 'AKIDFAKEMEDIA',
  secretAccessKey: 'fake/secret+key-for-the-media-tests',
};

let dir: string;
let fake: FakeS3;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atrium-media-'));
  fake = await startFakeS3(CREDENTIALS);
});
afterAll(async () => {
  await fake?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

const storages: Array<[string, () => MediaStorage]> = [
  ['disk', () => new DiskMediaStorage(path.join(dir, 'media'))],
  ['s3', () => new S3MediaStorage({ ...CREDENTIALS, endpoint: fake.url })],
];

describe.each(storages)('%s media storage', (_kind, make) => {
  it('puts, stats, streams and deletes an object by key', async () => {
    const storage = make();
    const key = `sites/s${_kind}/photo-abc-480w.webp`;
    const bytes = new Uint8Array(Buffer.from('RIFF....WEBPVP8 not really an image'));
    expect(await storage.stat(key)).toBeUndefined();
    expect(await storage.get(key)).toBeUndefined();

    await storage.put(key, bytes, { contentType: 'image/webp' });
    const info = await storage.stat(key);
    expect(info).toMatchObject({ key, size: bytes.byteLength, contentType: 'image/webp' });
    expect(info!.etag).toMatch(/^"[^"]+"$/);

    const object = await storage.get(key);
    expect(object).toMatchObject({ key, size: bytes.byteLength, contentType: 'image/webp', etag: info!.etag });
    expect(await readAll(object!.body)).toEqual(Buffer.from(bytes));

    await storage.delete(key);
    expect(await storage.stat(key)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the storage root, before touching it', async () => {
    const storage = make();
    for (const key of ['../escape.png', 'sites/../../etc/passwd', '/abs.png', 'sites/a/../b.png', '']) {
      await expect(storage.put(key, new Uint8Array(1), { contentType: 'image/png' })).rejects.toBeInstanceOf(
        InvalidMediaKeyError,
      );
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidMediaKeyError);
    }
  });
});

describe('disk media storage', () => {
  it('writes under the root without leaving temporary files, and types files by extension', async () => {
    const root = path.join(dir, 'disk-only');
    const storage = new DiskMediaStorage(root);
    await storage.put('sites/a/icon-favicon.ico', new Uint8Array([0, 0, 1, 0]), { contentType: 'image/x-icon' });
    await storage.put('sites/a/icon-favicon.ico', new Uint8Array([0, 0, 1, 0, 1]), { contentType: 'image/x-icon' });
    expect(await readdir(path.join(root, 'sites/a'))).toEqual(['icon-favicon.ico']);
    expect((await storage.stat('sites/a/icon-favicon.ico'))!.contentType).toBe('image/x-icon');
    expect((await storage.stat('sites/a/icon-favicon.ico'))!.size).toBe(5);
  });

  it('treats a directory or a missing parent as no object', async () => {
    const root = path.join(dir, 'disk-dirs');
    const storage = new DiskMediaStorage(root);
    await storage.put('sites/b/x.png', new Uint8Array(1), { contentType: 'image/png' });
    expect(await storage.stat('sites/b')).toBeUndefined();
    expect(await storage.stat('sites/b/x.png/y.png')).toBeUndefined();
    await writeFile(path.join(root, 'outside.png'), 'x');
    expect(await storage.stat('outside.png')).toMatchObject({ size: 1 });
  });

  it('is what createMediaStorage gives without S3 settings, under DATA_DIR/media', () => {
    const storage = createMediaStorage({ DATA_DIR: dir, S3_REGION: 'us-east-1' });
    expect(storage).toBeInstanceOf(DiskMediaStorage);
    expect((storage as DiskMediaStorage).root).toBe(path.join(dir, 'media'));
  });
});

describe('S3 media storage', () => {
  it('signs every request so the fake verifies it with the same secret', async () => {
    const storage = createMediaStorage({
      DATA_DIR: dir,
      S3_BUCKET: CREDENTIALS.bucket,
      S3_REGION: CREDENTIALS.region,
      S3_ENDPOINT: `${fake.url}/`,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    });
    expect(storage.kind).toBe('s3');
    fake.log.length = 0;
    await storage.put('sites/z/a-1600w.avif', new Uint8Array([1, 2, 3]), { contentType: 'image/avif' });
    expect(fake.objects.get('sites/z/a-1600w.avif')).toMatchObject({ contentType: 'image/avif' });
    expect(await storage.stat('sites/z/a-1600w.avif')).toMatchObject({ size: 3, contentType: 'image/avif' });
    await storage.delete('sites/z/a-1600w.avif');
    expect(fake.log).toEqual([
      'PUT /atrium-media/sites/z/a-1600w.avif -> 200',
      'HEAD /atrium-media/sites/z/a-1600w.avif -> 200',
      'DELETE /atrium-media/sites/z/a-1600w.avif -> 204',
    ]);
  });

  it('fails with S3’s message when the secret is wrong, and with a skewed clock', async () => {
    const wrong = new S3MediaStorage({ ...CREDENTIALS, secretAccessKey: 'not-the-secret', endpoint: fake.url });
    const error = await wrong.put('sites/z/b.png', new Uint8Array([1]), { contentType: 'image/png' }).catch((e) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect(error).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect((error as Error).message).toMatch(
      /^S3 PUT sites\/z\/b.png failed: 403 SignatureDoesNotMatch: The request signature/,
    );
    expect(fake.objects.has('sites/z/b.png')).toBe(false);
    await expect(wrong.stat('sites/z/b.png')).rejects.toMatchObject({ status: 403 });

    const late = new S3MediaStorage({
      ...CREDENTIALS,
      endpoint: fake.url,
      now: () => new Date(Date.now() - 3_600_000),
    });
    await expect(late.get('sites/z/b.png')).rejects.toMatchObject({ code: 'RequestTimeTooSkewed' });
    const otherKey = new S3MediaStorage({ ...CREDENTIALS, accessKeyId: 'AKIDOTHER', endpoint: fake.url });
    await expect(otherKey.delete('sites/z/b.png')).rejects.toMatchObject({ code: 'InvalidAccessKeyId' });
  });

  it('addresses AWS buckets virtual-hosted and custom endpoints path-style', () => {
    expect(new S3MediaStorage(CREDENTIALS).urlFor('sites/a/b.png').href).toBe(
      'https://atrium-media.s3.eu-west-1.amazonaws.com/sites/a/b.png',
    );
    expect(
      new S3MediaStorage({ ...CREDENTIALS, endpoint: 'https://acc.r2.cloudflarestorage.com/' }).urlFor('sites/a/b.png')
        .href,
    ).toBe('https://acc.r2.cloudflarestorage.com/atrium-media/sites/a/b.png');
  });
});
