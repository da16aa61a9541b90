import { z } from 'zod';
import { ZListingRuleSchema, ZSortSchema } from '../../data/listing-query';
import { EDITABLE_PROFILE_TYPES } from '../../identity/my-account';
import { ZBackgroundSchema } from '../background';
import { ZSectionBase, itemId, texts } from './shared';
import {
  FORM_MAX_GROUPS,
  FORM_SUBMIT_SIZES,
  ZCustomFormSchema,
  ZFormFieldSchema,
  ZFormGroupSchema,
  customFormFields,
  initialCustomForm,
  type TFormGroup,
} from './custom-form';

/**
 * Data sections (spec doc 2 §3 'Data block config' and 'Data block settings'): a listing of a
 * table's records, from the portal's built-in tables or an Airtable base of its workspace.
 * The Add Section modal offers them under List, Grid and Table.
 */
export const DATA_TEMPLATES = {
  list1: { label: 'List', category: 'list' },
  list2: { label: 'List with upvotes', category: 'list' },
  list3: { label: 'Expandable list', category: 'list' },
  grid1: { label: 'Cards', category: 'grid' },
  grid2: { label: 'Cards with large images', category: 'grid' },
  grid3: { label: 'Compact cards', category: 'grid' },
  table1: { label: 'Table', category: 'table' },
  form1: { label: 'Form', category: 'form' },
  record1: { label: 'Single Record View', category: 'record' },
} as const;

/** Layouts that list records (Form and Single Record View do not). */
export function listsRecords(sectionName: string): boolean {
  return sectionName !== 'form1' && sectionName !== 'record1';
}

/** Whether a data section's records have pages of their own (`/{page}/{slug}`, in the sitemap). */
export function hasRecordPages(section: { sectionName: string; data: { detail: { type: string } } }): boolean {
  return listsRecords(section.sectionName) && section.data.detail.type === 'page';
}

/**
 * Single Record View: one record shown as its detail view (fields or blocks, forms, actions): the
 * first record the listing holds in its order: rules and sort pick it; a user listing shows the
 * person's own. Loaded like a listing of one record with that record open beside it.
 */
export function singleRecordData(data: TDataData): TDataData {
  return {
    ...data,
    pageSize: 1,
    filters: [],
    filterSource: { ...data.filterSource, source: 'none' },
    search: { ...data.search, hide: true },
    detail: { ...data.detail, type: 'sideBySide' },
  };
}
export type TDataName = keyof typeof DATA_TEMPLATES;
export type TDataCategory = (typeof DATA_TEMPLATES)[TDataName]['category'];

/** Default page size 20, at most 20 (doc 2 §5, §9). */
export const LISTING_DEFAULT_PAGE_SIZE = 20;
export const LISTING_MAX_PAGE_SIZE = 20;
export const LISTING_EMPTY_MESSAGE =
  'Nothing to display yet. Try adding some records into your spreadsheet-database first.';
export const LISTING_NOT_SET_UP_MESSAGE = 'This block is not set up yet.';
export const LISTING_NO_FIELDS_MESSAGE = 'No fields selected. Try adding a field.';
export const LISTING_SEARCH_EMPTY_DEFAULT = 'No results found';
export const LOAD_MORE_LABEL = 'Load more';
/** Card short descriptions are cut to this many characters (spec doc 2 §9 hint). */
export const SHORT_DESCRIPTION_MAX = 250;
export const LISTING_UPDATED_MESSAGE = 'Your listing was successfully updated.';
export const NO_FILTERS_MESSAGE = 'You have no filters set up.';
/** The Form section's save (spec doc 2 §8, worded as the spec has it). */
export const FORM_SECTION_SAVED_MESSAGE = 'You section has been successfully saved';
export const LISTING_BASE_REQUIRED_MESSAGE = 'Which Airtable base should we use?';
export const LISTING_TABLE_REQUIRED_MESSAGE = 'Which table should we use?';
export const LISTING_SORT_FIELD_REQUIRED_MESSAGE = 'Which field do you want to sort by?';
export const LISTING_SORT_VIEW_REQUIRED_MESSAGE = 'Which Airtable view should we use?';
export const LISTING_USER_SIGN_IN_MESSAGE = 'Log in to see your records.';

const fieldRef = z.string().max(100).default('');

/** Where the records come from: a built-in table of the portal, or a table of an Airtable base. */
export const ZListingSourceSchema = z.object({
  kind: z.enum(['local', 'airtable']),
  baseId: z.string().max(100).default(''),
  baseName: z.string().max(300).default(''),
  tableId: z.string().min(1).max(100),
  tableName: z.string().max(300).default(''),
});
export type TListingSource = z.infer<typeof ZListingSourceSchema>;

/** One filter the visitor can use (select-type fields; doc 2 §3 'filters'). */
export const ZListingFilterSchema = z.object({
  fieldId: z.string().min(1).max(100),
  label: z.string().max(100).default(''),
  type: z.enum(['dropdown', 'tags']).default('dropdown'),
  isSingleSelect: z.boolean().default(true),
});
export type TListingFilter = z.infer<typeof ZListingFilterSchema>;

/**
 * Where a listing's filters come from (spec doc 2 §3 `filters.source`, §4 'Filters'): none; select
 * fields of the listed table (`field`, what every listing saved before sources had); or the records
 * of another table the listed table links to (`table`): the link field `linkFieldId` points at
 * that table, whose records are the options, titled by `titleFieldId` (its primary field when
 * empty) and sorted by `sortFieldId` (the title when empty) in `order`. `filters` holds the
 * settings (label, dropdown or tags, single or multiple) of each filter: with `table`, the one
 * entry of the link field.
 */
