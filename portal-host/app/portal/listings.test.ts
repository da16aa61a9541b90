/**
 * Data sections on portals, through the production build's request handler (`npm run build -w
 * portal-host` first): server-rendered listings of a built-in table and of an Airtable table
 * (the fake Airtable on loopback), with search, filters and pages in the URL, served from the
 * record cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_USER_SIGN_IN_MESSAGE, ZCreatePageSchema, ZDataSectionSchema, type TDataSection } from '@atrium/core';
import { createLocalTable, createPage, insertLocalRecords, publishSite } from '@atrium/db';
import { LOCAL_BASE, localDataSourceFor, syncSectionSlugs, type Runtime } from '@atrium/integrations';
import { loadDemoBase } from '@atrium/integrations/airtable/fake/demo-fixtures';
import type { FakeAirtable } from '@atrium/integrations/airtable/fake/fake-airtable';
import { startAirtableTestPortal, type AirtableTestPortal } from '../testing/airtable-test-portal';

const PORTAL = 'http://listings.localhost:3001';

let portal: AirtableTestPortal;
let runtime: Runtime;
let fake: FakeAirtable;
let handle: (request: Request) => Promise<Response>;
let siteId: string;
let projectIds: string[];
let ideaIds: string[];
let personIds: string[];
let teamIds: string[];

const STATUSES = ['Planning', 'Active', 'Done'];
/** Clients (name, client since) and their jobs (name, index of the client or none). */
const CLIENTS: Array<[string, number]> = [
  ['Northwind', 2019],
  ['Blue Harbor', 2023],
  ['Cedar & Pine', 2021],
];
const JOBS: Array<[string, number | null]> = [
  ['Annual report', 0],
  ['Booking system', 1],
  ['Checkout', 0],
  ['Dental signage', 1],
  ['Extension plans', 2],
  ['Freelance audit', null],
];
let clientTableId: string;
let clientIds: string[];

function dataSection(id: string, data: Record<string, unknown>, sectionName = 'grid1'): TDataSection {
  return ZDataSectionSchema.parse({ id, type: 'data', sectionName, data });
}

