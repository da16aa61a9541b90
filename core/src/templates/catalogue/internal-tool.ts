import { groupToken, tableToken, type TPortalTemplateInput } from '../portal-template';
import { featureSection, fid, footerWith, heroSection } from './template-kit';

const T = { name: fid('teamname'), email: fid('teamemail') };
const CO = { name: fid('coname'), industry: fid('coindustry'), website: fid('cowebsite'), notes: fid('conotes') };
const CT = { name: fid('ctname'), email: fid('ctemail'), phone: fid('ctphone'), company: fid('ctcompany') };
const D = {
  title: fid('dealtitle'),
  stage: fid('dealstage'),
  value: fid('dealvalue'),
  close: fid('dealclose'),
  company: fid('dealcompany'),
  notes: fid('dealnotes'),
};
const STAGES = ['Lead', 'Qualified', 'Proposal', 'Won', 'Lost'];
const INDUSTRIES = ['Retail', 'Healthcare', 'Education', 'Manufacturing', 'Hospitality'];
const team = [groupToken('team')];
const source = (key: string, name: string) => ({ kind: 'local' as const, tableId: tableToken(key), tableName: name });

const COMPANIES: Array<[key: string, name: string, industry: string]> = [
  ['acme', 'Sample Co. Retail', 'Retail'],
  ['clinic', 'Sample Health Clinic', 'Healthcare'],
  ['school', 'Sample Learning Centre', 'Education'],
  ['works', 'Sample Works Ltd', 'Manufacturing'],
  ['hotel', 'Sample Harbour Hotel', 'Hospitality'],
];

