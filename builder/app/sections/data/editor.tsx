import {
  FORM_FIELD_TYPES,
  LISTING_MAX_PAGE_SIZE,
  SEO_TEXT_FIELD_TYPES,
  SLUG_FIELD_TYPES,
  ZListingFilterSchema,
  ZListingOperationSchema,
  ZListingRecordActionSchema,
  ZDetailBlockSchema,
  detailTypesFor,
  type TDetailType,
  type TListingAccess,
  type TDataData,
  type TSort,
} from '@atrium/core';
import { BlockStack } from '@shopify/polaris';
import { MissingFields } from '../../data-sections/missing-fields';
import { formSectionTabs } from './form-editor';
import { ListingSort } from '../../data-sections/listing-sort';
import { ListingPermissions } from '../../data-sections/listing-permissions';
import {
  backgroundTab,
  textStyleFields,
  type DrawerTab,
  type EditorContext,
  type EditorModule,
  type FieldSpec,
} from '../../editor/block-drawer/field-specs';

const TEXT_TYPES = [
  'singleLineText',
  'multilineText',
  'richText',
  'email',
  'url',
  'phoneNumber',
  'number',
  'date',
  'formula',
  'autoNumber',
  'singleSelect',
  'multipleSelects',
  'rollup',
  'multipleLookupValues',
];
/** Filters are built from select-type fields (spec doc 2 §5). */
const SELECT_TYPES = ['singleSelect', 'multipleSelects'];

/** The Data tab: which fields fill the cards and the table, what search looks in, and the filters. */
function dataTab(sectionName: string, context: EditorContext | undefined): DrawerTab {
  const fields = context?.tableFields ?? [];
  const pick = (types: string[] | null) => [
    { label: 'None', value: '' },
    ...fields.filter((f) => !types || types.includes(f.type)).map((f) => ({ label: f.name, value: f.id })),
  ];
  const selects = fields.filter((f) => SELECT_TYPES.includes(f.type));
  const specs: FieldSpec[] =
    sectionName === 'table1'
      ? [
          {
            kind: 'checklist',
            path: 'tableFields',
            label: 'Columns',
            max: 20,
            options: fields.map((f) => ({ label: f.name, value: f.id })),
          },
        ]
      : [
          { kind: 'select', path: 'fields.title', label: 'Title', options: pick(TEXT_TYPES) },
          { kind: 'select', path: 'fields.subtitle', label: 'Subtitle', options: pick(TEXT_TYPES) },
          { kind: 'select', path: 'fields.body', label: 'Body', options: pick(TEXT_TYPES) },
          { kind: 'select', path: 'fields.tags', label: 'Tags', options: pick(TEXT_TYPES) },
          { kind: 'select', path: 'fields.image', label: 'Image', options: pick(['multipleAttachments', 'url']) },
        ];
  specs.push({
    kind: 'checklist',
    path: 'search.fieldIds',
    label: 'Search in',
    max: 20,
    options: fields.filter((f) => TEXT_TYPES.includes(f.type)).map((f) => ({ label: f.name, value: f.id })),
  });
  if (selects.length > 0) {
    specs.push({
      kind: 'list',
      path: 'filters',
      label: 'Filters',
      list: {
        path: 'filters',
        item: 'Filter',
        titlePath: 'label',
        max: 10,
        create: () => ZListingFilterSchema.parse({ fieldId: selects[0]!.id, label: selects[0]!.name }),
        fields: [
          {
            kind: 'select',
            path: 'fieldId',
            label: 'Field',
            options: selects.map((f) => ({ label: f.name, value: f.id })),
          },
          { kind: 'text', path: 'label', label: 'Label' },
          {
            kind: 'select',
            path: 'type',
            label: 'Show as',
            options: [
              { label: 'Dropdown', value: 'dropdown' },
              { label: 'Tags', value: 'tags' },
            ],
          },
          { kind: 'toggle', path: 'isSingleSelect', label: 'One value at a time' },
        ],
      },
    });
  }
  const isStatic = (rule: unknown) => (rule as { type?: string }).type === 'static';
  specs.push({
    kind: 'list',
    path: 'rules',
    label: 'Rules',
    list: {
      path: 'rules',
      item: 'Rule',
      titlePath: 'type',
      max: 20,
      create: () => ({ type: 'static', fieldId: fields[0]?.id ?? '', operator: 'equals', value: '' }),
      fields: [
        {
          kind: 'select',
          path: 'type',
          label: 'Show only records',
          options: [
            { label: 'Whose field matches', value: 'static' },
            { label: 'Linked to the signed-in user', value: 'user' },
            { label: "Whose field equals one of the user's", value: 'fieldAttribute' },
          ],
        },
        {
          kind: 'select',
          path: 'fieldId',
          label: 'Field',
          options: fields.map((f) => ({ label: f.name, value: f.id })),
        },
        {
          kind: 'select',
          path: 'operator',
          label: 'Condition',
          options: [
            { label: 'is', value: 'equals' },
            { label: 'is not', value: 'notEquals' },
            { label: 'contains', value: 'contains' },
            { label: 'is empty', value: 'isEmpty' },
            { label: 'is not empty', value: 'isNotEmpty' },
          ],
          visible: isStatic,
        },
        {
          kind: 'text',
          path: 'value',
          label: 'Value',
          visible: (rule) =>
            isStatic(rule) && !['isEmpty', 'isNotEmpty'].includes((rule as { operator?: string }).operator ?? ''),
        },
        {
          kind: 'select',
          path: 'userFieldId',
          label: "User's field",
          options: [
            { label: 'Choose a field', value: '' },
            ...(context?.userFields ?? []).map((f) => ({ label: f.name, value: f.id })),
          ],
          visible: (rule) => (rule as { type?: string }).type === 'fieldAttribute',
        },
      ],
    },
  });
  return {
    id: 'data',
    label: 'Data',
    fields: specs,
    render: (data, change) => (
      <BlockStack gap="300">
        <MissingFields data={data as TDataData} fields={fields} onRemove={(next) => change('', next)} />
        <ListingSort
          sort={(data as { sort?: TSort }).sort ?? { type: 'none' }}
          fields={fields}
          views={context?.tableViews ?? []}
          onChange={(sort) => change('sort', sort)}
        />
      </BlockStack>
    ),
  };
}

