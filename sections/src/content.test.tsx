import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SECTION_CATALOGUE, ZContentSectionSchema } from '@atrium/core';
import { Content, splitParagraphs } from './content/Content';

const section = (data: Record<string, unknown>) => ZContentSectionSchema.parse({ id: 's1', type: 'content', data });

describe('content section', () => {
  it('escapes HTML in the heading, strapline and body instead of rendering it', () => {
    const html = renderToString(
      <Content
        section={section({
          strapline: '<b>bold</b>',
          heading: '<script>alert("x")</script><img src=x onerror=alert(1)>',
          body: '<iframe src="https://evil.example"></iframe>',
        })}
        position={0}
      />,
    );
    expect(html).not.toMatch(/<script|<img|<iframe|<b>/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;iframe');
  });

  it('splits the body into paragraphs on blank lines', () => {
    expect(splitParagraphs('One\nstill one\n\nTwo\n  \n\n\nThree\r\n\r\n')).toEqual(['One\nstill one', 'Two', 'Three']);
    const html = renderToString(<Content section={section({ body: 'First\n\nSecond' })} position={0} />);
    expect(html).toMatch(/<p>First<\/p><p>Second<\/p>/);
  });

  it('uses h1 for the first section on a page and h2 after it', () => {
    const s = section({ heading: 'Hello' });
    expect(renderToString(<Content section={s} position={0} />)).toMatch(/<h1[^>]*>Hello<\/h1>/);
    expect(renderToString(<Content section={s} position={2} />)).toMatch(/<h2[^>]*>Hello<\/h2>/);
  });

  it('applies text settings and background, and ignores colours that are not colours', () => {
    const html = renderToString(
      <Content
        section={section({
          heading: 'Styled',
          body: 'Text',
          textSettings: {
            heading: { alignment: 'center', color: '#ff0000', fontSize: '4xl', fontWeight: 'bold' },
            body: { color: 'red; background:url(https://evil.example/x)' },
          },
          background: { color: '#eeeeee', paddingTop: 10, paddingBottom: 20 },
        })}
        position={0}
      />,
    );
    expect(html).toContain('color:#ff0000;font-size:36px;font-weight:700;text-align:center');
    // The spec's default height (425) is left to the content (ADR 048).
    expect(html).toContain('background-color:#eeeeee;padding-top:10px;padding-bottom:20px');
    expect(html).not.toContain('min-height');
    expect(html).not.toContain('evil.example');
  });

  it('keeps a section height the builder picked as a minimum, with the content in its middle', () => {
    const html = renderToString(
      <Content section={section({ heading: 'Tall', background: { minHeight: 600 } })} position={0} />,
    );
    expect(html).toContain('min-height:600px');
    expect(html).toContain('atrium-section--tall');
  });

  it('leaves out empty parts', () => {
    const html = renderToString(<Content section={SECTION_CATALOGUE.content.create()} position={0} />);
    expect(html).not.toMatch(/<h1|<p/);
  });
});
