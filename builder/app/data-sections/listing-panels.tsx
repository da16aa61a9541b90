import {
  CTA_ACTIONS,
  DETAIL_BLOCK_FIELD_TYPES,
  CTA_FIELD_TYPES,
  DATA_TEMPLATES,
  LEGACY_LISTING_MESSAGE,
  LISTING_MAX_PAGE_SIZE,
  SEO_TEXT_FIELD_TYPES,
  SLUG_FIELD_TYPES,
  ZListingOperationSchema,
  ZListingRecordActionSchema,
  ZDetailBlockSchema,
  operationProblem,
  detailTypesFor,
  type TCtaAction,
  type TDataData,
  type TDataName,
  type TDetailBlockKind,
  type TDetailType,
  type TListingAccess,
  type TSort,
} from '@atrium/core';
import { Banner, BlockStack, List, Text } from '@shopify/polaris';
import type { ReactNode } from 'react';
import {
  ALIGN_OPTIONS,
  backgroundTab,
  textStyleFields,
  type DrawerTab,
  type EditorContext,
  type FieldSpec,
} from '../editor/block-drawer/field-specs';
import { filterLinkedFields, filterSettingsTab, filterSourceTab } from './filter-panels';
import {
  EDIT_FORM_TITLE,
  EDIT_SUBMIT_TITLE,
  formSettingsTabs,
  formThemeTab,
  submitButtonTab,
  successTab,
  type FormKind,
} from './form-panels';
import { ListingPermissions } from './listing-permissions';
import { ListingSort } from './listing-sort';
import { MissingFields } from './missing-fields';
import { PrettyUrlSync } from './pretty-url-sync';

/**
 * The full-screen listing editor's steps and side panels (spec doc 2 §2 'Listing editor'): which
 * steps a layout has, which panels each step's toolbar opens, and each panel's tabs of controls
 * over the section's data. Pure descriptions: `listing-editor.tsx` renders them.
 */

export type ListingStep = 'table' | 'listing' | 'detail' | 'forms' | 'form' | 'success';
export const LISTING_STEP_LABELS: Record<ListingStep, string> = {
  table: 'Table',
  listing: 'Listing',
  detail: 'Detailed View',
  forms: 'Forms',
  form: 'Form',
  success: 'Success Screen',
};

export type ListingPanelId =
  | 'data-source'
  | 'permissions'
  | 'listing-fields'
  | 'table-fields'
  | 'header'
  | 'search'
  | 'filters'
  | 'listing-appearance'
  | 'appearance'
  | 'seo'
  | 'pretty-url'
  | 'add-block'
  | 'edit-block'
  | 'actions'
  | 'form-settings'
  | 'form-submit'
  | 'form-styles'
  | 'form-success';

/** Table (table layout only), Listing (other listing layouts), Detailed View, Forms. */
export function listingSteps(sectionName: string): ListingStep[] {
  if (sectionName === 'record1') return ['detail', 'forms'];
  // The Form section (spec doc 2 'Form builder': tabs Form and Success Screen).
  if (sectionName === 'form1') return ['form', 'success'];
  return [sectionName.startsWith('table') ? 'table' : 'listing', 'detail', 'forms'];
}

/** The toolbar of a step: the panels it opens, in order (Appearance is hidden for the table layout). */
export function stepToolbar(
  step: ListingStep,
  sectionName: string,
  data: TDataData,
): Array<{ panel: ListingPanelId; label: string }> {
  switch (step) {
    case 'table':
      return [
        { panel: 'table-fields', label: 'Fields' },
        { panel: 'header', label: 'Header' },
        { panel: 'search', label: 'Search' },
        { panel: 'filters', label: 'Filters' },
      ];
    case 'listing':
      return [
        { panel: 'listing-fields', label: 'Fields' },
        { panel: 'header', label: 'Header' },
        { panel: 'search', label: 'Search' },
        { panel: 'filters', label: 'Filters' },
        { panel: 'listing-appearance', label: 'Appearance' },
      ];
    case 'detail': {
      const pages = sectionName !== 'record1' && data.detail.type === 'page';
      return [
        { panel: 'appearance', label: 'Appearance' },
        ...(sectionName === 'record1' ? [{ panel: 'header' as const, label: 'Header' }] : []),
        ...(pages
          ? [
              { panel: 'seo' as const, label: 'SEO Settings' },
              { panel: 'pretty-url' as const, label: 'Pretty URL' },
            ]
          : []),
        { panel: 'actions', label: 'Actions' },
        { panel: 'add-block', label: 'Add Block' },
      ];
    }
    // The form builder: its canvas selects groups, fields and the submit button; Edit Form
    // opens the form's settings.
    case 'forms':
      return [{ panel: 'form-settings', label: EDIT_FORM_TITLE }];
    case 'form':
      return [
        { panel: 'form-settings', label: EDIT_FORM_TITLE },
        { panel: 'form-styles', label: 'Styles' },
        { panel: 'header', label: 'Header' },
      ];
    case 'success':
      return [{ panel: 'form-success', label: 'Success Message' }];
  }
}

