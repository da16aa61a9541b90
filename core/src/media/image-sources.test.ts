import { describe, expect, it } from 'vitest';
import { maxRenditionWidth, imageSources, renditionWidths } from './image-sources';

describe('renditionWidths', () => {
  it('lists the standard widths below the widest rendition, never wider than it', () => {
    expect(renditionWidths(1600)).toEqual([480, 960, 1600]);
    expect(renditionWidths(1200)).toEqual([480, 960, 1200]);
    expect(renditionWidths(480)).toEqual([480]);
    expect(renditionWidths(300)).toEqual([300]);
    expect(maxRenditionWidth(4000)).toBe(1600);
    expect(maxRenditionWidth(700)).toBe(700);
  });
});

describe('imageSources', () => {
  it('lists WebP renditions for the img and AVIF ones for <picture>', () => {
    const sources = imageSources('/media/sites/s1/hero-abc-1200w.webp');
    expect(sources).toEqual({
      src: '/media/sites/s1/hero-abc-1200w.webp',
      srcSet:
        '/media/sites/s1/hero-abc-480w.webp 480w, /media/sites/s1/hero-abc-960w.webp 960w, /media/sites/s1/hero-abc-1200w.webp 1200w',
      sizes: '(max-width: 1200px) 100vw, 1200px',
      width: 1200,
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/media/sites/s1/hero-abc-480w.avif 480w, /media/sites/s1/hero-abc-960w.avif 960w, /media/sites/s1/hero-abc-1200w.avif 1200w',
          sizes: '(max-width: 1200px) 100vw, 1200px',
        },
      ],
    });
  });

  it('uses the sizes it is given and keeps a full URL’s origin', () => {
    const sources = imageSources('https://acme.example.com/media/sites/s1/p-q-1600w.webp', { sizes: '50vw' });
    expect(sources.sizes).toBe('50vw');
    expect(sources.srcSet).toContain('https://acme.example.com/media/sites/s1/p-q-480w.webp 480w');
    expect(sources.sources[0]!.sizes).toBe('50vw');
  });

  it('gives animated images WebP only', () => {
    const sources = imageSources('/media/sites/s1/cat-x-320w-anim.webp');
    expect(sources.srcSet).toBe('/media/sites/s1/cat-x-320w-anim.webp 320w');
    expect(sources.sources).toEqual([]);
  });

  it('returns other URLs unchanged', () => {
    for (const url of [
      'https://images.pexels.com/photos/1/pexels-photo-1.jpeg?w=1200',
      '/media/sites/s1/original.png',
      '/media/../x-480w.webp',
      '',
    ]) {
      expect(imageSources(url)).toEqual({ src: url, sources: [] });
    }
  });
});
