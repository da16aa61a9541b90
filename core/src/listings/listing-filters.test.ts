import { describe, expect, it } from 'vitest';
import {
  ZDataDataSchema,
  connectListingData,
  missingListingFields,
  singleRecordData,
  withoutMissingFields,
  type TDataData,
} from '../sections/types/data';
import { matchesCondition } from '../data/condition';
import {
  filterLinkFields,
  filterOptionsRead,
  filterTitleFields,
  filterTableOptions,
  listingFilterDefinitions,
  withFilterFields,
  withFilterLink,
  withFilterSource,
} from './listing-filters';
import { ZListingQuerySchema, buildListingCondition } from '../data/listing-query';
import { listingParams, listingQuery } from './listing-params';
import { listingView } from './listing-view';
import type { DataRecord, TableSchema } from '../data/schema';

const projects: TableSchema = {
  id: 'tblProjects',
  name: 'Projects',
  primaryFieldId: 'name',
  views: [],
  fields: [
    { id: 'name', name: 'Name', type: 'singleLineText' },
    {
      id: 'status',
      name: 'Status',
      type: 'singleSelect',
      options: { choices: [{ id: 's1', name: 'Active' }] },
    },
    { id: 'tags', name: 'Tags', type: 'multipleSelects', options: { choices: [{ id: 't1', name: 'Web' }] } },
    { id: 'client', name: 'Client', type: 'multipleRecordLinks', options: { linkedTableId: 'tblClients' } },
  ],
};
const clients: TableSchema = {
  id: 'tblClients',
  name: 'Clients',
  primaryFieldId: 'cname',
  views: [],
  fields: [
    { id: 'cname', name: 'Name', type: 'singleLineText' },
    { id: 'since', name: 'Client since', type: 'number' },
  ],
};
const tables = [projects, clients];

/** A listing as it was saved before filter sources existed. */
const saved = {
  source: { kind: 'local', tableId: 'tblProjects' },
  fields: { title: 'name' },
  filters: [{ fieldId: 'status', label: 'Status', type: 'tags', isSingleSelect: true }],
};

const byClient = (extra: Partial<TDataData['filterSource']> = {}): TDataData =>
  ZDataDataSchema.parse({
    ...saved,
    filters: [{ fieldId: 'client', label: 'Client', type: 'dropdown', isSingleSelect: false }],
    filterSource: {
      source: 'table',
      linkFieldId: 'client',
      tableId: 'tblClients',
      tableName: 'Clients',
      titleFieldId: 'cname',
      sortFieldId: 'since',
      order: 'desc',
      ...extra,
    },
  });

describe('[LISTING] filter sources: saved listings and new ones', () => {
  it('reads every listing saved before sources as filters by field, its filters unchanged', () => {
    const data = ZDataDataSchema.parse(saved);
    expect(data.filterSource).toEqual({
      source: 'field',
      linkFieldId: '',
      tableId: '',
      tableName: '',
      titleFieldId: '',
      sortFieldId: '',
      order: 'asc',
    });
    expect(data.filters).toEqual(saved.filters);
    expect(listingFilterDefinitions(data)).toEqual(saved.filters);
    // Parsing again changes nothing (what a save and a publish do).
    expect(ZDataDataSchema.parse(JSON.parse(JSON.stringify(data)))).toEqual(data);
    expect(ZDataDataSchema.parse({}).filterSource.source).toBe('field');
  });

  it('starts a new listing with the filter source none (spec doc 2 §5 on submit), whatever its table', () => {
    const source = { kind: 'local' as const, baseId: '', baseName: '', tableId: 'tblProjects', tableName: 'Projects' };
    const choice = { listingType: 'public' as const, source, sort: { type: 'none' as const } };
    expect(ZDataDataSchema.parse(connectListingData(projects, choice)).filterSource.source).toBe('none');
    expect(ZDataDataSchema.parse(connectListingData(clients, choice)).filterSource.source).toBe('none');
  });

  it('builds the definitions from the source: none, the select fields, or the link field alone', () => {
    const data = byClient();
    expect(listingFilterDefinitions(data)).toEqual([
      { fieldId: 'client', label: 'Client', type: 'dropdown', isSingleSelect: false },
    ]);
    // A link field with no settings yet is a dropdown of one value.
    expect(listingFilterDefinitions({ ...data, filters: [] })).toEqual([
      { fieldId: 'client', label: '', type: 'dropdown', isSingleSelect: true },
    ]);
    expect(listingFilterDefinitions({ ...data, filterSource: { ...data.filterSource, linkFieldId: '' } })).toEqual([]);
    expect(listingFilterDefinitions({ ...data, filterSource: { ...data.filterSource, source: 'none' } })).toEqual([]);
    // A Single Record View has no filters, whatever its source.
    expect(listingFilterDefinitions(singleRecordData(data))).toEqual([]);
  });
});

