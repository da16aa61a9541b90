import { describe, expect, it } from 'vitest';
import {
  LISTING_EMPTY_MESSAGE,
  emptyListingMessage,
  CARD_VIEW_ACTION_ID,
  ZDataDataSchema,
  connectListingData,
  connectListingProblem,
  detailTypesFor,
  listingFormFields,
  listingFormGroups,
  listingRecordActions,
  missingListingFields,
  PRETTY_URL_PATTERN,
  prettyUrlSlugs,
  withoutMissingFields,
  slugify,
} from '../sections/types/data';
import { matchesCondition } from '../data/condition';
import { listingParams, listingQuery, listingSearch } from './listing-params';
import { listingScopeCondition } from './listing-scope';
import { listingView, recordNeighbours } from './listing-view';
import { recordDetailView } from './record-detail-view';
import type { TableSchema } from '../data/schema';

const table: TableSchema = {
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
      options: {
        choices: [
          { id: 's1', name: 'Active' },
          { id: 's2', name: 'Done' },
        ],
      },
    },
    { id: 'tags', name: 'Tags', type: 'multipleSelects' },
    { id: 'photo', name: 'Photo', type: 'multipleAttachments' },
    { id: 'owner', name: 'Owner', type: 'multipleRecordLinks' },
  ],
};

/** The same table with the field types call to action buttons and record page blocks read. */
const rich: TableSchema = {
  ...table,
  fields: [
    ...table.fields,
    { id: 'site', name: 'Website', type: 'url' },
    { id: 'mail', name: 'Email', type: 'email' },
    { id: 'insta', name: 'Instagram', type: 'url' },
    { id: 'video', name: 'Video', type: 'url' },
    { id: 'notes', name: 'Notes', type: 'multilineText' },
    { id: 'phone', name: 'Phone', type: 'phoneNumber' },
    { id: 'votes', name: 'Votes', type: 'number' },
  ],
};

const data = ZDataDataSchema.parse({
  source: { kind: 'local', tableId: 'tblProjects' },
  fields: { title: 'name', subtitle: 'status', tags: 'tags', image: 'photo' },
  search: { fieldIds: ['name', 'gone'] },
  filters: [
    { fieldId: 'status', type: 'tags', isSingleSelect: true },
    { fieldId: 'gone', label: 'Gone' },
  ],
  sort: { type: 'field', fieldId: 'name', direction: 'desc' },
  pageSize: 5,
});

describe('emptyListingMessage', () => {
  it("names the listing's records by its table, and says 'records' when the name is no noun", () => {
    expect(emptyListingMessage('Projects', 'public')).toBe('No projects yet.');
    expect(emptyListingMessage('Support tickets', 'user')).toBe('You have no support tickets yet.');
    expect(emptyListingMessage('Team Members', 'public')).toBe('No team members yet.');
    expect(emptyListingMessage('CRM Deals', 'public')).toBe('No CRM Deals yet.');
    expect(emptyListingMessage('', 'user')).toBe('You have no records yet.');
    expect(emptyListingMessage('tblPzrhQfm5X0xUEa', 'public')).toBe('No records yet.');
    expect(emptyListingMessage('2024', 'public')).toBe('No records yet.');
    expect(emptyListingMessage('x'.repeat(41), 'public')).toBe('No records yet.');
  });
});

