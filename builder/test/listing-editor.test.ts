import {
  DETAIL_BLOCK_KINDS,
  NO_FILTERS_MESSAGE,
  SECTION_CATALOGUE,
  SECTION_TEMPLATES,
  ZDetailBlockSchema,
  LEGACY_LISTING_MESSAGE,
  dataWithLayout,
  isLegacyListing,
  withFilterLink,
  withFilterSource,
  type TDataData,
} from '@atrium/core';
import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formFieldSpecs } from '../app/data-sections/form-panels';
import { describe, expect, it } from 'vitest';
import { getPath, setPath } from '../app/editor/block-drawer/field-path';
import type { FieldSpec } from '../app/editor/block-drawer/field-specs';
import {
  ADD_BLOCK_GROUPS,
  LISTING_PANEL_IDS,
  listingPanel,
  listingSteps,
  stepToolbar,
  type PanelEnv,
} from '../app/data-sections/listing-panels';

const LISTINGS = SECTION_TEMPLATES.filter((t) => t.type === 'data');
const context: PanelEnv['context'] = {
  tableFields: [
    { id: 'fldName', name: 'Name', type: 'singleLineText' },
    { id: 'fldStatus', name: 'Status', type: 'singleSelect' },
    { id: 'fldPhoto', name: 'Photo', type: 'multipleAttachments' },
    { id: 'fldOwner', name: 'Owner', type: 'multipleRecordLinks', options: { linkedTableId: 'tblPeople' } },
  ],
  tables: [
    {
      id: 'tblPeople',
      name: 'People',
      primaryFieldId: 'fldPersonName',
      fields: [
        { id: 'fldPersonMail', name: 'Email', type: 'email' },
        { id: 'fldPersonName', name: 'Full name', type: 'singleLineText' },
      ],
    },
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

  it("offers a link for 'Open a link' and the card's operations for 'Update the record'", () => {
    const cta = listingPanel('listing-fields', env('list1')).tabs[1]!;
    const action = cta.fields!.find((f) => f.label === 'Call To Action Button');
    expect(action?.kind === 'select' && action.options.map((o) => o.label)).toEqual([
      'No button',
      'Open the record',
      'Open a website',
      'Send an email',
      'Copy a phone number',
      'Open a link',
      'Open the edit form',
      'Update the record',
      'Upvote',
    ]);
    const shownFor = (next: string) => {
      const data = { ...dataOf('list1'), cta: { ...dataOf('list1').cta, action: next as 'url' } };
      return (cta.fields ?? []).filter((f) => !f.visible || f.visible(data)).map((f) => f.label);
    };
    expect(shownFor('url')).toEqual(expect.arrayContaining(['Link', 'Open the website in a new tab', 'Button text']));
    expect(shownFor('url')).not.toContain('Operations');
    expect(shownFor('update')).toEqual(expect.arrayContaining(['Operations', 'Button text']));
    expect(shownFor('form')).not.toContain('Operations');
    const operations = cta.fields!.find((f) => f.label === 'Operations');
    expect(operations?.path).toBe('cta.operations');
  });
});

describe('[LISTING] link fields in Edit Field', () => {
  it("offers link fields, with 'Title field' (the linked table's fields) and 'Add record text' for them only", () => {
    const specs = formFieldSpecs(context);
    const picker = specs.find((f) => f.path === 'fieldId');
    expect(picker?.kind === 'select' && picker.options.map((o) => o.label)).toEqual([
      'Select Field',
      'Name',
      'Status',
      'Owner',
    ]);
    const shown = (fieldId: string) => specs.filter((f) => !f.visible || f.visible({ fieldId }));
    expect(shown('fldName').map((f) => f.label)).toEqual(['Table Field', 'Label', 'Placeholder', 'Required']);
    const owner = shown('fldOwner');
    expect(owner.map((f) => f.label)).toEqual([
      'Table Field',
      'Label',
      'Placeholder',
      'Required',
      'Title field',
      'Add record text',
    ]);
    const title = owner.find((f) => f.label === 'Title field');
    expect(title?.path).toBe('overrides.titleFieldId');
    expect(title?.kind === 'select' && title.options).toEqual([
      { label: 'Full name (primary field)', value: '' },
      { label: 'Email', value: 'fldPersonMail' },
    ]);
    expect(owner.find((f) => f.label === 'Add record text')?.path).toBe('overrides.addRecordText');
  });
});

