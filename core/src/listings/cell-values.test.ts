import { describe, expect, it } from 'vitest';
import { imageOf, tagsOf } from './cell-values';

describe('tagsOf', () => {
  it('formats each tag of a field as portals show its values', () => {
    expect(tagsOf([1, 2.5], { type: 'number', options: { precision: 2 } })).toEqual(['1.00', '2.50']);
    expect(tagsOf(['Red', 'Blue'])).toEqual(['Red', 'Blue']);
    expect(tagsOf('')).toEqual([]);
  });
});

describe('imageOf', () => {
  const file = (filename: string, type?: string) => ({
    id: `att${filename}`,
    url: `/media/sites/s1/${filename}`,
    filename,
    type,
  });
  it('takes the first image of an attachments cell, past files that are not images', () => {
    expect(imageOf([file('brief.pdf', 'application/pdf'), file('photo.png', 'image/png')])).toEqual({
      url: '/media/sites/s1/photo.png',
      alt: 'photo.png',
    });
    // Without a type an attachment may be an image (as before); only files are skipped.
    expect(imageOf([file('cover.jpg')])?.url).toBe('/media/sites/s1/cover.jpg');
    expect(imageOf([file('brief.pdf', 'application/pdf')])).toBeUndefined();
    expect(imageOf('javascript:alert(1)')).toBeUndefined();
  });

  it("gives the picture's size and its large thumbnail, so cards can hold its place and load less", () => {
    const upload = {
      ...file('cover.png', 'image/png'),
      width: 2400,
      height: 1600,
      thumbnails: {
        small: { url: '/media/sites/s1/cover-x-480w.webp', width: 480, height: 320 },
        large: { url: '/media/sites/s1/cover-x-1600w.webp', width: 1600, height: 1067 },
      },
    };
    expect(imageOf([upload])).toEqual({
      url: '/media/sites/s1/cover.png',
      alt: 'cover.png',
      width: 2400,
      height: 1600,
      thumbnail: { url: '/media/sites/s1/cover-x-1600w.webp', width: 1600, height: 1067 },
    });
    // A thumbnail with an unsafe address or no size is left out; so is a nonsense size.
    const odd = {
      ...file('odd.png', 'image/png'),
      width: -1,
      height: 1.5,
      thumbnails: { large: { url: 'javascript:alert(1)', width: 10, height: 10 } },
    };
    expect(imageOf([odd])).toEqual({ url: '/media/sites/s1/odd.png', alt: 'odd.png' });
  });
});