describe('[LISTING] filter sources: the state rules (spec doc 2 §4 Filters)', () => {
  it('switching away from field clears the chosen fields', () => {
    const data = ZDataDataSchema.parse(saved);
    const none = withFilterSource(data, 'none');
    expect(none.filters).toEqual([]);
    expect(none.filterSource.source).toBe('none');
    expect(withFilterSource(data, 'table').filters).toEqual([]);
    // The same source changes nothing.
    expect(withFilterSource(data, 'field')).toBe(data);
  });

  it('switching away from table clears the table, its title and sorting, and the link filter', () => {
    const data = byClient();
    for (const next of ['field', 'none'] as const) {
      const switched = withFilterSource(data, next);
      expect(switched.filterSource).toEqual({
        source: next,
        linkFieldId: '',
        tableId: '',
        tableName: '',
        titleFieldId: '',
        sortFieldId: '',
        order: 'asc',
      });
      expect(switched.filters).toEqual([]);
      expect(ZDataDataSchema.safeParse(switched).success).toBe(true);
    }
    // Back to table: nothing of the old table comes back.
    expect(withFilterSource(withFilterSource(data, 'field'), 'table').filterSource.tableName).toBe('');
  });

  it('choosing a link field names its table, titles by the primary field and sorts by the title', () => {
    const data = withFilterLink(withFilterSource(ZDataDataSchema.parse(saved), 'table'), projects.fields[3], clients);
    expect(data.filterSource).toEqual({
      source: 'table',
      linkFieldId: 'client',
      tableId: 'tblClients',
      tableName: 'Clients',
      titleFieldId: 'cname',
      sortFieldId: '',
      order: 'asc',
    });
    expect(data.filters).toEqual([{ fieldId: 'client', label: '', type: 'dropdown', isSingleSelect: true }]);
    // Another link field keeps the filter's look, not its label, and resets the sorting.
    const tags = {
      ...byClient(),
      filters: [{ fieldId: 'client', label: 'Client', type: 'tags' as const, isSingleSelect: false }],
    };
    const other = withFilterLink(tags, { id: 'owner' }, { id: 'tblUsers', name: 'Users', primaryFieldId: 'uname' });
    expect(other.filters).toEqual([{ fieldId: 'owner', label: '', type: 'tags', isSingleSelect: false }]);
    expect(other.filterSource).toMatchObject({
      tableName: 'Users',
      titleFieldId: 'uname',
      sortFieldId: '',
      order: 'asc',
    });
    // No link field: no table.
    expect(withFilterLink(tags, undefined, undefined).filterSource).toMatchObject({ linkFieldId: '', tableName: '' });
  });

  it('picking select fields keeps the settings of those that stay, in the order picked', () => {
    const data = withFilterFields(ZDataDataSchema.parse(saved), ['tags', 'status', 'tags']);
    expect(data.filters).toEqual([
      { fieldId: 'status', label: 'Status', type: 'tags', isSingleSelect: true },
      { fieldId: 'tags', label: '', type: 'dropdown', isSingleSelect: true },
    ]);
    expect(withFilterFields(data, []).filters).toEqual([]);
  });
});

