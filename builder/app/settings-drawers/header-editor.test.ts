import { ZHeaderSchema } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { getPath, setPath } from '../drawer-fields/field-path';
import { SECTION_EDITORS } from '../sections/registry';
import { headerTabs, newNavLink } from './header-editor';

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