beforeAll(async () => {
  portal = await startAirtableTestPortal({
    builder: { firstName: 'Lin', lastName: 'S', email: 'listings@example.com' },
    appName: 'Listings',
    domain: 'listings',
  });
  ({ runtime, fake, handle } = portal);
  const { db } = runtime;
  siteId = portal.siteId;
  const table = await createLocalTable(db, {
    siteId,
    name: 'Projects',
    fields: [
      { id: 'fldName000000000', name: 'Name', type: 'singleLineText' },
      {
        id: 'fldStatus0000000',
        name: 'Status',
        type: 'singleSelect',
        options: { choices: STATUSES.map((name, i) => ({ id: `sel${i}`, name })) },
      },
      { id: 'fldSummary000000', name: 'Summary', type: 'multilineText' },
    ],
  });
  const inserted = await insertLocalRecords(db, {
    siteId,
    tableId: table.id,
    records: Array.from({ length: 25 }, (_, i) => ({
      fields: {
        fldName000000000: i === 7 ? 'Harbour bridge lighting' : `Project ${String(i + 1).padStart(2, '0')}`,
        fldStatus0000000: STATUSES[i % 3]!,
        fldSummary000000: `Summary of project ${i + 1}`,
      },
    })),
  });
  projectIds = inserted.map((r) => r.id);
  const local = { kind: 'local', tableId: table.id, tableName: 'Projects' };
  const page = (name: string, path: string, sections: TDataSection[]) =>
    createPage(db, {
      siteId,
      input: ZCreatePageSchema.parse({ name, path }),
      contents: { version: 1, sections },
    });
  const projectsPage = await page('Projects', '/projects', [
    dataSection('listProjects', {
      heading: 'Our projects',
      source: local,
      detail: { type: 'page', seo: { description: 'fldSummary000000' }, slugFieldId: 'fldName000000000' },
      fields: { title: 'fldName000000000', subtitle: 'fldStatus0000000', body: 'fldSummary000000' },
      sort: { type: 'field', fieldId: 'fldName000000000', direction: 'asc' },
      pageSize: 10,
      search: { fieldIds: ['fldName000000000'], placeholder: 'Search projects' },
      filters: [{ fieldId: 'fldStatus0000000', label: 'Status', type: 'tags', isSingleSelect: true }],
    }),
  ]);
  await page('Table', '/table', [
    dataSection(
      'tableProject',
      {
        source: local,
        tableFields: ['fldName000000000', 'fldStatus0000000'],
        pageSize: 5,
        // Finished projects are not part of this listing, nor are their record pages.
        rules: [{ type: 'static', fieldId: 'fldStatus0000000', operator: 'notEquals', value: 'Done' }],
        detail: {
          layout: 'columns',
          blocks: [
            { kind: 'fields', title: 'About', fieldIds: ['fldSummary000000', 'fldStatus0000000'] },
            { kind: 'text', column: 'side', text: 'Questions? Write to the project lead.' },
            { kind: 'divider', column: 'side' },
          ],
        },
      },
      'table1',
    ),
  ]);
  await page('Board', '/board', [
    dataSection('boardListing', {
      source: local,
      fields: { title: 'fldName000000000', subtitle: 'fldStatus0000000' },
      sort: { type: 'field', fieldId: 'fldName000000000', direction: 'asc' },
      access: [
        { action: 'view', applyToAll: true },
        { action: 'create', applyToAll: true },
        { action: 'edit', applyToAll: true },
      ],
      search: { fieldIds: ['fldName000000000'] },
      form: { fields: ['fldName000000000', 'fldStatus0000000'], createLabel: 'Suggest a project' },
      actions: [
        {
          id: 'markDone0001',
          label: 'Mark done',
          operations: [{ type: 'set', fieldId: 'fldStatus0000000', valueType: 'custom', value: 'Done' }],
        },
      ],
    }),
  ]);
  const detailListing = (id: string, detail: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    dataSection(id, {
      source: local,
      fields: { title: 'fldName000000000', subtitle: 'fldStatus0000000' },
      sort: { type: 'field', fieldId: 'fldName000000000', direction: 'asc' },
      search: { fieldIds: ['fldName000000000'] },
      pageSize: 5,
      rules: [{ type: 'static', fieldId: 'fldStatus0000000', operator: 'notEquals', value: 'Done' }],
      detail: { ...detail, fields: ['fldSummary000000'] },
      ...extra,
    });
  await page('Modal', '/modal', [
    detailListing(
      'modalListing',
      { type: 'modal', modalSize: '4xl' },
      {
        access: [
          { action: 'view', applyToAll: true },
          { action: 'edit', applyToAll: true },
        ],
        form: { fields: ['fldName000000000', 'fldStatus0000000'] },
      },
    ),
  ]);
  await page('Side', '/side', [detailListing('sideListing', { type: 'sideBySide' })]);
  await page('Tabs', '/tabs', [detailListing('tabsListing', { type: 'page', newTab: true })]);
  const formSection = (id: string, customForm: Record<string, unknown>, access: unknown[]) =>
    dataSection(id, { source: local, customForm, access, heading: 'Suggest a project' }, 'form1');
  await page('Contact', '/contact', [
    formSection(
      'contactForm',
      {
        groups: [
          {
            title: 'Your idea',
            fields: [
              { fieldId: 'fldName000000000', label: 'Project name', required: true, placeholder: 'A short name' },
              { fieldId: 'fldStatus0000000' },
            ],
          },
          { title: 'Details', variant: 'bordered', fields: [{ fieldId: 'fldSummary000000' }, { fieldId: 'gone' }] },
        ],
        submit: { label: 'Send idea', size: 'lg', alignment: 'center' },
        success: { title: 'Thank you!', message: 'We read every idea.' },
        styles: { theme: 'dark', background: '#1a191b', labelColor: '#ffffffed' },
      },
      [{ action: 'create', applyToAll: true }],
    ),
    formSection(
      'redirectForm',
      {
        groups: [{ fields: [{ fieldId: 'fldName000000000' }] }],
        submit: { redirect: { enabled: true, path: '/projects' } },
      },
      [{ action: 'create', applyToAll: true }],
    ),
    formSection('membersForm', { groups: [{ fields: [{ fieldId: 'fldName000000000' }] }] }, [
      { action: 'create', groups: ['grpMembers'] },
    ]),
  ]);
  // Forms of the form builder: a rich success screen, a redirect to a picked page, and a redirect
  // that would leave the portal (saved before the page picker), which shows the success screen.
  await page('Rich', '/rich', [
    formSection(
      'richForm',
      {
        groups: [{ fields: [{ fieldId: 'fldName000000000', required: true }] }],
        success: {
          title: 'Received',
          message: {
            root: {
              type: 'root',
              children: [
                {
                  type: 'heading',
                  tag: 'h4',
                  format: '',
                  children: [{ type: 'text', text: 'We <3 ideas', format: 1, style: '' }],
                },
                {
                  type: 'paragraph',
                  format: '',
                  children: [
                    { type: 'text', text: '<img src=x onerror=alert(1)>', format: 0, style: '' },
                    {
                      type: 'link',
                      url: 'javascript:alert(1)',
                      target: null,
                      children: [{ type: 'text', text: 'bad', format: 0, style: '' }],
                    },
                  ],
                },
              ],
            },
          },
        },
      },
      [{ action: 'create', applyToAll: true }],
    ),
    formSection(
      'pickedPageForm',
      {
        groups: [{ fields: [{ fieldId: 'fldName000000000' }] }],
        submit: { redirect: { enabled: true, pageId: projectsPage.id } },
      },
      [{ action: 'create', applyToAll: true }],
    ),
    formSection(
      'outsideForm',
      {
        groups: [{ fields: [{ fieldId: 'fldName000000000' }] }],
        submit: { redirect: { enabled: true, path: '//evil.example/phish' } },
      },
      [{ action: 'create', applyToAll: true }],
    ),
  ]);
  await page('Featured', '/featured', [
    dataSection(
      'featuredRecord',
      {
        source: local,
        heading: 'Featured project',
        fields: { title: 'fldName000000000', subtitle: 'fldStatus0000000' },
        // Rules and sort pick the record: the first Active project by name.
        rules: [{ type: 'static', fieldId: 'fldStatus0000000', operator: 'equals', value: 'Active' }],
        sort: { type: 'field', fieldId: 'fldName000000000', direction: 'desc' },
        detail: { blocks: [{ kind: 'fields', title: 'Summary', fieldIds: ['fldSummary000000'] }] },
        access: [
          { action: 'view', applyToAll: true },
          { action: 'edit', applyToAll: true },
        ],
        form: { fields: ['fldSummary000000'] },
      },
      'record1',
    ),
    dataSection('myRecord', { source: local, listingType: 'user', userLinkFieldId: 'fldName000000000' }, 'record1'),
  ]);
  await page('Mine', '/mine', [
    dataSection('userListing1', { source: local, listingType: 'user', userLinkFieldId: 'fldName000000000' }),
  ]);
  await page('Airtable', '/airtable', [
    dataSection('airtableList', {
      source: { kind: 'airtable', baseId: 'appClientProj2025', tableId: 'tblPzrhQfm5X0xUEa', tableName: 'Projects' },
      fields: { title: 'fldnv6asntY3ymqYw', tags: 'fldL7QBsE5LowAzYo' },
      search: { fieldIds: ['fldnv6asntY3ymqYw'] },
      filters: [{ fieldId: 'fld1XlTdbUD2fN7Ng', label: 'Status' }],
      detail: { type: 'none' },
      pageSize: 6,
    }),
  ]);
  await page('Requests', '/requests', [
    dataSection('requestListing', {
      source: local,
      fields: { title: 'fldName000000000', subtitle: 'fldStatus0000000' },
      access: [
        { action: 'create', applyToAll: true },
        { action: 'edit', applyToAll: true },
      ],
      form: {
        createLabel: 'Request a project',
        createGroups: [
          {
            title: 'Your request',
            fields: [
              {
                fieldId: 'fldName000000000',
                label: 'Project name',
                required: true,
                placeholder: 'e.g. Harbour bridge',
              },
              { fieldId: 'fldStatus0000000' },
            ],
          },
        ],
        editGroups: [{ fields: [{ fieldId: 'fldStatus0000000', required: true }] }],
      },
    }),
  ]);
  const ideas = await createLocalTable(db, {
    siteId,
    name: 'Ideas',
    fields: [
      { id: 'fldIdea00000000', name: 'Idea', type: 'singleLineText' },
      { id: 'fldVotes0000000', name: 'Votes', type: 'number', options: { precision: 0 } },
      { id: 'fldSite00000000', name: 'Site', type: 'url' },
      { id: 'fldPhone0000000', name: 'Phone', type: 'phoneNumber' },
    ],
  });
  ideaIds = (
    await insertLocalRecords(db, {
      siteId,
      tableId: ideas.id,
      records: [
        {
          fields: { fldIdea00000000: 'Night market', fldVotes0000000: 4, fldSite00000000: 'https://night.example.com' },
        },
        { fields: { fldIdea00000000: 'River swim', fldPhone0000000: '+1 (555) 010-2030' } },
      ],
    })
  ).map((r) => r.id);
  const ideaSource = { kind: 'local', tableId: ideas.id, tableName: 'Ideas' };
  const ideaListing = (id: string, cta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    dataSection(
      id,
      {
        source: ideaSource,
        fields: { title: 'fldIdea00000000' },
        sort: { type: 'field', fieldId: 'fldIdea00000000', direction: 'asc' },
        cta,
        ...extra,
      },
      'list2',
    );
  await page('Ideas', '/ideas', [ideaListing('ideasVotes', { action: 'upvote', fieldId: 'fldVotes0000000' })]);
  await page('Idea links', '/idea-links', [
    ideaListing('ideasSite', { action: 'website', fieldId: 'fldSite00000000', label: 'Visit', newTab: true }),
    ideaListing('ideasPhone', { action: 'phone', fieldId: 'fldPhone0000000' }),
  ]);
  await page('Member ideas', '/member-ideas', [
    ideaListing(
      'ideasMembers',
      { action: 'upvote', fieldId: 'fldVotes0000000' },
      { access: [{ action: 'view', applyToAll: false, groups: ['members'] }] },
    ),
  ]);
  const editors = [
    { action: 'view', applyToAll: true },
    { action: 'edit', applyToAll: true },
  ];
  const setSite = [{ type: 'set', fieldId: 'fldSite00000000', valueType: 'custom', value: 'https://done.example.com' }];
  await page('Idea actions', '/idea-actions', [
    ideaListing('ideasUrl', { action: 'url', url: '/ideas', label: 'All ideas' }),
    ideaListing('ideasUpdate', { action: 'update', label: 'Mark done', operations: setSite }, { access: editors }),
    ideaListing(
      'ideasForm',
      { action: 'form', label: 'Change the site' },
      { access: editors, form: { createGroups: [{ fields: [{ fieldId: 'fldSite00000000', label: 'Website' }] }] } },
    ),
  ]);
  // Records that open nowhere (and an Expandable list's) keep their card buttons and create form.
  await page('Idea notes', '/idea-notes', [
    ideaListing(
      'ideasNoDetail',
      { action: 'form', label: 'Change the site' },
      {
        access: [...editors, { action: 'create', applyToAll: true }],
        detail: { type: 'none' },
        form: { createGroups: [{ fields: [{ fieldId: 'fldSite00000000', label: 'Website' }] }] },
      },
    ),
  ]);
  // The same buttons for people who may only view: no button, and a forged post is refused.
  await page('Idea actions (view only)', '/idea-actions-view', [
    ideaListing('ideasUpdateView', { action: 'update', label: 'Mark done', operations: setSite }),
    ideaListing(
      'ideasFormView',
      { action: 'form', label: 'Change the site' },
      { form: { createGroups: [{ fields: [{ fieldId: 'fldSite00000000' }] }] } },
    ),
  ]);
  // Teams link to their people; a team's page lists them with their role and lets editors change the links.
  const people = await createLocalTable(db, {
    siteId,
    name: 'People',
    fields: [
      { id: 'fldPerson000000', name: 'Person', type: 'singleLineText' },
      { id: 'fldRole00000000', name: 'Role', type: 'singleLineText' },
    ],
  });
  personIds = (
    await insertLocalRecords(db, {
      siteId,
      tableId: people.id,
      records: [
        { fields: { fldPerson000000: 'Ada', fldRole00000000: 'Engineer' } },
        { fields: { fldPerson000000: 'Grace', fldRole00000000: 'Admiral' } },
        { fields: { fldPerson000000: 'Linus' } },
      ],
    })
  ).map((r) => r.id);
  const teams = await createLocalTable(db, {
    siteId,
    name: 'Teams',
    fields: [
      { id: 'fldTeam00000000', name: 'Team', type: 'singleLineText' },
      { id: 'fldMembers00000', name: 'Members', type: 'multipleRecordLinks', options: { linkedTableId: people.id } },
    ],
  });
  teamIds = (
    await insertLocalRecords(db, {
      siteId,
      tableId: teams.id,
      records: [{ fields: { fldTeam00000000: 'Compilers', fldMembers00000: [personIds[0]!] } }],
    })
  ).map((r) => r.id);
  const teamListing = (id: string, access: Array<Record<string, unknown>>) =>
    dataSection(id, {
      source: { kind: 'local', tableId: teams.id, tableName: 'Teams' },
      fields: { title: 'fldTeam00000000' },
      access,
      detail: {
        type: 'page',
        blocks: [
          {
            id: 'blockMembers',
            kind: 'linked',
            title: 'Members',
            linkFieldId: 'fldMembers00000',
            linkedFieldIds: ['fldRole00000000'],
            linkedVariant: 'cards',
            canModifyLink: true,
            canCreate: true,
            addRecordText: 'Add a member',
          },
        ],
      },
    });
  await page('Teams', '/teams', [teamListing('teamsEdit', editors)]);
  await page('Teams (view only)', '/teams-view', [teamListing('teamsView', [])]);
  // Filters from a linked table: jobs filtered by the client they link to.
  const clientTable = await createLocalTable(db, {
    siteId,
    name: 'Clients',
    fields: [
      { id: 'fldClientName000', name: 'Name', type: 'singleLineText' },
      { id: 'fldClientSince00', name: 'Client since', type: 'number', options: { precision: 0 } },
    ],
  });
  clientTableId = clientTable.id;
  clientIds = (
    await insertLocalRecords(db, {
      siteId,
      tableId: clientTable.id,
      records: CLIENTS.map(([name, since]) => ({ fields: { fldClientName000: name, fldClientSince00: since } })),
    })
  ).map((r) => r.id);
  const jobs = await createLocalTable(db, {
    siteId,
    name: 'Jobs',
    fields: [
      { id: 'fldJobName000000', name: 'Job', type: 'singleLineText' },
      {
        id: 'fldJobClient0000',
        name: 'Client',
        type: 'multipleRecordLinks',
        options: { linkedTableId: clientTable.id },
      },
    ],
  });
  await insertLocalRecords(db, {
    siteId,
    tableId: jobs.id,
    records: JOBS.map(([name, client]) => ({
      fields: { fldJobName000000: name, ...(client === null ? {} : { fldJobClient0000: [clientIds[client]!] }) },
    })),
  });
  await page('Jobs', '/jobs', [
    dataSection('jobsByClient', {
      source: { kind: 'local', tableId: jobs.id, tableName: 'Jobs' },
      fields: { title: 'fldJobName000000' },
      sort: { type: 'field', fieldId: 'fldJobName000000', direction: 'asc' },
      search: { fieldIds: ['fldJobName000000'] },
      detail: { type: 'none' },
      filters: [{ fieldId: 'fldJobClient0000', label: 'Client', type: 'tags', isSingleSelect: false }],
      filterSource: {
        source: 'table',
        linkFieldId: 'fldJobClient0000',
        tableId: clientTable.id,
        tableName: 'Clients',
        titleFieldId: 'fldClientName000',
        sortFieldId: 'fldClientSince00',
        order: 'desc',
      },
    }),
  ]);
  await page('Airtable clients', '/airtable-clients', [
    dataSection('airtableByClient', {
      source: { kind: 'airtable', baseId: 'appClientProj2025', tableId: 'tblPzrhQfm5X0xUEa', tableName: 'Projects' },
      fields: { title: 'fldnv6asntY3ymqYw' },
      sort: { type: 'field', fieldId: 'fldnv6asntY3ymqYw', direction: 'asc' },
      detail: { type: 'none' },
      pageSize: 20,
      filters: [{ fieldId: 'fld93Aqpw1oaZNSGe', label: 'Client', type: 'dropdown', isSingleSelect: true }],
      filterSource: {
        source: 'table',
        linkFieldId: 'fld93Aqpw1oaZNSGe',
        tableId: 'tblqVh8kOxW4eUL8p',
        tableName: 'Clients',
        titleFieldId: 'fldSpXqNMh31cEJiy',
        sortFieldId: '',
        order: 'desc',
      },
    }),
  ]);
  await publishSite(db, { siteId, builderId: portal.builderId });
});

afterAll(async () => {
  await portal?.close();
});

const get = (path: string) => handle(new Request(`${PORTAL}${path}`, { redirect: 'manual' }));
const cardTitles = (html: string) =>
  [...html.matchAll(/<h3 class="atrium-listing__title">(?:<a href="[^"]*">)?([^<]*)(?:<\/a>)?<\/h3>/g)].map(
    (m) => m[1]!,
  );
const cardLinks = (html: string) =>
  [...html.matchAll(/<h3 class="atrium-listing__title"><a href="([^"]*)">([^<]*)<\/a><\/h3>/g)].map((m) => ({
    href: m[1]!,
    title: m[2]!,
  }));

