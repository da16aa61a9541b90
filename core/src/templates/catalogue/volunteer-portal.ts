import { groupToken, tableToken, type TPortalTemplateInput } from '../portal-template';
import { faqSection, featureSection, fid, footerWith, heroSection } from './template-kit';

const V = { name: fid('volname'), email: fid('volemail'), skills: fid('volskills') };
const S = {
  title: fid('shifttitle'),
  date: fid('shiftdate'),
  area: fid('shiftarea'),
  location: fid('shiftplace'),
  spots: fid('shiftspots'),
  description: fid('shiftabout'),
  volunteers: fid('shiftvols'),
};
const AREAS = ['Food bank', 'Garden', 'Events', 'Office'];
const volunteers = [groupToken('volunteers')];
const shifts = { kind: 'local' as const, tableId: tableToken('shifts'), tableName: 'Shifts' };

const SHIFTS: Array<[title: string, area: string, date: string, spots: number]> = [
  ['Sort food donations', 'Food bank', '2026-03-07', 6],
  ['Pack weekend boxes', 'Food bank', '2026-03-13', 8],
  ['Spring planting', 'Garden', '2026-03-21', 10],
  ['Compost and paths', 'Garden', '2026-04-04', 5],
  ['Community fair: welcome desk', 'Events', '2026-04-18', 4],
  ['Community fair: set-up crew', 'Events', '2026-04-18', 6],
  ['Mailing evening', 'Office', '2026-03-11', 3],
];

/** Volunteers browse open shifts in public, log in to see the shifts they are on, and leave one. */
export const VOLUNTEER_PORTAL_TEMPLATE = {
  version: 1,
  id: 'volunteer-portal',
  name: 'Volunteer portal',
  description: 'Open shifts anyone can browse, and a volunteers’ area with the shifts each person is on.',
  accentColor: '#15803d',
  tables: [
    {
      key: 'shifts',
      name: 'Shifts',
      fields: [
        { id: S.title, name: 'Title', type: 'singleLineText' },
        { id: S.date, name: 'Date', type: 'date' },
        { id: S.area, name: 'Area', type: 'singleSelect', choices: AREAS },
        { id: S.location, name: 'Location', type: 'singleLineText' },
        { id: S.spots, name: 'Spots', type: 'number', precision: 0 },
        { id: S.description, name: 'Description', type: 'multilineText' },
        { id: S.volunteers, name: 'Volunteers', type: 'multipleRecordLinks', linkedTable: 'volunteers' },
      ],
      records: SHIFTS.map(([title, area, date, spots], i) => ({
        fields: {
          [S.title]: title,
          [S.area]: area,
          [S.date]: date,
          [S.spots]: spots,
          [S.location]: 'Sample Community Centre',
          [S.description]: `Sample shift. ${title}: no experience needed, we show you what to do.`,
          [S.volunteers]: i % 2 === 0 ? ['sample-1'] : ['sample-2'],
        },
      })),
    },
    {
      key: 'volunteers',
      name: 'Volunteers',
      fields: [
        { id: V.name, name: 'Name', type: 'singleLineText' },
        { id: V.email, name: 'Email', type: 'email' },
        {
          id: V.skills,
          name: 'Skills',
          type: 'multipleSelects',
          choices: ['Driving', 'Cooking', 'First aid', 'Languages'],
        },
      ],
      records: [
        {
          key: 'sample-1',
          fields: { [V.name]: 'Sample Volunteer 1', [V.email]: 'volunteer1@example.com', [V.skills]: ['Cooking'] },
        },
        {
          key: 'sample-2',
          fields: { [V.name]: 'Sample Volunteer 2', [V.email]: 'volunteer2@example.com', [V.skills]: ['Driving'] },
        },
      ],
    },
  ],
  groups: [{ key: 'volunteers', name: 'Volunteers', description: 'People who give their time.' }],
  identity: {
    usersTable: 'volunteers',
    emailField: V.email,
    usersTableOnly: true,
    defaultGroup: 'volunteers',
    myAccount: { profile: [{ id: V.name }, { id: V.skills }] },
  },
  pages: [
    {
      key: 'home',
      name: 'Home',
      path: '/',
      sections: [
        heroSection({
          strapline: 'Volunteer with us',
          heading: 'Give an afternoon, make a difference',
          description: 'See the shifts coming up. Volunteers log in to see the shifts they are on.',
          cta: ['See open shifts', '/shifts'],
        }),
        featureSection('How volunteering works', [
          ['Pick a shift', 'Browse shifts by area and date; each has its own page with the details.', 'refresh'],
          ['Your shifts', 'Log in to see the shifts you are on, and leave one if plans change.', 'lock'],
          ['No experience needed', 'Every shift starts with a short welcome from the coordinator.', 'bolt'],
        ]),
        faqSection('Questions', [
          ['How do I join a shift?', 'Ask the coordinator to add you; the shift then shows under My shifts.'],
          ['Can I bring a friend?', 'Yes: ask them to sign up with their own email first.'],
        ]),
      ],
    },
    {
      key: 'shifts',
      name: 'Open shifts',
      path: '/shifts',
      sections: [
        {
          id: 'shifts',
          type: 'data',
          sectionName: 'grid1',
          data: {
            heading: 'Open shifts',
            source: shifts,
            fields: { title: S.title, subtitle: S.date, tags: S.area, shortDescription: S.location },
            sort: { type: 'field', fieldId: S.date, direction: 'asc' },
            search: { fieldIds: [S.title, S.description], placeholder: 'Search shifts' },
            filters: [{ fieldId: S.area, label: 'Area', type: 'tags' }],
            detail: {
              type: 'page',
              slugFieldId: S.title,
              seo: { title: S.title, description: S.description },
              fields: [S.date, S.area, S.location, S.spots, S.description],
            },
          },
        },
      ],
    },
    {
      key: 'my-shifts',
      name: 'My shifts',
      path: '/my-shifts',
      groups: ['volunteers'],
      sections: [
        {
          id: 'my-shifts',
          type: 'data',
          sectionName: 'list1',
          data: {
            heading: 'My shifts',
            listingType: 'user',
            userLinkFieldId: S.volunteers,
            source: shifts,
            fields: { title: S.title, subtitle: S.date, body: S.location },
            sort: { type: 'field', fieldId: S.date, direction: 'asc' },
            access: [
              { action: 'view', groups: volunteers },
              { action: 'edit', groups: volunteers },
            ],
            actions: [
              {
                id: 'leave',
                label: 'Leave this shift',
                operations: [{ id: 'unlink', type: 'unlinkUser', fieldId: S.volunteers }],
              },
            ],
            detail: {
              type: 'page',
              blocks: [
                { id: 'facts', kind: 'fields', fieldIds: [S.date, S.location, S.description] },
                { id: 'actions', kind: 'actions' },
              ],
            },
          },
        },
      ],
    },
  ],
  footer: footerWith([
    [
      'Volunteer',
      [
        ['Open shifts', '/shifts'],
        ['My shifts', '/my-shifts'],
      ],
    ],
    [
      'Account',
      [
        ['Log in', '/account/login'],
        ['Sign up', '/account/signup'],
      ],
    ],
  ]),
} satisfies TPortalTemplateInput;
