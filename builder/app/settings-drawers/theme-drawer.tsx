import {
  COLOR_SCHEMES,
  FONTS,
  HEX_COLOR_PATTERN,
  THEME_COLOR_PATHS,
  ZThemeSchema,
  activeColorScheme,
  applyColorScheme,
  themeColor,
  type TTheme,
  type TThemeColorPath,
} from '@atrium/core';
import { BlockStack, Button, Select, Tabs, Text, TextField } from '@shopify/polaris';
import { XIcon } from '@shopify/polaris-icons';
import { useEffect, useRef, useState } from 'react';
import { getPath, setPath } from '../drawer-fields/field-path';

const COLOR_LABELS: Partial<Record<TThemeColorPath, string>> = {
  accentColor: 'Accent colour',
  'background.color': 'Page background',
  'heading.color': 'Headings',
  'paragraph.color': 'Paragraphs',
  'listing.card.titleColor': 'Card titles',
  'listing.card.subtitleColor': 'Card subtitles',
  'listing.card.textColor': 'Card text',
  'listing.card.background': 'Card background',
  'listing.search.textColor': 'Search text',
  'listing.search.placeholderColor': 'Search placeholder',
  'listing.search.background': 'Search background',
  'listing.search.borderColor': 'Search border',
  'listing.filters.dropdown.text': 'Dropdown text',
  'listing.filters.dropdown.placeholder': 'Dropdown placeholder',
  'listing.filters.dropdown.background': 'Dropdown background',
  'listing.filters.dropdown.border': 'Dropdown border',
  'listing.filters.tag.text': 'Tag text',
  'listing.filters.tag.placeholder': 'Tag placeholder',
  'listing.filters.tag.background': 'Tag background',
  'listing.filters.tag.selectedBackground': 'Selected tag background',
};

const FONT_OPTIONS = FONTS.map((f) => ({ label: f.family, value: f.family }));

/** A theme colour: a hex value (a 3- or 6-digit hex with #); anything else is cleared on blur. */
function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextField
      label={label}
      value={draft ?? value}
      onChange={(next) => {
        setDraft(next);
        if (HEX_COLOR_PATTERN.test(next)) onChange(next);
      }}
      onBlur={() => setDraft(null)}
      prefix={<span className="atrium-color-swatch" style={{ background: value }} />}
      autoComplete="off"
    />
  );
}

/**
 * App Theme (spec doc 1 §2–§3): Color Settings (every theme colour and the heading and paragraph
 * fonts) and Color Schemes (the 12 presets; the 12th is the default). Choosing a scheme
 * overwrites every colour it sets at once; each change is one undoable edit of the theme draft.
 */
export function ThemeDrawer({
  theme,
  onChange,
  onClose,
}: {
  theme: TTheme;
  onChange: (theme: TTheme) => void;
  onClose: () => void;
}) {
  const [tab, setTab] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const active = activeColorScheme(theme);
  const set = (path: string, value: unknown) => {
    const next = ZThemeSchema.safeParse(setPath(theme, path, value));
    if (next.success) onChange(next.data);
  };

  return (
    <aside
      className="atrium-block-drawer"
      aria-labelledby="atrium-theme-drawer-title"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <div className="atrium-block-drawer__header">
        <h2 id="atrium-theme-drawer-title" tabIndex={-1} ref={headingRef}>
          App Theme
        </h2>
        <Button icon={XIcon} variant="tertiary" accessibilityLabel="Close the theme editor" onClick={onClose} />
      </div>
      <Tabs
        tabs={[
          { id: 'theme-colors', content: 'Color Settings' },
          { id: 'theme-schemes', content: 'Color Schemes' },
        ]}
        selected={tab}
        onSelect={setTab}
        fitted
      />
      <div className="atrium-block-drawer__body">
        {tab === 0 ? (
          <BlockStack gap="300">
            <Select
              label="Heading font"
              options={FONT_OPTIONS}
              value={theme.heading.fontFamily}
              onChange={(v) => set('heading.fontFamily', v)}
            />
            <Select
              label="Paragraph font"
              options={FONT_OPTIONS}
              value={theme.paragraph.fontFamily}
              onChange={(v) => set('paragraph.fontFamily', v)}
            />
            {THEME_COLOR_PATHS.map((path) => (
              <ColorField
                key={path}
                label={COLOR_LABELS[path] ?? path}
                value={String(getPath(theme, path) ?? '')}
                onChange={(v) => set(path, v)}
              />
            ))}
          </BlockStack>
        ) : (
          <div className="atrium-scheme-grid" role="radiogroup" aria-label="Color Schemes">
            {COLOR_SCHEMES.map((scheme, index) => (
              <button
                key={scheme.name}
                type="button"
                role="radio"
                aria-checked={active?.index === index}
                className="atrium-scheme-card"
                onClick={() => onChange(applyColorScheme(theme, scheme))}
              >
                <span className="atrium-scheme-card__swatches" aria-hidden="true">
                  {(['background.color', 'accentColor', 'heading.color', 'paragraph.color'] as const).map((path) => (
                    <span key={path} style={{ background: scheme.colors[path] ?? themeColor(theme, path) }} />
                  ))}
                </span>
                <Text as="span" variant="bodySm">
                  {scheme.name}
                </Text>
              </button>
            ))}
          </div>
        )}
      </div>
    </aside>
  );
}
