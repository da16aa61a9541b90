import { SECTION_CATALOGUE, SECTION_TEMPLATES, ZHeaderSchema, defaultFooter, type TSectionType } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { clampToStep, getPath, moveItem, setPath } from '../app/editor/block-drawer/field-path';
import { parseLinkLines } from '../app/editor/block-drawer/document-drawer';
import { SECTION_EDITORS } from '../app/sections/registry';
import { footerState } from '../app/settings-drawers/footer-drawer';
import { footerTabs } from '../app/settings-drawers/footer-editor';
import { headerTabs, newNavLink } from '../app/settings-drawers/header-editor';

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

describe('[EDITOR] footer editor', () => {
  it('shows Links only for layout 3 and Social only for layout 2', () => {
    const labels = (layout: string) => footerTabs(layout).map((t) => t.label);
    expect(labels('globalFooter03')).toEqual(['Layout', 'Content', 'Links', 'Settings']);
    expect(labels('globalFooter02')).toEqual(['Layout', 'Content', 'Social', 'Settings']);
    expect(labels('globalFooter01')).toEqual(['Layout', 'Content', 'Settings']);
  });

  it("tells the page which footer control to show: 'Add Footer', 'Footer is hidden' or Edit Footer", () => {
    const empty = defaultFooter();
    expect(footerState(empty)).toBe('empty');
    expect(footerState({ ...empty, description: 'Hello' })).toBe('shown');
    expect(footerState({ ...empty, description: 'Hello', disabled: true })).toBe('hidden');
  });

  it("reads link lines as 'Title | URL'", () => {
    expect(parseLinkLines('Docs | https://example.com/docs\n\n  Status|https://status.example.com ')).toEqual([
      { title: 'Docs', titleUrl: 'https://example.com/docs' },
      { title: 'Status', titleUrl: 'https://status.example.com' },
    ]);
  });
});

describe('[EDITOR] header editor', () => {
  const fieldPaths = (placement: string) =>
    headerTabs(placement, [{ id: 'p1', name: 'Home' }]).flatMap((t) => (t.fields ?? []).map((f) => f.path));

  it('side placement hides transparency, hover colour, the layout picker and dropdown styles', () => {
    const top = fieldPaths('top');
    const side = fieldPaths('side');
    for (const path of [
      'background.isTransparent',
      'styles.nav.hoverColor',
      'layout',
      'styles.nav.dropdown.background.color',
    ]) {
      expect(top).toContain(path);
      expect(side).not.toContain(path);
    }
  });

  it("a new link is a page link named 'Page' (spec doc 1 §5) and valid", () => {
    const link = newNavLink();
    expect(link).toMatchObject({ name: 'Page', type: 'page', alwaysVisible: false, publicViewOnly: false });
    expect(link._id).toMatch(/^[a-z0-9]{12}$/);
  });

  it('a link offers a page picker for page links, a URL for external links, and valid sub-links', () => {
    const [navigation] = headerTabs('top', [{ id: 'p1', name: 'Home' }]);
    const fields = navigation!.list!.fields;
    const pagePicker = fields.find((f) => f.kind === 'select' && f.label === 'Page')!;
    const url = fields.find((f) => f.label === 'URL or path')!;
    expect(pagePicker.visible?.({ type: 'page' })).toBe(true);
    expect(pagePicker.visible?.({ type: 'external' })).toBe(false);
    expect(url.visible?.({ type: 'external' })).toBe(true);
    expect(url.visible?.({ type: 'none' })).toBe(false);
    const subLinks = fields.find((f) => f.kind === 'list');
    expect(subLinks?.kind === 'list' && subLinks.list.path).toBe('subnav');
    if (subLinks?.kind !== 'list') return;
    // Sub-links have no 'none' type: only top-level links group others.
    const type = subLinks.list.fields.find((f) => f.path === 'type');
    expect(type?.kind === 'select' && type.options.map((o) => o.value)).toEqual(['page', 'external']);
    const header = ZHeaderSchema.parse({ nav: [{ ...newNavLink(), subnav: [subLinks.list.create()] }] });
    expect(header.nav[0]!.subnav[0]).toMatchObject({ name: 'Page', type: 'page' });
  });

  it('image position shows only for covering images; button fields follow the integration', () => {
    const hero = SECTION_EDITORS.hero.tabs('hero01').flatMap((t) => t.fields ?? []);
    const position = hero.find((f) => f.path === 'image.positionType')!;
    expect(position.visible?.({ image: { fitType: 'contain' } })).toBe(false);
    expect(position.visible?.({ image: { fitType: 'cover' } })).toBe(true);
    const secondLink = hero.find((f) => f.path === 'button.code2')!;
    expect(secondLink.visible?.({ button: { integration: 'url' } })).toBe(false);
    expect(secondLink.visible?.({ button: { integration: 'two-urls' } })).toBe(true);
    const mailing = hero.find((f) => f.label === 'Mailing list form address')!;
    expect(mailing.visible?.({ button: { integration: 'mailing-list' } })).toBe(true);
  });

  it('paths of the item itself read and write the whole item', () => {
    const item = { a: 1 };
    expect(getPath(item, '')).toBe(item);
    expect(setPath(item, '', { a: 2 })).toEqual({ a: 2 });
  });
});