/**
 * Data sections in the block drawer: the texts around the listing, how it pages, searches and
 * filters, and its cards. The table, its fields, search fields and filters are chosen when the
 * section is connected (the connect-data wizard) and in the listing editor.
 */
const DETAIL_TYPE_ORDER: readonly TDetailType[] = ['page', 'modal', 'sideBySide', 'none'];
const DETAIL_TYPE_OPTIONS: Record<TDetailType, string> = {
  page: 'On a page of its own',
  modal: 'In a modal over the listing',
  sideBySide: 'Side by side with the list',
  none: 'Not at all',
};

/**
 * The detail view: how a record opens (page, modal, side by side or not at all; the table layout
 * has no side by side), its fields and blocks; a page's SEO from fields and pretty URL field.
 */
function recordPageTab(sectionName: string, context: EditorContext | undefined): DrawerTab {
  const fields = context?.tableFields ?? [];
  const pick = (types: string[]) => [
    { label: 'None', value: '' },
    ...fields.filter((f) => types.includes(f.type)).map((f) => ({ label: f.name, value: f.id })),
  ];
  const typeOf = (data: unknown) => (data as { detail?: { type?: string } }).detail?.type ?? 'page';
  const hasPage = (data: unknown) => typeOf(data) === 'page';
  const hasDetail = (data: unknown) => typeOf(data) !== 'none';
  return {
    id: 'record-page',
    label: 'Record page',
    fields: [
      {
        kind: 'select',
        path: 'detail.type',
        label: 'Open a record',
        options: [...detailTypesFor(sectionName)]
          .sort((a, b) => DETAIL_TYPE_ORDER.indexOf(a) - DETAIL_TYPE_ORDER.indexOf(b))
          .map((type) => ({ label: DETAIL_TYPE_OPTIONS[type], value: type })),
      },
      {
        kind: 'select',
        path: 'detail.modalSize',
        label: 'Modal size',
        options: [
          { label: 'Small (xl)', value: 'xl' },
          { label: 'Medium (4xl)', value: '4xl' },
          { label: 'Large (7xl)', value: '7xl' },
          { label: 'Full screen', value: 'full' },
        ],
        visible: (data) => typeOf(data) === 'modal',
      },
      { kind: 'toggle', path: 'detail.newTab', label: 'Open record pages in a new tab', visible: hasPage },
      {
        kind: 'checklist',
        path: 'detail.fields',
        label: 'Fields on the record page',
        max: 30,
        options: fields.map((f) => ({ label: f.name, value: f.id })),
        visible: hasDetail,
      },
      {
        kind: 'select',
        path: 'detail.seo.title',
        label: 'Meta title',
        options: pick(SEO_TEXT_FIELD_TYPES),
        visible: hasPage,
      },
      {
        kind: 'select',
        path: 'detail.seo.description',
        label: 'Meta description',
        options: pick(SEO_TEXT_FIELD_TYPES),
        visible: hasPage,
      },
      {
        kind: 'select',
        path: 'detail.seo.ogImage',
        label: 'OG image',
        options: pick(['multipleAttachments']),
        visible: hasPage,
      },
      {
        kind: 'select',
        path: 'detail.slugFieldId',
        label: 'Pretty URL field',
        options: pick(SLUG_FIELD_TYPES),
        visible: hasPage,
      },
      {
        kind: 'select',
        path: 'detail.layout',
        label: 'Record page layout',
        options: [
          { label: 'Blocks stacked', value: 'stacked' },
          { label: 'Two columns', value: 'columns' },
        ],
        visible: hasDetail,
      },
      {
        kind: 'list',
        path: 'detail.blocks',
        label: 'Record page blocks',
        visible: hasDetail,
        list: {
          path: 'detail.blocks',
          item: 'Block',
          titlePath: 'kind',
          max: 30,
          create: () => ZDetailBlockSchema.parse({ kind: 'fields' }),
          fields: [
            {
              kind: 'select',
              path: 'kind',
              label: 'Block',
              options: [
                { label: 'Fields', value: 'fields' },
                { label: 'Text', value: 'text' },
                { label: 'Linked records', value: 'linked' },
                { label: 'Actions and forms', value: 'actions' },
                { label: 'Divider', value: 'divider' },
              ],
            },
            { kind: 'text', path: 'title', label: 'Block title' },
            {
              kind: 'select',
              path: 'column',
              label: 'Column',
              options: [
                { label: 'Main', value: 'main' },
                { label: 'Side', value: 'side' },
              ],
            },
            {
              kind: 'checklist',
              path: 'fieldIds',
              label: 'Fields',
              max: 30,
              options: fields.map((f) => ({ label: f.name, value: f.id })),
              visible: (block) => (block as { kind?: string }).kind === 'fields',
            },
            {
              kind: 'text',
              path: 'text',
              label: 'Text',
              multiline: true,
              visible: (block) => (block as { kind?: string }).kind === 'text',
            },
            {
              kind: 'select',
              path: 'linkFieldId',
              label: 'Link field',
              options: pick(['multipleRecordLinks']),
              visible: (block) => (block as { kind?: string }).kind === 'linked',
            },
          ],
        },
      },
    ],
  };
}

