import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_MESSAGES, imageSources, type TUploadSignature } from '@atrium/core';
import { signUploadFields } from '@atrium/integrations';
import {
  SVG_WITH_SCRIPT,
  imageMetadata,
  jpegWithExifAndGps,
  largePng,
  png,
} from '@atrium/integrations/images/test-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal } from '../../test/editor-fixtures';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
let dataDir: string;
let owner: Awaited<ReturnType<Harness['signIn']>>;
let stranger: Awaited<ReturnType<Harness['signIn']>>;
let siteId: string;
let otherSiteId: string;
let strangerSiteId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-builder-media-'));
  h = await createHarness({ DATA_DIR: dataDir });
  owner = await h.signIn();
  stranger = await h.signIn();
  siteId = (await createPortal(h, owner, 'Media Portal')).id;
  otherSiteId = (await createPortal(h, owner, 'Second Portal')).id;
  strangerSiteId = (await createPortal(h, stranger, 'Stranger Portal')).id;
});
afterAll(async () => {
  await h?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function sign(query: string, cookie = owner.cookie) {
  const res = await h.request(`/api/uploads?${query}`, { cookie });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as TUploadSignature & { ok?: false; error?: string },
  };
}

/** Posts the signed fields first and the file last, as the editor does. */
async function upload(
  signature: Omit<TUploadSignature, 'uploadUrl'>,
  file: Uint8Array | undefined,
  options: { filename?: string; type?: string; cookie?: string; origin?: string } = {},
) {
  const form = new FormData();
  form.set('publicId', signature.publicId);
  form.set('folder', signature.folder);
  form.set('timestamp', String(signature.timestamp));
  form.set('signature', signature.signature);
  form.set('purpose', signature.purpose);
  if (file)
    form.set(
      'file',
      new Blob([new Uint8Array(file)], { type: options.type ?? 'image/jpeg' }),
      options.filename ?? 'photo.jpg',
    );
  const res = await h.request('/api/uploads', {
    method: 'POST',
    body: form,
    cookie: options.cookie ?? owner.cookie,
    ...(options.origin ? { headers: { Origin: options.origin } } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Every stored file of the site whose name starts with the public id. */
async function storedFiles(publicId: string, site = siteId): Promise<string[]> {
  const files = await readdir(path.join(dataDir, 'media', 'sites', site)).catch(() => [] as string[]);
  return files.filter((name) => name.startsWith(publicId)).sort();
}

describe('[MEDIA] signed uploads', () => {
  it('signs an upload into the portal’s folder for a builder who may edit it', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { status, headers, body } = await sign(`siteId=${siteId}&purpose=editor&filename=Team%20Photo.jpg`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      publicId: expect.stringMatching(/^team-photo-[a-z0-9]{10}$/),
      folder: `sites/${siteId}`,
      timestamp: expect.any(Number),
      purpose: 'editor',
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      uploadUrl: '/api/uploads',
    });
    expect(Math.abs(body.timestamp - now)).toBeLessThan(5);
    expect((await sign(`siteId=${siteId}`)).body.purpose).toBe('editor');
  });

  it('refuses signatures to strangers (404), the signed-out (401) and unknown purposes (400)', async () => {
    const foreign = await sign(`siteId=${siteId}&purpose=editor`, stranger.cookie);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ ok: false, error: 'Portal not found' });
    const res = await h.request(`/api/uploads?siteId=${siteId}`);
    expect(res.status).toBe(401);
    const bad = await sign(`siteId=${siteId}&purpose=avatar`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('purpose must be editor, logo, favicon or attachment');
  });

  it('stores an upright JPEG without EXIF or GPS, with renditions the image sources name, served to the builder', async () => {
    const { body: signature } = await sign(`siteId=${siteId}&purpose=editor&filename=holiday.jpg`);
    const { status, body } = await upload(signature, await jpegWithExifAndGps(40, 20));
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      secure_url: `/media/sites/${siteId}/${signature.publicId}-20w.webp`,
      width: 20,
      height: 40,
      publicId: signature.publicId,
    });
    const secureUrl = body.secure_url as string;

    const served = await h.request(secureUrl, { cookie: owner.cookie });
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers.get('etag')).toMatch(/^".+"$/);
    const bytes = new Uint8Array(await served.arrayBuffer());
    const meta = await imageMetadata(bytes);
    expect(meta).toMatchObject({ format: 'webp', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(bytes).includes('SpyCam')).toBe(false);

    const sources = imageSources(secureUrl);
    for (const candidate of [sources.srcSet!, sources.sources[0]!.srcSet]) {
      const url = candidate.split(' ')[0]!;
      expect((await h.request(url, { cookie: owner.cookie })).status).toBe(200);
    }
    const original = await h.request(`/media/sites/${siteId}/${signature.publicId}.jpg`, { cookie: owner.cookie });
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect((await imageMetadata(new Uint8Array(await original.arrayBuffer()))).exif).toBeUndefined();

    const etag = served.headers.get('etag')!;
    const again = await h.request(secureUrl, { cookie: owner.cookie, headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('hides media from strangers, the signed-out, and keys outside the grammar', async () => {
    const { body: signature } = await sign(`siteId=${siteId}`);
    const { body } = await upload(signature, await png(64, 64));
    const url = body.secure_url as string;
    expect((await h.request(url, { cookie: stranger.cookie })).status).toBe(404);
    expect((await h.request(url)).status).toBe(404);
    for (const probe of [
      `/media/sites/${siteId}/..%2F..%2Fapp-secret`,
      `/media/sites/${siteId}/%2e%2e/%2e%2e/app-secret`,
      `/media/sites/${siteId}/missing-480w.webp`,
      '/media/app-secret',
      `/media/sites/${siteId}`,
    ]) {
      expect((await h.request(probe, { cookie: owner.cookie })).status).toBe(404);
    }
  });

  it('takes the type from the bytes: a PNG named photo.jpg is stored as a PNG', async () => {
    const { body: signature } = await sign(`siteId=${siteId}&filename=photo.jpg`);
    const { status } = await upload(signature, await png(30, 30), { filename: 'photo.jpg', type: 'image/jpeg' });
    expect(status).toBe(200);
    expect(await storedFiles(signature.publicId)).toContain(`${signature.publicId}.png`);
    expect(await storedFiles(signature.publicId)).not.toContain(`${signature.publicId}.jpg`);
  });

  it('refuses a 6 MB file, an SVG with a script and a non-image, storing nothing', async () => {
    const { body: big } = await sign(`siteId=${siteId}`);
    const huge = await upload(big, await largePng(6 * 1024 * 1024), { type: 'image/png' });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({
      ok: false,
      error: 'The image is too large: the limit is 5 MB. Please compress it first and try again.',
      field: 'file',
    });
    expect(await storedFiles(big.publicId)).toEqual([]);

    const { body: svg } = await sign(`siteId=${siteId}`);
    const refused = await upload(svg, SVG_WITH_SCRIPT, { filename: 'logo.png', type: 'image/png' });
    expect(refused).toEqual({ status: 400, body: { ok: false, error: UPLOAD_MESSAGES.svgRefused, field: 'file' } });
    expect(await storedFiles(svg.publicId)).toEqual([]);

    const { body: pdf } = await sign(`siteId=${siteId}`);
    const notImage = await upload(pdf, new TextEncoder().encode('%PDF-1.7 hello'));
    expect(notImage.body.error).toBe(UPLOAD_MESSAGES.imagesOnly);
    const { body: none } = await sign(`siteId=${siteId}`);
    expect((await upload(none, undefined)).body.error).toBe(UPLOAD_MESSAGES.fileRequired);
  });

  it('keeps logos to 1 MB', async () => {
    const { body: signature } = await sign(`siteId=${siteId}&purpose=logo`);
    const { status, body } = await upload(signature, await largePng(1_200_000), { type: 'image/png' });
    expect(status).toBe(413);
    expect(body.error).toBe('The image is too large: the limit is 1 MB.');
    expect(await storedFiles(signature.publicId)).toEqual([]);
  });

  it('makes favicon files for the logo and favicon dialog', async () => {
    const { body: signature } = await sign(`siteId=${siteId}&purpose=favicon&filename=brand.png`);
    const { status, body } = await upload(signature, await png(100, 60, '#8848ff'), { type: 'image/png' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      secure_url: `/media/sites/${siteId}/${signature.publicId}-favicon-192.png`,
      width: 192,
      height: 192,
    });
    const ico = await h.request(`/media/sites/${siteId}/${signature.publicId}-favicon.ico`, { cookie: owner.cookie });
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
  });

  it('refuses a tampered signature, an expired timestamp, another site’s folder and a used signature', async () => {
    const image = await png(20, 20);
    const { body: signature } = await sign(`siteId=${siteId}`);

    const tampered = await upload(
      { ...signature, signature: signature.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      image,
    );
    expect(tampered).toEqual({ status: 400, body: { ok: false, error: UPLOAD_MESSAGES.signatureInvalid } });
    const renamed = await upload({ ...signature, publicId: 'chosen-by-attacker' }, image);
    expect(renamed.body.error).toBe(UPLOAD_MESSAGES.signatureInvalid);
    const asLogo = await upload({ ...signature, purpose: 'favicon' }, image);
    expect(asLogo.body.error).toBe(UPLOAD_MESSAGES.signatureInvalid);

    // Another portal the builder may edit: the signature names the first portal's folder.
    const moved = await upload({ ...signature, folder: `sites/${otherSiteId}` }, image);
    expect(moved.body.error).toBe(UPLOAD_MESSAGES.signatureInvalid);
    expect(await storedFiles('', otherSiteId)).toEqual([]);
    // A portal the builder may not edit: 404 even with a correctly signed folder.
    const foreignFields = { ...signature, folder: `sites/${strangerSiteId}` };
    const foreign = await upload(
      { ...foreignFields, signature: signUploadFields(h.runtime.env.APP_SECRET, foreignFields) },
      image,
    );
    expect(foreign).toEqual({ status: 404, body: { ok: false, error: 'Portal not found' } });

    const oldFields = { ...signature, timestamp: Math.floor(Date.now() / 1000) - 2 * 3600 };
    const expired = await upload(
      { ...oldFields, signature: signUploadFields(h.runtime.env.APP_SECRET, oldFields) },
      image,
    );
    expect(expired.body.error).toBe(UPLOAD_MESSAGES.signatureExpired);
    expect(await storedFiles(signature.publicId)).toEqual([]);

    // The stranger cannot use the owner's signature either.
    expect((await upload(signature, image, { cookie: stranger.cookie })).status).toBe(404);

    expect((await upload(signature, image)).status).toBe(200);
    const reused = await upload(signature, image);
    expect(reused).toEqual({ status: 409, body: { ok: false, error: UPLOAD_MESSAGES.alreadyUsed } });
  });

  it('refuses cross-site posts, bodies that are not multipart and the signed-out', async () => {
    const { body: signature } = await sign(`siteId=${siteId}`);
    const crossSite = await upload(signature, await png(5, 5), { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const urlEncoded = await h.request('/api/uploads', {
      cookie: owner.cookie,
      form: { publicId: signature.publicId },
    });
    expect(urlEncoded.status).toBe(400);
    expect(await urlEncoded.json()).toEqual({ ok: false, error: UPLOAD_MESSAGES.badForm });
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await png(5, 5))]), 'a.png');
    expect((await h.request('/api/uploads', { method: 'POST', body: form })).status).toBe(401);
    expect(await storedFiles(signature.publicId)).toEqual([]);
  });
});

describe('[MEDIA] attachment uploads (ADR 038)', () => {
  const text = (value: string) => new TextEncoder().encode(value);

  it('stores an image with its thumbnails, shown inline', async () => {
    const { body: signature } = await sign(`siteId=${siteId}&purpose=attachment&filename=Team.png`);
    expect(signature.purpose).toBe('attachment');
    const { status, body } = await upload(signature, await png(600, 400), { filename: 'Team.png', type: 'image/png' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      publicId: signature.publicId,
      attachment: {
        id: expect.stringMatching(/^att/),
        url: `/media/sites/${siteId}/${signature.publicId}.png`,
        filename: 'Team.png',
        type: 'image/png',
        width: 600,
        height: 400,
        thumbnails: { small: { width: 480, height: 320 }, large: { width: 600, height: 400 } },
      },
    });
    const served = await h.request(`/media/sites/${siteId}/${signature.publicId}.png`, { cookie: owner.cookie });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBeNull();
  });

  it('stores a PDF as it is and serves it as a download under its own name', async () => {
    const { body: signature } = await sign(`siteId=${siteId}&purpose=attachment&filename=Devis%20%C3%A9t%C3%A9.pdf`);
    const pdf = text('%PDF-1.7 a quote');
    const { status, body } = await upload(signature, pdf, { filename: 'Devis été.pdf', type: 'application/pdf' });
    expect(status).toBe(200);
    const attachment = body.attachment as { url: string; size: number; type: string };
    expect(attachment).toMatchObject({
      url: `/media/sites/${siteId}/${signature.publicId}.pdf?name=Devis%20%C3%A9t%C3%A9.pdf`,
      filename: 'Devis été.pdf',
      size: pdf.byteLength,
      type: 'application/pdf',
    });
    const served = await h.request(attachment.url, { cookie: owner.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="Devis _t_.pdf"; filename*=UTF-8''Devis%20%C3%A9t%C3%A9.pdf`,
    );
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
  });

  it('serves an uploaded HTML file as a download with nosniff, never as a page', async () => {
    const { body: signature } = await sign(`siteId=${siteId}&purpose=attachment`);
    const { body } = await upload(signature, text('<html><script>alert(document.cookie)</script></html>'), {
      filename: 'evil.html',
      type: 'text/html',
    });
    const attachment = body.attachment as { url: string; type: string };
    expect(attachment.url).toBe(`/media/sites/${siteId}/${signature.publicId}.bin?name=evil.html`);
    expect(attachment.type).toBe('application/octet-stream');
    const served = await h.request(attachment.url, { cookie: owner.cookie });
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="evil.html.bin"; filename*=UTF-8''evil.html.bin`,
      'x-content-type-options': 'nosniff',
    });
  });

  it('refuses a file over 20 MB with a 413 and its message, storing nothing', async () => {
    const { body: signature } = await sign(`siteId=${siteId}&purpose=attachment`);
    const big = await upload(signature, new Uint8Array(20 * 1024 * 1024 + 1), { filename: 'big.zip' });
    expect(big).toEqual({
      status: 413,
      body: { ok: false, error: 'The file is too large: the limit is 20 MB.', field: 'file' },
    });
    expect(await storedFiles(signature.publicId)).toEqual([]);
    const { body: none } = await sign(`siteId=${siteId}&purpose=attachment`);
    expect((await upload(none, undefined)).body.error).toBe(UPLOAD_MESSAGES.attachmentRequired);
  });

  it("refuses portal A's signature for portal B, an image signature for a file, and strangers", async () => {
    const { body: signature } = await sign(`siteId=${siteId}&purpose=attachment`);
    const file = text('hello');
    const moved = await upload({ ...signature, folder: `sites/${otherSiteId}` }, file, { filename: 'a.txt' });
    expect(moved).toEqual({ status: 400, body: { ok: false, error: UPLOAD_MESSAGES.signatureInvalid } });
    const { body: image } = await sign(`siteId=${siteId}&purpose=editor`);
    const asAttachment = await upload({ ...image, purpose: 'attachment' }, file, { filename: 'a.txt' });
    expect(asAttachment.body.error).toBe(UPLOAD_MESSAGES.signatureInvalid);
    expect((await sign(`siteId=${strangerSiteId}&purpose=attachment`)).status).toBe(404);
    expect((await upload(signature, file, { filename: 'a.txt', cookie: stranger.cookie })).status).toBe(404);
    expect(await storedFiles(signature.publicId)).toEqual([]);
    expect(await storedFiles('', otherSiteId)).toEqual([]);
  });
});