/** Panel widths (spec doc 2 §9): 400 px for the listing's panels, 340 px for forms and blocks. */
const PANEL_WIDTHS: Record<ListingPanelId, 400 | 340> = {
  'data-source': 400,
  permissions: 400,
  'listing-fields': 400,
  'table-fields': 400,
  header: 400,
  search: 400,
  filters: 400,
  'listing-appearance': 400,
  appearance: 340,
  seo: 340,
  'pretty-url': 340,
  'add-block': 340,
  'edit-block': 340,
  actions: 340,
  'form-settings': 340,
  'form-submit': 340,
  'form-styles': 340,
  'form-success': 340,
};

/** Every panel a section's editor can open (for checks over all of them). */
export const LISTING_PANEL_IDS = Object.keys(PANEL_WIDTHS) as ListingPanelId[];

export interface ListingPanel {
  title: string;
  width: 400 | 340;
  tabs: DrawerTab[];
}

export interface PanelEnv {
  siteId: string;
  sectionId: string;
  sectionName: string;
  context: EditorContext;
  /** The block the Edit Block panel edits (an index into detail.blocks). */
  blockIndex: number;
  /** A whole new layout (the Listing Appearance thumbnails). */
  onLayout: (sectionName: TDataName) => void;
  /** The Add Block panel added a block (the editor opens it in Edit Block). */
  onBlockAdded: (index: number) => void;
  /** A listing of the old builder: its permissions cannot be set (spec doc 2 §6). */
  legacy?: boolean;
  /** The kind of the block Edit Block edits (linked records blocks have an Actions tab). */
  blockKind?: TDetailBlockKind;
  /** The form the form builder shows (a Form section's, or the listing's create or edit form). */
  formKind?: FormKind;
}

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

/** Text and control sizes in the panels' Styles tabs. */
const SIZE_OPTIONS = [
  { label: 'Small', value: 'sm' },
  { label: 'Medium', value: 'md' },
  { label: 'Large', value: 'lg' },
];

const DETAIL_TYPE_ORDER: readonly TDetailType[] = ['expand', 'page', 'modal', 'sideBySide', 'none'];
const DETAIL_TYPE_OPTIONS: Record<TDetailType, string> = {
  expand: 'Expanded in the list',
  page: 'On a page of its own',
  modal: 'In a modal over the listing',
  sideBySide: 'Side by side with the list',
  none: 'Not at all',
};

/** The Add Block groups (spec doc 2 'Detail view'), each with the blocks it adds. */
export const ADD_BLOCK_GROUPS: ReadonlyArray<{
  label: string;
  blocks: ReadonlyArray<{ kind: TDetailBlockKind; label: string; description: string; variant?: 'split' }>;
}> = [
  { label: 'Free Text', blocks: [{ kind: 'text', label: 'Text', description: 'A paragraph of your own words.' }] },
  {
    label: 'Headers',
    blocks: [
      { kind: 'header', label: 'Header 1', description: 'Title and subtitle, centred, with an image above.' },
      {
        kind: 'header',
        label: 'Header 2',
        description: 'An image beside the title and subtitle.',
        variant: 'split',
      },
    ],
  },
  { label: 'Tags', blocks: [{ kind: 'tags', label: 'Tags', description: 'Select fields as tags.' }] },
  {
    label: 'Description Lists',
    blocks: [
      { kind: 'fields', label: 'Fields', description: 'Fields of the record with their names.' },
      { kind: 'accordion', label: 'Accordion', description: 'Each field folds open under its name.' },
    ],
  },
  {
    label: 'Linked Records',
    blocks: [{ kind: 'linked', label: 'Linked records', description: 'The records a link field points to.' }],
  },
  {
    label: 'Buttons',
    blocks: [
      { kind: 'actions', label: 'Actions', description: 'The record’s action buttons and edit form.' },
      { kind: 'links', label: 'Links', description: 'Website, email and phone fields as links.' },
      { kind: 'social', label: 'Social', description: 'Social profile links, named by network.' },
    ],
  },
  {
    label: 'Image/Video',
    blocks: [
      { kind: 'image', label: 'Image', description: 'The first picture of a field.' },
      { kind: 'gallery', label: 'Gallery', description: 'Every picture of attachment fields.' },
      { kind: 'embed', label: 'Embed', description: 'A web page or video from a URL field.' },
    ],
  },
  { label: 'Layouts', blocks: [{ kind: 'divider', label: 'Divider', description: 'A line between blocks.' }] },
  {
    label: 'Attachments',
    blocks: [{ kind: 'attachment', label: 'Attachments', description: 'Files to open or download.' }],
  },
];
export const BLOCK_KIND_LABELS: Record<TDetailBlockKind, string> = {
  text: 'Text',
  fields: 'Fields',
  linked: 'Linked records',
  actions: 'Actions and forms',
  divider: 'Divider',
  header: 'Header',
  tags: 'Tags',
  accordion: 'Accordion',
  image: 'Image',
  gallery: 'Gallery',
  embed: 'Embed',
  attachment: 'Attachments',
  links: 'Links',
  social: 'Social',
};

