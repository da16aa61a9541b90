import { DEFAULT_ACCENT_COLOR } from '@atrium/core';

/** The swatches offered in the create-portal wizard; the spec's default accent comes first. */
export const PORTAL_COLOR_PRESETS = [
  { name: 'Violet', value: DEFAULT_ACCENT_COLOR },
  { name: 'Blue', value: '#2563EB' },
  { name: 'Sky', value: '#0284C7' },
  { name: 'Teal', value: '#0D9488' },
  { name: 'Green', value: '#16A34A' },
  { name: 'Amber', value: '#D97706' },
  { name: 'Red', value: '#DC2626' },
  { name: 'Pink', value: '#DB2777' },
  { name: 'Slate', value: '#334155' },
] as const;