describe('[LISTING] listings on portals', () => {
  it('renders a page of records on the server, in the configured order, with a next-page link and no ETag', async () => {
    const response = await get('/projects');
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('Our projects');
    const titles = cardTitles(html);
    expect(titles).toHaveLength(10);
    expect(titles[0]).toBe('Harbour bridge lighting');
    expect(titles[1]).toBe('Project 01');
    expect(html).toContain('placeholder="Search projects"');
    // The tag filter is a set of links; the next page is a link too: all crawlable.
    expect(html).toContain('href="?f.fldStatus0000000=Done"');
    const next = /<a href="(\?after=[^"]+)" rel="next">Next page<\/a>/.exec(html)?.[1];
    expect(next).toBeDefined();

    const second = cardTitles(await (await get(`/projects${next!.replaceAll('&amp;', '&')}`)).text());
    expect(second).toHaveLength(10);
    expect(second).not.toContain('Project 01');
    // Project 08 is the Harbour bridge: the first page ends at Project 10.
    expect(second[0]).toBe('Project 11');
  });

  it('searches and filters from the URL, and says so when nothing matches', async () => {
    expect(cardTitles(await (await get('/projects?q=harbour')).text())).toEqual(['Harbour bridge lighting']);

    const done = await (await get('/projects?f.fldStatus0000000=Done')).text();
    const titles = cardTitles(done);
    expect(titles.length).toBe(8);
    expect(done).toContain('aria-current="true"');
    // Status is the subtitle: every card shown is Done.
    expect([...done.matchAll(/<p class="atrium-listing__subtitle">([^<]*)<\/p>/g)].map((m) => m[1])).toEqual(
      Array(8).fill('Done'),
    );

    const none = await (await get('/projects?q=zeppelin')).text();
    expect(cardTitles(none)).toEqual([]);
    expect(none).toContain('No results found');
    expect(none).toContain('value="zeppelin"');
  });

  it('renders the table layout with its columns, holding only the records its rules allow', async () => {
    const html = await (await get('/table')).text();
    expect(html).toContain('<th scope="col">Name</th><th scope="col">Status</th>');
    expect([...html.matchAll(/<tr data-record-id=/g)]).toHaveLength(5);
    expect(html).not.toContain('<td>Done</td>');
    // Records 3, 6, 9… are Done: their pages under this listing do not open.
    expect((await get(`/table/${projectIds[2]}`)).status).toBe(404);
    const recordPage = await get(`/table/${projectIds[0]}`);
    expect(recordPage.status).toBe(200);
    // Its record page: blocks in two columns.
    const blocks = await recordPage.text();
    expect(blocks).toContain('atrium-record__blocks--columns');
    expect(blocks).toContain('<h2 class="atrium-record__block-title">About</h2>');
    expect(blocks).toContain('<dt>Summary</dt><dd>Summary of project 1</dd>');
    expect(blocks).toMatch(/atrium-record__column--side.*Questions\? Write to the project lead\./s);
  });

  it('asks visitors to log in before a user listing shows anything', async () => {
    const html = await (await get('/mine')).text();
    expect(html).toContain(LISTING_USER_SIGN_IN_MESSAGE);
    expect(cardTitles(html)).toEqual([]);
  });

  it('lists an Airtable table from the cache: a second view does not call Airtable', async () => {
    const first = await (await get('/airtable')).text();
    expect(cardTitles(first)).toHaveLength(6);
    expect(first).toContain('aria-label="Status"');
    const calls = fake.requests;
    const again = await (await get('/airtable')).text();
    expect(cardTitles(again)).toEqual(cardTitles(first));
    expect(fake.requests).toBe(calls);

    const [title] = cardTitles(first);
    const word = title!.split(' ')[0]!;
    const searched = cardTitles(await (await get(`/airtable?q=${encodeURIComponent(word)}`)).text());
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((t) => t.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });
});