describe('a listing in the URL', () => {
  it('reads search, filters and page from the query string and writes them back the same', () => {
    const params = listingParams(new URLSearchParams('q=bridge&f.status=Done&f.status=Active&after=abc&other=1'));
    expect(params).toEqual({ q: 'bridge', filters: { status: ['Done', 'Active'] }, after: 'abc' });
    expect(listingParams(new URLSearchParams(listingSearch(params).slice(1)))).toEqual(params);
    expect(listingSearch({ q: '', filters: {} })).toBe('');
  });

  it('asks the source only for configured filters and fields that exist, one value for a single-select filter', () => {
    const query = listingQuery(
      data,
      listingParams(new URLSearchParams('q=bridge&f.status=Done&f.status=Active&f.gone=x&f.name=y')),
      table,
    );
    expect(query).toMatchObject({
      search: { text: 'bridge', fieldIds: ['name'] },
      filters: [{ fieldId: 'status', values: ['Done'] }],
      sort: { type: 'field', fieldId: 'name', direction: 'desc' },
      pageSize: 5,
    });
    expect(query.userScope).toBeUndefined();
    // A sort field that left the table falls back to no sort; a user listing is scoped to the user.
    const user = ZDataDataSchema.parse({
      ...data,
      listingType: 'user',
      userLinkFieldId: 'owner',
      sort: { type: 'field', fieldId: 'gone' },
    });
    expect(listingQuery(user, { q: '', filters: {} }, table)).toMatchObject({
      sort: { type: 'none' },
      userScope: { linkFieldIds: ['owner'] },
    });
  });

  it('shapes records into cards, and explains an empty page', () => {
    const view = listingView(
      data,
      table,
      {
        records: [
          {
            id: 'rec1',
            createdTime: '',
            fields: {
              name: 'Bridge',
              status: 'Done',
              tags: ['Steel', 'Night'],
              photo: [{ id: 'att1', url: 'https://example.com/a.jpg', filename: 'a.jpg' }],
            },
          },
          {
            id: 'rec2',
            createdTime: '',
            fields: { name: 'Tunnel', photo: [{ id: 'x', url: 'javascript:alert(1)', filename: 'x' }] },
          },
        ],
        cursor: 'next1',
      },
      { q: '', filters: { status: ['Done'] } },
    );
    expect(view.records[0]).toMatchObject({
      title: 'Bridge',
      subtitle: 'Done',
      tags: ['Steel', 'Night'],
      image: { url: 'https://example.com/a.jpg', alt: 'a.jpg' },
    });
    expect(view.records[1]!.image).toBeUndefined();
    expect(view.next).toBe('next1');
    expect(view.filters).toEqual([
      {
        fieldId: 'status',
        label: 'Status',
        type: 'tags',
        isSingleSelect: true,
        options: [
          { value: 'Active', selected: false },
          { value: 'Done', selected: true },
        ],
      },
    ]);
    // Visitors read their own words; the builder's hint is for the editor's preview (noRecords).
    const empty = listingView(data, table, { records: [] }, { q: '', filters: {} });
    expect(empty).toMatchObject({ message: 'No projects yet.', noRecords: true });
    expect(empty.message).not.toBe(LISTING_EMPTY_MESSAGE);
    const own = listingView({ ...data, listingType: 'user' }, table, { records: [] }, { q: '', filters: {} });
    expect(own.message).toBe('You have no projects yet.');
    const searched = listingView(data, table, { records: [] }, { q: 'x', filters: {} });
    expect(searched.message).toBe('No results found');
    expect(searched.noRecords).toBeUndefined();
  });
});

describe('connecting a listing (the connect-data wizard)', () => {
  const source = { kind: 'local' as const, baseId: '', baseName: '', tableId: 'tblProjects', tableName: 'Projects' };

  it("asks in the spec's words for what is missing", () => {
    expect(connectListingProblem({ source: { ...source, kind: 'airtable' } })).toBe(
      'Which Airtable base should we use?',
    );
    expect(connectListingProblem({ source: { ...source, tableId: '' } })).toBe('Which table should we use?');
    expect(connectListingProblem({ source, sort: { type: 'field', fieldId: '', direction: 'asc' } })).toBe(
      'Which field do you want to sort by?',
    );
    expect(connectListingProblem({ source, sort: { type: 'view', viewId: '' } })).toBe(
      'Which Airtable view should we use?',
    );
    expect(connectListingProblem({ source, listingType: 'user', sort: { type: 'none' } })).toBe(
      'Which field links these records to your users?',
    );
    expect(connectListingProblem({ source, listingType: 'public', sort: { type: 'none' } })).toBeUndefined();
  });

  it('picks card fields from the table so the first preview shows real records; search and filters start empty', () => {
    const data = ZDataDataSchema.parse(
      connectListingData(table, { listingType: 'public', source, sort: { type: 'none' } }),
    );
    expect(data.fields).toEqual({
      title: 'name',
      subtitle: 'status',
      body: '',
      tags: 'tags',
      image: 'photo',
      shortDescription: '',
      gallery: '',
      embed: '',
      videos: '',
    });
    // Spec doc 2 §5: on submit the filter source is none and the search fields are emptied.
    expect(data.search.fieldIds).toEqual([]);
    expect(data.filters).toEqual([]);
    expect(data.filterSource.source).toBe('none');
    expect(data.tableFields).toEqual(['name', 'status', 'tags']);
    expect(data.userLinkFieldId).toBe('');
  });
});

