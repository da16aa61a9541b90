import { SECTION_CATALOGUE, findTemplate, nextRating } from '@atrium/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderSection } from '../render-section';

const html = (section: Parameters<typeof RenderSection>[0]['section'], position = 1) =>
  renderToString(<RenderSection section={section} position={position} />);

describe('marketing blocks', () => {
  it('hero: the button with its text and link; a javascript: link is never rendered', () => {
    const hero = SECTION_CATALOGUE.hero.create({
      button: {
        ...SECTION_CATALOGUE.hero.create().data.button,
        integration: 'two-urls',
        code: '/account/signup',
        code2: 'javascript:alert(1)',
      },
    });
    const out = html(hero, 0);
    expect(out).toContain('href="/account/signup"');
    expect(out).toContain('Get started');
    expect(out).not.toContain('javascript:');
    expect(out).toMatch(/<h1 class="atrium-hero__heading"/);
  });

  it('templates carry the spec image heights and reversed grids', () => {
    expect(findTemplate('hero02')!.create().data).toMatchObject({ image: { height: 150 } });
    expect(findTemplate('hero04')!.create().data).toMatchObject({ image: { height: 600 } });
    expect(findTemplate('hero18')!.create().data).toMatchObject({ image: { height: 350 } });
    expect(findTemplate('feature23')!.create().data).toMatchObject({ image: { height: 600 } });
    expect(html(findTemplate('hero18')!.sample)).toContain('atrium-grid--reversed');
    expect(html(findTemplate('feature01')!.sample)).toContain('atrium-grid--reversed');
    expect(html(findTemplate('hero01')!.sample)).not.toContain('atrium-grid--reversed');
  });

  it('features render rich bodies and icons; FAQ answers open without JavaScript', () => {
    const features = html(SECTION_CATALOGUE.feature.sample);
    expect(features).toContain('Records refresh from your data on their own.');
    expect(features).toContain('<svg');
    const faq = html(SECTION_CATALOGUE.faq.sample);
    expect(faq).toContain('<details class="atrium-faq__item"><summary>How do I log in?</summary>');
  });

  it('testimonials: accessible star ratings; the rating input lowers a selected star by one', () => {
    expect(html(SECTION_CATALOGUE.testimonial.sample)).toContain('aria-label="Rated 4 out of 5"');
    expect(nextRating(3, 5)).toBe(5);
    expect(nextRating(3, 3)).toBe(2);
    expect(nextRating(1, 1)).toBe(0);
    expect(nextRating(0, 9)).toBe(5);
  });

  it('uploaded images get their renditions; gradient images need no request', () => {
    const hero = SECTION_CATALOGUE.hero.create({
      image: {
        ...SECTION_CATALOGUE.hero.create().data.image,
        source: 'upload',
        imageUrl: '/media/site/abc-1600w.webp',
      },
    });
    const out = html(hero);
    expect(out).toContain('srcSet="/media/site/abc-480w.webp 480w');
    expect(out).toContain('type="image/avif"');
    const gradient = html(findTemplate('feature01')!.sample);
    expect(gradient).toContain('linear-gradient');
  });
});