export const FILTER_SOURCES = ['none', 'field', 'table'] as const;
export type TFilterSource = (typeof FILTER_SOURCES)[number];
export const ZListingFilterSourceSchema = z.object({
  source: z.enum(FILTER_SOURCES).default('field'),
  linkFieldId: fieldRef,
  tableId: z.string().max(100).default(''),
  tableName: z.string().max(300).default(''),
  titleFieldId: fieldRef,
  sortFieldId: fieldRef,
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TListingFilterSource = z.infer<typeof ZListingFilterSourceSchema>;

/** What people may do with a listing's records (spec doc 2 §6 'Permission actions per group'). */
export const LISTING_ACTIONS = ['view', 'edit', 'create', 'delete'] as const;
export type TListingAction = (typeof LISTING_ACTIONS)[number];

/** One access entry: an action for everyone ('Anyone', the public included) or for some groups. */
export const ZListingAccessSchema = z.object({
  action: z.enum(LISTING_ACTIONS),
  applyToAll: z.boolean().default(false),
  groups: z.array(z.string().min(1).max(40)).max(50).default([]),
});
export type TListingAccess = z.infer<typeof ZListingAccessSchema>;

/** An operation of an UPDATE_RECORD action (spec doc 2 §3 'Operation'). */
export const ZListingOperationSchema = z.object({
  id: z.string().min(1).max(40).default(itemId),
  type: z.enum(['set', 'linkUser', 'unlinkUser', 'clear']).default('set'),
  fieldId: z.string().max(100).default(''),
  /** For 'set': a custom value, the person's users-table record id, or a field of their record. */
  valueType: z.enum(['custom', 'userRecordId', 'userField']).default('custom'),
  value: z.string().max(1000).default(''),
});
export type TListingOperation = z.infer<typeof ZListingOperationSchema>;

/** A record page button that updates the record (type UPDATE_RECORD). */
export const ZListingRecordActionSchema = z.object({
  id: z.string().min(1).max(40).default(itemId),
  label: z.string().min(1).max(60).default('Update'),
  operations: z.array(ZListingOperationSchema).max(10).default([]),
});
export type TListingRecordAction = z.infer<typeof ZListingRecordActionSchema>;

/**
 * A block of the record page (spec doc 2 §3 'Detail blocks'): fields with labels, a text, the
 * records of a link field, the record's action buttons, or a divider; in the main or side column.
 */
export const DETAIL_BLOCK_KINDS = [
  'fields',
  'text',
  'linked',
  'actions',
  'divider',
  'header',
  'tags',
  'accordion',
  'image',
  'gallery',
  'embed',
  'attachment',
  'links',
  'social',
] as const;
export type TDetailBlockKind = (typeof DETAIL_BLOCK_KINDS)[number];
/** The field types each block kind reads from `fieldIds` (spec doc 2 'Detail view' block editors). */
export const DETAIL_BLOCK_FIELD_TYPES: Partial<Record<TDetailBlockKind, readonly string[]>> = {
  tags: ['singleSelect', 'multipleSelects', 'multipleLookupValues'],
  image: ['multipleAttachments', 'url'],
  gallery: ['multipleAttachments'],
  embed: ['url'],
  attachment: ['multipleAttachments'],
  links: ['url', 'email', 'phoneNumber'],
  social: ['url'],
};
export const ZDetailBlockSchema = z.object({
  id: z.string().min(1).max(40).default(itemId),
  kind: z.enum(DETAIL_BLOCK_KINDS).default('fields'),
  column: z.enum(['main', 'side']).default('main'),
  title: z.string().max(200).default(''),
  /** The fields the block shows. */
  fieldIds: z.array(z.string().min(1).max(100)).max(30).default([]),
  text: z.string().max(5000).default(''),
  /** linked: the link field whose records are listed (by their primary field). */
  linkFieldId: z.string().max(100).default(''),
  /** header: its title, subtitle and image (beside or above the title; an attachment or URL field). */
  titleFieldId: z.string().max(100).default(''),
  subtitleFieldId: z.string().max(100).default(''),
  imageFieldId: z.string().max(100).default(''),
  /** header: 1 centred, 2 image beside the title. */
  variant: z.enum(['centered', 'split']).default('centered'),
  /** image, gallery and embed: their height in px. */
  height: z.number().int().min(100).max(1000).default(360),
  /** image and gallery: cover (crop to fill) or contain (whole picture). */
  fit: z.enum(['cover', 'contain']).default('cover'),
  /** linked: fields of the linked table shown under each linked record's title. */
  linkedFieldIds: z.array(z.string().min(1).max(100)).max(10).default([]),
  /** linked: a list, or cards side by side. */
  linkedVariant: z.enum(['list', 'cards']).default('list'),
  /** linked: people who may edit the record may link and unlink records (spec doc 2 §6 'link/unlink records'). */
  canModifyLink: z.boolean().default(false),
  /** linked: people who may edit the record may add a new linked record by its name ('create new records'). */
  canCreate: z.boolean().default(false),
  /** linked: the text of the button that adds a new linked record. */
  addRecordText: z.string().min(1).max(60).default('Add record'),
});
export type TDetailBlock = z.infer<typeof ZDetailBlockSchema>;

/** What a linked records block's end-user actions say (spec doc 2 §6 per-field permissions). */
export const LINK_CHOICE_REQUIRED_MESSAGE = 'Choose a record to link.';
export const LINK_NOT_FOUND_MESSAGE = 'That record is not in the linked table.';
export const LINKED_NAME_REQUIRED_MESSAGE = 'Give the new record a name.';
export const LINKED_CREATE_UNSUPPORTED_MESSAGE = 'Records of the linked table cannot be added here.';
export const RECORD_LINKED_MESSAGE = 'The record was linked.';
export const RECORD_UNLINKED_MESSAGE = 'The record was unlinked.';
/** Field types a new linked record's name can be written to (its table's primary field). */
export const LINKED_NAME_FIELD_TYPES = ['singleLineText', 'multilineText', 'email', 'url', 'phoneNumber'];

/**
 * Detail types (spec doc 2 §3 'Layout'; the legacy 'link' is no longer offered). 'expand' is the
 * Expandable list's own (list3): a card folds open in the list with the record's fields.
 */
export const DETAIL_TYPES = ['none', 'modal', 'page', 'sideBySide', 'expand'] as const;
export type TDetailType = (typeof DETAIL_TYPES)[number];
export const MODAL_SIZES = ['xl', '4xl', '7xl', 'full'] as const;
export const DETAIL_TYPE_LABELS: Record<TDetailType, string> = {
  none: 'None',
  modal: 'Modal',
  page: 'Page',
  sideBySide: 'Side by side',
  expand: 'Expand',
};
/** Expand texts (spec doc 2 §9 default expand text 'View more'). */
export const EXPAND_TEXT_DEFAULT = 'View more';
export const COLLAPSE_TEXT_DEFAULT = 'View less';
/** At most this many fields fold open in an expandable card when none are chosen. */
export const EXPAND_FIELDS_MAX = 12;
/**
 * The detail types a layout offers: side by side is not offered for the table layout; expand
 * only for the Expandable list.
 */
export function detailTypesFor(sectionName: string): TDetailType[] {
  return DETAIL_TYPES.filter(
    (type) =>
      !(type === 'sideBySide' && sectionName.startsWith('table')) && !(type === 'expand' && sectionName !== 'list3'),
  );
}

/**
 * A listing in a new layout (spec doc 2 §4 'Layout'): the Expandable list expands its records;
 * leaving it, expand becomes a modal; moving to a grid, side by side shows the cards in two
 * columns (6 of 12); a detail type the new layout lacks becomes a page of its own.
 */
export function dataWithLayout(data: TDataData, sectionName: string): TDataData {
  const type = data.detail.type;
  if (sectionName === 'list3')
    return type === 'expand' ? data : { ...data, detail: { ...data.detail, type: 'expand' } };
  if (type === 'expand') return { ...data, detail: { ...data.detail, type: 'modal' } };
  if (type === 'sideBySide' && sectionName.startsWith('grid')) return { ...data, columns: 2 };
  return detailTypesFor(sectionName).includes(type) ? data : { ...data, detail: { ...data.detail, type: 'page' } };
}
export const PREVIOUS_RECORD_LABEL = 'Previous record';
export const NEXT_RECORD_LABEL = 'Next record';

/**
 * The card's Call To Action button (spec doc 2 §3 card.cta, §9 'Button actions' and 'CTA
 * actions'): open the record's detail, open a website, email or phone link from a field, open a
 * fixed address (url), open the record's edit form (form), update the record with the card's own
 * action (update fields: the action with the id `cardView`), or upvote (add one to a Number field,
 * once per person).
 */
export const CTA_ACTIONS = ['none', 'detail', 'website', 'email', 'phone', 'url', 'form', 'update', 'upvote'] as const;
export type TCtaAction = (typeof CTA_ACTIONS)[number];
/** The field types each action reads (spec doc 2 §5: the upvote field is a Number). */
export const CTA_FIELD_TYPES: Record<TCtaAction, readonly string[]> = {
  none: [],
  detail: [],
  website: ['url', 'singleLineText', 'formula'],
  email: ['email', 'singleLineText', 'formula'],
  phone: ['phoneNumber', 'singleLineText', 'formula'],
  url: [],
  form: [],
  update: [],
  upvote: ['number'],
};
/** Button styles (spec doc 2 §9): solid, text with underline, text with background hover, outline. */
export const CTA_STYLES = ['solid', 'underline', 'hover', 'outline'] as const;
/** The card-view action's id (spec doc 2 §3 'Action'): the operations the 'update' button runs. */
export const CARD_VIEW_ACTION_ID = 'cardView';
export const ZListingCtaSchema = z.object({
  action: z.enum(CTA_ACTIONS).default('none'),
  fieldId: fieldRef,
  /** The button's text (callToActionLabel.cardView); upvotes show their count instead. */
  label: z.string().max(60).default(''),
  style: z.enum(CTA_STYLES).default('solid'),
  size: z.enum(['xs', 'sm', 'md', 'lg']).default('sm'),
  alignment: z.enum(['left', 'center', 'right']).default('left'),
  newTab: z.boolean().default(false),
  /** url: the address every card's button opens (http(s), or a path of this portal). */
  url: z.string().max(2000).default(''),
  /** update: the card-view action's operations (UPDATE_RECORD), run on the card's record. */
  operations: z.array(ZListingOperationSchema).max(10).default([]),
});
export type TListingCta = z.infer<typeof ZListingCtaSchema>;
export const CTA_DEFAULT_LABELS: Record<TCtaAction, string> = {
  none: '',
  detail: 'View details',
  website: 'Visit website',
  email: 'Send email',
  phone: 'Copy phone number',
  url: 'Learn more',
  form: 'Edit record',
  update: 'Update',
  upvote: 'Upvote',
};

/**
 * Every UPDATE_RECORD action of a listing: the record page's buttons, and the card's own action
 * (id `cardView`) when its Call To Action updates the record.
 */
export function listingRecordActions(data: Pick<TDataData, 'actions' | 'cta'>): TListingRecordAction[] {
  if (data.cta.action !== 'update') return data.actions;
  const label = data.cta.label || CTA_DEFAULT_LABELS.update;
  return [...data.actions, { id: CARD_VIEW_ACTION_ID, label, operations: data.cta.operations }];
}
export const UPVOTE_PREVIEW_MESSAGE = 'Please go to the live app to test upvoting';
export const CTA_PREVIEW_MESSAGE = 'Action for call to action button is disabled in preview mode';
export const UPVOTE_DONE_MESSAGE = 'Thanks for your vote.';
export const UPVOTE_TWICE_MESSAGE = 'You have already upvoted this record.';
export const PHONE_COPIED_MESSAGE = 'Phone number copied.';

/**
 * A listing's Create Record and Edit Record forms (spec doc 2 'Form builder'): groups of fields
 * with labels, placeholders and required switches, as in a Form section. The edit form is the
 * create form until it has groups of its own. Listings saved before groups had a flat list of
 * field ids (`fields`): it becomes the create form's one group when read.
 */
const ZListingFormsSchema = z
  .preprocess(
    (raw) => {
      const form = raw as { fields?: unknown; createGroups?: unknown } | undefined;
      if (!form || !Array.isArray(form.fields) || form.fields.length === 0 || form.createGroups !== undefined) {
        return raw;
      }
      const ids = form.fields.filter((id): id is string => typeof id === 'string' && id !== '');
      return { ...form, fields: [], createGroups: [{ fields: ids.map((fieldId) => ({ fieldId })) }] };
    },
    z.object({
      /** Before groups: the fields of both forms (read as the create form's group). */
      fields: z.array(z.string().min(1).max(100)).max(30).default([]),
      createGroups: z.array(ZFormGroupSchema).max(FORM_MAX_GROUPS).default([]),
      /** Empty: the edit form is the create form. */
      editGroups: z.array(ZFormGroupSchema).max(FORM_MAX_GROUPS).default([]),
      /** The create form's button (its submit, and what opens it on the listing). */
      createLabel: z.string().min(1).max(60).default('Add record'),
      editLabel: z.string().min(1).max(60).default('Edit record'),
      /** Both forms' submit buttons (spec doc 2 'Form builder': Styles, submit button Size and Align). */
      submit: z
        .object({
          size: z.enum(Object.keys(FORM_SUBMIT_SIZES) as [keyof typeof FORM_SUBMIT_SIZES]).default('md'),
          alignment: z.enum(['left', 'center', 'right']).default('left'),
        })
        .default({}),
    }),
  )
  .default({});

/** The groups of a listing's create or edit form (the edit form falls back to the create form). */
export function listingFormGroups(data: TDataData, kind: 'create' | 'edit'): TFormGroup[] {
  const legacy = (data.form.fields ?? []).map((fieldId) => ZFormFieldSchema.parse({ fieldId }));
  const create = data.form.createGroups?.length
    ? data.form.createGroups
    : legacy.length
      ? [ZFormGroupSchema.parse({ fields: legacy })]
      : [];
  return kind === 'edit' && data.form.editGroups?.length ? data.form.editGroups : create;
}

/**
 * 'Use a different edit form': the edit form's own groups, copied from the create form (new ids)
 * to start from; from then on the two forms are edited apart.
 */
export function separateEditForm(data: TDataData): TFormGroup[] {
  const create = listingFormGroups(data, 'create');
  if (create.length === 0) return [ZFormGroupSchema.parse({})];
  return create.map((group) =>
    ZFormGroupSchema.parse({
      ...group,
      id: undefined,
      fields: group.fields.map((field) => ({ ...field, id: undefined })),
    }),
  );
}

export const ZDataDataSchema = z.object({
  heading: z.string().max(300).default(''),
  description: z.string().max(2000).default(''),
  textSettings: texts('heading', 'description'),
  /** Public: everyone's records; user: only the records linked to the signed-in person. */
  listingType: z.enum(['public', 'user']).default('public'),
  source: ZListingSourceSchema.nullable().default(null),
  /** User listings: the link field of the listed table that points at the users table. */
  userLinkFieldId: fieldRef,
  /** The card's components (fieldMapping.cardView): a field id each, '' for none. */
  fields: z
    .object({
      title: fieldRef,
      subtitle: fieldRef,
      body: fieldRef,
      tags: fieldRef,
      image: fieldRef,
      /** A short text under the body (spec doc 2: hint 250 characters; longer text is cut). */
      shortDescription: fieldRef,
      /** Every picture of an attachment field, as a strip under the image. */
      gallery: fieldRef,
      /** A web page or video from a URL field (https), 200 px high. */
      embed: fieldRef,
      /** Video files of an attachment or URL field (mp4, webm, ogg, mov), played in the card. */
      videos: fieldRef,
    })
    .default({}),
  /** The card's text styles (spec doc 2 §3 styles.records); empty colours follow the theme. */
  cardStyles: z
    .object({
      titleColor: z.string().max(40).default(''),
      titleSize: z.enum(['sm', 'md', 'lg', 'xl']).default('md'),
      titleWeight: z.enum(['400', '600', '700']).default('600'),
      descriptionColor: z.string().max(40).default(''),
      descriptionSize: z.enum(['sm', 'md', 'lg']).default('md'),
      backgroundColor: z.string().max(40).default(''),
    })
    .default({}),
  /** The card's Call To Action button. */
  cta: ZListingCtaSchema.default({}),
  /** The table layout's columns. */
  tableFields: z.array(z.string().min(1).max(100)).max(20).default([]),
  sort: ZSortSchema.default({ type: 'none' }),
  pageSize: z.number().int().min(1).max(LISTING_MAX_PAGE_SIZE).default(LISTING_DEFAULT_PAGE_SIZE),
  /**
   * Pagination style: 'pages' (Next page / First page links) or 'loadMore' (a Load more button
   * that adds the next records under the ones shown; without JavaScript it opens the next page).
   */
  paginationStyle: z.enum(['pages', 'loadMore']).default('pages'),
  search: z
    .object({
      fieldIds: z.array(z.string().min(1).max(100)).max(20).default([]),
      placeholder: z.string().max(100).default('Search'),
      hide: z.boolean().default(false),
      empty: z.string().max(300).default(LISTING_SEARCH_EMPTY_DEFAULT),
    })
    .default({}),
  filters: z.array(ZListingFilterSchema).max(10).default([]),
  /** Where the filters come from; listings saved before sources filter by fields. */
  filterSource: ZListingFilterSourceSchema.default({}),
  /** Which records the listing holds at all (spec doc 2 §3 'Rules'): every rule must hold. */
  rules: z.array(ZListingRuleSchema).max(20).default([]),
  conjunction: z.enum(['or', 'and']).default('or'),
  filterLayout: z.enum(['top', 'side']).default('top'),
  /** How filters look (spec doc 2 §3 'Filter style'); empty colours follow the theme. */
  filterStyles: z
    .object({
      tag: z
        .object({
          alignment: z.enum(['left', 'center', 'right']).default('left'),
          variant: z.enum(['outlined', 'solid']).default('outlined'),
          size: z.enum(['sm', 'md', 'lg']).default('md'),
          selectedColor: z.string().max(40).default(''),
          backgroundColor: z.string().max(40).default(''),
          textColor: z.string().max(40).default(''),
        })
        .default({}),
      dropdown: z
        .object({
          backgroundColor: z.string().max(40).default(''),
          borderColor: z.string().max(40).default(''),
          borderWidth: z.number().int().min(0).max(4).default(1),
          textColor: z.string().max(40).default(''),
        })
        .default({}),
    })
    .default({}),
  /**
   * The record's detail view (spec doc 2 'Detail view'): none; a modal over the listing; a page
   * of its own at `/{page}/{pretty URL or record id}` (SEO from fields, optionally in a new tab);
   * or side by side, the record beside the list. Modal and side by side keep the open record in
   * the listing's URL (`?record=`).
   */
  detail: z
    .object({
      type: z.enum(DETAIL_TYPES).default('page'),
      /** Modal detail: its width (spec doc 2 §9: xl, 4xl, 7xl, full; default 7xl). */
      modalSize: z.enum(MODAL_SIZES).default('7xl'),
      /** Page detail: open record pages in a new tab. */
      newTab: z.boolean().default(false),
      /** Expand: the texts that fold a card open and closed (textOverrides.listing). */
      expandText: z.string().min(1).max(40).default(EXPAND_TEXT_DEFAULT),
      collapseText: z.string().min(1).max(40).default(COLLAPSE_TEXT_DEFAULT),
      /** Fields shown on the record page, in order (none chosen: the card's fields). */
      fields: z.array(z.string().min(1).max(100)).max(30).default([]),
      /** Pretty URL: the field the record pages' slugs come from (Save and Sync). */
      slugFieldId: fieldRef,
      seo: z.object({ title: fieldRef, description: fieldRef, ogImage: fieldRef }).default({}),
      /** Stacked blocks, or two columns (main and side; doc 2 'Detail view'). */
      layout: z.enum(['stacked', 'columns']).default('stacked'),
      /** The record page's blocks; none: the chosen fields as one list. */
      blocks: z.array(ZDetailBlockSchema).max(30).default([]),
    })
    .default({}),
  /** Who may view, edit, create and delete records; none set: everyone may view, nobody write. */
  access: z.array(ZListingAccessSchema).max(20).default([]),
  /** The create and edit forms: the fields people fill in, and the buttons' texts. */
  form: ZListingFormsSchema,
  /** The Form layout's form: groups of fields, submit button, success screen, theme. */
  customForm: ZCustomFormSchema.default({}),
  /** Buttons on the record page that update it (UPDATE_RECORD). */
  actions: z.array(ZListingRecordActionSchema).max(10).default([]),
  /** Cards per row (grid layouts). */
  columns: z.number().int().min(1).max(4).default(3),
  cardVariant: z.enum(['bordered', 'shadowed', 'none']).default('shadowed'),
  background: ZBackgroundSchema.default({}),
});
export type TDataData = z.infer<typeof ZDataDataSchema>;

export const ZDataSectionSchema = z.object({
  ...ZSectionBase,
  type: z.literal('data'),
  sectionName: z.enum(Object.keys(DATA_TEMPLATES) as [TDataName, ...TDataName[]]).default('grid1'),
  data: ZDataDataSchema.default({}),
});
export type TDataSection = z.infer<typeof ZDataSectionSchema>;

/** The field ids a listing reads from each record: card components, table columns, filters. */
export function listingFieldIds(data: TDataData): string[] {
  const ids = [
    ...Object.values(data.fields),
    ...data.tableFields,
    ...data.filters.map((f) => f.fieldId),
    data.detail.slugFieldId,
    data.cta.fieldId,
  ];
  return [...new Set(ids.filter((id) => id !== ''))];
}

/** Field types a card's text components read well. */
const TEXT_TYPES = ['singleLineText', 'email', 'url', 'phoneNumber', 'formula', 'autoNumber', 'number', 'date'];
const LONG_TEXT_TYPES = ['multilineText', 'richText'];
const SELECT_TYPES = ['singleSelect', 'multipleSelects'];

/** What the connect-data wizard asks (spec doc 2 'Connect-data wizard'). */
export interface TConnectListingChoice {
  listingType: 'public' | 'user';
  source: TListingSource;
  userLinkFieldId?: string;
  sort: TDataData['sort'];
}

/**
 * A newly connected listing's data: the wizard's choices, and card fields and table columns
 * picked from the table so the first preview already shows real records (the builder changes
 * them afterwards). Search fields and filters start empty (spec doc 2 §5 'On submit').
 */
export function connectListingData(
  table: { fields: ReadonlyArray<{ id: string; name: string; type: string }>; primaryFieldId?: string },
  choice: TConnectListingChoice,
  /** The layout: a Form starts with a group of the table's fields, open to anyone's records. */
  sectionName?: string,
): Partial<TDataData> {
  if (sectionName === 'form1') {
    return {
      listingType: choice.listingType,
      source: choice.source,
      userLinkFieldId: choice.listingType === 'user' ? (choice.userLinkFieldId ?? '') : '',
      sort: choice.sort,
      // Link fields list another table's records to whoever fills the form in: the builder adds them.
      customForm: initialCustomForm(table.fields, FORM_PLAIN_FIELD_TYPES),
      access: [{ action: 'create', applyToAll: true, groups: [] }],
    };
  }
  const first = (types: string[], except: string[] = []) =>
    table.fields.find((f) => types.includes(f.type) && !except.includes(f.id))?.id ?? '';
  const title = table.primaryFieldId ?? first(TEXT_TYPES);
  const subtitle =
    first(['singleLineText', 'email', 'url'], [title]) || first(['singleSelect']) || first(TEXT_TYPES, [title]);
  const select = first(SELECT_TYPES);
  return {
    listingType: choice.listingType,
    source: choice.source,
    userLinkFieldId: choice.listingType === 'user' ? (choice.userLinkFieldId ?? '') : '',
    sort: choice.sort,
    fields: {
      title,
      subtitle,
      body: first(LONG_TEXT_TYPES),
      tags: first(['multipleSelects']) || select,
      image: first(['multipleAttachments']),
      shortDescription: '',
      gallery: '',
      embed: '',
      videos: '',
    },
    tableFields: table.fields
      .filter((f) => f.type !== 'multipleRecordLinks' && f.type !== 'multipleAttachments')
      .slice(0, 5)
      .map((f) => f.id),
    // Spec doc 2 §5: on submit the filter source is none and the search fields are empty; the
    // builder adds search fields and filters in the listing editor.
    search: {
      fieldIds: [],
      placeholder: 'Search',
      hide: false,
      empty: LISTING_SEARCH_EMPTY_DEFAULT,
    },
    filters: [],
    filterSource: ZListingFilterSourceSchema.parse({ source: 'none' }),
    // 'List with upvotes' counts upvotes in the table's first Number field (spec doc 2 §9).
    ...(sectionName === 'list2'
      ? { cta: ZListingCtaSchema.parse({ action: 'upvote', fieldId: first(['number']) }) }
      : {}),
  };
}

/** The problem with a wizard choice, in the spec's words (doc 2 §5), or undefined. */
export function connectListingProblem(choice: Partial<TConnectListingChoice>): string | undefined {
  if (choice.source?.kind === 'airtable' && !choice.source.baseId) return LISTING_BASE_REQUIRED_MESSAGE;
  if (!choice.source?.tableId) return LISTING_TABLE_REQUIRED_MESSAGE;
  if (choice.sort?.type === 'field' && !choice.sort.fieldId) return LISTING_SORT_FIELD_REQUIRED_MESSAGE;
  if (choice.sort?.type === 'view' && !choice.sort.viewId) return LISTING_SORT_VIEW_REQUIRED_MESSAGE;
  if (choice.listingType === 'user' && !choice.userLinkFieldId) return LISTING_USER_LINK_REQUIRED_MESSAGE;
  return undefined;
}
export const LISTING_USER_LINK_REQUIRED_MESSAGE = 'Which field links these records to your users?';

/** Field types a pretty URL can come from (spec doc 2 §5). */
export const SLUG_FIELD_TYPES = ['singleLineText', 'multilineText', 'formula', 'rollup', 'multipleLookupValues'];
/** SEO title and description from text fields, the OG image from attachments (spec doc 2 §5). */
export const SEO_TEXT_FIELD_TYPES = ['singleLineText', 'multilineText', 'richText', 'formula'];
export const PRETTY_URL_FIELD_REQUIRED_MESSAGE = 'You need to select the field to sync the urls';
export const PRETTY_URL_SYNC_FAILED_MESSAGE = 'Failed to sync your record pages. Please try again.';
export const PRETTY_URL_WARNINGS = [
  'Pretty urls protected by permissions will not appear in the site map.',
  'Previously synced pretty urls will be overwritten.',
  'Conflicting pretty urls will be deleted.',
] as const;
export function prettyUrlSyncedMessage(inserted: number, total: number): string {
  return `Successfully synced ${inserted} of ${total}.`;
}

/** A URL segment from a field's text: lower case, accents dropped, words joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/**
 * Pretty URLs for a table's records: each record's slug from its field. A slug two records would
 * share, or one that looks like a record id, is not kept (those records keep their id URL).
 */
export function prettyUrlSlugs(records: ReadonlyArray<{ id: string; text: string }>): {
  slugs: Array<{ slug: string; recordId: string }>;
  total: number;
} {
  const bySlug = new Map<string, string[]>();
  for (const record of records) {
    const slug = slugify(record.text);
    if (!slug || /^rec[a-z0-9]{8,}$/i.test(slug)) continue;
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), record.id]);
  }
  const slugs = [...bySlug].filter(([, ids]) => ids.length === 1).map(([slug, ids]) => ({ slug, recordId: ids[0]! }));
  return { slugs, total: records.length };
}

