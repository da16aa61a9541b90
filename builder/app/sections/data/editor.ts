import { LISTING_MAX_PAGE_SIZE } from '@atrium/core';
import { backgroundTab, textStyleFields, type EditorModule } from '../../editor/block-drawer/field-specs';

/**
 * Data sections in the block drawer: the texts around the listing, how it pages, searches and
 * filters, and its cards. The table, its fields, search fields and filters are chosen when the
 * section is connected (the connect-data wizard) and in the listing editor.
 */
export const dataEditor: EditorModule = {
  tabs: (sectionName) => [
    {
      id: 'content',
      label: 'Content',
      fields: [
        { kind: 'text', path: 'heading', label: 'Heading' },
        { kind: 'text', path: 'description', label: 'Description', multiline: true },
        ...textStyleFields('heading', 'Heading'),
      ],
    },
    {
      id: 'settings',
      label: 'Settings',
      fields: [
        {
          kind: 'slider',
          path: 'pageSize',
          label: 'Records per page',
          range: { min: 1, max: LISTING_MAX_PAGE_SIZE, step: 1 },
        },
        { kind: 'text', path: 'search.placeholder', label: 'Search placeholder' },
        { kind: 'text', path: 'search.empty', label: 'Text when nothing matches' },
        { kind: 'toggle', path: 'search.hide', label: 'Hide the search' },
        {
          kind: 'select',
          path: 'conjunction',
          label: 'Records must match',
          options: [
            { label: 'Any filter (or)', value: 'or' },
            { label: 'Every filter (and)', value: 'and' },
          ],
        },
        ...(sectionName.startsWith('grid')
          ? ([{ kind: 'slider', path: 'columns', label: 'Cards per row', range: { min: 1, max: 4, step: 1 } }] as const)
          : []),
        {
          kind: 'select',
          path: 'cardVariant',
          label: 'Card style',
          options: [
            { label: 'Shadowed', value: 'shadowed' },
            { label: 'Bordered', value: 'bordered' },
            { label: 'None', value: 'none' },
          ],
        },
      ],
    },
    backgroundTab(false),
  ],
};