describe('pretty URLs', () => {
  it('makes URL segments from text, dropping slugs two records would share', () => {
    expect(slugify('  Crème brûlée: the Sequel!  ')).toBe('creme-brulee-the-sequel');
    expect(slugify('***')).toBe('');
    // Every slug slugify makes has the shape record pages look up; nothing else has it.
    for (const text of ['  Crème brûlée: the Sequel!  ', 'a'.repeat(99) + ' b c', '--x--', 'Ünïcode 2026', '1'])
      expect(slugify(text)).toMatch(PRETTY_URL_PATTERN);
    for (const segment of ['', 'Upper', 'a--b', '-a', 'a-', 'a b', 'a'.repeat(101), 'é'])
      expect(segment).not.toMatch(PRETTY_URL_PATTERN);
    expect(
      prettyUrlSlugs([
        { id: 'rec1', text: 'Website relaunch' },
        { id: 'rec2', text: 'Brand refresh' },
        { id: 'rec3', text: 'Brand  Refresh' },
        { id: 'rec4', text: '' },
        { id: 'rec5', text: 'recABCDEFGH123' },
      ]),
    ).toEqual({ slugs: [{ slug: 'website-relaunch', recordId: 'rec1' }], total: 5 });
  });
});

describe("a listing's scope (record pages and writes)", () => {
  const record = (fields: Record<string, unknown>) => ({ id: 'rec1', createdTime: '', fields }) as never;
  it('holds the records its rules allow and, for a user listing, only the viewer’s own', () => {
    const ruled = ZDataDataSchema.parse({
      ...data,
      rules: [{ type: 'static', fieldId: 'status', operator: 'notEquals', value: 'Done' }],
    });
    expect(matchesCondition(record({ status: 'Active' }), listingScopeCondition(ruled, {}), table)).toBe(true);
    expect(matchesCondition(record({ status: 'Done' }), listingScopeCondition(ruled, {}), table)).toBe(false);

    const user = ZDataDataSchema.parse({ ...data, listingType: 'user', userLinkFieldId: 'owner' });
    const mine = record({ owner: ['recMe'] });
    expect(matchesCondition(mine, listingScopeCondition(user, { userRecordId: 'recMe' }), table)).toBe(true);
    expect(matchesCondition(mine, listingScopeCondition(user, { userRecordId: 'recYou' }), table)).toBe(false);
    expect(matchesCondition(mine, listingScopeCondition(user, {}), table)).toBe(false);
    // A user listing without its link field shows nobody anything.
    const unlinked = ZDataDataSchema.parse({ ...data, listingType: 'user' });
    expect(matchesCondition(mine, listingScopeCondition(unlinked, { userRecordId: 'recMe' }), table)).toBe(false);
  });
});

