import { tableToken, type TPortalTemplateInput } from '../portal-template';
import { faqSection, featureSection, fid, footerWith, heroSection } from './template-kit';

const R = {
  title: fid('restitle'),
  type: fid('restype'),
  topics: fid('restopics'),
  summary: fid('ressummary'),
  link: fid('reslink'),
  published: fid('respublished'),
};
const TYPES = ['Guide', 'Template', 'Checklist', 'Video'];
const TOPICS = ['Getting started', 'Planning', 'Budgeting', 'Communication', 'Accessibility'];

const RESOURCES: Array<[title: string, type: string, topics: string[]]> = [
  ['Sample guide: your first week', 'Guide', ['Getting started']],
  ['Sample template: project brief', 'Template', ['Planning']],
  ['Sample checklist: event day', 'Checklist', ['Planning', 'Communication']],
  ['Sample guide: writing a budget', 'Guide', ['Budgeting']],
  ['Sample template: monthly report', 'Template', ['Communication']],
  ['Sample checklist: accessible documents', 'Checklist', ['Accessibility']],
  ['Sample video: a tour of the tools', 'Video', ['Getting started']],
  ['Sample guide: plain language', 'Guide', ['Communication', 'Accessibility']],
];

/** A public library of guides, templates and checklists, searchable and filterable, each at its own URL. */
export const RESOURCE_LIBRARY_TEMPLATE = {
  version: 1,
  id: 'resource-library',
  name: 'Resource library',
  description: 'A public library of guides, templates and checklists people can search and filter.',
  accentColor: '#7c3aed',
  tables: [
    {
      key: 'resources',
      name: 'Resources',
      fields: [
        { id: R.title, name: 'Title', type: 'singleLineText' },
        { id: R.type, name: 'Type', type: 'singleSelect', choices: TYPES },
        { id: R.topics, name: 'Topics', type: 'multipleSelects', choices: TOPICS },
        { id: R.summary, name: 'Summary', type: 'multilineText' },
        { id: R.link, name: 'Link', type: 'url' },
        { id: R.published, name: 'Published', type: 'date' },
      ],
      records: RESOURCES.map(([title, type, topics], i) => ({
        fields: {
          [R.title]: title,
          [R.type]: type,
          [R.topics]: topics,
          [R.summary]: `A sample ${type.toLowerCase()} to replace with your own. ${title.split(': ')[1]}.`,
          [R.link]: `https://example.com/resources/${i + 1}`,
          [R.published]: `2025-${String((i % 12) + 1).padStart(2, '0')}-01`,
        },
      })),
    },
  ],
  pages: [
    {
      key: 'home',
      name: 'Home',
      path: '/',
      sections: [
        heroSection({
          strapline: 'Resource library',
          heading: 'Guides, templates and checklists',
          description:
            'Everything we share in one place: search it, filter by type and topic, and link to any resource.',
          cta: ['Browse the library', '/library'],
        }),
        featureSection('What you will find', [
          ['Search everything', 'Find a resource by its title or summary.', 'refresh'],
          ['Filter by type and topic', 'Guides, templates, checklists and videos, by topic.', 'bolt'],
          ['A link for each', 'Every resource has its own page to share.', 'lock'],
        ]),
        faqSection('Questions', [
          ['Can I reuse these?', 'Each resource page says how it may be used.'],
          ['Can I suggest a resource?', 'Write to us; we add new resources every month.'],
        ]),
      ],
    },
    {
      key: 'library',
      name: 'Library',
      path: '/library',
      sections: [
        {
          id: 'library',
          type: 'data',
          sectionName: 'grid1',
          data: {
            heading: 'Library',
            source: { kind: 'local', tableId: tableToken('resources'), tableName: 'Resources' },
            fields: { title: R.title, subtitle: R.type, tags: R.topics, shortDescription: R.summary },
            sort: { type: 'field', fieldId: R.published, direction: 'desc' },
            search: { fieldIds: [R.title, R.summary], placeholder: 'Search resources' },
            filters: [
              { fieldId: R.type, label: 'Type', type: 'tags' },
              { fieldId: R.topics, label: 'Topic', type: 'dropdown' },
            ],
            detail: {
              type: 'page',
              slugFieldId: R.title,
              seo: { title: R.title, description: R.summary },
              blocks: [
                { id: 'summary', kind: 'fields', fieldIds: [R.summary, R.published] },
                { id: 'topics', kind: 'tags', fieldIds: [R.topics] },
                { id: 'link', kind: 'links', fieldIds: [R.link] },
              ],
            },
          },
        },
      ],
    },
  ],
  footer: footerWith([['Library', [['All resources', '/library']]]]),
} satisfies TPortalTemplateInput;