describe('[LISTING] filter source table: options and conditions', () => {
  const clientRecords: DataRecord[] = [
    { id: 'recClientNorth01', createdTime: '', fields: { cname: 'Northwind', since: 2019 } },
    { id: 'recClientBlue001', createdTime: '', fields: { cname: '  ', since: 2021 } },
  ];

  it('reads the linked table through one page, titled and sorted as chosen', () => {
    const read = filterOptionsRead(byClient(), projects, tables);
    expect(read).toEqual({
      fieldId: 'client',
      tableId: 'tblClients',
      titleFieldId: 'cname',
      sort: { type: 'field', fieldId: 'since', direction: 'desc' },
      fieldIds: ['cname', 'since'],
      pageSize: 100,
    });
    // Title and sort fields the linked table lost: its primary field, sorted by the title.
    expect(filterOptionsRead(byClient({ titleFieldId: 'gone', sortFieldId: '' }), projects, tables)).toMatchObject({
      titleFieldId: 'cname',
      sort: { type: 'field', fieldId: 'cname', direction: 'desc' },
      fieldIds: ['cname'],
    });
    // Nothing to read: another source, a field that is not a link, a table the base lacks.
    expect(filterOptionsRead(ZDataDataSchema.parse(saved), projects, tables)).toBeUndefined();
    expect(filterOptionsRead(byClient({ linkFieldId: 'status' }), projects, tables)).toBeUndefined();
    expect(filterOptionsRead(byClient(), projects, [projects])).toBeUndefined();
    // Records without a title are offered as 'Unnamed record' (never by their id).
    expect(filterTableOptions(read!, clientRecords)).toEqual([
      { value: 'recClientNorth01', label: 'Northwind' },
      { value: 'recClientBlue001', label: 'Unnamed record' },
    ]);
  });

  it('keeps records that link to the chosen records; anything that is not a record id matches nothing', () => {
    const data = byClient();
    const params = listingParams(
      new URLSearchParams('f.client=recClientNorth01&f.client=recClientBlue001&f.status=Active'),
    );
    const query = ZListingQuerySchema.parse(listingQuery(data, params, projects));
    expect(query.filters).toEqual([
      { fieldId: 'client', values: ['recClientNorth01', 'recClientBlue001'], match: 'record' },
    ]);
    expect(buildListingCondition(query)).toEqual({
      kind: 'linksTo',
      fieldId: 'client',
      recordIds: ['recClientNorth01', 'recClientBlue001'],
    });
    const record = (client: string[]): DataRecord => ({ id: 'recP', createdTime: '', fields: { client } });
    const where = buildListingCondition(query);
    expect(matchesCondition(record(['recClientBlue001']), where)).toBe(true);
    expect(matchesCondition(record(['recOther00000001']), where)).toBe(false);

    const junk = ZListingQuerySchema.parse(
      listingQuery(data, listingParams(new URLSearchParams("f.client=Northwind&f.client=')%20OR%20TRUE()")), projects),
    );
    const nothing = buildListingCondition(junk);
    expect(nothing).toEqual({ kind: 'not', condition: { kind: 'true' } });
    expect(matchesCondition(record(['recClientNorth01']), nothing)).toBe(false);
    // A single-select filter sends one value; a link field that is no link any more is no filter.
    const single = { ...data, filters: [{ ...data.filters[0]!, isSingleSelect: true }] };
    expect(listingQuery(single, params, projects).filters).toEqual([
      { fieldId: 'client', values: ['recClientNorth01'], match: 'record' },
    ]);
    const notALink = { ...projects, fields: projects.fields.map((f) => ({ ...f, type: 'singleLineText' })) };
    expect(listingQuery(data, params, notALink).filters).toEqual([]);
    // Field filters still compare values.
    expect(listingQuery(ZDataDataSchema.parse(saved), params, projects).filters).toEqual([
      { fieldId: 'status', values: ['Active'], match: 'value' },
    ]);
  });

  it('shows the options with their titles and the chosen one selected', () => {
    const options = { client: filterTableOptions({ titleFieldId: 'cname' }, clientRecords) };
    const view = listingView(
      byClient(),
      projects,
      { records: [] },
      { q: '', filters: { client: ['recClientBlue001'] } },
      undefined,
      undefined,
      options,
    );
    expect(view.filters).toEqual([
      {
        fieldId: 'client',
        label: 'Client',
        type: 'dropdown',
        isSingleSelect: false,
        options: [
          { value: 'recClientNorth01', label: 'Northwind', selected: false },
          { value: 'recClientBlue001', label: 'Unnamed record', selected: true },
        ],
      },
    ]);
    // Until the options are read the filter has none; with source none there is no filter.
    expect(listingView(byClient(), projects, { records: [] }, { q: '', filters: {} }).filters[0]!.options).toEqual([]);
    const none = withFilterSource(byClient(), 'none');
    expect(
      listingView(none, projects, { records: [] }, { q: '', filters: {} }, undefined, undefined, options).filters,
    ).toEqual([]);
  });
});