/** Layouts a list or grid can switch to from Listing Appearance (the table and forms have their own steps). */
export const LISTING_LAYOUTS = (Object.keys(DATA_TEMPLATES) as TDataName[]).filter(
  (name) => name.startsWith('list') || name.startsWith('grid'),
);

function tab(id: string, label: string, fields: FieldSpec[], render?: DrawerTab['render']): DrawerTab {
  return { id, label, fields, ...(render ? { render } : {}) };
}

/** One side panel of the listing editor: its title, width and tabs. */
export function listingPanel(id: ListingPanelId, env: PanelEnv): ListingPanel {
  const { context, sectionName } = env;
  const fields = context.tableFields;
  const formKind = env.formKind ?? (sectionName === 'form1' ? 'custom' : 'create');
  const all = fields.map((f) => ({ label: f.name, value: f.id }));
  const pick = (types: string[] | null) => [
    { label: 'None', value: '' },
    ...fields.filter((f) => !types || types.includes(f.type)).map((f) => ({ label: f.name, value: f.id })),
  ];
  const panel = (title: string, tabs: DrawerTab[]): ListingPanel => ({
    title,
    width: PANEL_WIDTHS[id],
    tabs,
  });
  const typeOf = (data: unknown) => (data as TDataData).detail?.type ?? 'page';

  switch (id) {
    case 'data-source':
      return panel('Data Source', [
        tab('source', 'Source', [], (data, change) => (
          <BlockStack gap="300">
            <SourceSummary data={data as TDataData} fieldCount={fields.length} />
            <MissingFields
              data={data as TDataData}
              fields={fields}
              linkedFields={filterLinkedFields(data as TDataData, context)}
              onRemove={(next) => change('', next)}
            />
          </BlockStack>
        )),
        tab('view', 'View', rulesFields(context), (data, change) => (
          <ListingSort
            sort={(data as { sort?: TSort }).sort ?? { type: 'none' }}
            fields={fields}
            views={context.tableViews ?? []}
            onChange={(sort) => change('sort', sort)}
          />
        )),
      ]);
    case 'permissions':
      return panel('Permissions', [
        env.legacy
          ? tab('permissions', 'Permissions', [], () => <Banner tone="warning">{LEGACY_LISTING_MESSAGE}</Banner>)
          : permissionsTab(context),
      ]);
    case 'listing-fields':
      return panel('Listing Fields', [
        tab('fields', 'Fields', [
          { kind: 'select', path: 'fields.title', label: 'Title', options: pick(TEXT_TYPES) },
          { kind: 'select', path: 'fields.subtitle', label: 'Subtitle', options: pick(TEXT_TYPES) },
          { kind: 'select', path: 'fields.body', label: 'Body', options: pick(TEXT_TYPES) },
          { kind: 'select', path: 'fields.tags', label: 'Tags', options: pick(TEXT_TYPES) },
          { kind: 'select', path: 'fields.gallery', label: 'Gallery', options: pick(['multipleAttachments']) },
          { kind: 'select', path: 'fields.image', label: 'Image', options: pick(['multipleAttachments', 'url']) },
          { kind: 'select', path: 'fields.embed', label: 'Embed URL', options: pick(['url']) },
          { kind: 'select', path: 'fields.videos', label: 'Videos', options: pick(['multipleAttachments', 'url']) },
          { kind: 'select', path: 'fields.shortDescription', label: 'Short Description', options: pick(TEXT_TYPES) },
        ]),
        ctaTab(pick, fields),
        tab('styles', 'Styles', [
          { kind: 'color', path: 'cardStyles.titleColor', label: 'Title colour' },
          {
            kind: 'select',
            path: 'cardStyles.titleSize',
            label: 'Title size',
            options: [...SIZE_OPTIONS, { label: 'Extra large', value: 'xl' }],
          },
          {
            kind: 'select',
            path: 'cardStyles.titleWeight',
            label: 'Title weight',
            options: [
              { label: 'Normal', value: '400' },
              { label: 'Semi-bold', value: '600' },
              { label: 'Bold', value: '700' },
            ],
          },
          { kind: 'color', path: 'cardStyles.descriptionColor', label: 'Description colour' },
          {
            kind: 'select',
            path: 'cardStyles.descriptionSize',
            label: 'Description size',
            options: SIZE_OPTIONS,
          },
          { kind: 'color', path: 'cardStyles.backgroundColor', label: 'Card background' },
        ]),
      ]);
    case 'table-fields':
      return panel('Table Fields', [
        tab('fields', 'Fields', [{ kind: 'checklist', path: 'tableFields', label: 'Columns', max: 20, options: all }]),
      ]);
    case 'header':
      return panel('Header', [
        tab('content', 'Content', [
          { kind: 'text', path: 'heading', label: 'Heading' },
          { kind: 'text', path: 'description', label: 'Description', multiline: true },
        ]),
        tab('styles', 'Styles', textStyleFields('heading', 'Heading')),
      ]);
    case 'search':
      return panel('Search', [
        tab('fields', 'Fields', [
          {
            kind: 'checklist',
            path: 'search.fieldIds',
            label: 'Search in',
            max: 20,
            options: fields.filter((f) => TEXT_TYPES.includes(f.type)).map((f) => ({ label: f.name, value: f.id })),
          },
        ]),
        tab('styles', 'Styles', [
          { kind: 'text', path: 'search.placeholder', label: 'Search placeholder' },
          { kind: 'text', path: 'search.empty', label: 'Text when nothing matches' },
          { kind: 'toggle', path: 'search.hide', label: 'Hide the search' },
        ]),
      ]);
    case 'filters':
      return panel('Filters', [
        filterSourceTab(context),
        filterSettingsTab(context),
        tab('styles', 'Styles', [
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
            path: 'filterStyles.tag.alignment',
            label: 'Tags alignment',
            options: ALIGN_OPTIONS,
          },
          {
            kind: 'select',
            path: 'filterStyles.tag.variant',
            label: 'Tags style',
            options: [
              { label: 'Outlined', value: 'outlined' },
              { label: 'Solid', value: 'solid' },
            ],
          },
          {
            kind: 'select',
            path: 'filterStyles.tag.size',
            label: 'Tags size',
            options: SIZE_OPTIONS,
          },
          { kind: 'color', path: 'filterStyles.tag.selectedColor', label: 'Selected tag colour' },
          { kind: 'color', path: 'filterStyles.tag.backgroundColor', label: 'Tag background' },
          { kind: 'color', path: 'filterStyles.tag.textColor', label: 'Tag text colour' },
          { kind: 'color', path: 'filterStyles.dropdown.backgroundColor', label: 'Dropdown background' },
          { kind: 'color', path: 'filterStyles.dropdown.borderColor', label: 'Dropdown border colour' },
          {
            kind: 'slider',
            path: 'filterStyles.dropdown.borderWidth',
            label: 'Dropdown border width',
            range: { min: 0, max: 4, step: 1 },
            unit: 'px',
          },
          { kind: 'color', path: 'filterStyles.dropdown.textColor', label: 'Dropdown text colour' },
        ]),
      ]);
    case 'listing-appearance':
      return panel('Listing Appearance', [
        tab('listing', 'Listing', backgroundTab(false).fields ?? [], () => (
          <LayoutThumbnails current={sectionName} onPick={env.onLayout} />
        )),
        tab('card', 'Card', [
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
          ...(sectionName.startsWith('grid')
            ? ([
                { kind: 'slider', path: 'columns', label: 'Cards per row', range: { min: 1, max: 4, step: 1 } },
              ] as const)
            : []),
        ]),
        tab('pagination', 'Pagination', [
          {
            kind: 'select',
            path: 'paginationStyle',
            label: 'Pagination style',
            options: [
              { label: 'Next page links', value: 'pages' },
              { label: 'Load more button', value: 'loadMore' },
            ],
          },
          {
            kind: 'slider',
            path: 'pageSize',
            label: 'Records per page',
            range: { min: 1, max: LISTING_MAX_PAGE_SIZE, step: 1 },
          },
        ]),
      ]);
    case 'appearance': {
      const hasDetail = (data: unknown) => typeOf(data) !== 'none';
      return panel('Appearance', [
        tab('layout', 'Layout', [
          ...(sectionName === 'record1'
            ? []
            : ([
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
                {
                  kind: 'toggle',
                  path: 'detail.newTab',
                  label: 'Open record pages in a new tab',
                  visible: (data) => typeOf(data) === 'page',
                },
                {
                  kind: 'text',
                  path: 'detail.expandText',
                  label: 'Expand text',
                  visible: (data) => typeOf(data) === 'expand',
                },
                {
                  kind: 'text',
                  path: 'detail.collapseText',
                  label: 'Collapse text',
                  visible: (data) => typeOf(data) === 'expand',
                },
              ] satisfies FieldSpec[])),
          {
            kind: 'select',
            path: 'detail.layout',
            label: 'Record page layout',
            options: [
              { label: 'Blocks stacked', value: 'stacked' },
              { label: 'Two columns', value: 'columns' },
            ],
            visible: sectionName === 'record1' ? undefined : hasDetail,
          },
        ]),
        tab('fields', 'Fields', [
          {
            kind: 'checklist',
            path: 'detail.fields',
            label: 'Fields on the record page',
            max: 30,
            options: all,
            visible: sectionName === 'record1' ? undefined : hasDetail,
          },
        ]),
      ]);
    }
    case 'seo':
      return panel('SEO Settings', [
        tab('seo', 'Settings', [
          { kind: 'select', path: 'detail.seo.title', label: 'Meta title', options: pick(SEO_TEXT_FIELD_TYPES) },
          {
            kind: 'select',
            path: 'detail.seo.description',
            label: 'Meta description',
            options: pick(SEO_TEXT_FIELD_TYPES),
          },
          { kind: 'select', path: 'detail.seo.ogImage', label: 'OG image', options: pick(['multipleAttachments']) },
        ]),
      ]);
    case 'pretty-url':
      return panel('Pretty URL', [
        tab(
          'slug',
          'Settings',
          [{ kind: 'select', path: 'detail.slugFieldId', label: 'Pretty URL field', options: pick(SLUG_FIELD_TYPES) }],
          (data) => <PrettyUrlSync siteId={env.siteId} sectionId={env.sectionId} data={data as TDataData} />,
        ),
      ]);
    case 'add-block':
      return panel('Add Block', [
        tab('blocks', 'Blocks', [], (data, change) => (
          <AddBlockList
            linkFields={fields.filter((f) => f.type === 'multipleRecordLinks')}
            onAdd={(kind, extra) => {
              const blocks = (data as TDataData).detail.blocks;
              change('detail.blocks', [...blocks, ZDetailBlockSchema.parse({ kind, ...extra })]);
              env.onBlockAdded(blocks.length);
            }}
          />
        )),
      ]);
    case 'edit-block':
      return panel('Edit Block', editBlockTabs(env.blockIndex, context, pick, env.blockKind));
    case 'actions':
      return panel('Actions', [actionsTab(fields)]);
    case 'form-settings':
      return panel(EDIT_FORM_TITLE, formSettingsTabs(formKind));
    case 'form-submit':
      return panel(EDIT_SUBMIT_TITLE, [submitButtonTab(formKind, context)]);
    case 'form-styles':
      return panel('Styles', [formThemeTab()]);
    case 'form-success':
      return panel('Success Screen', [successTab()]);
  }
}