export const NO_ONE_CAN_VIEW_MESSAGE = 'No one will be able to view this listing.';
/** Spec doc 2 §6, §8: permissions are unsupported on legacy listings. */
export const LEGACY_LISTING_MESSAGE =
  'We no longer support your current version of the listing. Please rebuild this with the new listing builder.';

/**
 * A listing of the old builder (spec doc 2 §6: builderVersion 1 that is not a user listing): its
 * permissions cannot be set; the builder is asked to recreate it. New sections are version 2.1.
 */
export function isLegacyListing(section: { version: number; data: { listingType: string } }): boolean {
  return section.version < 2 && section.data.listingType !== 'user';
}
export const LISTING_FORBIDDEN_MESSAGE = 'You do not have permission to do this.';
export const RECORD_CREATED_MESSAGE = 'Your record was created.';
export const RECORD_UPDATED_MESSAGE = 'Your changes were saved.';
export const RECORD_DELETED_MESSAGE = 'The record was deleted.';

/**
 * What a viewer may do with a listing's records: an action is allowed by an entry for everyone
 * or for one of the viewer's groups. Without entries everyone may view and nobody may write
 * (deny by default).
 */
export function listingAbilities(
  access: readonly TListingAccess[],
  viewerGroups: readonly string[],
): Record<TListingAction, boolean> {
  if (access.length === 0) return { view: true, edit: false, create: false, delete: false };
  const groups = new Set(viewerGroups);
  const may = (action: TListingAction) =>
    access.some((entry) => entry.action === action && (entry.applyToAll || entry.groups.some((g) => groups.has(g))));
  const edit = may('edit');
  const del = may('delete');
  // Editing or deleting records means seeing them; a create-only form shows no one's records.
  return { view: may('view') || edit || del, edit, create: may('create'), delete: del };
}