describe('[LISTING] record pages', () => {
  it('opens a record at its id, then at its pretty URL once synced, with its title, description and canonical link', async () => {
    const first = cardLinks(await (await get('/projects')).text())[0]!;
    expect(first.href).toMatch(/^\/projects\/rec[a-z0-9]+$/);
    const byId = await get(first.href);
    expect(byId.status).toBe(200);
    const html = await byId.text();
    expect(html).toContain('<title>Harbour bridge lighting | Listings</title>');
    expect(html).toContain('<meta property="og:title" content="Harbour bridge lighting"/>');
    expect(html).toContain('<meta name="description" content="Summary of project 8"/>');
    expect(html).toContain(`<link rel="canonical" href="http://listings.localhost:3001${first.href}"/>`);
    expect(html).toMatch(
      /<h1 id="atrium-record-title-rec[a-z0-9]+" class="atrium-record__title">Harbour bridge lighting<\/h1>/,
    );
    // The first record of the listing's order: no previous record, the next one is Project 01.
    expect(html).toContain('aria-disabled="true">Previous record</span>');
    const next = /<a href="([^"]+)" rel="next" class="atrium-record__neighbour">Next record<\/a>/.exec(html)?.[1];
    expect(next).toBe(`/projects/${projectIds[0]}`);
    expect(await (await get(next!)).text()).toContain('>Project 01</h1>');
    // The listing's page stays the current nav entry.
    expect(html).toContain('href="/projects"');

    // Save and Sync stores pretty URLs: the cards link to them and the id URL moves there for good.
    await syncSectionSlugs(runtime, {
      siteId,
      sectionId: 'listProjects',
      slugs: [{ slug: 'harbour-bridge-lighting', recordId: first.href.split('/').pop()! }],
    });
    expect(cardLinks(await (await get('/projects')).text())[0]!.href).toBe('/projects/harbour-bridge-lighting');
    const moved = await get(first.href);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('Location')).toBe('/projects/harbour-bridge-lighting');
    const pretty = await get('/projects/harbour-bridge-lighting');
    expect(pretty.status).toBe(200);
    expect(await pretty.text()).toContain(
      '<link rel="canonical" href="http://listings.localhost:3001/projects/harbour-bridge-lighting"/>',
    );

    expect((await get('/projects/no-such-project')).status).toBe(404);
    expect((await get('/projects/recdoesnotexist00')).status).toBe(404);
    // A listing without record pages has none.
    expect((await get(`/airtable/${projectIds[0]}`)).status).toBe(404);
  });

  it('lists public pages and public record pages in sitemap.xml; robots.txt points to it', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('Content-Type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>http://listings.localhost:3001/projects</loc>');
    expect(xml).toContain('<loc>http://listings.localhost:3001/projects/harbour-bridge-lighting</loc>');
    expect(xml).toContain(`<loc>http://listings.localhost:3001/projects/${projectIds[0]}</loc>`);
    expect([...xml.matchAll(/<loc>[^<]*\/projects\/[^<]+<\/loc>/g)]).toHaveLength(25);
    // The table listing's rules leave its 8 Done projects out; user listings are private.
    expect([...xml.matchAll(/<loc>[^<]*\/table\/[^<]+<\/loc>/g)]).toHaveLength(17);
    expect(xml).not.toMatch(/\/mine\/rec/);
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://listings.localhost:3001/sitemap.xml');
  });
});