const CTA_ACTION_LABELS: Record<TCtaAction, string> = {
  none: 'No button',
  detail: 'Open the record',
  website: 'Open a website',
  email: 'Send an email',
  phone: 'Copy a phone number',
  url: 'Open a link',
  form: 'Open the edit form',
  update: 'Update the record',
  upvote: 'Upvote',
};
const CTA_FIELD_LABELS: Partial<Record<TCtaAction, string>> = {
  website: 'Website field',
  email: 'Email field',
  phone: 'Phone number field',
  upvote: 'Count upvotes in (a Number field)',
};

/**
 * Listing Fields → Call To Action: what the card's button does, the field it reads (only fields of
 * the types the action takes), its text and its style, size and alignment.
 */
function ctaTab(
  pick: (types: string[] | null) => Array<{ label: string; value: string }>,
  fields: EditorContext['tableFields'],
): DrawerTab {
  const actionOf = (data: unknown) => (data as TDataData).cta?.action ?? 'none';
  const shown = (data: unknown) => actionOf(data) !== 'none';
  // The card's own action's operations that will not work, in the spec's words.
  const problems = (data: unknown) =>
    actionOf(data) === 'update'
      ? ((data as TDataData).cta.operations ?? []).flatMap((op, i) => {
          const problem = operationProblem(op, fields);
          return problem ? [`Operation ${i + 1}: ${problem}`] : [];
        })
      : [];
  return tab(
    'cta',
    'Call To Action',
    [
      {
        kind: 'select',
        path: 'cta.action',
        label: 'Call To Action Button',
        options: CTA_ACTIONS.map((action) => ({ label: CTA_ACTION_LABELS[action], value: action })),
      },
      ...(Object.entries(CTA_FIELD_LABELS) as Array<[TCtaAction, string]>).map(([action, label]): FieldSpec => ({
        kind: 'select',
        path: 'cta.fieldId',
        label,
        options: pick([...CTA_FIELD_TYPES[action]]),
        visible: (data) => actionOf(data) === action,
      })),
      {
        kind: 'text',
        path: 'cta.label',
        label: 'Button text',
        helpText: 'Empty: a text that says what the button does.',
        visible: (data) => shown(data) && actionOf(data) !== 'upvote',
      },
      {
        kind: 'select',
        path: 'cta.style',
        label: 'Button style',
        options: [
          { label: 'Solid', value: 'solid' },
          { label: 'Outline', value: 'outline' },
          { label: 'Text with underline', value: 'underline' },
          { label: 'Text with background on hover', value: 'hover' },
        ],
        visible: (data) => shown(data) && actionOf(data) !== 'upvote',
      },
      {
        kind: 'select',
        path: 'cta.size',
        label: 'Button size',
        options: [
          { label: 'Extra small', value: 'xs' },
          { label: 'Small', value: 'sm' },
          { label: 'Medium', value: 'md' },
          { label: 'Large', value: 'lg' },
        ],
        visible: shown,
      },
      {
        kind: 'select',
        path: 'cta.alignment',
        label: 'Button alignment',
        options: ALIGN_OPTIONS,
        visible: shown,
      },
      {
        kind: 'text',
        path: 'cta.url',
        label: 'Link',
        helpText: 'A web address (https://…) or a page of this portal (/about).',
        visible: (data) => actionOf(data) === 'url',
      },
      {
        kind: 'toggle',
        path: 'cta.newTab',
        label: 'Open the website in a new tab',
        visible: (data) => actionOf(data) === 'website' || actionOf(data) === 'url',
      },
      { ...operationsSpec(fields, 'cta.operations'), visible: (data) => actionOf(data) === 'update' },
    ],
    (data) => {
      const action = actionOf(data);
      const found = problems(data);
      return (
        <BlockStack gap="200">
          {(action === 'update' || action === 'form') && (
            <Text as="p" tone="subdued">
              {action === 'update'
                ? 'People who may edit records (Permissions) see this button; it runs these operations on the card’s record.'
                : 'People who may edit records (Permissions) open the record’s Edit Record form (Forms) from the card.'}
            </Text>
          )}
          {found.length > 0 && (
            <Banner tone="warning" title="This button will not work yet">
              <List>
                {found.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            </Banner>
          )}
        </BlockStack>
      );
    },
  );
}

/** Who may view, edit, create and delete the records, per group (listings and Form sections). */
function permissionsTab(context: EditorContext | undefined): DrawerTab {
  return tab('permissions', 'Permissions', [], (data, change) => (
    <ListingPermissions
      access={(data as { access?: TListingAccess[] }).access ?? []}
      groups={context?.groups ?? []}
      onChange={(access) => change('access', access)}
    />
  ));
}

/** Rules: which records the listing shows (static, a field of the user's, linked to the user). */
function rulesFields(context: EditorContext): FieldSpec[] {
  const fields = context.tableFields;
  const isStatic = (rule: unknown) => (rule as { type?: string }).type === 'static';
  return [
    {
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
              ...(context.userFields ?? []).map((f) => ({ label: f.name, value: f.id })),
            ],
            visible: (rule) => (rule as { type?: string }).type === 'fieldAttribute',
          },
        ],
      },
    },
  ];
}

