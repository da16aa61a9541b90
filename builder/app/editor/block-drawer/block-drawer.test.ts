import { SECTION_CATALOGUE, SECTION_TEMPLATES, type TSectionType } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { clampToStep, getPath, moveItem, setPath } from '../../drawer-fields/field-path';
import { SECTION_EDITORS } from '../../sections/registry';

describe('[EDITOR] block drawer logic', () => {
  it('reads and writes fields by path without touching the original', () => {
    const data = { heading: 'A', image: { height: 500 }, features: [{ title: 'x' }, { title: 'y' }] };
    const next = setPath(data, 'features.1.title', 'z');
    expect(next.features[1]).toEqual({ title: 'z' });
    expect(data.features[1]).toEqual({ title: 'y' });
    expect(next.features[0]).toBe(data.features[0]);
    expect(getPath(setPath(data, 'image.height', 320), 'image.height')).toBe(320);
    expect(getPath(data, 'missing.deep')).toBeUndefined();
  });

  it('moves items and ignores moves past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });

  it('sliders snap to their step inside their range (spec doc 2 §5)', () => {
    expect(clampToStep(47, { min: 0, max: 100, step: 4 })).toBe(48);
    expect(clampToStep(1200, { min: 0, max: 1000, step: 20 })).toBe(1000);
    expect(clampToStep(Number.NaN, { min: 0, max: 6, step: 1 })).toBe(0);
  });

  it('every section type has an editor whose fields all point at real data', () => {
    // Data sections are edited in the listing editor (listing-editor.test.ts).
    for (const template of SECTION_TEMPLATES.filter((t) => t.type !== 'data')) {
      const tabs = SECTION_EDITORS[template.type as TSectionType].tabs(template.name);
      expect(tabs.length, template.name).toBeGreaterThan(0);
      // The background comes last, in its own tab.
      expect(tabs.at(-1)!.id).toBe('background');
      const data = template.create().data;
      for (const tab of tabs) {
        for (const field of tab.fields ?? []) {
          const parent = field.path.split('.').slice(0, -1).join('.');
          if (parent) expect(getPath(data, parent), `${template.name} ${field.path}`).toBeTypeOf('object');
        }
        if (tab.list) {
          const item = tab.list.create();
          expect(Array.isArray(getPath(data, tab.list.path))).toBe(true);
          const schema = SECTION_CATALOGUE[template.type].schema;
          const withItem = setPath(data, tab.list.path, [...(getPath(data, tab.list.path) as unknown[]), item]);
          expect(schema.safeParse({ ...template.create(), data: withItem }).success, template.name).toBe(true);
        }
      }
    }
  });

  it('the grid choice appears only for two-column layouts', () => {
    const has = (type: TSectionType, name: string) =>
      SECTION_EDITORS[type].tabs(name).some((t) => t.fields?.some((f) => f.path === 'background.grid'));
    expect(has('hero', 'hero03')).toBe(true);
    expect(has('hero', 'hero01')).toBe(false);
    expect(has('feature', 'feature01')).toBe(true);
    expect(has('feature', 'feature04')).toBe(false);
  });
});