const post = (path: string, fields: Record<string, string>, crossSite = false, cookie?: string) =>
  handle(
    new Request(`${PORTAL}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Host: new URL(PORTAL).host,
        ...(crossSite ? { 'Sec-Fetch-Site': 'cross-site' } : { Origin: PORTAL }),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    }),
  );

const swapLinks = (html: string) =>
  [
    ...html.matchAll(/<h3 class="atrium-listing__title"><a href="([^"]*)" data-listing-swap="">([^<]*)<\/a><\/h3>/g),
  ].map((m) => ({ href: m[1]!.replaceAll('&amp;', '&'), title: m[2]! }));
const dialogOf = (html: string) =>
  /<div class="atrium-modal__panel[^"]*" role="dialog"[\s\S]*?<\/nav><\/div><\/div>/.exec(html)?.[0];

describe('[LISTING] detail views: modal, side by side, page in a new tab', () => {
  it('opens a record in a modal over the listing from its URL, with close and Previous/Next links', async () => {
    const listing = await (await get('/modal')).text();
    expect(dialogOf(listing)).toBeUndefined();
    const links = swapLinks(listing);
    expect(links).toHaveLength(5);
    // Done projects (3, 6, …) are not in this listing; Project 01 is second after the Harbour bridge.
    expect(links[1]).toEqual({ href: `?record=${projectIds[0]}`, title: 'Project 01' });

    const opened = await (await get(`/modal${links[1]!.href}`)).text();
    const dialog = dialogOf(opened)!;
    expect(dialog).toContain('atrium-modal__panel--4xl');
    expect(dialog).toContain('aria-modal="true"');
    expect(dialog).toMatch(/<h2 id="atrium-record-title-rec[a-z0-9]+" class="atrium-record__title">Project 01<\/h2>/);
    expect(dialog).toContain('<dt>Summary</dt><dd>Summary of project 1</dd>');
    expect(dialog).toContain('class="atrium-modal__close" href="/modal" data-listing-swap=""');
    // Its neighbours in the listing's order: the Harbour bridge before, Project 02 after.
    expect(dialog).toContain(`<a href="?record=${projectIds[7]}" rel="prev"`);
    expect(dialog).toContain(`<a href="?record=${projectIds[1]}" rel="next"`);
    // The listing stays behind the modal.
    expect(swapLinks(opened)).toHaveLength(5);

    // With a search, the links keep it and Previous/Next walk the search's results only.
    const searched = await (await get(`/modal?q=project+0&record=${projectIds[0]}`)).text();
    const inSearch = dialogOf(searched)!;
    expect(inSearch).toContain('aria-disabled="true">Previous record</span>');
    expect(inSearch).toContain(`<a href="?q=project+0&amp;record=${projectIds[1]}" rel="next"`);
    expect(inSearch).toContain('class="atrium-modal__close" href="/modal?q=project+0"');

    // A record the listing's rules leave out, or no record at all, opens nothing.
    expect(dialogOf(await (await get(`/modal?record=${projectIds[2]}`)).text())).toBeUndefined();
    expect(dialogOf(await (await get('/modal?record=recnothing000000')).text())).toBeUndefined();
  });

  it('edits a record in its modal and comes back to it; a refusal keeps the modal open with what was typed', async () => {
    const recordId = projectIds[3]!;
    const opened = await (await get(`/modal?record=${recordId}`)).text();
    expect(dialogOf(opened)).toContain(`action="/modal?record=${recordId}"`);
    const refused = await post(`/modal?record=${recordId}`, {
      intent: 'listing-update',
      sectionId: 'modalListing',
      recordId,
      'field:fldName000000000': 'Project 04 renamed',
      'field:fldStatus0000000': 'Someday',
    });
    expect(refused.status).toBe(400);
    const refusedDialog = dialogOf(await refused.text())!;
    expect(refusedDialog).toContain('role="alert"');
    expect(refusedDialog).toContain('value="Project 04 renamed"');

    const saved = await post(`/modal?record=${recordId}`, {
      intent: 'listing-update',
      sectionId: 'modalListing',
      recordId,
      'field:fldName000000000': 'Project 04 renamed',
      'field:fldStatus0000000': 'Planning',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe(`/modal?record=${recordId}&done=updated`);
    const after = await (await get(saved.headers.get('Location')!)).text();
    expect(after).toContain('Your changes were saved.');
    expect(dialogOf(after)).toContain('>Project 04 renamed</h2>');
  });

  it('shows the first record beside the list side by side, and the chosen one when a card is picked', async () => {
    const first = await (await get('/side')).text();
    expect(first).toContain('atrium-listing__results--side-by-side');
    expect(first).toMatch(/<aside class="atrium-listing__detail"[^>]*>[\s\S]*>Harbour bridge lighting<\/h2>/);
    expect(first).toContain(`data-record-id="${projectIds[7]}" aria-current="true"`);
    const picked = await (await get(`/side?record=${projectIds[1]}`)).text();
    expect(picked).toMatch(/<aside class="atrium-listing__detail"[^>]*>[\s\S]*>Project 02<\/h2>/);
    expect(picked).toContain(`data-record-id="${projectIds[1]}" aria-current="true"`);
    // Side by side has no Previous/Next bar: the list is right there.
    expect(picked).not.toContain('Next record');
  });

  it('opens record pages in a new tab when the listing asks for it', async () => {
    const html = await (await get('/tabs')).text();
    expect(html).toContain(
      `<a href="/tabs/${projectIds[7]}" target="_blank" rel="noopener">Harbour bridge lighting</a>`,
    );
  });
});

describe('[LISTING] Single Record View', () => {
  it('shows the record its rules and sort pick, with its blocks and edit form; it has no record pages', async () => {
    const html = await (await get('/featured')).text();
    // Active projects are 2, 5, 8 (the Harbour bridge), 11, …, 23; by name descending: Project 23.
    expect(html).toMatch(/<h2 id="atrium-record-title-rec[a-z0-9]+" class="atrium-record__title">Project 23<\/h2>/);
    expect(html).toContain('<dt>Summary</dt><dd>Summary of project 23</dd>');
    expect(html).toContain('name="intent" value="listing-update"');
    expect(cardTitles(html)).toEqual([]);
    // A user view asks visitors to log in.
    expect(html).toContain(LISTING_USER_SIGN_IN_MESSAGE);
    expect((await get(`/featured/${projectIds[22]}`)).status).toBe(404);

    const saved = await post('/featured', {
      intent: 'listing-update',
      sectionId: 'featuredRecord',
      recordId: projectIds[22]!,
      'field:fldSummary000000': 'Now featured',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe('/featured?done=updated');
    const after = await (await get('/featured?done=updated')).text();
    expect(after).toContain('<dt>Summary</dt><dd>Now featured</dd>');
    expect(after).toContain('Your changes were saved.');
  });
});

describe('[LISTING] Form sections', () => {
  it('renders the form on the server in its groups and theme, with required fields marked', async () => {
    const html = await (await get('/contact')).text();
    expect(html).toContain('atrium-custom-form--dark');
    expect(html).toContain('<legend>Your idea</legend>');
    expect(html).toContain('<legend>Details</legend>');
    expect(html).toContain('name="intent" value="listing-form"');
    expect(html).toMatch(/Project name<span class="atrium-field__required" aria-hidden="true"> \*<\/span>/);
    expect(html).toContain('placeholder="A short name" aria-required="true"');
    expect(html).toContain('atrium-custom-form__submit--center');
    expect(html).toContain('atrium-custom-form__button--lg">Send idea</button>');
    // A field the table lost is left out; a form only some groups may use is not shown to visitors.
    expect(html).not.toContain('field:gone');
    expect(html).toContain(LISTING_USER_SIGN_IN_MESSAGE);
  });

  it('refuses an empty required field keeping what was typed, then creates the record and shows the success screen', async () => {
    const refused = await post('/contact', {
      intent: 'listing-form',
      sectionId: 'contactForm',
      'field:fldName000000000': '',
      'field:fldSummary000000': 'A lighthouse café',
    });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('Project name is required.');
    expect(refusedHtml).toContain('A lighthouse café</textarea>');

    const sent = await post('/contact', {
      intent: 'listing-form',
      sectionId: 'contactForm',
      'field:fldName000000000': 'Lighthouse café',
      'field:fldStatus0000000': 'Planning',
      'field:fldSummary000000': 'A lighthouse café',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe('/contact?submitted=contactForm');
    const success = await (await get('/contact?submitted=contactForm')).text();
    expect(success).toContain('<h3 class="atrium-custom-form__success-title">Thank you!</h3>');
    expect(success).toContain('<p>We read every idea.</p>');
    expect(success).toContain('<a href="/contact">Submit another response</a>');
    // Only that form shows its success screen; the record is in the table (and every listing of it).
    expect(success).toContain('name="sectionId" value="redirectForm"');
    expect(cardTitles(await (await get('/projects?q=lighthouse')).text())).toEqual(['Lighthouse café']);

    const redirected = await post('/contact', {
      intent: 'listing-form',
      sectionId: 'redirectForm',
      'field:fldName000000000': 'Redirected idea',
    });
    expect(redirected.headers.get('Location')).toBe('/projects');
    // A form visitors may not use refuses them on the server too.
    const members = await post('/contact', {
      intent: 'listing-form',
      sectionId: 'membersForm',
      'field:fldName000000000': 'Sneaky idea',
    });
    expect(members.status).toBe(403);
    expect(cardTitles(await (await get('/projects?q=sneaky+idea')).text())).toEqual([]);
  });

  it('renders a rich success screen on the server, escaped, with unsafe links dropped', async () => {
    const sent = await post('/rich', {
      intent: 'listing-form',
      sectionId: 'richForm',
      'field:fldName000000000': 'Rich idea',
    });
    expect(sent.headers.get('Location')).toBe('/rich?submitted=richForm');
    const html = await (await get('/rich?submitted=richForm')).text();
    expect(html).toContain('<h3 class="atrium-custom-form__success-title">Received</h3>');
    expect(html).toContain('<h4><strong>We &lt;3 ideas</strong></h4>');
    expect(html).toContain('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<img src=x');
  });

  it('redirects to the picked page, and never outside the portal', async () => {
    const picked = await post('/rich', {
      intent: 'listing-form',
      sectionId: 'pickedPageForm',
      'field:fldName000000000': 'Picked page idea',
    });
    expect(picked.status).toBe(303);
    expect(picked.headers.get('Location')).toBe('/projects');
    const outside = await post('/rich', {
      intent: 'listing-form',
      sectionId: 'outsideForm',
      'field:fldName000000000': 'Outside idea',
    });
    expect(outside.status).toBe(303);
    expect(outside.headers.get('Location')).toBe('/rich?submitted=outsideForm');
  });
});

describe('[LISTING] forms and record actions', () => {
  it('creates a record from the form, edits it on its page and runs its action, as the listing allows', async () => {
    const board = await (await get('/board')).text();
    expect(board).toContain('<summary>Suggest a project</summary>');
    expect(board).toContain('name="field:fldStatus0000000"');

    const refused = await post('/board', {
      intent: 'listing-create',
      sectionId: 'boardListing',
      'field:fldName000000000': 'Zeppelin hangar',
      'field:fldStatus0000000': 'Someday',
    });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('role="alert"');
    expect(refusedHtml).toContain('value="Zeppelin hangar"');

    const created = await post('/board', {
      intent: 'listing-create',
      sectionId: 'boardListing',
      'field:fldName000000000': 'Zeppelin hangar',
      'field:fldStatus0000000': 'Planning',
    });
    expect(created.status).toBe(303);
    const location = created.headers.get('Location')!;
    expect(location).toMatch(/^\/board\/rec[a-z0-9]+\?done=created$/);
    const recordPath = location.split('?')[0]!;
    const page = await (await get(location)).text();
    expect(page).toContain('Your record was created.');
    expect(page).toContain('Zeppelin hangar');
    // The listing shows it at once: the write went through the cache.
    expect(cardTitles(await (await get('/board?q=zeppelin')).text())).toEqual(['Zeppelin hangar']);

    const edited = await post(recordPath, {
      intent: 'listing-update',
      sectionId: 'boardListing',
      recordId: recordPath.split('/').pop()!,
      'field:fldName000000000': 'Zeppelin hangar II',
      'field:fldStatus0000000': 'Active',
    });
    expect(edited.status).toBe(303);
    expect(await (await get(recordPath)).text()).toContain('Zeppelin hangar II');

    const action = await post(recordPath, {
      intent: 'listing-action',
      sectionId: 'boardListing',
      recordId: recordPath.split('/').pop()!,
      actionId: 'markDone0001',
    });
    expect(action.status).toBe(303);
    const after = await (await get(recordPath)).text();
    expect(after).toContain('<p class="atrium-record__subtitle">Done</p>');

    // No delete permission: refused, and the record stays.
    const deleted = await post(recordPath, {
      intent: 'listing-delete',
      sectionId: 'boardListing',
      recordId: recordPath.split('/').pop()!,
    });
    expect(deleted.status).toBe(403);
    expect((await get(recordPath)).status).toBe(200);
    // A form from another site is refused before anything happens.
    const forged = await post(
      '/board',
      { intent: 'listing-create', sectionId: 'boardListing', 'field:fldName000000000': 'Forged' },
      true,
    );
    expect(forged.status).toBe(403);
  });

  it('refuses writes a listing does not allow (no access entries: view only)', async () => {
    const html = await (await get('/projects')).text();
    expect(html).not.toContain('name="intent" value="listing-create"');
    const response = await post('/projects', {
      intent: 'listing-create',
      sectionId: 'listProjects',
      'field:fldName000000000': 'Sneaky',
    });
    expect(response.status).toBe(403);
    expect(cardTitles(await (await get('/projects?q=sneaky')).text())).toEqual([]);
  });
});

describe('[LISTING] call to action buttons and upvotes', () => {
  const upvote = (path: string, sectionId: string, recordId: string, cookie?: string) =>
    post(path, { intent: 'listing-upvote', sectionId, recordId }, false, cookie);
  const counts = (html: string) =>
    [...html.matchAll(/<span class="atrium-listing__upvote-count">(\d+)<\/span>/g)].map((m) => Number(m[1]));

  it('renders website links (new tab) and phone numbers to copy on the cards', async () => {
    const html = await (await get('/idea-links')).text();
    expect(html).toContain(
      'href="https://night.example.com" class="atrium-listing__cta" data-listing-cta="" target="_blank" rel="noopener noreferrer">Visit</a>',
    );
    expect(html).toContain(
      'href="tel:+15550102030" class="atrium-listing__cta" data-listing-copy="+1 (555) 010-2030">Copy phone number</a>',
    );
  });

  it('adds one upvote per visitor to the Number field, shown at once; a second vote is refused', async () => {
    expect(counts(await (await get('/ideas')).text())).toEqual([4, 0]);
    const first = await upvote('/ideas', 'ideasVotes', ideaIds[0]!);
    expect(first.status).toBe(303);
    expect(first.headers.get('Location')).toBe('/ideas?done=upvoted');
    const cookie = first.headers.get('Set-Cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^atrium_voter=/);
    const after = await (await get('/ideas?done=upvoted')).text();
    expect(after).toContain('Thanks for your vote.');
    expect(counts(after)).toEqual([5, 0]);

    const again = await upvote('/ideas', 'ideasVotes', ideaIds[0]!, cookie);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('You have already upvoted this record.');
    expect(counts(await (await get('/ideas')).text())).toEqual([5, 0]);

    // Another visitor (no cookie) counts too; the same visitor may upvote another record.
    expect((await upvote('/ideas', 'ideasVotes', ideaIds[0]!)).status).toBe(303);
    expect((await upvote('/ideas', 'ideasVotes', ideaIds[1]!, cookie)).status).toBe(303);
    expect(counts(await (await get('/ideas')).text())).toEqual([6, 1]);
  });

  it('refuses upvotes where the listing has no upvote field or the visitor may not see the records', async () => {
    const notUpvotes = await upvote('/idea-links', 'ideasSite', ideaIds[0]!);
    expect(notUpvotes.status).toBe(403);
    const hidden = await upvote('/member-ideas', 'ideasMembers', ideaIds[0]!);
    expect(hidden.status).toBe(403);
    const elsewhere = await upvote('/ideas', 'ideasVotes', projectIds[0]!);
    expect(elsewhere.status).toBe(404);
    expect(counts(await (await get('/ideas')).text())).toEqual([6, 1]);
  });
});

describe('[LISTING] Create Record and Edit Record forms in groups', () => {
  it('renders the groups with labels and required marks, and checks required fields on create and edit', async () => {
    const html = await (await get('/requests')).text();
    expect(html).toContain('<legend>Your request</legend>');
    expect(html).toMatch(/Project name(<!-- -->)?<span class="atrium-field__required" aria-hidden="true"> \*<\/span>/);
    expect(html).toContain('placeholder="e.g. Harbour bridge"');

    const refused = await post('/requests', {
      intent: 'listing-create',
      sectionId: 'requestListing',
      'field:fldName000000000': '',
      'field:fldStatus0000000': 'Planning',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Project name is required.');

    const created = await post('/requests', {
      intent: 'listing-create',
      sectionId: 'requestListing',
      'field:fldName000000000': 'Quay lights',
      'field:fldStatus0000000': 'Planning',
    });
    expect(created.status).toBe(303);
    const recordPath = created.headers.get('Location')!.split('?')[0]!;
    const recordId = recordPath.split('/').pop()!;
    // The edit form has only Status, and it is required; a name sent along changes nothing.
    const page = await (await get(recordPath)).text();
    expect(page).not.toContain(`record-requestListing-${recordId}-fldName000000000`);
    const emptyStatus = await post(recordPath, {
      intent: 'listing-update',
      sectionId: 'requestListing',
      recordId,
      'field:fldStatus0000000': '',
    });
    expect(emptyStatus.status).toBe(400);
    expect(await emptyStatus.text()).toContain('Status is required.');
    const edited = await post(recordPath, {
      intent: 'listing-update',
      sectionId: 'requestListing',
      recordId,
      'field:fldName000000000': 'Renamed',
      'field:fldStatus0000000': 'Active',
    });
    expect(edited.status).toBe(303);
    const after = await (await get(recordPath)).text();
    expect(after).toContain('Quay lights');
    expect(after).not.toContain('Renamed');
    expect(after).toContain('<p class="atrium-record__subtitle">Active</p>');
  });
});

describe('[LISTING] call to action: a link, the card’s update action and the edit form', () => {
  const sites = (html: string) =>
    [...html.matchAll(/href="(https:\/\/[a-z.]+)" class="atrium-listing__cta"/g)].map((m) => m[1]!);

  it('links every card to the builder’s address; people who may edit run the card’s action and come back to the listing', async () => {
    const html = await (await get('/idea-actions')).text();
    expect(
      html.match(/<a href="\/ideas" class="atrium-listing__cta" data-listing-cta="">All ideas<\/a>/g),
    ).toHaveLength(2);
    expect(html).toContain('name="intent" value="listing-card-action"');
    expect(html).toContain('aria-label="Mark done: River swim"');

    const done = await post('/idea-actions', {
      intent: 'listing-card-action',
      sectionId: 'ideasUpdate',
      recordId: ideaIds[1]!,
      actionId: 'cardView',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('/idea-actions?done=updated');
    const after = await (await get('/idea-actions?done=updated')).text();
    expect(after).toContain('Your changes were saved.');
    // Written through the cache: a listing of the site links shows the new address at once.
    expect(sites(await (await get('/idea-links')).text())).toEqual([
      'https://night.example.com',
      'https://done.example.com',
    ]);
  });

  it('opens the record’s edit form from the card; saving comes back to the listing, a refusal keeps what was typed', async () => {
    const html = await (await get('/idea-actions')).text();
    expect(html).toContain(
      '<summary class="atrium-listing__cta" aria-label="Change the site: Night market">Change the site</summary>',
    );
    expect(html).toContain(`id="card-ideasForm-${ideaIds[0]}-fldSite00000000"`);
    expect(html).toContain('<input type="hidden" name="back" value="listing"/>');

    const saved = await post('/idea-actions', {
      intent: 'listing-update',
      sectionId: 'ideasForm',
      recordId: ideaIds[0]!,
      back: 'listing',
      'field:fldSite00000000': 'https://market.example.com',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe('/idea-actions?done=updated');
    expect(sites(await (await get('/idea-links')).text())).toEqual([
      'https://market.example.com',
      'https://done.example.com',
    ]);
  });

  it('keeps the card buttons and the create form of a listing whose records open nowhere', async () => {
    const html = await (await get('/idea-notes')).text();
    expect(html).toContain('aria-label="Change the site: Night market">Change the site</summary>');
    expect(html).toContain('name="intent" value="listing-create"');
  });

  it('changes only the fields an edit form showed: a field it left out keeps its value', async () => {
    const recordPath = `/board/${projectIds[0]}`;
    expect(await (await get(recordPath)).text()).toContain('<p class="atrium-record__subtitle">Planning</p>');
    const saved = await post(recordPath, {
      intent: 'listing-update',
      sectionId: 'boardListing',
      recordId: projectIds[0]!,
      shown: 'fldName000000000',
      'field:fldName000000000': 'Project 01 (renamed)',
    });
    expect(saved.status).toBe(303);
    const after = await (await get(recordPath)).text();
    expect(after).toContain('Project 01 (renamed)');
    expect(after).toContain('<p class="atrium-record__subtitle">Planning</p>');
    // The record page's own edit form names every field it shows.
    expect(after).toContain('<input type="hidden" name="shown" value="fldStatus0000000"/>');
  });

  it('shows neither button to people who may only view, and refuses their posts', async () => {
    const html = await (await get('/idea-actions-view')).text();
    expect(html).not.toContain('listing-card-action');
    expect(html).not.toContain('Change the site');
    const action = await post('/idea-actions-view', {
      intent: 'listing-card-action',
      sectionId: 'ideasUpdateView',
      recordId: ideaIds[0]!,
      actionId: 'cardView',
    });
    expect(action.status).toBe(403);
    const edit = await post('/idea-actions-view', {
      intent: 'listing-update',
      sectionId: 'ideasFormView',
      recordId: ideaIds[0]!,
      back: 'listing',
      'field:fldSite00000000': 'https://sneaky.example.com',
    });
    expect(edit.status).toBe(403);
    expect(sites(await (await get('/idea-links')).text())).toEqual([
      'https://market.example.com',
      'https://done.example.com',
    ]);
  });
});

describe('[LISTING] linked records blocks', () => {
  const members = (html: string) =>
    [...html.matchAll(/<span class="atrium-record__linked-title">([^<]*)<\/span>/g)].map((m) => m[1]!);
  const teamPath = () => `/teams/${teamIds[0]}`;
  const change = (intent: string, fields: Record<string, string>, path = teamPath(), sectionId = 'teamsEdit') =>
    post(path, { intent, sectionId, recordId: teamIds[0]!, blockId: 'blockMembers', ...fields });

  it('shows the linked records with their chosen fields as cards; editors link, unlink and add records', async () => {
    const html = await (await get(teamPath())).text();
    expect(members(html)).toEqual(['Ada']);
    expect(html).toContain('atrium-record__linked--cards');
    expect(html).toContain('<dt>Role</dt><dd>Engineer</dd>');
    // Records not linked yet are offered, in name order.
    expect([...html.matchAll(/<option value="(rec[a-z0-9]+)">([^<]*)<\/option>/g)].map((m) => m[2])).toEqual([
      'Grace',
      'Linus',
    ]);
    expect(html).toContain('>Add a member</button>');

    const linked = await change('listing-link', { linkedRecordId: personIds[1]! });
    expect(linked.status).toBe(303);
    expect(linked.headers.get('Location')).toBe(`${teamPath()}?done=linked`);
    const after = await (await get(`${teamPath()}?done=linked`)).text();
    expect(after).toContain('The record was linked.');
    expect(members(after)).toEqual(['Ada', 'Grace']);

    const unlinked = await change('listing-unlink', { linkedRecordId: personIds[0]! });
    expect(unlinked.status).toBe(303);
    expect(members(await (await get(teamPath())).text())).toEqual(['Grace']);

    const added = await change('listing-create-linked', { name: '  Barbara  ' });
    expect(added.status).toBe(303);
    expect(members(await (await get(teamPath())).text())).toEqual(['Grace', 'Barbara']);
  });

  it('refuses a record that is not in the linked table, an empty name, and people who may only view', async () => {
    const forged = await change('listing-link', { linkedRecordId: projectIds[0]! });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('That record is not in the linked table.');
    const malformed = await change('listing-link', { linkedRecordId: 'x"><script>' });
    expect(malformed.status).toBe(400);
    const unnamed = await change('listing-create-linked', { name: '   ' });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.text()).toContain('Give the new record a name.');
    const wrongBlock = await change('listing-link', { linkedRecordId: personIds[2]!, blockId: 'nosuchblock' });
    expect(wrongBlock.status).toBe(403);

    const viewOnly = await (await get(`/teams-view/${teamIds[0]}`)).text();
    expect(members(viewOnly)).toEqual(['Grace', 'Barbara']);
    expect(viewOnly).not.toContain('listing-link');
    expect(viewOnly).not.toContain('Unlink');
    const refused = await change(
      'listing-link',
      { linkedRecordId: personIds[2]! },
      `/teams-view/${teamIds[0]}`,
      'teamsView',
    );
    expect(refused.status).toBe(403);
    expect(members(await (await get(teamPath())).text())).toEqual(['Grace', 'Barbara']);
  });
});

describe('[LISTING] filters from a linked table', () => {
  const decode = (text: string) => text.replaceAll('&amp;', '&');
  const clientTags = (html: string) => {
    const nav = /<nav [^>]*data-listing-tags="jobsByClient:fldJobClient0000"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
    return [...(nav ?? '').matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({
      href: decode(m[1]!),
      title: decode(m[2]!),
    }));
  };

  it("offers the linked table's records titled and sorted as chosen, and filters by them from the URL", async () => {
    const html = await (await get('/jobs')).text();
    expect(cardTitles(html)).toHaveLength(6);
    const tags = clientTags(html);
    // Sorted by 'Client since', newest first; each option is the client's record id in the URL.
    expect(tags.map((t) => t.title)).toEqual(['Blue Harbor', 'Cedar & Pine', 'Northwind']);
    expect(tags[0]!.href).toBe(`?f.fldJobClient0000=${clientIds[1]}`);

    const blue = await (await get(`/jobs${tags[0]!.href}`)).text();
    expect(cardTitles(blue)).toEqual(['Booking system', 'Dental signage']);
    expect(blue).toMatch(/aria-current="true" rel="nofollow">Blue Harbor<\/a>/);
    // Several clients at once (the filter allows more than one): their jobs together.
    const both = clientTags(blue).find((t) => t.title === 'Northwind')!.href;
    expect(both).toBe(`?f.fldJobClient0000=${clientIds[1]}&f.fldJobClient0000=${clientIds[0]}`);
    expect(cardTitles(await (await get(`/jobs${both}`)).text())).toEqual([
      'Annual report',
      'Booking system',
      'Checkout',
      'Dental signage',
    ]);
    // With a search too; a job without a client is in no client's list.
    expect(cardTitles(await (await get(`/jobs?q=audit&f.fldJobClient0000=${clientIds[0]}`)).text())).toEqual([]);
    expect(cardTitles(await (await get('/jobs?q=audit')).text())).toEqual(['Freelance audit']);
  });

  it('answers a value that is not a record of the linked table with no records, never an error', async () => {
    for (const value of ['Northwind', 'recNoSuchClient00', "') OR TRUE() OR ('", projectIds[0]!]) {
      const response = await get(`/jobs?f.fldJobClient0000=${encodeURIComponent(value)}`);
      expect(response.status, value).toBe(200);
      const html = await response.text();
      expect(cardTitles(html), value).toEqual([]);
      expect(html).toContain('No results found');
    }
  });

  it('reads the options through the record cache: a client added behind its back shows once the table changes', async () => {
    const before = clientTags(await (await get('/jobs')).text());
    expect(before).toHaveLength(3);
    await insertLocalRecords(runtime.db, {
      siteId,
      tableId: clientTableId,
      records: [{ fields: { fldClientName000: 'Zephyr', fldClientSince00: 2025 } }],
    });
    expect(clientTags(await (await get('/jobs')).text())).toEqual(before);
    // What a write through the portal or a webhook does: the table's cached reads go stale.
    await localDataSourceFor(runtime, siteId).invalidateTable(LOCAL_BASE.id, clientTableId);
    expect(clientTags(await (await get('/jobs')).text()).map((t) => t.title)).toEqual([
      'Zephyr',
      'Blue Harbor',
      'Cedar & Pine',
      'Northwind',
    ]);
  });

  it('filters an Airtable table by a linked record through the cache: a second view calls Airtable no more', async () => {
    const base = loadDemoBase();
    const clients = base.tables.find((t) => t.name === 'Clients')!.records;
    const projects = base.tables.find((t) => t.name === 'Projects')!.records;
    const nameOf = (r: (typeof clients)[number]) => String(r.fields.fldSpXqNMh31cEJiy);
    const options = (html: string) => {
      const select = /<select name="f\.fld93Aqpw1oaZNSGe"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
      return [...select.matchAll(/<option value="(rec[^"]*)"( selected="")?>([^<]*)<\/option>/g)].map((m) => ({
        value: m[1]!,
        selected: Boolean(m[2]),
        title: decode(m[3]!),
      }));
    };

    const html = await (await get('/airtable-clients')).text();
    expect(cardTitles(html)).toHaveLength(20);
    // Titled by the client's name, sorted by it (no sort field chosen), Z to A.
    expect(options(html).map((o) => o.title)).toEqual(clients.map(nameOf).sort().reverse());
    expect(options(html).every((o) => clients.some((c) => c.id === o.value && nameOf(c) === o.title))).toBe(true);

    const acme = clients.find((c) => nameOf(c) === 'Acme Corp')!;
    const expected = projects
      .filter((p) => (p.fields.fld93Aqpw1oaZNSGe as string[] | undefined)?.includes(acme.id))
      .map((p) => String(p.fields.fldnv6asntY3ymqYw));
    expect(expected).toHaveLength(11);
    const url = `/airtable-clients?f.fld93Aqpw1oaZNSGe=${acme.id}`;
    const filtered = await (await get(url)).text();
    expect([...cardTitles(filtered)].sort()).toEqual([...expected].sort());
    expect(options(filtered).find((o) => o.selected)).toEqual({ value: acme.id, selected: true, title: 'Acme Corp' });

    const calls = fake.requests;
    const again = await (await get(url)).text();
    expect(cardTitles(again)).toEqual(cardTitles(filtered));
    expect(options(again)).toEqual(options(filtered));
    expect(fake.requests).toBe(calls);

    // A value that is no record of Clients: no records, no error; junk is never looked up in Clients.
    const unknown = await get('/airtable-clients?f.fld93Aqpw1oaZNSGe=recNoSuchClient00');
    expect(unknown.status).toBe(200);
    expect(cardTitles(await unknown.text())).toEqual([]);
    const before = fake.requests;
    const junk = await get(`/airtable-clients?f.fld93Aqpw1oaZNSGe=${encodeURIComponent("Acme Corp' OR TRUE()")}`);
    expect(junk.status).toBe(200);
    const junkHtml = await junk.text();
    expect(cardTitles(junkHtml)).toEqual([]);
    expect(junkHtml).toContain('No results found');
    expect(fake.requests - before).toBeLessThanOrEqual(1);
  });
});