describe('record page blocks', () => {
  it('lays out fields, texts and the titles of linked records, in columns when asked', () => {
    const withBlocks = ZDataDataSchema.parse({
      ...data,
      detail: {
        layout: 'columns',
        blocks: [
          // Status is the page's subtitle: the block does not list it again.
          { kind: 'fields', fieldIds: ['status', 'tags', 'gone'] },
          { kind: 'linked', column: 'side', linkFieldId: 'owner' },
          { kind: 'text', text: '   ' },
        ],
      },
    });
    const owners: TableSchema = {
      id: 'tblOwners',
      name: 'Owners',
      primaryFieldId: 'ownerName',
      views: [],
      fields: [{ id: 'ownerName', name: 'Name', type: 'singleLineText' }],
    };
    const linkedTable = {
      ...table,
      fields: table.fields.map((f) => (f.id === 'owner' ? { ...f, options: { linkedTableId: 'tblOwners' } } : f)),
    };
    const view = recordDetailView(
      withBlocks,
      linkedTable,
      { id: 'rec1', createdTime: '', fields: { name: 'Bridge', status: 'Done', tags: ['Design'], owner: ['recO1'] } },
      undefined,
      { records: { owner: [{ id: 'recO1', createdTime: '', fields: { ownerName: 'Ada' } }] }, tables: [owners] },
    );
    expect(view.subtitle).toBe('Done');
    expect(view.layout).toBe('columns');
    expect(view.blocks).toEqual([
      {
        id: expect.any(String),
        column: 'main',
        title: '',
        kind: 'fields',
        fields: [{ id: 'tags', name: 'Tags', value: 'Design' }],
      },
      {
        id: expect.any(String),
        column: 'side',
        title: 'Owner',
        kind: 'linked',
        records: [{ id: 'recO1', title: 'Ada', fields: [] }],
        variant: 'list',
      },
    ]);
  });

  describe('linked records blocks', () => {
    const owners: TableSchema = {
      id: 'tblOwners',
      name: 'Owners',
      primaryFieldId: 'ownerName',
      views: [],
      fields: [
        { id: 'ownerName', name: 'Name', type: 'singleLineText' },
        { id: 'ownerRole', name: 'Role', type: 'singleLineText' },
      ],
    };
    const linkedTable = {
      ...table,
      fields: table.fields.map((f) => (f.id === 'owner' ? { ...f, options: { linkedTableId: 'tblOwners' } } : f)),
    };
    const block = {
      kind: 'linked',
      linkFieldId: 'owner',
      linkedFieldIds: ['ownerRole', 'gone'],
      linkedVariant: 'cards',
      canModifyLink: true,
      canCreate: true,
      addRecordText: 'Add an owner',
    };
    const viewOf = (abilities: { edit: boolean }, extra: Record<string, unknown> = {}, tables = [owners]) =>
      recordDetailView(
        ZDataDataSchema.parse({ ...data, ...extra, detail: { blocks: [block] } }),
        linkedTable,
        { id: 'rec1', createdTime: '', fields: { name: 'Bridge', owner: ['recO1'] } },
        { view: true, create: false, delete: false, ...abilities },
        {
          records: { owner: [{ id: 'recO1', createdTime: '', fields: { ownerName: 'Ada', ownerRole: 'Lead' } }] },
          tables,
          options: {
            owner: [
              { id: 'recO1', createdTime: '', fields: { ownerName: 'Ada' } },
              { id: 'recO2', createdTime: '', fields: { ownerName: 'Grace' } },
            ],
          },
        },
      ).blocks[0];

    it('shows the chosen fields of each linked record; editors may link the others, unlink and add', () => {
      expect(viewOf({ edit: true })).toMatchObject({
        kind: 'linked',
        variant: 'cards',
        records: [{ id: 'recO1', title: 'Ada', fields: [{ id: 'ownerRole', name: 'Role', value: 'Lead' }] }],
        manage: { canUnlink: true, options: [{ id: 'recO2', title: 'Grace' }], addRecordText: 'Add an owner' },
      });
    });

    it('lets no one change links without the edit right, nor a user listing’s own link to its people', () => {
      expect(viewOf({ edit: false })).not.toHaveProperty('manage');
      expect(viewOf({ edit: true }, { listingType: 'user', userLinkFieldId: 'owner' })).not.toHaveProperty('manage');
    });

    it('adds records only when the linked table’s primary field takes a name', () => {
      const formula = {
        ...owners,
        fields: [{ id: 'ownerName', name: 'Name', type: 'formula' }, owners.fields[1]!],
      };
      expect(viewOf({ edit: true }, {}, [formula])).toMatchObject({ manage: { canUnlink: true } });
      expect(viewOf({ edit: true }, {}, [formula])).not.toHaveProperty('manage.addRecordText');
    });
  });
});