/** Edit Block: the block's Fields and Styles tabs (its controls depend on its kind). */
function editBlockTabs(
  index: number,
  context: EditorContext,
  pick: (types: string[] | null) => Array<{ label: string; value: string }>,
  blockKind?: TDetailBlockKind,
): DrawerTab[] {
  const fields = context.tableFields;
  const base = `detail.blocks.${index}`;
  const kindOf = (data: unknown) => (data as TDataData).detail?.blocks?.[index]?.kind;
  const is =
    (...kinds: TDetailBlockKind[]) =>
    (data: unknown) =>
      kinds.includes(kindOf(data)!);
  const typed = (kind: TDetailBlockKind) =>
    fields
      .filter((f) => (DETAIL_BLOCK_FIELD_TYPES[kind] ?? [f.type]).includes(f.type))
      .map((f) => ({ label: f.name, value: f.id }));
  // One field list per kind (each offers the field types its kind reads).
  const fieldLists = (
    ['fields', 'accordion', 'tags', 'image', 'gallery', 'embed', 'attachment', 'links', 'social'] as const
  ).map((kind): FieldSpec => ({
    kind: 'checklist',
    path: `${base}.fieldIds`,
    label: 'Fields',
    max: 30,
    options: typed(kind),
    visible: is(kind),
  }));
  return [
    tab('fields', 'Fields', [
      {
        kind: 'text',
        path: `${base}.title`,
        label: 'Block title',
        visible: (data) => !['divider', 'header'].includes(kindOf(data) ?? ''),
      },
      ...fieldLists,
      {
        kind: 'select',
        path: `${base}.titleFieldId`,
        label: 'Title field',
        options: pick(null),
        visible: is('header'),
      },
      {
        kind: 'select',
        path: `${base}.subtitleFieldId`,
        label: 'Subtitle field',
        options: pick(null),
        visible: is('header'),
      },
      {
        kind: 'select',
        path: `${base}.imageFieldId`,
        label: 'Image field',
        options: pick(['multipleAttachments', 'url']),
        visible: is('header'),
      },
      { kind: 'text', path: `${base}.text`, label: 'Text', multiline: true, visible: is('text') },
      {
        kind: 'select',
        path: `${base}.linkFieldId`,
        label: 'Link field',
        options: pick(['multipleRecordLinks']),
        visible: is('linked'),
      },
      // The linked table's fields to show under each linked record, per link field.
      ...fields
        .filter((f) => f.type === 'multipleRecordLinks')
        .map((link): FieldSpec => ({
          kind: 'checklist',
          path: `${base}.linkedFieldIds`,
          label: 'Fields of the linked records',
          max: 10,
          options: (context.tables?.find((t) => t.id === linkedTableId(link))?.fields ?? []).map((f) => ({
            label: f.name,
            value: f.id,
          })),
          visible: (data) => is('linked')(data) && (data as TDataData).detail.blocks[index]?.linkFieldId === link.id,
        })),
    ]),
    ...(blockKind === 'linked'
      ? [
          tab('actions', 'Actions', [
            {
              kind: 'toggle',
              path: `${base}.canModifyLink`,
              label: 'People who may edit the record can link and unlink records',
            },
            {
              kind: 'toggle',
              path: `${base}.canCreate`,
              label: 'People who may edit the record can add new records',
            },
            {
              kind: 'text',
              path: `${base}.addRecordText`,
              label: 'Add record button text',
              visible: (data) => (data as TDataData).detail.blocks[index]?.canCreate === true,
            },
          ]),
        ]
      : []),
    tab('styles', 'Styles', [
      {
        kind: 'select',
        path: `${base}.column`,
        label: 'Column',
        options: [
          { label: 'Main', value: 'main' },
          { label: 'Side', value: 'side' },
        ],
      },
      {
        kind: 'select',
        path: `${base}.variant`,
        label: 'Header style',
        options: [
          { label: 'Header 1: centred', value: 'centered' },
          { label: 'Header 2: image beside the title', value: 'split' },
        ],
        visible: is('header'),
      },
      {
        kind: 'slider',
        path: `${base}.height`,
        label: 'Height',
        range: { min: 100, max: 1000, step: 20 },
        unit: 'px',
        visible: is('image', 'gallery', 'embed'),
      },
      {
        kind: 'select',
        path: `${base}.fit`,
        label: 'Picture fit',
        options: [
          { label: 'Fill (crop)', value: 'cover' },
          { label: 'Whole picture', value: 'contain' },
        ],
        visible: is('image', 'gallery'),
      },
      {
        kind: 'select',
        path: `${base}.linkedVariant`,
        label: 'Show linked records as',
        options: [
          { label: 'A list', value: 'list' },
          { label: 'Cards', value: 'cards' },
        ],
        visible: is('linked'),
      },
    ]),
  ];
}

