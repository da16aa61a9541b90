import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it('keeps site paths and http(s), mailto and tel links', () => {
    for (const href of [
      '/about',
      '#top',
      '?q=1',
      'https://example.com/x',
      'HTTP://example.com',
      'mailto:a@b.co',
      'tel:+351',
    ]) {
      expect(safeHref(href)).toBe(href);
    }
  });

  it('drops other schemes, also when disguised with whitespace or control characters', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\u0000script:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(safeHref(href), JSON.stringify(href)).toBeUndefined();
    }
  });

  it('treats a bare domain as https and an empty value as no link', () => {
    expect(safeHref('example.com/help')).toBe('https://example.com/help');
    expect(safeHref('  ')).toBeUndefined();
  });
});
