import { NO_FILTERS_MESSAGE, SECTION_CATALOGUE, withFilterLink, withFilterSource, type TDataData } from '@atrium/core';
import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { listingPanel } from '../listing-panels';
import type { PanelEnv } from './panel-kit';
import { LISTINGS, dataOf, env } from './panel-test-env';

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
