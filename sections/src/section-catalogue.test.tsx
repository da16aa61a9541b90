import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HIDDEN_TEMPLATES, SECTION_CATALOGUE, SECTION_TEMPLATES, richTextToPlain, type TRichText } from '@atrium/core';
import { RenderSection, SECTION_RENDERERS, UNSUPPORTED_SECTION_MESSAGE } from './render-section';
import { collapse, htmlText } from './testing/html-text';

/**
 * Keys under which section data keeps presentation rather than text. Every other string in a
 * sample is text a visitor must see, so a renderer that drops a field fails this test.
 */
const PRESENTATION_KEYS = new Set([
  'textSettings',
  'background',
  'styles',
  'config',
  'id',
  'type',
  'sectionName',
  // Images, buttons and links keep sources, URLs and styles; their texts have focused tests.
  'image',
  'button',
  'link',
  'avatar',
  // Embeds keep sources; a code block's snippet is code run in its frame, not text.
  'embed',
  'code',
  // content07's columns: a focused test renders them.
  'leftContent',
  'rightContent',
]);

function visibleStrings(value: unknown, key = ''): string[] {
  if (PRESENTATION_KEYS.has(key)) return [];
  if (value && typeof value === 'object' && 'root' in value) {
    return richTextToPlain(value as TRichText)
      .split('\n')
      .map(collapse)
      .filter((line) => line !== '');
  }
  if (typeof value === 'string') return value.trim() === '' ? [] : value.split(/\n\s*\n/).map(collapse);
  if (Array.isArray(value)) return value.flatMap((item) => visibleStrings(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => visibleStrings(v, k));
  return [];
}

describe('every section type in the catalogue', () => {
  const entries = Object.values(SECTION_CATALOGUE);

  it('has a renderer', () => {
    expect(Object.keys(SECTION_RENDERERS).sort()).toEqual(Object.keys(SECTION_CATALOGUE).sort());
  });

  it.each(entries.map((entry) => [entry.type, entry] as const))(
    '%s: its sample is valid and renders its text',
    (_type, entry) => {
      const parsed = entry.schema.safeParse(entry.sample);
      expect(parsed.success, parsed.success ? '' : parsed.error.message).toBe(true);

      const html = renderToString(<RenderSection section={entry.sample} position={0} />);
      const text = htmlText(html);
      // A data section's settings are configuration, not text: its heading and description are.
      const data = entry.sample.data as Record<string, unknown>;
      const expected = visibleStrings(
        entry.type === 'data' ? { heading: data.heading, description: data.description } : entry.sample.data,
      );
      expect(expected.length).toBeGreaterThan(0);
      for (const piece of expected) expect(text).toContain(piece);
    },
  );

  it.each(entries.map((entry) => [entry.type, entry] as const))(
    '%s: a new section with defaults validates and renders',
    (_type, entry) => {
      const created = entry.create();
      expect(entry.schema.safeParse(created).success).toBe(true);
      expect(() => renderToString(<RenderSection section={created} position={1} />)).not.toThrow();
    },
  );
});

describe('every template of the Add Section modal', () => {
  it.each(SECTION_TEMPLATES.map((t) => [t.name, t] as const))(
    '%s: sample and new section validate and render',
    (name, template) => {
      const schema = SECTION_CATALOGUE[template.type].schema;
      expect(schema.safeParse(template.sample).success).toBe(true);
      expect(template.sample.sectionName).toBe(name);
      const created = template.create();
      expect(schema.safeParse(created).success).toBe(true);
      expect(created.sectionName).toBe(name);
      expect(created.id).toMatch(/^[a-z0-9]{12}$/);
      expect(created.version).toBe(2.1);
      expect(template.create().id).not.toBe(created.id);
      const html = renderToString(<RenderSection section={template.sample} position={0} />);
      const kind = template.type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      expect(html).toContain(`atrium-${kind}--${name}`);
    },
  );

  it('hides exactly hero14, feature23, feature50 and content11 that exist', () => {
    const hidden = SECTION_TEMPLATES.filter((t) => t.hidden).map((t) => t.name);
    expect(hidden.every((n) => HIDDEN_TEMPLATES.includes(n))).toBe(true);
    expect(hidden).toEqual(expect.arrayContaining(['hero14', 'feature23', 'feature50']));
  });
});

describe('a section type the catalogue no longer knows', () => {
  const legacy = { id: 'old1', type: 'hero-legacy' };

  it('renders nothing on the portal', () => {
    expect(renderToString(<RenderSection section={legacy} position={0} />)).toBe('');
  });

  it("shows the spec's notice in the builder's preview", () => {
    expect(htmlText(renderToString(<RenderSection section={legacy} position={0} preview />))).toBe(
      UNSUPPORTED_SECTION_MESSAGE,
    );
  });
});
