import { describe, expect, it } from 'vitest';
import {
  FONTS,
  FONT_FAMILIES,
  FONT_WEIGHTS,
  REGULAR_FONT_WEIGHT,
  findFont,
  findFontByPackage,
  fontFamilyStack,
  fontListItems,
  isAvailableFontFamily,
} from './fonts';

describe('the font list', () => {
  it('has unique families and packages, Inter among them', () => {
    expect(new Set(FONTS.map((f) => f.family)).size).toBe(FONTS.length);
    expect(new Set(FONTS.map((f) => f.packageId)).size).toBe(FONTS.length);
    expect(findFont('Inter')?.packageId).toBe('inter');
    expect(FONTS.length).toBeGreaterThanOrEqual(12);
  });

  it('is in popularity order, most popular first', () => {
    expect(FONT_FAMILIES.slice(0, 5)).toEqual(['Roboto', 'Open Sans', 'Montserrat', 'Inter', 'Poppins']);
  });

  it('offers only the spec weights, ascending, always with the regular weight', () => {
    for (const font of FONTS) {
      expect(font.weights.length, font.family).toBeGreaterThan(0);
      expect(
        font.weights.every((w) => (FONT_WEIGHTS as readonly number[]).includes(w)),
        font.family,
      ).toBe(true);
      expect(
        [...font.weights].sort((a, b) => a - b),
        font.family,
      ).toEqual([...font.weights]);
      expect(font.weights, font.family).toContain(REGULAR_FONT_WEIGHT);
      expect(font.packageId, font.family).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('finds fonts by family (exactly) and by package', () => {
    expect(isAvailableFontFamily('Playfair Display')).toBe(true);
    expect(isAvailableFontFamily('playfair display')).toBe(false);
    expect(isAvailableFontFamily('Lora')).toBe(false);
    expect(isAvailableFontFamily(undefined)).toBe(false);
    expect(findFontByPackage('playfair-display')?.family).toBe('Playfair Display');
    expect(findFontByPackage('..')).toBeUndefined();
  });

  it('lists items for the font API in the same order', () => {
    const items = fontListItems();
    expect(items.map((i) => i.family)).toEqual(FONT_FAMILIES);
    expect(items.find((i) => i.family === 'Lato')).toEqual({
      family: 'Lato',
      category: 'sans',
      weights: [300, 400, 700, 900],
    });
  });

  it('falls back to system fonts of the same kind', () => {
    expect(fontFamilyStack('Merriweather')).toBe('"Merriweather", ui-serif, Georgia, serif');
    expect(fontFamilyStack('Inter')).toBe('"Inter", ui-sans-serif, system-ui, sans-serif');
  });

  it('keeps every family a stored version 2 theme may name (removing one needs a theme migration)', () => {
    const offeredByVersion2 = [
      'Roboto',
      'Open Sans',
      'Montserrat',
      'Inter',
      'Poppins',
      'Lato',
      'Oswald',
      'Raleway',
      'Nunito',
      'Rubik',
      'Source Sans 3',
      'Playfair Display',
      'Merriweather',
      'Work Sans',
      'DM Sans',
      'Karla',
    ];
    for (const family of offeredByVersion2) expect(isAvailableFontFamily(family), family).toBe(true);
  });
});
