import { FONT_SIZE_PX, SECTION_HEIGHT_DEFAULT, type TFontSize } from '@atrium/core';
import type { CSSProperties } from 'react';

/**
 * Values from builder documents end up in inline styles. React escapes them for HTML but not
 * for CSS, so a colour such as `red; background: url(…)` would add declarations. Only values
 * made of the characters colours and lengths use (`#fff`, `rgb(0 0 0 / 50%)`, `white`) pass.
 */
const SAFE_CSS_VALUE = /^[#a-zA-Z0-9(),.%\s-]{1,50}$/;

export function cssColor(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed !== '' && SAFE_CSS_VALUE.test(trimmed) ? trimmed : undefined;
}

/** A text size xs to 7xl in pixels (core's FONT_SIZE_PX, spec doc 1 §9); anything else is no size. */
export function fontSize(size: string | undefined): string | undefined {
  if (size === undefined || !Object.hasOwn(FONT_SIZE_PX, size)) return undefined;
  return `${FONT_SIZE_PX[size as TFontSize]}px`;
}

const NAMED_WEIGHTS: Record<string, number> = { light: 300, normal: 400, bold: 700 };

/** Weights are offered as 300 to 900 or as light, normal and bold. */
export function fontWeight(weight: string | undefined): number | undefined {
  if (weight === undefined) return undefined;
  if (Object.hasOwn(NAMED_WEIGHTS, weight)) return NAMED_WEIGHTS[weight];
  const numeric = Number(weight);
  return Number.isInteger(numeric) && numeric >= 100 && numeric <= 900 ? numeric : undefined;
}

interface BackgroundValues {
  color?: string;
  imageSource?: string;
  imageUrl?: string;
  minHeight?: number;
  paddingTop?: number;
  paddingBottom?: number;
  paddingLeft?: number;
  paddingRight?: number;
}

/**
 * The minimum height of a section: the height a builder picked, or none when it is the spec's
 * default (425 px), which the portal leaves to the content so short sections leave no empty
 * bands (ADR 048). A background picture keeps the default: a photo band needs its height.
 */
export function sectionMinHeight(
  background: Pick<BackgroundValues, 'minHeight' | 'imageSource' | 'imageUrl'>,
): number | undefined {
  const height = background.minHeight;
  if (!height) return undefined;
  const picture = PICTURE_SOURCES.has(background.imageSource ?? '') && Boolean(background.imageUrl?.trim());
  return height !== SECTION_HEIGHT_DEFAULT || picture ? height : undefined;
}

const PICTURE_SOURCES: ReadonlySet<string> = new Set(['url', 'upload', 'stock']);

/** Padding, minimum height and colour of a footer background, or of a section's (`section`: ADR 048's height). */
export function backgroundStyle(background: BackgroundValues, options: { section?: boolean } = {}): CSSProperties {
  const minHeight = options.section ? sectionMinHeight(background) : background.minHeight;
  return {
    backgroundColor: cssColor(background.color),
    minHeight: minHeight ? `${minHeight}px` : undefined,
    paddingTop: background.paddingTop === undefined ? undefined : `${background.paddingTop}px`,
    paddingBottom: background.paddingBottom === undefined ? undefined : `${background.paddingBottom}px`,
    paddingLeft: background.paddingLeft === undefined ? undefined : `${background.paddingLeft}px`,
    paddingRight: background.paddingRight === undefined ? undefined : `${background.paddingRight}px`,
  };
}

/** CSS custom properties (`--atrium-*`) as a React style object; React passes `--` keys through. */
export function customProperties(variables: Record<string, string | undefined>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables)) if (value !== undefined) style[name] = value;
  return style as CSSProperties;
}
