import {
  DETAIL_BLOCK_KINDS,
  SECTION_CATALOGUE,
  ZDetailBlockSchema,
  LEGACY_LISTING_MESSAGE,
  dataWithLayout,
  isLegacyListing,
} from '@atrium/core';
import { type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { getPath, setPath } from '../../../drawer-fields/field-path';
import type { FieldSpec } from '../../../drawer-fields/field-specs';
import { LISTING_PANEL_IDS, listingPanel, listingSteps, stepToolbar } from './listing-panels';
import type { PanelEnv } from './panels/panel-kit';
import { ADD_BLOCK_GROUPS } from './panels/panel-options';
import { LISTINGS, context, dataOf, env } from './panels/panel-test-env';

const labels = (name: string, step: Parameters<typeof stepToolbar>[0], data = dataOf(name)) =>
  stepToolbar(step, name, data).map((t) => t.label);

describe('[LISTING] the full-screen listing editor', () => {
  it('has the step tabs of its layout (spec doc 2 §2)', () => {
    expect(listingSteps('table1')).toEqual(['table', 'detail', 'forms']);
    expect(listingSteps('grid2')).toEqual(['listing', 'detail', 'forms']);
    expect(listingSteps('list1')).toEqual(['listing', 'detail', 'forms']);
    expect(listingSteps('record1')).toEqual(['detail', 'forms']);
    expect(listingSteps('form1')).toEqual(['form', 'success']);
    expect(labels('form1', 'form')).toEqual(['Edit Form', 'Styles', 'Header']);
    expect(labels('form1', 'success')).toEqual(['Success Message']);
    expect(listingPanel('form-settings', env('form1')).title).toBe('Edit Form');
    expect(listingPanel('form-submit', env('form1')).title).toBe('Edit Submit Button');
  });

  it('shows Fields, Header, Search, Filters and Appearance, without Appearance for the table layout', () => {
    expect(labels('grid1', 'listing')).toEqual(['Fields', 'Header', 'Search', 'Filters', 'Appearance']);
    expect(labels('table1', 'table')).toEqual(['Fields', 'Header', 'Search', 'Filters']);
    expect(stepToolbar('table', 'table1', dataOf('table1'))[0]!.panel).toBe('table-fields');
    expect(stepToolbar('listing', 'list1', dataOf('list1'))[0]!.panel).toBe('listing-fields');
  });

  it('offers SEO Settings and Pretty URL only for records on pages of their own', () => {
    const page = dataOf('grid1');
    expect(labels('grid1', 'detail', page)).toEqual([
      'Appearance',
      'SEO Settings',
      'Pretty URL',
      'Actions',
      'Add Block',
    ]);
    const modal = { ...page, detail: { ...page.detail, type: 'modal' as const } };
    expect(labels('grid1', 'detail', modal)).toEqual(['Appearance', 'Actions', 'Add Block']);
    expect(labels('record1', 'detail')).toEqual(['Appearance', 'Header', 'Actions', 'Add Block']);
    expect(labels('list1', 'forms')).toEqual(['Edit Form']);
  });

  it('gives listing panels 400 px and form and block panels 340 px (spec doc 2 §9)', () => {
    const width = (id: (typeof LISTING_PANEL_IDS)[number]) => listingPanel(id, env('grid1')).width;
    expect(
      ['data-source', 'listing-fields', 'search', 'filters', 'listing-appearance'].map((id) => width(id as never)),
    ).toEqual([400, 400, 400, 400, 400]);
    expect(
      ['form-settings', 'form-submit', 'form-styles', 'edit-block', 'add-block', 'appearance'].map((id) =>
        width(id as never),
      ),
    ).toEqual([340, 340, 340, 340, 340, 340]);
    expect(listingPanel('search', env('grid1')).tabs.map((t) => t.label)).toEqual(['Fields', 'Styles']);
    expect(listingPanel('filters', env('grid1')).tabs.map((t) => t.label)).toEqual(['Source', 'Settings', 'Styles']);
    expect(listingPanel('data-source', env('grid1')).tabs.map((t) => t.label)).toEqual(['Source', 'View']);
    expect(listingPanel('listing-fields', env('list2')).tabs.map((t) => t.label)).toEqual([
      'Fields',
      'Call To Action',
      'Styles',
    ]);
    expect(listingPanel('listing-appearance', env('grid1')).tabs.map((t) => t.label)).toEqual([
      'Listing',
      'Card',
      'Pagination',
    ]);
  });

  it("every panel's controls point at real data of every listing layout, and new list items are valid", () => {
    const check = (name: string, data: unknown, fields: FieldSpec[], base: string) => {
      for (const field of fields) {
        const path = base ? `${base}.${field.path}` : field.path;
        const parent = path.split('.').slice(0, -1).join('.');
        if (parent) expect(getPath(data, parent), `${name} ${path}`).toBeTypeOf('object');
        if (field.kind === 'list') {
          const items = getPath(data, path);
          expect(Array.isArray(items), `${name} ${path}`).toBe(true);
          const withItem = setPath(data, path, [...(items as unknown[]), field.list.create()]);
          const template = LISTINGS.find((t) => t.name === name)!.create();
          const parsed = SECTION_CATALOGUE.data.schema.safeParse({ ...template, data: withItem });
          expect(parsed.success, `${name} ${path}`).toBe(true);
          check(name, withItem, field.list.fields, `${path}.${(items as unknown[]).length}`);
        }
      }
    };
    for (const template of LISTINGS) {
      const data = dataOf(template.name);
      for (const formKind of ['custom', 'create', 'edit'] as const) {
        for (const id of LISTING_PANEL_IDS) {
          for (const tab of listingPanel(id, { ...env(template.name), formKind }).tabs) {
            check(template.name, data, tab.fields ?? [], '');
          }
        }
      }
    }
  });

  it("Add Block offers every block kind in the spec's groups, and Edit Block only the fields a kind reads", () => {
    expect(ADD_BLOCK_GROUPS.map((g) => g.label)).toEqual([
      'Free Text',
      'Headers',
      'Tags',
      'Description Lists',
      'Linked Records',
      'Buttons',
      'Image/Video',
      'Layouts',
      'Attachments',
    ]);
    const offered = new Set(ADD_BLOCK_GROUPS.flatMap((g) => g.blocks.map((b) => b.kind)));
    expect([...DETAIL_BLOCK_KINDS].filter((kind) => !offered.has(kind))).toEqual([]);
    const gallery = { ...dataOf('grid1') };
    gallery.detail = { ...gallery.detail, blocks: [ZDetailBlockSchema.parse({ kind: 'gallery' })] };
    const tabs = listingPanel('edit-block', env('grid1')).tabs;
    const shown = (tabs[0]!.fields ?? []).filter((f) => !f.visible || f.visible(gallery));
    expect(shown.map((f) => f.label)).toEqual(['Block title', 'Fields']);
    expect(shown[1]!.kind === 'checklist' && shown[1]!.options.map((o) => o.label)).toEqual(['Photo']);
    const styles = (tabs[1]!.fields ?? []).filter((f) => !f.visible || f.visible(gallery));
    expect(styles.map((f) => f.label)).toEqual(['Column', 'Height', 'Picture fit']);
  });

  it('edits a linked records block in Fields, Actions and Styles, with the linked table’s fields', () => {
    const withTables: PanelEnv = {
      ...env('grid1'),
      blockKind: 'linked',
      context: {
        ...context,
        tableFields: context.tableFields.map((f) =>
          f.id === 'fldOwner' ? { ...f, options: { linkedTableId: 'tblPeople' } } : f,
        ),
        tables: [
          {
            id: 'tblPeople',
            name: 'People',
            fields: [
              { id: 'fldPerson', name: 'Person', type: 'singleLineText' },
              { id: 'fldRole', name: 'Role', type: 'singleLineText' },
            ],
          },
        ],
      },
    };
    const tabs = listingPanel('edit-block', withTables).tabs;
    expect(tabs.map((t) => t.label)).toEqual(['Fields', 'Actions', 'Styles']);
    expect(listingPanel('edit-block', env('grid1')).tabs.map((t) => t.label)).toEqual(['Fields', 'Styles']);
    const linked = { ...dataOf('grid1') };
    linked.detail = {
      ...linked.detail,
      blocks: [ZDetailBlockSchema.parse({ kind: 'linked', linkFieldId: 'fldOwner', canCreate: true })],
    };
    const shown = (tab: number) => (tabs[tab]!.fields ?? []).filter((f) => !f.visible || f.visible(linked));
    const fieldsOfLinked = shown(0).find((f) => f.label === 'Fields of the linked records');
    expect(fieldsOfLinked?.kind === 'checklist' && fieldsOfLinked.options.map((o) => o.label)).toEqual([
      'Person',
      'Role',
    ]);
    expect(shown(1).map((f) => f.label)).toEqual([
      'People who may edit the record can link and unlink records',
      'People who may edit the record can add new records',
      'Add record button text',
    ]);
    expect(shown(2).map((f) => f.label)).toEqual(['Column', 'Show linked records as']);
  });

  it('a new layout keeps the detail type unless the layout lacks it (no side by side for tables)', () => {
    const data = dataOf('grid1');
    const side = { ...data, detail: { ...data.detail, type: 'sideBySide' as const } };
    expect(dataWithLayout(side, 'list2').detail.type).toBe('sideBySide');
    expect(dataWithLayout(side, 'table1').detail.type).toBe('page');
    expect(dataWithLayout(data, 'list1')).toBe(data);
    // The Expandable list expands its records; leaving it, they open in a modal.
    const expanded = dataWithLayout(data, 'list3');
    expect(expanded.detail.type).toBe('expand');
    expect(dataWithLayout(expanded, 'grid1').detail.type).toBe('modal');
    expect(dataWithLayout(expanded, 'list1').detail.type).toBe('modal');
    // Side by side in a grid: two cards a row (6 of 12 columns).
    expect(dataWithLayout(side, 'grid2')).toMatchObject({ columns: 2, detail: { type: 'sideBySide' } });
    expect(dataOf('list3').detail.type).toBe('expand');
  });
});

describe('[LISTING] legacy listings', () => {
  it('are old-builder listings that are not user listings; their Permissions panel asks to rebuild them', () => {
    const data = dataOf('grid1');
    expect(isLegacyListing({ version: 1, data })).toBe(true);
    expect(isLegacyListing({ version: 1, data: { ...data, listingType: 'user' } })).toBe(false);
    expect(isLegacyListing({ version: 2.1, data })).toBe(false);
    const legacy = listingPanel('permissions', { ...env('grid1'), legacy: true }).tabs[0]!;
    const shown = legacy.render!(data, () => undefined) as ReactElement<{ children: unknown }>;
    expect(shown.props.children).toBe(LEGACY_LISTING_MESSAGE);
    const current = listingPanel('permissions', env('grid1')).tabs[0]!;
    const controls = current.render!(data, () => undefined) as ReactElement<{ access: unknown; groups: unknown }>;
    expect(controls.props).toMatchObject({ access: [], groups: context.groups });
  });
});
