import { richTextFromPlain } from '@atrium/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

describe('RichText', () => {
  it('renders headings, formats, links and lists as elements', () => {
    const html = renderToStaticMarkup(
      <RichText
        value={{
          root: {
            type: 'root',
            children: [
              {
                type: 'heading',
                tag: 'h3',
                format: 'center',
                children: [{ type: 'text', text: 'Title', format: 1, style: '' }],
              },
              {
                type: 'paragraph',
                format: '',
                children: [
                  { type: 'text', text: '<b>not html</b>', format: 0, style: 'color: #ff0000' },
                  {
                    type: 'link',
                    url: 'https://example.com',
                    target: '_blank',
                    children: [{ type: 'text', text: 'site', format: 2, style: '' }],
                  },
                ],
              },
              {
                type: 'list',
                listType: 'number',
                children: [{ type: 'listitem', children: [{ type: 'text', text: 'one', format: 0, style: '' }] }],
              },
            ],
          },
        }}
      />,
    );
    expect(html).toContain('<h3 class="atrium-rich-text--center"><strong>Title</strong></h3>');
    expect(html).toContain('<span style="color:#ff0000">&lt;b&gt;not html&lt;/b&gt;</span>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer"><em>site</em></a>');
    expect(html).toContain('<ol><li>one</li></ol>');
  });

  it('drops unsafe links and renders nothing for invalid values', () => {
    const html = renderToStaticMarkup(
      <RichText
        value={{
          root: {
            type: 'root',
            children: [
              { type: 'paragraph', format: '', children: [{ type: 'link', url: 'javascript:alert(1)', children: [] }] },
            ],
          },
        }}
      />,
    );
    expect(html).not.toContain('javascript');
    expect(renderToStaticMarkup(<RichText value="<script>" />)).toBe('');
    expect(renderToStaticMarkup(<RichText value={richTextFromPlain('hello')} />)).toContain('<p>hello</p>');
  });
});