/** The Permissions panel's key for the 'Anyone' group (everyone, the public included). */
export const ANYONE_GROUP = '*';

/** Access entries as the panel shows them: per group ('*' for Anyone), the actions it has. */
export function accessByGroup(access: readonly TListingAccess[]): Map<string, TListingAction[]> {
  const byGroup = new Map<string, TListingAction[]>();
  const add = (group: string, action: TListingAction) => {
    const actions = byGroup.get(group) ?? [];
    if (!actions.includes(action)) byGroup.set(group, [...actions, action]);
  };
  for (const entry of access) {
    if (entry.applyToAll) add(ANYONE_GROUP, entry.action);
    for (const group of entry.groups) add(group, entry.action);
  }
  return byGroup;
}

/** The panel's per-group actions back as access entries: one per action. */
export function accessFromGroups(byGroup: ReadonlyMap<string, readonly TListingAction[]>): TListingAccess[] {
  return LISTING_ACTIONS.flatMap((action) => {
    const holders = [...byGroup].filter(([, actions]) => actions.includes(action)).map(([group]) => group);
    if (holders.length === 0) return [];
    return [
      {
        action,
        applyToAll: holders.includes(ANYONE_GROUP),
        groups: holders.filter((g) => g !== ANYONE_GROUP),
      },
    ];
  });
}

