import { describe, expect, it } from 'vitest';
import { ZFooterSchema, defaultFooter } from './footer';

describe('defaultFooter', () => {
  it('matches the spec defaults', () => {
    const footer = defaultFooter();
    expect(footer).toMatchObject({
      version: 1,
      layout: 'globalFooter03',
      disabled: false,
      logo: { show: false, height: 28 },
      background: { minHeight: 100, paddingTop: 48, paddingBottom: 48, paddingLeft: 24, paddingRight: 24 },
      textSettings: { heading: { fontWeight: 'bold' } },
      button: { fontColor: '#ffffff', backgroundColor: '#8848FF', size: 'large' },
    });
    expect(footer.columns).toHaveLength(3);
    expect(footer.columns[0]).toEqual({ category: '', links: [] });
    expect(Object.values(footer.social).every((v) => v === '')).toBe(true);
  });

  it("uses the portal's accent colour for the button", () => {
    expect(defaultFooter('#00aa00').button.backgroundColor).toBe('#00aa00');
  });
});

describe('ZFooterSchema', () => {
  it.each([
    ['more than three columns', { columns: [{}, {}, {}, {}] }],
    ['an unknown layout', { layout: 'globalFooter04' }],
    ['a negative padding', { background: { paddingTop: -1 } }],
    ['an unknown button size', { button: { size: 'huge' } }],
  ])('refuses %s', (_, input) => {
    expect(ZFooterSchema.safeParse(input).success).toBe(false);
  });
});
