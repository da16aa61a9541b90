import { describe, expect, it } from 'vitest';
import { isMediaKey, mediaKeyFromUrl, mediaUrl, siteMediaFolder } from './media-key';

describe('media keys', () => {
  it('accepts the keys uploads are stored under', () => {
    expect(isMediaKey('sites/abc123/hero-a1b2c3d4e5-960w.webp')).toBe(true);
    expect(isMediaKey('sites/abc123/logo-x.png')).toBe(true);
    expect(isMediaKey(`${siteMediaFolder('s1')}/a.ico`)).toBe(true);
  });

  it.each([
    '',
    '../secret',
    'sites/../../etc/passwd',
    'sites/a/..',
    'sites//a.png',
    '/sites/a.png',
    'sites/a/',
    'sites/.hidden',
    'sites/a\\b.png',
    'sites/a b.png',
    'sites/a%2e%2e/b.png',
    'sites/a..b/c.png',
    `sites/${'a'.repeat(600)}.png`,
  ])('refuses %j', (key) => {
    expect(isMediaKey(key)).toBe(false);
  });

  it('maps keys to /media URLs and back, for absolute paths and full URLs', () => {
    expect(mediaUrl('sites/a/b-480w.webp')).toBe('/media/sites/a/b-480w.webp');
    expect(mediaKeyFromUrl('/media/sites/a/b-480w.webp')).toBe('sites/a/b-480w.webp');
    expect(mediaKeyFromUrl('https://acme.example.com/media/sites/a/b.png?x=1')).toBe('sites/a/b.png');
    expect(mediaKeyFromUrl('https://images.pexels.com/photos/1/a.jpeg')).toBeUndefined();
    expect(mediaKeyFromUrl('/media/../etc/passwd')).toBeUndefined();
    expect(mediaKeyFromUrl('http://[bad')).toBeUndefined();
  });
});