/** Whether nobody may view a listing that has access entries ('No one will be able to view this listing.'). */
export function nobodyCanView(access: readonly TListingAccess[]): boolean {
  return access.length > 0 && !access.some((e) => e.action !== 'create' && (e.applyToAll || e.groups.length > 0));
}

/**
 * The groups of a record form as people fill it in (the listing's create or edit form, or the
 * Form layout's groups). A user listing's link to the person is never one of its fields: new
 * records are linked to the person by the server, and nobody may link a record to someone else.
 */
export function formGroupsFor(data: TDataData, form: 'create' | 'edit' | 'custom'): TFormGroup[] {
  const groups = form === 'custom' ? data.customForm.groups : listingFormGroups(data, form);
  if (data.listingType !== 'user' || !data.userLinkFieldId) return groups;
  return groups.map((g) => ({ ...g, fields: g.fields.filter((f) => f.fieldId !== data.userLinkFieldId) }));
}

/**
 * The fields of a record form: the chosen ones that exist, of a type a form control edits
 * (the listing's create and edit forms, or the Form layout's groups).
 */
export function listingFormFields<F extends { id: string; type: string }>(
  data: TDataData,
  fields: readonly F[],
  form: 'create' | 'edit' | 'custom',
): F[] {
  return customFormFields({ groups: formGroupsFor(data, form) }, fields, FORM_FIELD_TYPES).map((f) => f.field);
}
/** Field types a record form edits with a plain control: My Account's, and a choice list. */
export const FORM_PLAIN_FIELD_TYPES: readonly string[] = [...EDITABLE_PROFILE_TYPES, 'singleSelect'];
/** The link field type: people choose records of the linked table (core/src/data/form-links.ts). */
export const FORM_LINK_FIELD_TYPE = 'multipleRecordLinks';
/** Field types a record form edits: the plain ones, and links to records of another table. */
export const FORM_FIELD_TYPES: readonly string[] = [...FORM_PLAIN_FIELD_TYPES, FORM_LINK_FIELD_TYPE];

