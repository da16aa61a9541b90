import { describe, expect, it } from 'vitest';
import { ZFooterSchema } from '../documents/footer';
import { ZHeaderSchema } from '../documents/header';
import { ZSiteSettingsSchema } from '../documents/settings';
import { ZThemeSchema } from '../theme/theme';
import type { TSnapshot } from '../publish/snapshot';
import { mediaUploadId, mediaUses } from './media-uses';

describe('mediaUploadId', () => {
  it('gives every file of one upload the same id', () => {
    for (const file of [
      'hero-abc123xyz0-960w.webp',
      'hero-abc123xyz0-480w.avif',
      'hero-abc123xyz0-1600w-anim.webp',
      'hero-abc123xyz0.png',
      'hero-abc123xyz0.jpg',
      'hero-abc123xyz0-favicon-192.png',
      'hero-abc123xyz0-favicon.ico',
    ]) {
      expect(mediaUploadId(`sites/s1/${file}`), file).toBe('sites/s1/hero-abc123xyz0');
    }
    expect(mediaUploadId('sites/s1/2024-report-q9w8e7r6t5-480w.webp')).toBe('sites/s1/2024-report-q9w8e7r6t5');
    expect(mediaUploadId('sites/s1/notes.txt')).toBe('sites/s1/notes.txt');
  });
});

describe('mediaUses', () => {
  const page = (id: string, contents: unknown) =>
    ({
      id,
      name: id,
      path: `/${id}`,
      type: 'page',
      meta: { title: '', description: '' },
      options: { isPublic: true, addToHeader: true },
      contents,
    }) as TSnapshot['pages'][number];

  it('finds uploads in page contents (paths and full URLs) and outside pages', () => {
    const header = ZHeaderSchema.parse({});
    header.data.logoUrl = '/media/sites/s1/logo-aaaaaaaaaa-480w.webp';
    const snapshot: TSnapshot = {
      format: 1,
      site: { id: 's1', name: 'S', subdomain: 's' },
      header,
      footer: ZFooterSchema.parse({}),
      theme: ZThemeSchema.parse({}),
      settings: ZSiteSettingsSchema.parse({}),
      pages: [
        page('home', { version: 1, sections: [{ image: { imageUrl: '/media/sites/s1/team-bbbbbbbbbb-960w.webp' } }] }),
        page('staff', {
          version: 1,
          sections: [
            { image: { imageUrl: 'https://s.portals.example/media/sites/s1/plan-cccccccccc-1600w.webp' } },
            { image: { imageUrl: '/media/sites/s1/team-bbbbbbbbbb-480w.webp' } },
          ],
        }),
      ] as TSnapshot['pages'],
    };
    const uses = mediaUses(snapshot);
    expect([...uses.outsidePages]).toEqual(['sites/s1/logo-aaaaaaaaaa']);
    expect(Object.fromEntries(uses.byPage)).toEqual({
      'sites/s1/team-bbbbbbbbbb': ['home', 'staff'],
      'sites/s1/plan-cccccccccc': ['staff'],
    });
    expect(mediaUses(snapshot)).toBe(uses);
  });
});
