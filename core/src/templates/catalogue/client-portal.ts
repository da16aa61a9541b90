import { groupToken, tableToken, type TPortalTemplateInput } from '../portal-template';
import { SAMPLE_DATA_NOTE, faqSection, featureSection, heroSection } from './template-kit';

const C = { name: 'fldclientname0001', email: 'fldclientemail001', company: 'fldclientcompany1' } as const;
const P = {
  name: 'fldprojectname001',
  status: 'fldprojectstatus1',
  due: 'fldprojectdue0001',
  notes: 'fldprojectnotes01',
  client: 'fldprojectclient1',
} as const;
const STATUSES = ['Planning', 'In progress', 'In review', 'Done'];
const clients = [groupToken('clients')];

/** A client portal: each client logs in and sees their own projects, requests new ones and approves work. */
export const CLIENT_PORTAL_TEMPLATE = {
  version: 1,
  id: 'client-portal',
  name: 'Client portal',
  description: 'Clients log in to follow their own projects, request new work and approve what is ready.',
  accentColor: '#2c6ecb',
  tables: [
    {
      key: 'projects',
      name: 'Projects',
      fields: [
        { id: P.name, name: 'Name', type: 'singleLineText' },
        { id: P.status, name: 'Status', type: 'singleSelect', choices: STATUSES },
        { id: P.due, name: 'Due date', type: 'date' },
        { id: P.notes, name: 'Notes', type: 'multilineText' },
        { id: P.client, name: 'Client', type: 'multipleRecordLinks', linkedTable: 'clients' },
      ],
      records: [
        ['Sample project: website refresh', 'In progress', '2026-03-14', 'sample-a'],
        ['Sample project: brand guidelines', 'In review', '2026-02-20', 'sample-a'],
        ['Sample project: newsletter template', 'Planning', '2026-04-02', 'sample-b'],
        ['Sample project: onboarding guide', 'Done', '2026-01-30', 'sample-b'],
      ].map(([name, status, due, client]) => ({
        fields: {
          [P.name]: name!,
          [P.status]: status!,
          [P.due]: due!,
          [P.client]: [client!],
          [P.notes]: 'Sample record.',
        },
      })),
    },
    {
      key: 'clients',
      name: 'Clients',
      fields: [
        { id: C.name, name: 'Name', type: 'singleLineText' },
        { id: C.email, name: 'Email', type: 'email' },
        { id: C.company, name: 'Company', type: 'singleLineText' },
      ],
      records: [
        {
          key: 'sample-a',
          fields: { [C.name]: 'Sample Client A', [C.email]: 'client-a@example.com', [C.company]: 'Example Co.' },
        },
        {
          key: 'sample-b',
          fields: { [C.name]: 'Sample Client B', [C.email]: 'client-b@example.com', [C.company]: 'Example Ltd.' },
        },
      ],
    },
  ],
  groups: [{ key: 'clients', name: 'Clients', description: 'People from client companies.' }],
  identity: {
    usersTable: 'clients',
    emailField: C.email,
    usersTableOnly: true,
    defaultGroup: 'clients',
    myAccount: { profile: [{ id: C.name }, { id: C.company }] },
  },
  pages: [
    {
      key: 'home',
      name: 'Home',
      path: '/',
      sections: [
        heroSection({
          strapline: 'Client portal',
          heading: 'Your projects, in one place',
          description: 'Log in to see the status of your projects, request new work and approve what is ready.',
          cta: ['Go to your projects', '/projects'],
        }),
        featureSection('What you can do here', [
          ['Follow your projects', 'See each project’s status and due date as our team updates them.', 'refresh'],
          ['Request new work', 'Send a request with the details; it joins your list at once.', 'bolt'],
          ['Private to you', 'You see your own projects only, nobody else’s.', 'lock'],
        ]),
        faqSection('Questions', [
          ['How do I log in?', 'Use the email address we know you by and choose a password when you sign up.'],
          ['Who can see my projects?', 'You, and the people of our team who work on them.'],
        ]),
      ],
    },
    {
      key: 'projects',
      name: 'Your projects',
      path: '/projects',
      groups: ['clients'],
      sections: [
        {
          id: 'projects',
          type: 'data',
          sectionName: 'grid1',
          data: {
            heading: 'Your projects',
            listingType: 'user',
            userLinkFieldId: P.client,
            source: { kind: 'local', tableId: tableToken('projects'), tableName: 'Projects' },
            fields: { title: P.name, subtitle: P.status, shortDescription: P.notes },
            sort: { type: 'field', fieldId: P.due, direction: 'asc' },
            search: { fieldIds: [P.name] },
            filters: [{ fieldId: P.status, label: 'Status', type: 'tags' }],
            access: [
              { action: 'view', groups: clients },
              { action: 'create', groups: clients },
              { action: 'edit', groups: clients },
            ],
            form: {
              createGroups: [
                { fields: [{ fieldId: P.name, required: true }, { fieldId: P.due }, { fieldId: P.notes }] },
              ],
              createLabel: 'Request a project',
            },
            actions: [
              {
                id: 'approve',
                label: 'Approve',
                operations: [{ id: 'done', type: 'set', fieldId: P.status, valueType: 'custom', value: 'Done' }],
              },
            ],
            detail: {
              type: 'page',
              blocks: [
                { id: 'facts', kind: 'fields', fieldIds: [P.due, P.notes] },
                { id: 'actions', kind: 'actions' },
              ],
            },
          },
        },
      ],
    },
  ],
  footer: {
    description: SAMPLE_DATA_NOTE,
    columns: [
      { category: 'Portal', links: [{ title: 'Your projects', titleUrl: '/projects' }] },
      {
        category: 'Account',
        links: [
          { title: 'Log in', titleUrl: '/account/login' },
          { title: 'My account', titleUrl: '/account' },
        ],
      },
      {},
    ],
  },
} satisfies TPortalTemplateInput;