export const FIELD_GONE_MESSAGE = 'This field no longer exists in your table.';

/**
 * The field ids a listing names that its table no longer has. `linkedKnown`: the fields of the
 * table a filter of source table lists (its title and sort fields are checked against it).
 */
export function missingListingFields(
  data: TDataData,
  known: ReadonlySet<string>,
  linkedKnown?: ReadonlySet<string>,
): string[] {
  const linked = linkedKnown
    ? [data.filterSource.titleFieldId, data.filterSource.sortFieldId].filter((id) => id !== '' && !linkedKnown.has(id))
    : [];
  const named = [
    data.filterSource.linkFieldId,
    ...Object.values(data.fields),
    ...data.tableFields,
    ...data.search.fieldIds,
    ...data.filters.map((f) => f.fieldId),
    ...data.form.fields,
    ...[...data.form.createGroups, ...data.form.editGroups, ...data.customForm.groups].flatMap((g) =>
      g.fields.map((f) => f.fieldId),
    ),
    ...data.detail.fields,
    data.detail.slugFieldId,
    ...Object.values(data.detail.seo),
    ...data.detail.blocks.flatMap((b) => [
      ...b.fieldIds,
      b.linkFieldId,
      b.titleFieldId,
      b.subtitleFieldId,
      b.imageFieldId,
    ]),
    ...data.rules.map((r) => r.fieldId),
    data.userLinkFieldId,
    ...(data.sort.type === 'field' ? [data.sort.fieldId] : []),
    data.cta.fieldId,
  ];
  return [...new Set([...named.filter((id) => id !== '' && !known.has(id)), ...linked])];
}