describe('[LISTING] Filters: Source (None, Field, Table) and Settings', () => {
  const link = (id: string, name: string, linkedTableId: string, inverseLinkFieldId?: string) => ({
    id,
    name,
    type: 'multipleRecordLinks',
    options: { linkedTableId, ...(inverseLinkFieldId ? { inverseLinkFieldId } : {}) },
  });
  const projectFields = [
    { id: 'fldName', name: 'Name', type: 'singleLineText' },
    { id: 'fldStatus', name: 'Status', type: 'singleSelect' },
    { id: 'fldTags', name: 'Tags', type: 'multipleSelects' },
    link('fldClient', 'Client', 'tblClients', 'fldProjects'),
    // One way only: Airtable cannot tell which projects link to a person.
    link('fldOwner', 'Owner', 'tblPeople'),
  ];
  const filterContext: PanelEnv['context'] = {
    tableFields: projectFields,
    tables: [
      { id: 'tblProjects', name: 'Projects', primaryFieldId: 'fldName', fields: projectFields },
      {
        id: 'tblClients',
        name: 'Clients',
        primaryFieldId: 'fldClientName',
        fields: [
          { id: 'fldClientName', name: 'Name', type: 'singleLineText' },
          { id: 'fldSince', name: 'Client since', type: 'number' },
          { id: 'fldLogo', name: 'Logo', type: 'multipleAttachments' },
          link('fldProjects', 'Projects', 'tblProjects', 'fldClient'),
        ],
      },
      { id: 'tblPeople', name: 'People', primaryFieldId: 'fldPerson', fields: [] },
    ],
  };
  const source = {
    kind: 'airtable' as const,
    baseId: 'app1',
    baseName: 'Base',
    tableId: 'tblProjects',
    tableName: 'Projects',
  };
  const base = (): TDataData => ({
    ...dataOf('grid1'),
    source,
    filters: [{ fieldId: 'fldStatus', label: 'Status', type: 'tags', isSingleSelect: true }],
  });
  const filtersTab = (index: 0 | 1) =>
    listingPanel('filters', { ...env('grid1'), context: filterContext }).tabs[index]!;

  /** The tab's controls as React elements (its components use no hooks), to find by label and drive. */
  const controls = (data: TDataData, index: 0 | 1 = 0) => {
    const changes: Array<[string, unknown]> = [];
    const root = filtersTab(index).render!(data, (path, value) => changes.push([path, value])) as ReactElement;
    const tree = (root.type as (props: unknown) => ReactNode)(root.props);
    const all: ReactElement<Record<string, unknown>>[] = [];
    const walk = (node: ReactNode) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (isValidElement<Record<string, unknown>>(node)) {
        all.push(node);
        walk(node.props.children as ReactNode);
      }
    };
    walk(tree);
    const byLabel = (label: string) => all.find((e) => e.props.label === label || e.props.title === label);
    const options = (label: string) =>
      (byLabel(label)?.props.options as Array<{ label: string }> | undefined)?.map((o) => o.label);
    const texts = all.flatMap((e) => (typeof e.props.children === 'string' ? [e.props.children] : []));
    const valid = (value: unknown) =>
      SECTION_CATALOGUE.data.schema.safeParse({ ...LISTINGS[0]!.create(), data: value }).success;
    return {
      byLabel,
      options,
      texts,
      changes,
      valid,
      html: renderToStaticMarkup(createElement(AppProvider, { i18n: en }, root)),
    };
  };

  it('offers None, Field and Table; switching away from field clears the chosen fields', () => {
    const ui = controls(base());
    expect(ui.options('Filter by')).toEqual(['None', 'Field', 'Table']);
    expect(ui.byLabel('Filter by')!.props.value).toBe('field');
    // Field: the table's select fields, those chosen checked.
    expect(ui.byLabel('Filter fields')!.props.choices).toEqual([
      { label: 'Status', value: 'fldStatus' },
      { label: 'Tags', value: 'fldTags' },
    ]);
    expect(ui.byLabel('Filter fields')!.props.selected).toEqual(['fldStatus']);
    (ui.byLabel('Filter fields')!.props.onChange as (ids: string[]) => void)(['fldStatus', 'fldTags']);
    const [path, picked] = ui.changes[0]!;
    expect(path).toBe('');
    expect((picked as TDataData).filters.map((f) => f.fieldId)).toEqual(['fldStatus', 'fldTags']);
    expect(ui.valid(picked)).toBe(true);

    (ui.byLabel('Filter by')!.props.onChange as (v: string) => void)('table');
    const table = ui.changes[1]![1] as TDataData;
    expect(table.filterSource.source).toBe('table');
    expect(table.filters).toEqual([]);
    expect(ui.html).toContain('Filter fields');

    const none = controls({ ...base(), filters: [], filterSource: { ...base().filterSource, source: 'none' } });
    expect(none.texts).toContain(NO_FILTERS_MESSAGE);
    expect(none.byLabel('Filter fields')).toBeUndefined();
  });

  it('Table: picks a link field (two-way on Airtable), then the title and sort fields of the linked table', () => {
    const ui = controls(withFilterSource(base(), 'table'));
    expect(ui.options('Link field')).toEqual(['Choose a link field', 'Client']);
    expect(ui.byLabel('Title field')).toBeUndefined();
    (ui.byLabel('Link field')!.props.onChange as (v: string) => void)('fldClient');
    const chosen = ui.changes[0]![1] as TDataData;
    expect(chosen.filterSource).toMatchObject({
      source: 'table',
      linkFieldId: 'fldClient',
      tableId: 'tblClients',
      tableName: 'Clients',
      titleFieldId: 'fldClientName',
      sortFieldId: '',
    });
    expect(ui.valid(chosen)).toBe(true);
    // Built-in tables filter by any link to a table of theirs.
    const local = controls(withFilterSource({ ...base(), source: { ...source, kind: 'local' } }, 'table'));
    expect(local.options('Link field')).toEqual(['Choose a link field', 'Client', 'Owner']);

    const linked = controls(chosen);
    expect(linked.texts).toContain('Options are the records of Clients.');
    expect(linked.options('Title field')).toEqual(['Name', 'Client since']);
    expect(linked.byLabel('Title field')!.props.value).toBe('fldClientName');
    expect(linked.options('Sort options by')).toEqual(['Their title', 'Name', 'Client since']);
    (linked.byLabel('Sort options by')!.props.onChange as (v: string) => void)('fldSince');
    (linked.byLabel('Sort order')!.props.onChange as (v: string) => void)('desc');
    expect(linked.changes).toEqual([
      ['filterSource.sortFieldId', 'fldSince'],
      ['filterSource.order', 'desc'],
    ]);
    expect(linked.html).toContain('Sort options by');

    // Switching away from table clears the table and its sorting.
    const sorted = {
      ...chosen,
      filterSource: { ...chosen.filterSource, sortFieldId: 'fldSince', order: 'desc' as const },
    };
    const back = controls(sorted);
    (back.byLabel('Filter by')!.props.onChange as (v: string) => void)('field');
    expect((back.changes[0]![1] as TDataData).filterSource).toMatchObject({
      source: 'field',
      linkFieldId: '',
      tableName: '',
      sortFieldId: '',
      order: 'asc',
    });
  });

  it('Settings: each filter’s label, dropdown or tags and one or several choices; no filters says so', () => {
    const table = withFilterLink(withFilterSource(base(), 'table'), projectFields[3], filterContext.tables![1]);
    const ui = controls(table, 1);
    expect(ui.byLabel('Client label')!.props.value).toBe('');
    expect(ui.options('Client shown as')).toEqual(['Dropdown', 'Tags']);
    expect(ui.options('Client choices')).toEqual(['One at a time', 'Several at once']);
    (ui.byLabel('Client label')!.props.onChange as (v: string) => void)('Client');
    (ui.byLabel('Client shown as')!.props.onChange as (v: string) => void)('tags');
    (ui.byLabel('Client choices')!.props.onChange as (v: string) => void)('multiple');
    expect(ui.changes).toEqual([
      ['filters', [{ fieldId: 'fldClient', label: 'Client', type: 'dropdown', isSingleSelect: true }]],
      ['filters', [{ fieldId: 'fldClient', label: '', type: 'tags', isSingleSelect: true }]],
      ['filters', [{ fieldId: 'fldClient', label: '', type: 'dropdown', isSingleSelect: false }]],
    ]);
    expect(ui.html).toContain('Client shown as');
    // The conjunction stays a plain control of the tab.
    expect((filtersTab(1).fields ?? []).map((f) => f.label)).toEqual(['Records must match']);
    const none = controls(withFilterSource(base(), 'none'), 1);
    expect(none.texts).toEqual([NO_FILTERS_MESSAGE]);
  });
});