/** The create and edit forms' fields and buttons, and the record page's update buttons. */
function formsTab(context: EditorContext | undefined): DrawerTab {
  const fields = context?.tableFields ?? [];
  const fieldOptions = fields.map((f) => ({ label: f.name, value: f.id }));
  return {
    id: 'forms',
    label: 'Forms',
    fields: [
      {
        kind: 'checklist',
        path: 'form.fields',
        label: 'Fields people fill in',
        max: 30,
        options: fields.filter((f) => FORM_FIELD_TYPES.includes(f.type)).map((f) => ({ label: f.name, value: f.id })),
      },
      { kind: 'text', path: 'form.createLabel', label: 'Create button text' },
      { kind: 'text', path: 'form.editLabel', label: 'Edit button text' },
      {
        kind: 'list',
        path: 'actions',
        label: 'Record actions',
        list: {
          path: 'actions',
          item: 'Action',
          titlePath: 'label',
          max: 10,
          create: () => ZListingRecordActionSchema.parse({ label: 'Update' }),
          fields: [
            { kind: 'text', path: 'label', label: 'Button text' },
            {
              kind: 'list',
              path: 'operations',
              label: 'Operations',
              list: {
                path: 'operations',
                item: 'Operation',
                titlePath: 'type',
                max: 10,
                create: () => ZListingOperationSchema.parse({ fieldId: fields[0]?.id ?? '' }),
                fields: [
                  {
                    kind: 'select',
                    path: 'type',
                    label: 'Do',
                    options: [
                      { label: 'Set a value', value: 'set' },
                      { label: 'Link the user', value: 'linkUser' },
                      { label: 'Unlink the user', value: 'unlinkUser' },
                      { label: 'Clear', value: 'clear' },
                    ],
                  },
                  { kind: 'select', path: 'fieldId', label: 'Field', options: fieldOptions },
                  {
                    kind: 'select',
                    path: 'valueType',
                    label: 'Value from',
                    options: [
                      { label: 'A custom value', value: 'custom' },
                      { label: "The user's record id", value: 'userRecordId' },
                      { label: "A field of the user's record", value: 'userField' },
                    ],
                    visible: (op) => (op as { type?: string }).type === 'set',
                  },
                  {
                    kind: 'text',
                    path: 'value',
                    label: 'Value',
                    visible: (op) =>
                      (op as { type?: string; valueType?: string }).type === 'set' &&
                      (op as { valueType?: string }).valueType !== 'userRecordId',
                  },
                ],
              },
            },
          ],
        },
      },
    ],
  };
}