/**
 * The listing without the fields its table lost ('Remove missing field'): pickers empty, lists
 * shorter. A filter's link field gone takes its table with it; a title or sort field the linked
 * table lost (`linkedKnown`) goes back to the default (the primary field, the title).
 */
export function withoutMissingFields(
  data: TDataData,
  known: ReadonlySet<string>,
  linkedKnown?: ReadonlySet<string>,
): TDataData {
  const keep = (id: string) => (id === '' || known.has(id) ? id : '');
  const keepLinked = (id: string) => (id === '' || !linkedKnown || linkedKnown.has(id) ? id : '');
  const filterSource = known.has(data.filterSource.linkFieldId)
    ? {
        ...data.filterSource,
        titleFieldId: keepLinked(data.filterSource.titleFieldId),
        sortFieldId: keepLinked(data.filterSource.sortFieldId),
      }
    : {
        ...data.filterSource,
        linkFieldId: '',
        tableId: '',
        tableName: '',
        titleFieldId: '',
        sortFieldId: '',
        order: 'asc' as const,
      };
  const knownGroups = (groups: readonly TFormGroup[]) =>
    groups.map((g) => ({ ...g, fields: g.fields.filter((f) => known.has(f.fieldId)) }));
  const list = (ids: readonly string[]) => ids.filter((id) => known.has(id));
  return {
    ...data,
    fields: {
      title: keep(data.fields.title),
      subtitle: keep(data.fields.subtitle),
      body: keep(data.fields.body),
      tags: keep(data.fields.tags),
      image: keep(data.fields.image),
      shortDescription: keep(data.fields.shortDescription),
      gallery: keep(data.fields.gallery),
      embed: keep(data.fields.embed),
      videos: keep(data.fields.videos),
    },
    tableFields: list(data.tableFields),
    search: { ...data.search, fieldIds: list(data.search.fieldIds) },
    filters: data.filters.filter((f) => known.has(f.fieldId)),
    filterSource,
    form: {
      ...data.form,
      fields: list(data.form.fields),
      createGroups: knownGroups(data.form.createGroups),
      editGroups: knownGroups(data.form.editGroups),
    },
    customForm: { ...data.customForm, groups: knownGroups(data.customForm.groups) },
    detail: {
      ...data.detail,
      fields: list(data.detail.fields),
      slugFieldId: keep(data.detail.slugFieldId),
      seo: {
        title: keep(data.detail.seo.title),
        description: keep(data.detail.seo.description),
        ogImage: keep(data.detail.seo.ogImage),
      },
      blocks: data.detail.blocks.map((b) => ({
        ...b,
        fieldIds: list(b.fieldIds),
        linkFieldId: keep(b.linkFieldId),
        titleFieldId: keep(b.titleFieldId),
        subtitleFieldId: keep(b.subtitleFieldId),
        imageFieldId: keep(b.imageFieldId),
      })),
    },
    rules: data.rules.filter((r) => known.has(r.fieldId)),
    userLinkFieldId: keep(data.userLinkFieldId),
    sort: data.sort.type === 'field' && !known.has(data.sort.fieldId) ? { type: 'none' } : data.sort,
    cta: { ...data.cta, fieldId: keep(data.cta.fieldId) },
  };
}
