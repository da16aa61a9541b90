import {
  SECTION_CATALOGUE,
  findTemplate,
  nextRating,
  type TButton,
  type TCodeSection,
  type TFormEmbedSection,
  type TSocialProofSection,
} from '@atrium/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CodeFrames } from './code/code-frames';
import { RenderSection } from './render-section';

const html = (section: Parameters<typeof RenderSection>[0]['section'], position = 1) =>
  renderToString(<RenderSection section={section} position={position} />);

describe('marketing blocks', () => {
  it('section height: the default follows the content, except under a background picture; a picked height stays', () => {
    const background = SECTION_CATALOGUE.hero.create().data.background;
    const plain = html(SECTION_CATALOGUE.hero.create());
    expect(background.minHeight).toBe(425);
    expect(plain).not.toContain('min-height');
    const picture = html(
      SECTION_CATALOGUE.hero.create({
        background: { ...background, imageSource: 'url', imageUrl: 'https://images.example.com/a.jpg' },
      }),
    );
    expect(picture).toContain('min-height:425px');
    const picked = html(SECTION_CATALOGUE.hero.create({ background: { ...background, minHeight: 700 } }));
    expect(picked).toContain('min-height:700px');
    expect(picked).toContain('atrium-section--tall');
  });

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

describe('social proof, form, code and content layouts', () => {
  it('social proof: logos by name or image with safe links; socialProof03 shows numbers with labels', () => {
    const logos = findTemplate('socialProof01')!.create() as TSocialProofSection;
    logos.data.items[0] = { ...logos.data.items[0]!, imageUrl: 'https://cdn.example/n.png', url: 'javascript:x' };
    const out = html(logos);
    expect(out).toMatch(/<img class="atrium-social-proof__logo" src="https:\/\/cdn.example\/n.png" alt="Northwind"/);
    expect(out).not.toContain('javascript:');
    expect(out).not.toContain('120+');
    const numbers = html(findTemplate('socialProof03')!.create());
    expect(numbers).toContain('<strong class="atrium-social-proof__value">120+</strong>');
    expect(numbers).toContain('<span class="atrium-social-proof__label">Northwind</span>');
  });

  it('form blocks embed only a safe https iframe; an empty form shows a hint in the preview only', () => {
    const form = findTemplate('form02')!.create() as TFormEmbedSection;
    form.data.embed = {
      ...form.data.embed,
      embedSource: 'iframe',
      code: '<iframe src="https://tally.so/embed/abc" onload="steal()"></iframe><script>alert(1)</script>',
    };
    const out = html(form);
    expect(out).toMatch(/<iframe class="atrium-embed" src="https:\/\/tally.so\/embed\/abc"/);
    expect(out).not.toContain('onload');
    expect(out).not.toContain('<script');
    const empty = findTemplate('form01')!.create();
    expect(html(empty)).not.toContain('atrium-embed');
    expect(renderToString(<RenderSection section={empty} position={1} preview />)).toContain(
      'Paste your form&#x27;s share link or embed code in the Form tab.',
    );
  });

  it('code blocks run the snippet in a sandboxed frame the portal serves, never in the page itself', () => {
    const code = findTemplate('code01')!.create() as TCodeSection;
    code.data.code.snippet = '<script>document.cookie</script><p>Hi</p>';
    const published = renderToString(
      <CodeFrames.Provider value={{ kind: 'published', pageId: 'page1' }}>
        <RenderSection section={code} position={1} />
      </CodeFrames.Provider>,
    );
    const sandbox = /sandbox="([^"]*)"/.exec(published)?.[1] ?? '';
    expect(sandbox.split(' ')).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(published).toContain(`src="/_atrium/code/page1/${code.id}"`);
    // Not a srcdoc frame: that would inherit the page's Content-Security-Policy (ADR 021).
    expect(published.toLowerCase()).not.toContain('srcdoc');
    expect(published).not.toContain('document.cookie');
    expect(published).not.toContain('<script');

    const preview = renderToString(
      <CodeFrames.Provider value={{ kind: 'preview', documentUrl: 'http://acme.localhost:3001/_atrium/code-preview' }}>
        <RenderSection section={code} position={1} preview />
      </CodeFrames.Provider>,
    );
    expect(preview).toContain('src="http://acme.localhost:3001/_atrium/code-preview"');
    expect(preview).not.toContain('document.cookie');

    const elsewhere = html(code);
    expect(elsewhere).not.toContain('<iframe');
    expect(elsewhere).toContain('Custom code runs here on the portal.');
  });

  it('content07 shows two columns; content11 a video frame', () => {
    const columns = html(findTemplate('content07')!.create());
    expect(columns).toContain('<h3 class="atrium-content__title">What we do</h3>');
    expect(columns).toContain('<h3 class="atrium-content__title">How we work</h3>');
    const video = html(findTemplate('content11')!.create());
    expect(video).toMatch(/<iframe class="atrium-embed" src="https:\/\/www.youtube-nocookie.com\/embed\//);
    expect(findTemplate('content11')!.hidden).toBe(true);
  });
});

describe('button integrations', () => {
  const hero = (button: Partial<TButton>) => {
    const section = SECTION_CATALOGUE.hero.create();
    return html({ ...section, data: { ...section.data, button: { ...section.data.button, ...button } } });
  };

  it('a new button to a page of the portal (sign-up) opens in the same tab; the builder can choose a new tab', () => {
    const signUp = hero({ integration: 'url', text: 'Sign up', code: '/account/signup' });
    expect(signUp).toMatch(/<a class="atrium-button[^"]*" href="\/account\/signup"[^>]*>Sign up<\/a>/);
    expect(signUp).not.toContain('target="_blank"');
    expect(hero({ integration: 'url', text: 'Docs', code: 'https://example.com', openInNewTab: true })).toMatch(
      /href="https:\/\/example.com"[^>]*target="_blank"/,
    );
  });

  it("a form button opens the form service's https address in a new tab, from a link or iframe code", () => {
    expect(hero({ integration: 'form', text: 'Apply', code: 'https://tally.so/r/abc' })).toMatch(
      /<a class="atrium-button[^"]*" href="https:\/\/tally.so\/r\/abc"[^>]*target="_blank"[^>]*>Apply<\/a>/,
    );
    expect(
      hero({
        integration: 'form',
        text: 'Apply',
        code: '<iframe src="https://forms.example/f/1" onload="x()"></iframe>',
      }),
    ).toContain('href="https://forms.example/f/1"');
    expect(hero({ integration: 'form', text: 'Apply', code: 'javascript:alert(1)' })).not.toContain('Apply</a>');
  });

  it('a mailing-list button is an email field posting to the list (https only), without JavaScript', () => {
    const out = hero({ integration: 'mailing-list', text: 'Subscribe', code: 'https://list.example/subscribe?u=1' });
    expect(out).toMatch(
      /<form class="[^"]*atrium-mailing-list" action="https:\/\/list.example\/subscribe\?u=1" method="post"/,
    );
    expect(out).toContain('<input type="email" name="EMAIL" required=""');
    expect(out).toContain('Subscribe</button>');
    expect(hero({ integration: 'mailing-list', code: 'http://list.example' })).not.toContain('<form');
  });
});

describe('stored documents of older versions', () => {
  it('a version 1 feature item keeps its description and image as a version 2 item', () => {
    const stored = {
      id: 'legacyfeat01',
      type: 'feature',
      sectionName: 'feature04',
      version: 1,
      data: {
        features: [
          { title: 'Old', description: 'Written in 2021.', imageUrl: 'https://cdn.example/old.png', imageHeight: 64 },
        ],
      },
    };
    const parsed = SECTION_CATALOGUE.feature.schema.parse(stored);
    expect(parsed.data.features[0]).toMatchObject({
      title: 'Old',
      image: { type: 'image', src: 'https://cdn.example/old.png' },
      styles: { image: { height: 64 } },
    });
    const out = html(parsed);
    expect(out).toContain('Written in 2021.');
    expect(out).toContain('src="https://cdn.example/old.png"');
  });
});
