import { describe, expect, it } from 'vitest';
import { faviconLinks } from './favicon-links';

describe('faviconLinks', () => {
  it('links the .ico, PNGs and Apple touch icon of an uploaded favicon', () => {
    expect(faviconLinks('/media/sites/s1/brand-abc-favicon-192.png')).toEqual([
      { rel: 'icon', href: '/media/sites/s1/brand-abc-favicon.ico', sizes: '16x16 32x32 48x48' },
      { rel: 'icon', href: '/media/sites/s1/brand-abc-favicon-32.png', type: 'image/png', sizes: '32x32' },
      { rel: 'icon', href: '/media/sites/s1/brand-abc-favicon-192.png', type: 'image/png', sizes: '192x192' },
      { rel: 'apple-touch-icon', href: '/media/sites/s1/brand-abc-favicon-180.png', sizes: '180x180' },
    ]);
    expect(faviconLinks('/media/sites/s1/brand-abc-favicon.ico')[1]!.href).toBe(
      '/media/sites/s1/brand-abc-favicon-32.png',
    );
  });

  it('uses any other URL as it is', () => {
    expect(faviconLinks('https://example.com/favicon.ico')).toEqual([
      { rel: 'icon', href: 'https://example.com/favicon.ico' },
    ]);
  });
});