describe('[LISTING] filter source table: missing fields', () => {
  const known = new Set(projects.fields.map((f) => f.id));
  const linkedKnown = new Set(clients.fields.map((f) => f.id));

  it('names a lost link field, title or sort field, and removing them falls back or clears the table', () => {
    const data = byClient({ titleFieldId: 'goneTitle', sortFieldId: 'goneSort' });
    expect(missingListingFields(data, known, linkedKnown)).toEqual(['goneTitle', 'goneSort']);
    // Without the linked table's fields only the listed table is checked.
    expect(missingListingFields(data, known)).toEqual([]);
    const cleaned = withoutMissingFields(data, known, linkedKnown);
    expect(cleaned.filterSource).toMatchObject({ linkFieldId: 'client', titleFieldId: '', sortFieldId: '' });
    expect(missingListingFields(cleaned, known, linkedKnown)).toEqual([]);

    const lost = new Set([...known].filter((id) => id !== 'client'));
    expect(missingListingFields(byClient(), lost, linkedKnown)).toEqual(['client']);
    const withoutLink = withoutMissingFields(byClient(), lost, linkedKnown);
    expect(withoutLink.filterSource).toEqual({
      source: 'table',
      linkFieldId: '',
      tableId: '',
      tableName: '',
      titleFieldId: '',
      sortFieldId: '',
      order: 'asc',
    });
    expect(withoutLink.filters).toEqual([]);
    expect(missingListingFields(withoutLink, lost, linkedKnown)).toEqual([]);
  });
});

describe('[LISTING] filter source table: which fields the builder may choose', () => {
  it('offers link fields to tables of the base; on Airtable only links both ways to another table', () => {
    const link = (id: string, linkedTableId: string, inverse?: string) => ({
      id,
      name: id,
      type: 'multipleRecordLinks',
      options: { linkedTableId, ...(inverse ? { inverseLinkFieldId: inverse } : {}) },
    });
    const table = {
      id: 'tblProjects',
      fields: [
        ...projects.fields,
        link('parent', 'tblProjects', 'children'),
        link('oneWay', 'tblClients'),
        link('elsewhere', 'tblOtherBase', 'x'),
        link('owner', 'tblClients', 'projects'),
      ],
    };
    expect(filterLinkFields('local', table, tables).map((f) => f.id)).toEqual(['client', 'parent', 'oneWay', 'owner']);
    expect(filterLinkFields('airtable', table, tables).map((f) => f.id)).toEqual(['owner']);
    const clientFields = [
      ...clients.fields,
      { id: 'logo', name: 'Logo', type: 'multipleAttachments' },
      { id: 'vip', name: 'VIP', type: 'checkbox' },
    ];
    expect(filterTitleFields(clientFields).map((f) => f.id)).toEqual(['cname', 'since']);
  });
});
