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
});
