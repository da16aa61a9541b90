import { richTextFromPlain } from '../../rich-text/rich-text';
import { groupToken, tableToken, type TPortalTemplateInput } from '../portal-template';
import { DEMO_FIELD_IDS, DEMO_STATUSES, DEMO_TAGS, demoClientRecords, demoProjectRecords } from './demo-records';

/**
 * The showcase `npm start` seeds at demo.localhost (issue 23): a client portal on built-in tables
 * that uses the product's real features — a hero with a shipped image, features and an FAQ; a
 * Projects grid with search, a Status tag filter and record pages at pretty URLs (Open Graph from
 * fields, the linked Client as a block); a Clients directory; user accounts on the Clients table
 * with a Clients group; a client area only Clients open, whose user listing shows each client
 * their own projects, with a create form and an update action; My Account.
 *
 * Every name, address and figure is made up and the pages say so. The field ids are the demo
 * tables' and so are the records (demo-records.ts), so benches and tests that name them read this
 * portal as well.
 */
const C = DEMO_FIELD_IDS.clients;
const P = DEMO_FIELD_IDS.projects;
const STATUSES = [...DEMO_STATUSES];
const TAGS = [...DEMO_TAGS];

/** The demo client whose log-in the start banner prints (Northwind Traders' contact). */
export const SHOWCASE_CLIENT_LOGIN = {
  email: 'ops@northwind.example.com',
  password: 'northwind-demo-password',
} as const;

const projectsSource = { kind: 'local', tableId: tableToken('projects'), tableName: 'Projects' } as const;
const clientsOnly = [groupToken('clients')];

