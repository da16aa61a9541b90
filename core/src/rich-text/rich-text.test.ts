import { describe, expect, it } from 'vitest';
import {
  isAllowedRichTextLink,
  richTextFromPlain,
  richTextToPlain,
  sanitizeTextStyle,
  ZRichTextSchema,
} from './rich-text';

describe('rich text', () => {
  it('keeps the nodes Atrium renders and drops the rest', () => {
    const parsed = ZRichTextSchema.parse({
      root: {
        type: 'root',
        direction: 'ltr',
        children: [
          {
            type: 'heading',
            tag: 'h2',
            format: 'center',
            children: [{ type: 'text', text: 'Hi', format: 1, style: '' }],
          },
          { type: 'image', src: 'x' },
          {
            type: 'paragraph',
            format: '',
            children: [
              {
                type: 'link',
                url: 'javascript:alert(1)',
                children: [{ type: 'text', text: 'bad', format: 0, style: '' }],
              },
              {
                type: 'link',
                url: 'https://example.com',
                target: '_blank',
                children: [{ type: 'text', text: 'ok', format: 0, style: 'color: #f00; background: url(x)' }],
              },
            ],
          },
        ],
      },
    });
    expect(parsed.root.children).toHaveLength(2);
    const paragraph = parsed.root.children[1];
    expect(paragraph).toMatchObject({ type: 'paragraph' });
    expect(paragraph && 'children' in paragraph ? paragraph.children : []).toEqual([
      {
        type: 'link',
        url: 'https://example.com',
        target: '_blank',
        children: [{ type: 'text', text: 'ok', format: 0, style: 'color: #f00' }],
      },
    ]);
  });

  it('links need a scheme and never run script', () => {
    expect(isAllowedRichTextLink('https://example.com')).toBe(true);
    expect(isAllowedRichTextLink('mailto:a@b.co')).toBe(true);
    expect(isAllowedRichTextLink('example.com')).toBe(false);
    expect(isAllowedRichTextLink('JavaScript:alert(1)')).toBe(false);
    expect(isAllowedRichTextLink('https:// spaced')).toBe(false);
  });

  it('keeps only hex colours and the offered font sizes', () => {
    expect(sanitizeTextStyle('color: #ABC; font-size: 18px; position: fixed')).toBe('color: #abc; font-size: 18px');
    expect(sanitizeTextStyle('color: red; font-size: 99px')).toBe('');
  });

  it('round-trips plain text', () => {
    expect(richTextToPlain(ZRichTextSchema.parse(richTextFromPlain('one\ntwo')))).toBe('one\ntwo');
  });
});
