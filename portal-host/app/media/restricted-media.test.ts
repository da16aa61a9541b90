/**
 * Portal media on pages only some groups may open (ADR 022), through the production build's
 * request handler (`npm run build -w portal-host` first). The test sits here, not next to the
 * route, because every file in app/routes is a route.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SECTION_CATALOGUE, type TPageContents } from '@atrium/core';
import { saveUpload } from '@atrium/integrations';
import { png } from '@atrium/integrations/images/test-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsTestPortal, type AccountsTestPortal } from '../testing/accounts-test-portal';
import { RESTRICTED_MEDIA_CACHE_CONTROL } from './portal-media.server';

let portal: AccountsTestPortal;
let dataDir: string;
/** The widest rendition URL of each upload, by name. */
const urls: Record<string, string> = {};
let memberCookie: string;
let staffCookie: string;

const withImage = (url: string): TPageContents => {
  const hero = SECTION_CATALOGUE.hero.create();
  hero.data.image = { ...hero.data.image, source: 'upload', imageUrl: url };
  return { version: 1, sections: [hero] };
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-restricted-media-'));
  portal = await startAccountsTestPortal({ domain: 'guarded', env: { DATA_DIR: dataDir } });
  for (const name of ['members', 'shared', 'staff', 'unused']) {
    const saved = await saveUpload(portal.runtime.media, {
      bytes: await png(600, 300),
      folder: `sites/${portal.siteId}`,
      publicId: `${name}-q1w2e3r4t5`,
      purpose: 'editor',
    });
    urls[name] = saved.secure_url;
  }
  await portal.addPage('Home', '/home', withImage(urls.shared!));
  const members = await portal.addPage('Members', '/members', {
    version: 1,
    sections: [...withImage(urls.members!).sections, ...withImage(urls.shared!).sections],
  });
  const staff = await portal.addPage('Staff', '/staff', withImage(urls.staff!));
  const membersGroup = await portal.addGroup('Members', [members.id]);
  const staffGroup = await portal.addGroup('Staff', [staff.id]);
  await portal.addUser('member@example.com', [membersGroup.id]);
  await portal.addUser('staff@example.com', [staffGroup.id]);
  await portal.publish();
  memberCookie = await portal.logIn('member@example.com');
  staffCookie = await portal.logIn('staff@example.com');
});
afterAll(async () => {
  await portal?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string, init: RequestInit = {}) =>
  portal.request(url, { ...init, ...(cookie ? { cookie } : {}) });

describe('[PORTAL] media on restricted pages', () => {
  it('an image only on a group’s page is refused to visitors and other groups, served privately to members', async () => {
    for (const [who, cookie] of [
      ['anonymous', undefined],
      ['staff', staffCookie],
    ] as const) {
      const refused = await get(urls.members!, cookie);
      expect(refused.status, who).toBe(404);
      expect(refused.headers.get('Cache-Control'), who).toBe('private, no-store');
      expect(await refused.text()).toBe('Not found');
    }
    // Every file of the upload (other renditions, the original) follows the same rule.
    const avif = urls.members!.replace(/-\d+w\.webp$/, '-480w.avif');
    expect((await get(avif)).status).toBe(404);
    expect((await get(urls.members!.replace(/-\d+w\.webp$/, '.png'))).status).toBe(404);

    const served = await get(urls.members!, memberCookie);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
    expect(served.headers.get('Cache-Control')).toBe(RESTRICTED_MEDIA_CACHE_CONTROL);
    expect(served.headers.get('Cache-Control')).toMatch(/^private/);
    expect((await get(avif, memberCookie)).status).toBe(200);
    // Revalidation asks again who it is: a 304 for the member, a 404 for anyone else.
    const etag = served.headers.get('ETag')!;
    const again = await get(urls.members!, memberCookie, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe(RESTRICTED_MEDIA_CACHE_CONTROL);
    expect((await get(urls.members!, undefined, { headers: { 'If-None-Match': etag } })).status).toBe(404);
  });

  it('each group sees its own page’s images, not the other’s', async () => {
    expect((await get(urls.staff!, staffCookie)).status).toBe(200);
    expect((await get(urls.staff!, memberCookie)).status).toBe(404);
    expect((await get(urls.staff!)).status).toBe(404);
  });

  it('an image also used on an open page stays public and cacheable for everyone', async () => {
    for (const cookie of [undefined, memberCookie, staffCookie]) {
      const res = await get(urls.shared!, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('an upload no published page uses is served as before (its name is unguessable)', async () => {
    const res = await get(urls.unused!);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });
});