/** Who may view, edit, create and delete the records (per group). */
function permissionsTab(context: EditorContext | undefined): DrawerTab {
  return {
    id: 'permissions',
    label: 'Permissions',
    render: (data, change) => (
      <ListingPermissions
        access={(data as { access?: TListingAccess[] }).access ?? []}
        groups={context?.groups ?? []}
        onChange={(access) => change('access', access)}
      />
    ),
  };
}

/** Paths of the detail view that only listings have (how a record opens, its page's SEO and URL). */
const LISTING_ONLY_DETAIL = ['detail.type', 'detail.modalSize', 'detail.newTab', 'detail.slugFieldId'];

/**
 * Single Record View in the block drawer: Data (the heading fields, and the rules and sort that
 * pick the record; a user view shows the person's own), the record's fields and blocks, Forms,
 * Permissions and Design.
 */
function singleRecordTabs(context: EditorContext | undefined): DrawerTab[] {
  const data = dataTab('record1', context);
  const record = recordPageTab('record1', context);
  const keep = (spec: FieldSpec) =>
    !['search.fieldIds', 'filters', 'fields.body', 'fields.tags'].includes(spec.path) &&
    !LISTING_ONLY_DETAIL.includes(spec.path) &&
    !spec.path.startsWith('detail.seo.');
  return [
    {
      ...data,
      fields: [
        ...(data.fields ?? []).filter(keep),
        ...(record.fields ?? []).filter(keep).map((spec) => ({ ...spec, visible: undefined })),
      ],
    },
    formsTab(context),
    permissionsTab(context),
    dataDesignTab(),
  ];
}

/** The Design tab of a data section: the texts around it, their style, then `extra`, then the background. */
function dataDesignTab(extra: FieldSpec[] = []): DrawerTab {
  return {
    id: 'design',
    label: 'Design',
    fields: [
      { kind: 'text', path: 'heading', label: 'Heading' },
      { kind: 'text', path: 'description', label: 'Description', multiline: true },
      ...textStyleFields('heading', 'Heading'),
      ...extra,
      ...(backgroundTab(false).fields ?? []),
    ],
  };
}

/**
 * Data sections in the block drawer, four tabs that fit its width: Data (the table's fields on
 * the cards, search, filters and the record page), Forms (create and edit forms, record
 * actions), Permissions (per group) and Design (texts, paging, cards, background).
 */
export const dataEditor: EditorModule = {
  tabs: (sectionName, context) => {
    if (sectionName === 'form1') return formSectionTabs(context, permissionsTab(context), dataDesignTab());
    if (sectionName === 'record1') return singleRecordTabs(context);
    const record = recordPageTab(sectionName, context);
    const data = dataTab(sectionName, context);
    return [
      { ...data, fields: [...(data.fields ?? []), ...(record.fields ?? [])] },
      formsTab(context),
      permissionsTab(context),
      dataDesignTab([
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
          path: 'filterLayout',
          label: 'Search and filters',
          options: [
            { label: 'Above the records', value: 'top' },
            { label: 'At the side', value: 'side' },
          ],
        },
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
      ]),
    ];
  },
};
