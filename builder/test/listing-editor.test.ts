import {
  DETAIL_BLOCK_KINDS,
  SECTION_CATALOGUE,
  SECTION_TEMPLATES,
  ZDetailBlockSchema,
  type TDataData,
} from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { getPath, setPath } from '../app/editor/block-drawer/field-path';
import type { FieldSpec } from '../app/editor/block-drawer/field-specs';
import {
  ADD_BLOCK_GROUPS,
  LISTING_PANEL_IDS,
  listingPanel,
  listingSteps,
  stepToolbar,
  withLayout,
  type PanelEnv,
} from '../app/data-sections/listing-panels';

const LISTINGS = SECTION_TEMPLATES.filter((t) => t.type === 'data');
const context: PanelEnv['context'] = {
  tableFields: [
    { id: 'fldName', name: 'Name', type: 'singleLineText' },
    { id: 'fldStatus', name: 'Status', type: 'singleSelect' },
    { id: 'fldPhoto', name: 'Photo', type: 'multipleAttachments' },
    { id: 'fldOwner', name: 'Owner', type: 'multipleRecordLinks' },
  ],
  groups: [{ id: 'g1', name: 'Clients' }],
};
const env = (sectionName: string): PanelEnv => ({
  siteId: 's1',
  sectionId: 'sec1',
  sectionName,
  context,
  blockIndex: 0,
  onLayout: () => undefined,
  onBlockAdded: () => undefined,
});
const dataOf = (name: string) => {
  const data = LISTINGS.find((t) => t.name === name)!.create().data as TDataData;
  return { ...data, detail: { ...data.detail, blocks: [ZDetailBlockSchema.parse({ kind: 'fields' })] } };
};
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

  it('a new layout keeps the detail type unless the layout lacks it (no side by side for tables)', () => {
    const data = dataOf('grid1');
    const side = { ...data, detail: { ...data.detail, type: 'sideBySide' as const } };
    expect(withLayout(side, 'list2').detail.type).toBe('sideBySide');
    expect(withLayout(side, 'table1').detail.type).toBe('page');
    expect(withLayout(data, 'list1')).toBe(data);
  });
});

describe('[LISTING] Call To Action in Listing Fields', () => {
  it('offers for each action only the fields of the types it reads (upvotes: Number fields)', () => {
    const cta = listingPanel('listing-fields', env('list2')).tabs[1]!;
    const upvote = { ...dataOf('list2'), cta: { ...dataOf('list2').cta, action: 'upvote' as const } };
    const shown = (cta.fields ?? []).filter((f) => !f.visible || f.visible(upvote));
    const picker = shown.find((f) => f.label === 'Count upvotes in (a Number field)');
    expect(picker?.kind === 'select' && picker.options.map((o) => o.label)).toEqual(['None']);
    const withNumber = listingPanel('listing-fields', {
      ...env('list2'),
      context: { tableFields: [...context.tableFields, { id: 'fldVotes', name: 'Votes', type: 'number' }] },
    }).tabs[1]!;
    const numberPicker = (withNumber.fields ?? []).find((f) => f.label === 'Count upvotes in (a Number field)');
    expect(numberPicker?.kind === 'select' && numberPicker.options.map((o) => o.label)).toEqual(['None', 'Votes']);
    // Upvotes show their count: no button text or style to choose.
    expect(shown.map((f) => f.label)).not.toContain('Button text');
  });
});