/** A small CRM for a team: companies, contacts and deals, all behind the team's log-in. */
export const INTERNAL_TOOL_TEMPLATE = {
  version: 1,
  id: 'internal-tool',
  name: 'Internal tool (small CRM)',
  description: 'A team-only CRM: companies, contacts and a deal pipeline anyone on the team can update.',
  accentColor: '#b45309',
  tables: [
    {
      key: 'deals',
      name: 'Deals',
      fields: [
        { id: D.title, name: 'Title', type: 'singleLineText' },
        { id: D.stage, name: 'Stage', type: 'singleSelect', choices: STAGES },
        { id: D.value, name: 'Value', type: 'number', precision: 0, currency: 'USD' },
        { id: D.close, name: 'Expected close', type: 'date' },
        { id: D.company, name: 'Company', type: 'multipleRecordLinks', linkedTable: 'companies' },
        { id: D.notes, name: 'Notes', type: 'multilineText' },
      ],
      records: COMPANIES.flatMap(([key, name], i) =>
        [0, 1].map((j) => ({
          fields: {
            [D.title]: `${j === 0 ? 'Annual plan' : 'Pilot'} for ${name}`,
            [D.stage]: STAGES[(i + j * 2) % STAGES.length]!,
            [D.value]: (i + 1) * 1_000 + j * 500,
            [D.close]: `2026-0${(i % 9) + 1}-1${j}`,
            [D.company]: [key],
            [D.notes]: 'Sample deal.',
          },
        })),
      ),
    },
    {
      key: 'companies',
      name: 'Companies',
      fields: [
        { id: CO.name, name: 'Name', type: 'singleLineText' },
        { id: CO.industry, name: 'Industry', type: 'singleSelect', choices: INDUSTRIES },
        { id: CO.website, name: 'Website', type: 'url' },
        { id: CO.notes, name: 'Notes', type: 'multilineText' },
      ],
      records: COMPANIES.map(([key, name, industry]) => ({
        key,
        fields: {
          [CO.name]: name,
          [CO.industry]: industry,
          [CO.website]: `https://${key}.example.com`,
          [CO.notes]: 'Sample company.',
        },
      })),
    },
    {
      key: 'contacts',
      name: 'Contacts',
      fields: [
        { id: CT.name, name: 'Name', type: 'singleLineText' },
        { id: CT.email, name: 'Email', type: 'email' },
        { id: CT.phone, name: 'Phone', type: 'phoneNumber' },
        { id: CT.company, name: 'Company', type: 'multipleRecordLinks', linkedTable: 'companies' },
      ],
      records: COMPANIES.map(([key], i) => ({
        fields: {
          [CT.name]: `Sample Contact ${i + 1}`,
          [CT.email]: `contact@${key}.example.com`,
          [CT.phone]: `+1 555 010${i}`,
          [CT.company]: [key],
        },
      })),
    },
    {
      key: 'team',
      name: 'Team',
      fields: [
        { id: T.name, name: 'Name', type: 'singleLineText' },
        { id: T.email, name: 'Email', type: 'email' },
      ],
      records: [{ key: 'you', fields: { [T.name]: 'Sample Teammate', [T.email]: 'teammate@example.com' } }],
    },
  ],
  groups: [{ key: 'team', name: 'Team', description: 'Everyone who works the pipeline.' }],
  identity: {
    usersTable: 'team',
    emailField: T.email,
    usersTableOnly: true,
    defaultGroup: 'team',
    myAccount: { profile: [{ id: T.name }] },
  },
  pages: [
    {
      key: 'home',
      name: 'Home',
      path: '/',
      sections: [
        heroSection({
          strapline: 'Internal tool',
          heading: 'The team’s pipeline, in one place',
          description: 'Log in with your work email to see deals, companies and contacts, and keep them up to date.',
          cta: ['Open the pipeline', '/deals'],
        }),
        featureSection('What is inside', [
          ['Deals by stage', 'Filter the pipeline by stage, search by title, add and edit deals.', 'bolt'],
          ['Companies and contacts', 'Every deal links to its company; each company page lists its people.', 'refresh'],
          ['Team only', 'Pages open to people in the Team group; the public sees this page alone.', 'lock'],
        ]),
      ],
    },
    {
      key: 'deals',
      name: 'Deals',
      path: '/deals',
      groups: ['team'],
      sections: [
        {
          id: 'deals',
          type: 'data',
          sectionName: 'table1',
          data: {
            heading: 'Deals',
            source: source('deals', 'Deals'),
            fields: { title: D.title, subtitle: D.stage },
            tableFields: [D.title, D.stage, D.value, D.close],
            sort: { type: 'field', fieldId: D.close, direction: 'asc' },
            search: { fieldIds: [D.title, D.notes], placeholder: 'Search deals' },
            filters: [{ fieldId: D.stage, label: 'Stage', type: 'tags' }],
            access: [
              { action: 'view', groups: team },
              { action: 'create', groups: team },
              { action: 'edit', groups: team },
            ],
            form: {
              createGroups: [
                {
                  fields: [
                    { fieldId: D.title, required: true },
                    { fieldId: D.stage },
                    { fieldId: D.value },
                    { fieldId: D.close },
                    { fieldId: D.notes },
                  ],
                },
              ],
              createLabel: 'Add deal',
            },
            actions: [
              {
                id: 'won',
                label: 'Mark as won',
                operations: [{ id: 'stage', type: 'set', fieldId: D.stage, valueType: 'custom', value: 'Won' }],
              },
            ],
            detail: {
              type: 'page',
              blocks: [
                { id: 'facts', kind: 'fields', fieldIds: [D.value, D.close, D.notes] },
                { id: 'company', kind: 'linked', title: 'Company', linkFieldId: D.company },
                { id: 'actions', kind: 'actions' },
              ],
            },
          },
        },
      ],
    },
    {
      key: 'companies',
      name: 'Companies',
      path: '/companies',
      groups: ['team'],
      sections: [
        {
          id: 'companies',
          type: 'data',
          sectionName: 'list1',
          data: {
            heading: 'Companies',
            source: source('companies', 'Companies'),
            fields: { title: CO.name, subtitle: CO.industry, body: CO.notes },
            sort: { type: 'field', fieldId: CO.name, direction: 'asc' },
            search: { fieldIds: [CO.name] },
            filters: [{ fieldId: CO.industry, label: 'Industry', type: 'dropdown' }],
            access: [
              { action: 'view', groups: team },
              { action: 'edit', groups: team },
            ],
            detail: { type: 'page', fields: [CO.name, CO.industry, CO.website, CO.notes] },
          },
        },
      ],
    },
    {
      key: 'contacts',
      name: 'Contacts',
      path: '/contacts',
      groups: ['team'],
      sections: [
        {
          id: 'contacts',
          type: 'data',
          sectionName: 'table1',
          data: {
            heading: 'Contacts',
            source: source('contacts', 'Contacts'),
            fields: { title: CT.name },
            tableFields: [CT.name, CT.email, CT.phone],
            sort: { type: 'field', fieldId: CT.name, direction: 'asc' },
            search: { fieldIds: [CT.name, CT.email] },
            access: [{ action: 'view', groups: team }],
            detail: {
              type: 'page',
              blocks: [
                { id: 'facts', kind: 'fields', fieldIds: [CT.name, CT.email, CT.phone] },
                { id: 'company', kind: 'linked', title: 'Company', linkFieldId: CT.company },
              ],
            },
          },
        },
      ],
    },
  ],
  footer: footerWith([
    [
      'Pipeline',
      [
        ['Deals', '/deals'],
        ['Companies', '/companies'],
        ['Contacts', '/contacts'],
      ],
    ],
    [
      'Account',
      [
        ['Log in', '/account/login'],
        ['My account', '/account'],
      ],
    ],
  ]),
} satisfies TPortalTemplateInput;
