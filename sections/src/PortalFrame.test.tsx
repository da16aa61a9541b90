import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ZThemeSchema } from '@atrium/core';
import { PortalFrame, ThemeFontHead, ThemeFontPlacement } from './PortalFrame';
import { sampleSnapshot } from './testing/sample-snapshot';

const fontFamilies = (html: string) =>
  [...new Set([...html.matchAll(/font-family:"([^"]+)"/g)].map((m) => m[1]))].sort();

function snapshotWithFonts(heading: string, paragraph: string) {
  return {
    ...sampleSnapshot(),
    theme: ZThemeSchema.parse({ heading: { fontFamily: heading }, paragraph: { fontFamily: paragraph } }),
  };
}

describe('PortalFrame fonts', () => {
  it('declares the theme fonts itself by default, as the builder preview needs', () => {
    const html = renderToString(
      <PortalFrame snapshot={snapshotWithFonts('Playfair Display', 'Lato')}>
        <p>Hi</p>
      </PortalFrame>,
    );
    expect(html).toMatch(/^<div class="atrium-portal" style="[^"]*"><style data-atrium-fonts="">@font-face\{/);
    expect(fontFamilies(html)).toEqual(['Lato', 'Playfair Display']);
    expect(html).toContain('font-family:"Playfair Display";font-style:normal;font-display:swap');
    expect(html).toContain('src:url(/fonts/lato/lato-latin-400-normal.woff2) format("woff2")');
    expect(html).toContain('--atrium-heading-font:&quot;Playfair Display&quot;, ui-serif, Georgia, serif');
  });

  it('leaves them out when the document head has them', () => {
    const html = renderToString(
      <ThemeFontPlacement.Provider value="document-head">
        <PortalFrame snapshot={snapshotWithFonts('Playfair Display', 'Lato')}>
          <p>Hi</p>
        </PortalFrame>
      </ThemeFontPlacement.Provider>,
    );
    expect(html).not.toContain('@font-face');
    expect(html).not.toContain('<style');
  });
});

describe('ThemeFontHead', () => {
  it('preloads the regular weight of each used family, then declares them', () => {
    const html = renderToString(<ThemeFontHead theme={snapshotWithFonts('Playfair Display', 'Lato').theme} />);
    expect(html.match(/<link [^>]+>/g)).toEqual([
      '<link rel="preload" href="/fonts/playfair-display/playfair-display-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
      '<link rel="preload" href="/fonts/lato/lato-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    ]);
    expect(fontFamilies(html)).toEqual(['Lato', 'Playfair Display']);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('declares one family once when heading and paragraph share it', () => {
    const html = renderToString(<ThemeFontHead theme={snapshotWithFonts('Inter', 'Inter').theme} />);
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
    expect(fontFamilies(html)).toEqual(['Inter']);
  });
});