describe('record page blocks for headers, tags, pictures, embeds, files and links', () => {
  const photo = (name: string) => ({
    id: `att${name}`,
    url: `https://cdn.example.com/${name}.jpg`,
    filename: `${name}.jpg`,
  });
  const record = {
    id: 'rec1',
    createdTime: '',
    fields: {
      name: 'Bridge',
      status: 'Done',
      tags: ['Steel', 'Night'],
      photo: [photo('one'), photo('two')],
      site: 'https://bridge.example.com',
      mail: 'hello@bridge.example.com',
      insta: 'https://www.instagram.com/bridge',
      video: 'https://www.youtube.com/embed/abc',
      notes: 'Long story.',
    },
  };
  const blocksOf = (blocks: Array<Record<string, unknown>>, fields: Record<string, unknown> = record.fields) =>
    recordDetailView(ZDataDataSchema.parse({ ...data, detail: { blocks } }), rich, { ...record, fields } as never)
      .blocks;

  it('renders each kind from fields of the types it reads', () => {
    const [header, tags, accordion, image, gallery, embed, files, links, social] = blocksOf([
      { kind: 'header', titleFieldId: 'name', subtitleFieldId: 'status', imageFieldId: 'photo', variant: 'split' },
      { kind: 'tags', fieldIds: ['status', 'tags'] },
      { kind: 'accordion', fieldIds: ['notes'] },
      { kind: 'image', fieldIds: ['photo'], height: 200, fit: 'contain' },
      { kind: 'gallery', fieldIds: ['photo'] },
      { kind: 'embed', fieldIds: ['video'] },
      { kind: 'attachment', fieldIds: ['photo'] },
      { kind: 'links', fieldIds: ['site', 'mail'] },
      { kind: 'social', fieldIds: ['insta', 'site'] },
    ]);
    expect(header).toMatchObject({
      kind: 'header',
      heading: 'Bridge',
      subtitle: 'Done',
      image: { url: 'https://cdn.example.com/one.jpg' },
      variant: 'split',
    });
    expect(tags).toMatchObject({ kind: 'tags', tags: ['Done', 'Steel', 'Night'] });
    expect(accordion).toMatchObject({ kind: 'accordion', fields: [{ name: 'Notes', value: 'Long story.' }] });
    expect(image).toMatchObject({
      kind: 'image',
      images: [{ url: 'https://cdn.example.com/one.jpg' }],
      height: 200,
      fit: 'contain',
    });
    expect(gallery).toMatchObject({ kind: 'gallery', images: [{ alt: 'one.jpg' }, { alt: 'two.jpg' }] });
    expect(embed).toMatchObject({ kind: 'embed', src: 'https://www.youtube.com/embed/abc', height: 360 });
    expect(files).toMatchObject({ kind: 'attachment', files: [{ name: 'one.jpg' }, { name: 'two.jpg' }] });
    expect(links).toMatchObject({
      kind: 'links',
      links: [
        { href: 'https://bridge.example.com', label: 'Website' },
        { href: 'mailto:hello@bridge.example.com', label: 'Email' },
      ],
    });
    // Social links are named by their network; other sites are left out.
    expect(social).toMatchObject({
      kind: 'social',
      links: [{ href: 'https://www.instagram.com/bridge', label: 'Instagram' }],
    });
  });

  it('embeds YouTube and Vimeo pages as their players', () => {
    const src = (video: string) =>
      (blocksOf([{ kind: 'embed', fieldIds: ['video'] }], { video })[0] as { src: string }).src;
    expect(src('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(src('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(src('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(src('https://maps.example.com/embed?pb=1')).toBe('https://maps.example.com/embed?pb=1');
  });

  it('leaves out fields of the wrong type, unsafe addresses and empty blocks', () => {
    expect(
      blocksOf(
        [
          { kind: 'image', fieldIds: ['name'] },
          { kind: 'embed', fieldIds: ['video'] },
          { kind: 'links', fieldIds: ['site'] },
          { kind: 'gallery', fieldIds: ['photo'] },
        ],
        {
          name: 'x',
          video: 'http://insecure.example.com',
          site: 'javascript:alert(1)',
          photo: [{ url: 'data:text/html,hi' }],
        },
      ),
    ).toEqual([]);
  });
});

describe('fields that left the table', () => {
  it('lists them and removes them everywhere the listing names them', () => {
    const named = ZDataDataSchema.parse({
      ...data,
      tableFields: ['name', 'gone'],
      form: { fields: ['gone', 'status'] },
      detail: { slugFieldId: 'gone', blocks: [{ kind: 'fields', fieldIds: ['gone', 'name'] }] },
      rules: [{ type: 'static', fieldId: 'gone', value: 'x' }],
      sort: { type: 'field', fieldId: 'gone' },
    });
    const known = new Set(table.fields.map((f) => f.id));
    expect(missingListingFields(named, known)).toEqual(['gone']);
    const cleaned = withoutMissingFields(named, known);
    expect(missingListingFields(cleaned, known)).toEqual([]);
    expect(cleaned.tableFields).toEqual(['name']);
    expect(cleaned.filters.map((f) => f.fieldId)).toEqual(['status']);
    expect(cleaned.detail.blocks[0]!.fieldIds).toEqual(['name']);
    expect(cleaned.sort).toEqual({ type: 'none' });
    expect(ZDataDataSchema.safeParse(cleaned).success).toBe(true);
  });
});

describe('detail views (modal, page, side by side)', () => {
  const page = {
    records: [
      { id: 'recA', createdTime: '', fields: { name: 'Alpha' } },
      { id: 'recB', createdTime: '', fields: { name: 'Beta' } },
    ],
  };
  const slugs = new Map([['recA', 'alpha']]);
  const params = { q: 'a', filters: {}, after: 'cursor1' };

  it('keeps the open record in the URL with the rest of the state', () => {
    const read = listingParams(new URLSearchParams('q=a&record=alpha'));
    expect(read).toEqual({ q: 'a', filters: {}, record: 'alpha' });
    expect(listingSearch(read)).toBe('?q=a&record=alpha');
  });

  it('links cards to their page (maybe a new tab), to the listing with the record open, or nowhere', () => {
    const linked = (detail: Record<string, unknown>, selected?: string) =>
      listingView({ ...data, detail: { ...data.detail, ...detail } }, table, page, params, {
        pagePath: '/projects',
        slugs,
        selected,
      });
    const asPage = linked({ type: 'page', newTab: true });
    expect(asPage.records.map((r) => r.href)).toEqual(['/projects/alpha', '/projects/recB']);
    expect(asPage.newTab).toBe(true);
    const asModal = linked({ type: 'modal' });
    expect(asModal.records.map((r) => r.href)).toEqual([
      '?q=a&after=cursor1&record=alpha',
      '?q=a&after=cursor1&record=recB',
    ]);
    expect(asModal.newTab).toBeUndefined();
    const sideBySide = linked({ type: 'sideBySide' }, 'recB');
    expect(sideBySide.records.map((r) => r.selected ?? false)).toEqual([false, true]);
    expect(linked({ type: 'none' }).records.every((r) => r.href === undefined)).toBe(true);
  });

  it('finds the previous and next record; none before the first or after the last', () => {
    const href = (id: string) => `/p/${id}`;
    expect(recordNeighbours(['a', 'b', 'c'], 'b', href)).toEqual({ previous: '/p/a', next: '/p/c' });
    expect(recordNeighbours(['a', 'b', 'c'], 'a', href)).toEqual({ next: '/p/b' });
    expect(recordNeighbours(['a', 'b', 'c'], 'c', href)).toEqual({ previous: '/p/b' });
    expect(recordNeighbours(['a'], 'z', href)).toEqual({});
  });

  it('offers side by side for every layout but the table', () => {
    expect(detailTypesFor('grid1')).toEqual(['none', 'modal', 'page', 'sideBySide']);
    expect(detailTypesFor('table1')).toEqual(['none', 'modal', 'page']);
  });
});

describe("a card's Call To Action", () => {
  const record = {
    name: 'Alpha',
    site: 'https://alpha.example.com',
    mail: 'team@alpha.example.com',
    phone: '+44 20 7946 0000',
    votes: 7,
  };
  const ctaOf = (cta: Record<string, unknown>, fields: Record<string, string | number> = record) =>
    listingView(
      ZDataDataSchema.parse({ ...data, cta }),
      rich,
      { records: [{ id: 'rec1', createdTime: '', fields }] },
      listingParams(new URLSearchParams()),
      { pagePath: '/projects', slugs: new Map() },
    ).records[0]!.cta;

  it('links to a website, an email address, the record, or copies a phone number, with default texts', () => {
    expect(ctaOf({ action: 'website', fieldId: 'site', newTab: true })).toEqual({
      kind: 'link',
      href: 'https://alpha.example.com',
      label: 'Visit website',
      newTab: true,
    });
    expect(ctaOf({ action: 'email', fieldId: 'mail', label: 'Write to us' })).toEqual({
      kind: 'link',
      href: 'mailto:team@alpha.example.com',
      label: 'Write to us',
      newTab: false,
    });
    expect(ctaOf({ action: 'phone', fieldId: 'phone' })).toEqual({
      kind: 'copy',
      href: 'tel:+442079460000',
      value: '+44 20 7946 0000',
      label: 'Copy phone number',
    });
    expect(ctaOf({ action: 'detail' })).toMatchObject({ kind: 'link', href: '/projects/rec1', label: 'View details' });
  });

  it('counts upvotes in a Number field (none yet: 0)', () => {
    expect(ctaOf({ action: 'upvote', fieldId: 'votes' })).toEqual({ kind: 'upvote', count: 7, label: 'Upvote' });
    expect(ctaOf({ action: 'upvote', fieldId: 'votes' }, { name: 'Beta' })).toMatchObject({ count: 0 });
  });

  it('shows no button without a usable value or with a field of the wrong type', () => {
    expect(ctaOf({ action: 'none' })).toBeUndefined();
    expect(ctaOf({ action: 'upvote', fieldId: 'name' })).toBeUndefined();
    expect(ctaOf({ action: 'website', fieldId: 'site' }, { site: 'javascript:alert(1)' })).toBeUndefined();
    expect(ctaOf({ action: 'website', fieldId: 'site' }, {})).toBeUndefined();
    expect(ctaOf({ action: 'email', fieldId: 'mail' }, { mail: 'not an email' })).toBeUndefined();
    expect(ctaOf({ action: 'website', fieldId: 'gone' })).toBeUndefined();
  });

  it('opens a fixed address: http(s) or a page of the portal, never another scheme', () => {
    expect(ctaOf({ action: 'url', url: '/about', label: 'About us' })).toEqual({
      kind: 'link',
      href: '/about',
      label: 'About us',
      newTab: false,
    });
    expect(ctaOf({ action: 'url', url: 'https://example.com/x', newTab: true })).toMatchObject({
      href: 'https://example.com/x',
      label: 'Learn more',
      newTab: true,
    });
    expect(ctaOf({ action: 'url', url: 'javascript:alert(1)' })).toBeUndefined();
    expect(ctaOf({ action: 'url', url: '//evil.example.com' })).toBeUndefined();
    expect(ctaOf({ action: 'url', url: '' })).toBeUndefined();
  });

  it("runs the card's update action or opens the edit form, only for people who may edit", () => {
    const ctaFor = (cta: Record<string, unknown>, edit: boolean, extra: Record<string, unknown> = {}) =>
      listingView(
        ZDataDataSchema.parse({ ...data, ...extra, cta }),
        rich,
        { records: [{ id: 'rec1', createdTime: '', fields: record }] },
        listingParams(new URLSearchParams()),
        { pagePath: '/projects', slugs: new Map() },
        { view: true, edit, create: false, delete: false },
      ).records[0]!.cta;
    const update = { action: 'update', operations: [{ type: 'set', fieldId: 'status', value: 'Done' }] };
    expect(ctaFor(update, true)).toEqual({ kind: 'action', actionId: CARD_VIEW_ACTION_ID, label: 'Update' });
    expect(ctaFor(update, false)).toBeUndefined();
    // An update button with nothing to do is not shown.
    expect(ctaFor({ action: 'update' }, true)).toBeUndefined();

    const form = { form: { createGroups: [{ fields: [{ fieldId: 'name', label: 'Project' }] }] } };
    const opened = ctaFor({ action: 'form' }, true, form);
    expect(opened).toMatchObject({ kind: 'form', label: 'Edit record' });
    expect(opened?.kind === 'form' && opened.form.fields.map((f) => [f.name, f.value])).toEqual([['Project', 'Alpha']]);
    expect(ctaFor({ action: 'form' }, false, form)).toBeUndefined();
    // No edit form: no button.
    expect(ctaFor({ action: 'form' }, true)).toBeUndefined();
  });

  it("lists the card's action among the listing's record actions (id cardView) only when the button updates", () => {
    const update = ZDataDataSchema.parse({
      ...data,
      actions: [{ id: 'markDone0001', label: 'Mark done' }],
      cta: { action: 'update', label: 'Done!', operations: [{ type: 'clear', fieldId: 'status' }] },
    });
    expect(listingRecordActions(update).map((a) => [a.id, a.label, a.operations.length])).toEqual([
      ['markDone0001', 'Mark done', 0],
      ['cardView', 'Done!', 1],
    ]);
    expect(listingRecordActions({ ...update, cta: { ...update.cta, action: 'detail' } }).map((a) => a.id)).toEqual([
      'markDone0001',
    ]);
  });

  it("'List with upvotes' starts counting in the table's first Number field; a removed field is dropped", () => {
    const connected = connectListingData(
      rich,
      { listingType: 'public', source: data.source!, sort: { type: 'none' } },
      'list2',
    );
    expect(connected.cta).toMatchObject({ action: 'upvote', fieldId: 'votes' });
    expect(
      connectListingData(rich, { listingType: 'public', source: data.source!, sort: { type: 'none' } }, 'list1').cta,
    ).toBeUndefined();
    const withCta = ZDataDataSchema.parse({ ...data, cta: { action: 'upvote', fieldId: 'votes' } });
    expect(missingListingFields(withCta, new Set(['name']))).toContain('votes');
    expect(withoutMissingFields(withCta, new Set(['name', 'status', 'tags', 'photo'])).cta.fieldId).toBe('');
  });
});

describe("a listing's Create Record and Edit Record forms", () => {
  it('reads a flat list of fields saved before groups as the create form, which the edit form follows', () => {
    const legacy = ZDataDataSchema.parse({ ...data, form: { fields: ['name', 'status'] } });
    expect(legacy.form.fields).toEqual([]);
    expect(legacy.form.createGroups[0]!.fields.map((f) => f.fieldId)).toEqual(['name', 'status']);
    expect(listingFormGroups(legacy, 'edit')).toBe(legacy.form.createGroups);
    expect(listingFormFields(legacy, table.fields, 'edit').map((f) => f.id)).toEqual(['name', 'status']);
  });

  it('renders groups with labels, placeholders and required marks; the edit form may differ', () => {
    const grouped = ZDataDataSchema.parse({
      ...data,
      access: [
        { action: 'create', applyToAll: true },
        { action: 'edit', applyToAll: true },
      ],
      form: {
        createGroups: [
          {
            id: 'g1',
            title: 'About',
            fields: [{ fieldId: 'name', label: 'Project name', required: true, placeholder: 'e.g. Bridge' }],
          },
        ],
        editGroups: [{ id: 'g2', fields: [{ fieldId: 'status' }] }],
      },
    });
    const view = listingView(grouped, table, { records: [] }, listingParams(new URLSearchParams()), undefined, {
      view: true,
      create: true,
      edit: true,
      delete: false,
    });
    expect(view.createForm).toMatchObject({
      groups: [{ id: 'g1', title: 'About' }],
      fields: [{ id: 'name', name: 'Project name', required: true, placeholder: 'e.g. Bridge', group: 'g1' }],
    });
    const detail = recordDetailView(
      grouped,
      table,
      { id: 'rec1', createdTime: '', fields: { name: 'Bridge' } },
      {
        view: true,
        create: true,
        edit: true,
        delete: false,
      },
    );
    expect(detail.editForm?.fields.map((f) => f.id)).toEqual(['status']);
  });
});

describe('the Expandable list', () => {
  const cardOf = (detail: Record<string, unknown>) =>
    listingView(
      ZDataDataSchema.parse({ ...data, detail }),
      rich,
      {
        records: [
          {
            id: 'rec1',
            createdTime: '',
            fields: { name: 'Bridge', status: 'Done', notes: 'Steel and stone.', site: 'https://b.example.com' },
          },
        ],
      },
      listingParams(new URLSearchParams()),
      { pagePath: '/projects', slugs: new Map() },
    ).records[0]!;

  it('folds open the fields chosen for the detail view, and nothing opens elsewhere', () => {
    const card = cardOf({ type: 'expand', fields: ['notes', 'votes'] });
    expect(card.href).toBeUndefined();
    expect(card.expanded).toEqual([
      { id: 'notes', name: 'Notes', value: 'Steel and stone.' },
      { id: 'votes', name: 'Votes', value: '' },
    ]);
  });

  it('without a choice, every field with a value that the title and subtitle do not show', () => {
    expect(cardOf({ type: 'expand' }).expanded?.map((f) => f.name)).toEqual(['Website', 'Notes']);
    expect(cardOf({ type: 'page' }).expanded).toBeUndefined();
  });
});

describe("a card's short description, gallery and embed", () => {
  it('cuts long descriptions, shows every picture of the gallery field and embeds https pages only', () => {
    const withExtras = ZDataDataSchema.parse({
      ...data,
      fields: { ...data.fields, shortDescription: 'notes', gallery: 'photo', embed: 'video' },
    });
    const cardOf = (fields: Record<string, unknown>) =>
      listingView(
        withExtras,
        rich,
        { records: [{ id: 'rec1', createdTime: '', fields } as never] },
        listingParams(new URLSearchParams()),
      ).records[0]!;
    const card = cardOf({
      name: 'Bridge',
      notes: 'x'.repeat(400),
      photo: [
        { id: 'a1', url: 'https://cdn.example.com/1.jpg', filename: '1.jpg' },
        { id: 'a2', url: 'https://cdn.example.com/2.jpg', filename: '2.jpg' },
      ],
      video: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(card.shortDescription).toHaveLength(250);
    expect(card.shortDescription!.endsWith('…')).toBe(true);
    expect(card.gallery?.map((g) => g.alt)).toEqual(['1.jpg', '2.jpg']);
    expect(card.embed).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    const plain = cardOf({ name: 'Quay', notes: 'Short.', video: 'http://insecure.example.com' });
    expect(plain.shortDescription).toBe('Short.');
    expect(plain.gallery).toBeUndefined();
    expect(plain.embed).toBeUndefined();
  });

  it('plays the video files of the videos field: by their type, else by their name; pictures are left out', () => {
    const withVideos = ZDataDataSchema.parse({ ...data, fields: { ...data.fields, videos: 'photo' } });
    const card = listingView(
      withVideos,
      rich,
      {
        records: [
          {
            id: 'rec1',
            createdTime: '',
            fields: {
              name: 'Bridge',
              photo: [
                { id: 'a1', url: 'https://cdn.example.com/tour', filename: 'tour', type: 'video/mp4' },
                { id: 'a2', url: 'https://cdn.example.com/2.jpg', filename: '2.jpg', type: 'image/jpeg' },
                { id: 'a3', url: 'https://cdn.example.com/clip.webm', filename: 'clip.webm' },
                { id: 'a4', url: 'javascript:alert(1)//x.mp4', filename: 'x.mp4' },
              ],
            },
          } as never,
        ],
      },
      listingParams(new URLSearchParams()),
    ).records[0]!;
    expect(card.videos).toEqual([
      { url: 'https://cdn.example.com/tour', name: 'tour' },
      { url: 'https://cdn.example.com/clip.webm', name: 'clip.webm' },
    ]);
  });
});