/** The table a link field points at. */
function linkedTableId(field: EditorContext['tableFields'][number]): string | undefined {
  return (field as { options?: { linkedTableId?: string } }).options?.linkedTableId;
}

/** The operations of an UPDATE_RECORD action (a record page button, or the card's own action). */
function operationsSpec(fields: EditorContext['tableFields'], path: string): FieldSpec {
  const fieldOptions = fields.map((f) => ({ label: f.name, value: f.id }));
  return {
    kind: 'list',
    path,
    label: 'Operations',
    list: {
      path,
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
            (op as { type?: string }).type === 'set' && (op as { valueType?: string }).valueType !== 'userRecordId',
        },
      ],
    },
  };
}

/** The record's action buttons (UPDATE_RECORD operations), with what keeps any from working. */
function actionsTab(fields: EditorContext['tableFields']): DrawerTab {
  const problems = (data: unknown) =>
    ((data as TDataData).actions ?? []).flatMap((action) =>
      action.operations.flatMap((op, i) => {
        const problem = operationProblem(op, fields);
        return problem ? [`${action.label}, operation ${i + 1}: ${problem}`] : [];
      }),
    );
  return tab(
    'actions',
    'Buttons',
    [
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
          fields: [{ kind: 'text', path: 'label', label: 'Button text' }, operationsSpec(fields, 'operations')],
        },
      },
    ],
    (data) => {
      const found = problems(data);
      return found.length > 0 ? (
        <Banner tone="warning" title="Some buttons will not work yet">
          <List>
            {found.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Banner>
      ) : null;
    },
  );
}

