import type { CSSProperties } from 'react';
import { cssColor, fontSize, fontWeight } from './css-values';

/** The text settings sections share: colour, size, weight and alignment, all optional. */
export interface TextSettings {
  color?: string | undefined;
  fontSize?: string | undefined;
  fontWeight?: string | undefined;
  alignment?: 'left' | 'center' | 'right' | 'justify' | undefined;
}

/** Inline style for a piece of text; what is not set falls back to the stylesheet and theme. */
export function textStyle(settings: TextSettings): CSSProperties {
  return {
    color: cssColor(settings.color),
    fontSize: fontSize(settings.fontSize),
    fontWeight: fontWeight(settings.fontWeight),
    textAlign: settings.alignment,
  };
}
