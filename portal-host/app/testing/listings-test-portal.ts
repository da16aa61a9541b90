/**
 * The portal of the listing tests (app/portal/listing-*.test.ts), through the production
 * build's request handler (`npm run build -w portal-host` first): a built-in Projects table
 * (25 records) shown as listings, tables, detail views, forms and single records; Ideas with
 * calls to action and upvotes; Teams linking to People; Jobs filtered by the Clients they link
 * to; and Airtable's demo base through the fake Airtable. Every test file starts its own, so
 * each runs alone; the seeding is one function per group of pages, in the order it always had.
 */
import { ZCreatePageSchema, ZDataSectionSchema, type TDataSection } from '@atrium/core';
import {
  createLocalTable,
  createPage,
  insertLocalRecords,
  publishSite,
  type Database,
  type PageView,
} from '@atrium/db';
import { startAirtableTestPortal, type AirtableTestPortal } from './airtable-test-portal';

export const PORTAL = 'http://listings.localhost:3001';

export const STATUSES = ['Planning', 'Active', 'Done'];
/** Clients (name, client since) and their jobs (name, index of the client or none). */
export const CLIENTS: Array<[string, number]> = [
  ['Northwind', 2019],
  ['Blue Harbor', 2023],
  ['Cedar & Pine', 2021],
];
export const JOBS: Array<[string, number | null]> = [
  ['Annual report', 0],
  ['Booking system', 1],
  ['Checkout', 0],
  ['Dental signage', 1],
  ['Extension plans', 2],
  ['Freelance audit', null],
];

export interface ListingsTestPortal extends AirtableTestPortal {
  projectIds: string[];
  ideaIds: string[];
  personIds: string[];
  teamIds: string[];
  clientTableId: string;
  clientIds: string[];
  /** GET a path of the portal (redirects not followed). */
  get: (path: string) => Promise<Response>;
  /** POST a form to a path of the portal: same-origin unless `crossSite`, with a session cookie if given. */
  post: (path: string, fields: Record<string, string>, crossSite?: boolean, cookie?: string) => Promise<Response>;
}

export function dataSection(id: string, data: Record<string, unknown>, sectionName = 'grid1'): TDataSection {
  return ZDataSectionSchema.parse({ id, type: 'data', sectionName, data });
}

/** What each seeding step needs: the database, the portal and a way to add a page of sections. */
interface Seed {
  db: Database;
  siteId: string;
  page: (name: string, path: string, sections: TDataSection[]) => Promise<PageView>;
}

type LocalSource = { kind: string; tableId: string; tableName: string };

const editors = [
  { action: 'view', applyToAll: true },
  { action: 'edit', applyToAll: true },
];

/** Starts the portal, seeds its tables and pages, and publishes it. */
export async function startListingsTestPortal(): Promise<ListingsTestPortal> {
  const portal = await startAirtableTestPortal({
    builder: { firstName: 'Lin', lastName: 'S', email: 'listings@example.com' },
    appName: 'Listings',
    domain: 'listings',
  });
  const { db } = portal.runtime;
  const siteId = portal.siteId;
  const page = (name: string, path: string, sections: TDataSection[]) =>
    createPage(db, {
      siteId,
      input: ZCreatePageSchema.parse({ name, path }),
      contents: { version: 1, sections },
    });
  const seed: Seed = { db, siteId, page };
  const { projectIds, local } = await seedProjects(seed);
  const projectsPage = await seedProjectListings(seed, local);
  await seedForms(seed, local, projectsPage);
  await seedRecordViews(seed, local);
  const ideaIds = await seedIdeas(seed);
  const { personIds, teamIds } = await seedTeams(seed);
  const { clientTableId, clientIds } = await seedJobs(seed);
  await publishSite(db, { siteId, builderId: portal.builderId });
  return {
    ...portal,
    projectIds,
    ideaIds,
    personIds,
    teamIds,
    clientTableId,
    clientIds,
    get: (path) => portal.handle(new Request(`${PORTAL}${path}`, { redirect: 'manual' })),
    post: (path, fields, crossSite = false, cookie) =>
      portal.handle(
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
      ),
  };
}

/** The Projects table: 25 records, the eighth named Harbour bridge lighting, every third Done. */
async function seedProjects({ db, siteId }: Seed) {
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
  const local: LocalSource = { kind: 'local', tableId: table.id, tableName: 'Projects' };
  return { projectIds: inserted.map((r) => r.id), local };
}

/** Projects as cards (/projects), a table (/table), a board with a form and an action (/board), and detail views. */
async function seedProjectListings({ page }: Seed, local: LocalSource) {
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
  return projectsPage;
}

/** Form sections: /contact (groups, theme, a redirect, members only) and /rich (success screens, redirects). */
async function seedForms({ page }: Seed, local: LocalSource, projectsPage: PageView) {
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
}

/** Single Record Views (/featured), a user listing (/mine), an Airtable listing and create/edit form groups (/requests). */
async function seedRecordViews({ page }: Seed, local: LocalSource) {
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
}

/** The Ideas table and its listings' calls to action: upvotes, links, phone numbers, update and form actions. */
async function seedIdeas({ db, siteId, page }: Seed) {
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
  const ideaIds = (
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
  return ideaIds;
}

/** Teams linking to People, with a linked records block editors may change (/teams) and a view-only one. */
async function seedTeams({ db, siteId, page }: Seed) {
  // Teams link to their people; a team's page lists them with their role and lets editors change the links.
  const people = await createLocalTable(db, {
    siteId,
    name: 'People',
    fields: [
      { id: 'fldPerson000000', name: 'Person', type: 'singleLineText' },
      { id: 'fldRole00000000', name: 'Role', type: 'singleLineText' },
    ],
  });
  const personIds = (
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
  const teamIds = (
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
  return { personIds, teamIds };
}

/** Jobs filtered by the Clients they link to (/jobs), and the Airtable demo base's projects by client. */
async function seedJobs({ db, siteId, page }: Seed) {
  // Filters from a linked table: jobs filtered by the client they link to.
  const clientTable = await createLocalTable(db, {
    siteId,
    name: 'Clients',
    fields: [
      { id: 'fldClientName000', name: 'Name', type: 'singleLineText' },
      { id: 'fldClientSince00', name: 'Client since', type: 'number', options: { precision: 0 } },
    ],
  });
  const clientIds = (
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
  return { clientTableId: clientTable.id, clientIds };
}

/** The card titles of a listing page, in order. */
export const cardTitles = (html: string) =>
  [...html.matchAll(/<h[23] class="atrium-listing__title">(?:<a href="[^"]*">)?([^<]*)(?:<\/a>)?<\/h[23]>/g)].map(
    (m) => m[1]!,
  );
/** The card titles that link to a record, with their links. */
export const cardLinks = (html: string) =>
  [...html.matchAll(/<h[23] class="atrium-listing__title"><a href="([^"]*)">([^<]*)<\/a><\/h[23]>/g)].map((m) => ({
    href: m[1]!,
    title: m[2]!,
  }));
/** The card titles that swap the record shown beside the list (side by side). */
export const swapLinks = (html: string) =>
  [
    ...html.matchAll(
      /<h[23] class="atrium-listing__title"><a href="([^"]*)" data-listing-swap="">([^<]*)<\/a><\/h[23]>/g,
    ),
  ].map((m) => ({ href: m[1]!.replaceAll('&amp;', '&'), title: m[2]! }));
/** The modal dialog of a page, if it shows one. */
export const dialogOf = (html: string) =>
  /<div class="atrium-modal__panel[^"]*" role="dialog"[\s\S]*?<\/nav><\/div><\/div>/.exec(html)?.[0];