function SourceSummary({ data, fieldCount }: { data: TDataData; fieldCount: number }) {
  const source = data.source;
  if (!source) return <Text as="p">This listing has no table yet.</Text>;
  const where = source.kind === 'local' ? 'Built-in table' : `Airtable base ${source.baseName || source.baseId}`;
  return (
    <BlockStack gap="100">
      <Text as="p" variant="headingSm">
        {source.tableName || source.tableId}
      </Text>
      <Text as="p" tone="subdued">
        {where} · {data.listingType === 'user' ? 'User listing: each person sees their own records' : 'Public listing'}
        {fieldCount > 0 ? ` · ${fieldCount} fields` : ''}
      </Text>
    </BlockStack>
  );
}

function LayoutThumbnails({ current, onPick }: { current: string; onPick: (sectionName: TDataName) => void }) {
  return (
    <div className="atrium-listing-editor__layouts" role="group" aria-label="Layout">
      {LISTING_LAYOUTS.map((name) => (
        <button
          key={name}
          type="button"
          className="atrium-listing-editor__layout"
          aria-pressed={name === current}
          onClick={() => onPick(name)}
        >
          <span
            className={`atrium-listing-editor__layout-art atrium-listing-editor__layout-art--${name}`}
            aria-hidden
          />
          {DATA_TEMPLATES[name].label}
        </button>
      ))}
    </div>
  );
}

