import { groupToken, tableToken, type TPortalTemplateInput } from '../portal-template';
import { faqSection, featureSection, fid, footerWith, heroSection } from './template-kit';

const M = {
  name: fid('memname'),
  email: fid('mememail'),
  role: fid('memrole'),
  city: fid('memcity'),
  skills: fid('memskills'),
  bio: fid('membio'),
  website: fid('memsite'),
};
const ROLES = ['Organiser', 'Mentor', 'Member'];
const SKILLS = ['Design', 'Engineering', 'Writing', 'Finance', 'Marketing'];
const members = [groupToken('members')];

/** Sample members (made up; the footer says so). */
const PEOPLE: Array<[name: string, role: string, city: string, skills: string[]]> = [
  ['Amara Okafor', 'Organiser', 'Leeds', ['Marketing', 'Writing']],
  ['Jonas Weber', 'Mentor', 'Berlin', ['Engineering']],
  ['Lucía Fernández', 'Member', 'Valencia', ['Design']],
  ['Kenji Watanabe', 'Mentor', 'Osaka', ['Finance', 'Engineering']],
  ['Priya Nair', 'Member', 'Pune', ['Writing']],
  ['Tomás Rocha', 'Member', 'Porto', ['Design', 'Marketing']],
  ['Hannah Becker', 'Organiser', 'Vienna', ['Finance']],
  ['Samuel Mensah', 'Member', 'Accra', ['Engineering', 'Writing']],
];

/** A members-only directory: members sign in and find each other by name, role and skills. */
export const MEMBER_DIRECTORY_TEMPLATE = {
  version: 1,
  id: 'member-directory',
  name: 'Member directory',
  description: 'A members-only directory of profiles people can search by name, role and skills.',
  accentColor: '#0f766e',
  tables: [
    {
      key: 'members',
      name: 'Members',
      fields: [
        { id: M.name, name: 'Name', type: 'singleLineText' },
        { id: M.email, name: 'Email', type: 'email' },
        { id: M.role, name: 'Role', type: 'singleSelect', choices: ROLES },
        { id: M.city, name: 'City', type: 'singleLineText' },
        { id: M.skills, name: 'Skills', type: 'multipleSelects', choices: SKILLS },
        { id: M.bio, name: 'Bio', type: 'multilineText' },
        { id: M.website, name: 'Website', type: 'url' },
      ],
      records: PEOPLE.map(([name, role, city, skills], i) => ({
        fields: {
          [M.name]: name,
          [M.email]: `member${i + 1}@example.com`,
          [M.role]: role,
          [M.city]: city,
          [M.skills]: skills,
          [M.bio]: `Sample profile. ${name.split(' ')[0]} is a ${role.toLowerCase()} based in ${city}.`,
        },
      })),
    },
  ],
  groups: [{ key: 'members', name: 'Members', description: 'Everyone in the directory.' }],
  identity: {
    usersTable: 'members',
    emailField: M.email,
    usersTableOnly: true,
    defaultGroup: 'members',
    myAccount: { profile: [{ id: M.name }, { id: M.city }, { id: M.bio }, { id: M.website }] },
  },
  pages: [
    {
      key: 'home',
      name: 'Home',
      path: '/',
      sections: [
        heroSection({
          strapline: 'Member directory',
          heading: 'Find the people in your community',
          description:
            'Members log in to search profiles by name, role and skills, and keep their own profile up to date.',
          cta: ['Open the directory', '/directory'],
        }),
        featureSection('How it works', [
          ['Members only', 'The directory opens to signed-in members; the public sees this page.', 'lock'],
          ['Search and filter', 'Find people by name or bio, and filter by role and skills.', 'refresh'],
          ['Profiles people own', 'Each member edits their own profile from My Account.', 'bolt'],
        ]),
        faqSection('Questions', [
          ['Who can join?', 'People the organisers have added to the members table can sign up with that email.'],
          ['Who sees my profile?', 'Other signed-in members only.'],
        ]),
      ],
    },
    {
      key: 'directory',
      name: 'Directory',
      path: '/directory',
      groups: ['members'],
      sections: [
        {
          id: 'members',
          type: 'data',
          sectionName: 'grid3',
          data: {
            heading: 'Members',
            source: { kind: 'local', tableId: tableToken('members'), tableName: 'Members' },
            fields: { title: M.name, subtitle: M.role, tags: M.skills, shortDescription: M.city },
            sort: { type: 'field', fieldId: M.name, direction: 'asc' },
            search: { fieldIds: [M.name, M.bio], placeholder: 'Search members' },
            filters: [
              { fieldId: M.role, label: 'Role', type: 'tags' },
              { fieldId: M.skills, label: 'Skills', type: 'dropdown', isSingleSelect: true },
            ],
            access: [{ action: 'view', groups: members }],
            detail: {
              type: 'page',
              slugFieldId: M.name,
              blocks: [
                { id: 'bio', kind: 'fields', fieldIds: [M.bio, M.city] },
                { id: 'skills', kind: 'tags', fieldIds: [M.skills] },
                { id: 'links', kind: 'links', fieldIds: [M.website] },
              ],
            },
          },
        },
      ],
    },
  ],
  footer: footerWith([
    ['Directory', [['Members', '/directory']]],
    [
      'Account',
      [
        ['Log in', '/account/login'],
        ['My profile', '/account'],
      ],
    ],
  ]),
} satisfies TPortalTemplateInput;
