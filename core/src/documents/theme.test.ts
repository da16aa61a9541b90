import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCENT_COLOR, ZThemeSchema, defaultTheme, themeCssVariables } from './theme';

describe('defaultTheme', () => {
  it('matches the spec defaults', () => {
    const theme = defaultTheme();
    expect(DEFAULT_ACCENT_COLOR).toBe('#8848FF');
    expect(theme).toMatchObject({
      version: 1,
      accentColor: '#8848FF',
      background: { color: '#fbfbfd' },
      heading: { fontFamily: 'Inter', color: '#000000' },
      paragraph: { fontFamily: 'Inter', color: '#595a5f' },
      listing: {
        card: { variant: 'bordered' },
        search: { borderWidth: 1, borderRadius: 24 },
      },
    });
  });

  it('takes the accent colour chosen in the wizard', () => {
    expect(defaultTheme('#ff0000').accentColor).toBe('#ff0000');
    expect(defaultTheme('#ff0000').background.color).toBe('#fbfbfd');
  });
});

describe('ZThemeSchema', () => {
  it('fills missing parts and keeps given ones', () => {
    const theme = ZThemeSchema.parse({ heading: { fontFamily: 'Lora' } });
    expect(theme.heading).toEqual({ fontFamily: 'Lora', color: '#000000' });
    expect(theme.paragraph.fontFamily).toBe('Inter');
  });

  it.each([
    ['a named colour', { accentColor: 'purple' }],
    ['a CSS injection', { background: { color: '#fff; } body { display:none' } }],
    ['a search border too thick', { listing: { search: { borderWidth: 5 } } }],
    ['a search radius too large', { listing: { search: { borderRadius: 25 } } }],
    ['an unknown card variant', { listing: { card: { variant: 'glow' } } }],
  ])('refuses %s', (_, input) => {
    expect(ZThemeSchema.safeParse(input).success).toBe(false);
  });
});

describe('themeCssVariables', () => {
  it('exposes the theme as CSS custom properties', () => {
    const vars = themeCssVariables(
      ZThemeSchema.parse({
        accentColor: '#123456',
        heading: { fontFamily: 'Lora', color: '#111111' },
        listing: { search: { borderWidth: 2, borderRadius: 8, borderColor: '#cccccc' } },
      }),
    );
    expect(vars).toMatchObject({
      '--atrium-accent': '#123456',
      '--atrium-background': '#fbfbfd',
      '--atrium-heading-font': '"Lora", ui-sans-serif, system-ui, sans-serif',
      '--atrium-heading-color': '#111111',
      '--atrium-paragraph-font': '"Inter", ui-sans-serif, system-ui, sans-serif',
      '--atrium-paragraph-color': '#595a5f',
      '--atrium-search-radius': '8px',
      '--atrium-search-border-width': '2px',
      '--atrium-search-border-color': '#cccccc',
    });
    for (const [name, value] of Object.entries(vars)) {
      expect(name).toMatch(/^--atrium-[a-z-]+$/);
      expect(value).not.toBe('');
    }
  });

  it('quotes font names so a name cannot end the declaration', () => {
    const vars = themeCssVariables(ZThemeSchema.parse({ heading: { fontFamily: 'Evil"; color: red' } }));
    expect(vars['--atrium-heading-font']).toBe('"Evil\\"; color: red", ui-sans-serif, system-ui, sans-serif');
  });
});