/**
 * Add Block in the spec's groups; Linked Records offers one block per link field of the table
 * (or says the table has none).
 */
function AddBlockList({
  onAdd,
  linkFields,
}: {
  onAdd: (kind: TDetailBlockKind, extra: { variant?: 'split'; linkFieldId?: string }) => void;
  linkFields: EditorContext['tableFields'];
}): ReactNode {
  return (
    <div className="atrium-listing-editor__add-blocks">
      {ADD_BLOCK_GROUPS.map((group) => {
        const linked = group.blocks.some((b) => b.kind === 'linked');
        const entries = linked
          ? linkFields.map((field) => ({
              key: field.id,
              label: field.name,
              description: `The records ${field.name} links to.`,
              add: () => onAdd('linked', { linkFieldId: field.id }),
            }))
          : group.blocks.map((block) => ({
              key: block.label,
              label: block.label,
              description: block.description,
              add: () => onAdd(block.kind, block.variant ? { variant: block.variant } : {}),
            }));
        return (
          <section key={group.label} aria-label={group.label}>
            <Text as="h3" variant="headingSm">
              {group.label}
            </Text>
            {entries.length === 0 ? (
              <Text as="p" tone="subdued">
                Your table does not contain any linked records
              </Text>
            ) : (
              <ul>
                {entries.map((entry) => (
                  <li key={entry.key}>
                    <button type="button" onClick={entry.add}>
                      <strong>{entry.label}</strong>
                      <span>{entry.description}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