export const SHOWCASE_TEMPLATE = {
  version: 1,
  id: 'showcase',
  name: 'Atrium showcase',
  description: 'The demo: a studio’s client portal with projects, a client directory and a private client area.',
  accentColor: '#5b3cc4',
  tables: [
    {
      key: 'projects',
      name: 'Projects',
      fields: [
        { id: P.name, name: 'Name', type: 'singleLineText' },
        { id: P.status, name: 'Status', type: 'singleSelect', choices: STATUSES },
        { id: P.tags, name: 'Tags', type: 'multipleSelects', choices: TAGS },
        { id: P.budget, name: 'Budget', type: 'number', precision: 0, currency: 'USD' },
        { id: P.due, name: 'Due date', type: 'date' },
        { id: P.active, name: 'Active', type: 'checkbox' },
        { id: P.clientEmail, name: 'Client email', type: 'email' },
        { id: P.website, name: 'Website', type: 'url' },
        { id: P.notes, name: 'Notes', type: 'multilineText' },
        { id: P.client, name: 'Client', type: 'multipleRecordLinks', linkedTable: 'clients' },
      ],
      records: demoProjectRecords(),
    },
    {
      key: 'clients',
      name: 'Clients',
      fields: [
        { id: C.name, name: 'Name', type: 'singleLineText' },
        { id: C.email, name: 'Email', type: 'email' },
        { id: C.website, name: 'Website', type: 'url' },
      ],
      records: demoClientRecords(),
    },
  ],
  groups: [{ key: 'clients', name: 'Clients', description: 'People from our client companies.' }],
  identity: {
    usersTable: 'clients',
    emailField: C.email,
    usersTableOnly: true,
    defaultGroup: 'clients',
    myAccount: { profile: [{ id: C.name }, { id: C.email }, { id: C.website }] },
  },
  endUsers: [{ ...SHOWCASE_CLIENT_LOGIN, record: 'northwind', groups: ['clients'] }],
  assets: ['showcase-hero.webp'],
  pages: [
    {
      key: 'home',
      name: 'Home',
      path: '/',
      seo: {
        title: 'Harbour & Field Studio — client portal',
        description: 'Projects, clients and a private client area.',
      },
      sections: [
        {
          id: 'hero',
          type: 'hero',
          sectionName: 'hero03',
          data: {
            strapline: 'Atrium demo portal',
            heading: 'Every project, in one calm place',
            description:
              'This is a sample client portal for a made-up design studio, built in Atrium on its built-in tables. Browse the projects, or log in as a client to see only your own.',
            image: {
              source: 'upload',
              imageUrl: '/media/template/showcase-hero.webp',
              height: 320,
              fitType: 'cover',
              alt: 'Abstract shapes in the portal’s colours',
            },
            button: { integration: 'url', text: 'Browse projects', code: '/projects', openInNewTab: false },
            // hero03 puts the text beside the image: left-aligned, as the Add Section layout has it.
            textSettings: {
              strapline: { alignment: 'left' },
              heading: { alignment: 'left' },
              description: { alignment: 'left' },
            },
          },
        },
        {
          id: 'features',
          type: 'feature',
          data: {
            strapline: 'What this demo shows',
            heading: 'Data from a table, on pages anyone can build',
            features: [
              {
                title: 'Search and filter',
                body: richTextFromPlain('The Projects page lists a built-in table: search by name, filter by status.'),
                image: { type: 'icon', src: 'refresh' },
              },
              {
                title: 'A page per record',
                body: richTextFromPlain('Each project has its own pretty URL, with Open Graph tags for sharing.'),
                image: { type: 'icon', src: 'bolt' },
              },
              {
                title: 'Private client area',
                body: richTextFromPlain('Clients log in and see only their own projects; nobody else can.'),
                image: { type: 'icon', src: 'lock' },
              },
            ],
          },
        },
        {
          id: 'faq',
          type: 'faq',
          data: {
            heading: 'Questions about this demo',
            faqs: [
              {
                question: 'Are these real companies?',
                answer: 'No. Every client, project, address and figure here is sample data made up for the demo.',
              },
              {
                question: 'How do I see the client area?',
                answer: `Log in as ${SHOWCASE_CLIENT_LOGIN.email} with the password ${SHOWCASE_CLIENT_LOGIN.password}. You will see Northwind Traders’ projects only.`,
              },
              {
                question: 'How was this portal made?',
                answer:
                  'From a template, with the same steps a builder takes in Atrium: tables, pages, sections, groups and page rules. Log in to the builder to change any of it.',
              },
            ],
          },
        },
      ],
    },
    {
      key: 'projects',
      name: 'Projects',
      path: '/projects',
      seo: { title: 'Projects', description: 'Every project of the studio (sample data).' },
      sections: [
        {
          id: 'projects',
          type: 'data',
          sectionName: 'grid1',
          data: {
            heading: 'Projects',
            description: 'Sample projects for made-up clients. Search by name or filter by status.',
            source: projectsSource,
            fields: { title: P.name, subtitle: P.status, tags: P.tags, shortDescription: P.notes },
            sort: { type: 'field', fieldId: P.name, direction: 'asc' },
            search: { fieldIds: [P.name, P.notes], placeholder: 'Search projects' },
            filters: [{ fieldId: P.status, label: 'Status', type: 'tags', isSingleSelect: true }],
            pageSize: 12,
            detail: {
              type: 'page',
              slugFieldId: P.name,
              seo: { title: P.name, description: P.notes },
              layout: 'columns',
              blocks: [
                { id: 'facts', kind: 'fields', title: 'Details', fieldIds: [P.budget, P.due, P.website] },
                { id: 'notes', kind: 'fields', fieldIds: [P.notes] },
                { id: 'tags', kind: 'tags', column: 'side', title: 'Tags', fieldIds: [P.tags] },
                {
                  id: 'client',
                  kind: 'linked',
                  column: 'side',
                  title: 'Client',
                  linkFieldId: P.client,
                  linkedFieldIds: [C.website],
                },
              ],
            },
          },
        },
      ],
    },
    {
      key: 'clients',
      name: 'Clients',
      path: '/clients',
      seo: { title: 'Clients', description: 'The studio’s clients (sample data).' },
      sections: [
        {
          id: 'clients',
          type: 'data',
          sectionName: 'table1',
          data: {
            heading: 'Clients',
            description: 'Made-up companies for the demo.',
            source: { kind: 'local', tableId: tableToken('clients'), tableName: 'Clients' },
            fields: { title: C.name },
            tableFields: [C.name, C.website],
            sort: { type: 'field', fieldId: C.name, direction: 'asc' },
            search: { fieldIds: [C.name], placeholder: 'Search clients' },
            detail: { type: 'none' },
          },
        },
      ],
    },
    {
      key: 'client-area',
      name: 'Client area',
      path: '/client-area',
      groups: ['clients'],
      seo: { title: 'Client area', description: 'Your projects.' },
      sections: [
        {
          id: 'my-projects',
          type: 'data',
          sectionName: 'grid1',
          data: {
            heading: 'Your projects',
            description:
              'Only your company’s projects are listed here. Add a request, or mark a project ready for review.',
            listingType: 'user',
            userLinkFieldId: P.client,
            source: projectsSource,
            fields: { title: P.name, subtitle: P.status, tags: P.tags, shortDescription: P.notes },
            sort: { type: 'field', fieldId: P.name, direction: 'asc' },
            search: { fieldIds: [P.name], placeholder: 'Search your projects' },
            filters: [{ fieldId: P.status, label: 'Status', type: 'tags', isSingleSelect: true }],
            access: [
              { action: 'view', groups: clientsOnly },
              { action: 'create', groups: clientsOnly },
              { action: 'edit', groups: clientsOnly },
            ],
            form: {
              createGroups: [
                {
                  fields: [{ fieldId: P.name, required: true }, { fieldId: P.due }, { fieldId: P.notes }],
                },
              ],
              createLabel: 'Request a project',
              editLabel: 'Edit project',
            },
            actions: [
              {
                id: 'review',
                label: 'Ready for review',
                operations: [
                  { id: 'set-status', type: 'set', fieldId: P.status, valueType: 'custom', value: 'In review' },
                ],
              },
            ],
            detail: {
              type: 'page',
              fields: [P.name, P.status, P.due, P.budget, P.notes],
              blocks: [
                { id: 'facts', kind: 'fields', fieldIds: [P.due, P.budget, P.notes] },
                { id: 'actions', kind: 'actions' },
              ],
            },
          },
        },
      ],
    },
  ],
  footer: {
    description: 'A sample portal for a made-up studio. Every name and figure on it is demo data.',
    text: 'Built with Atrium.',
    columns: [
      {
        category: 'Portal',
        links: [
          { title: 'Projects', titleUrl: '/projects' },
          { title: 'Clients', titleUrl: '/clients' },
        ],
      },
      {
        category: 'Clients',
        links: [
          { title: 'Client area', titleUrl: '/client-area' },
          { title: 'Log in', titleUrl: '/account/login' },
          { title: 'My account', titleUrl: '/account' },
        ],
      },
      { category: 'About', links: [{ title: 'Home', titleUrl: '/' }] },
    ],
  },
} satisfies TPortalTemplateInput;
