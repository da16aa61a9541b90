import { profileCellText } from '../identity/my-account';
import { safeHref } from '../links/safe-href';
import type { TDataData, TListingAction } from '../sections/types/data';
import type { TCustomForm } from '../sections/types/custom-form';
import {
  CARD_VIEW_ACTION_ID,
  CTA_DEFAULT_LABELS,
  CTA_FIELD_TYPES,
  DETAIL_BLOCK_FIELD_TYPES,
  EXPAND_FIELDS_MAX,
  FORM_FIELD_TYPES,
  LINKED_NAME_FIELD_TYPES,
  FORM_LINK_FIELD_TYPE,
  LISTING_EMPTY_MESSAGE,
  SHORT_DESCRIPTION_MAX,
  formGroupsFor,
} from '../sections/types/data';
import {
  FORM_ADD_RECORD_TEXT_DEFAULT,
  customFormFields,
  type TFormField,
  type TFormGroup,
} from '../sections/types/custom-form';
import { linkCellIds, linkedRecordTitle, type TFormLinkChoices } from './form-links';
import type { RecordPage } from './data-source';
import {
  ZListingQuerySchema,
  buildListingCondition,
  type ListingViewer,
  type TListingQueryInput,
} from './listing-query';
import type { Condition } from './condition';
import { listingFilterDefinitions, type TFilterOption } from './listing-filters';
import type { Attachment, DataRecord, TableSchema } from './schema';

/**
 * A listing's state in the portal's URL (spec doc 2: search, filters and page live in the URL,
 * so every state is shareable, crawlable and survives reload): `q` the search text, `f.{field}`
 * the chosen values of a filter (repeated for several), `after` the page cursor.
 */
export interface TListingParams {
  q: string;
  filters: Record<string, string[]>;
  after?: string;
  /** Modal and side-by-side detail: the open record's pretty URL or id. */
  record?: string;
}

export const LISTING_SEARCH_PARAM = 'q';
export const LISTING_FILTER_PARAM_PREFIX = 'f.';
export const LISTING_CURSOR_PARAM = 'after';
export const LISTING_RECORD_PARAM = 'record';

export function listingParams(search: URLSearchParams): TListingParams {
  const filters: Record<string, string[]> = {};
  for (const [key, value] of search) {
    if (!key.startsWith(LISTING_FILTER_PARAM_PREFIX) || value === '') continue;
    const fieldId = key.slice(LISTING_FILTER_PARAM_PREFIX.length);
    (filters[fieldId] ??= []).push(value.slice(0, 500));
  }
  const after = search.get(LISTING_CURSOR_PARAM)?.slice(0, 500);
  const record = search.get(LISTING_RECORD_PARAM)?.slice(0, 200);
  return {
    q: (search.get(LISTING_SEARCH_PARAM) ?? '').slice(0, 200),
    filters,
    after: after || undefined,
    ...(record ? { record } : {}),
  };
}

/** The URL search of a listing state (what links and the search form produce). */
export function listingSearch(params: TListingParams): string {
  const out = new URLSearchParams();
  if (params.q) out.set(LISTING_SEARCH_PARAM, params.q);
  for (const [fieldId, values] of Object.entries(params.filters)) {
    for (const value of values) out.append(`${LISTING_FILTER_PARAM_PREFIX}${fieldId}`, value);
  }
  if (params.after) out.set(LISTING_CURSOR_PARAM, params.after);
  if (params.record) out.set(LISTING_RECORD_PARAM, params.record);
  const text = out.toString();
  return text ? `?${text}` : '';
}

/**
 * What the listing asks of its data source for this URL state: the visitor's search over the
 * configured search fields, their filter choices (only configured filters, only values the
 * field offers), the listing's sort and page size, and the user scope of a user listing.
 */
export function listingQuery(data: TDataData, params: TListingParams, table: TableSchema): TListingQueryInput {
  const known = new Set(table.fields.map((f) => f.id));
  const searchFields = data.search.fieldIds.filter((id) => known.has(id));
  const byTable = data.filterSource.source === 'table';
  const filters = listingFilterDefinitions(data).flatMap((filter) => {
    const values = (params.filters[filter.fieldId] ?? []).slice(0, filter.isSingleSelect ? 1 : 100);
    const field = table.fields.find((f) => f.id === filter.fieldId);
    // A table source filters on its link field: the values are the linked records' ids.
    if (!field || values.length === 0 || (byTable && field.type !== 'multipleRecordLinks')) return [];
    return [{ fieldId: filter.fieldId, values, match: byTable ? ('record' as const) : ('value' as const) }];
  });
  return {
    ...(params.q.trim() && searchFields.length > 0 && !data.search.hide
      ? { search: { text: params.q, fieldIds: searchFields } }
      : {}),
    filters,
    conjunction: data.conjunction,
    rules: data.rules,
    sort: data.sort.type === 'field' && !known.has(data.sort.fieldId) ? { type: 'none' } : data.sort,
    pageSize: data.pageSize,
    cursor: params.after,
    ...(data.listingType === 'user' && data.userLinkFieldId
      ? { userScope: { linkFieldIds: [data.userLinkFieldId] } }
      : {}),
  };
}

export interface TListingCard {
  id: string;
  title: string;
  subtitle: string;
  body: string;
  tags: string[];
  image?: { url: string; alt: string };
  /** Cut to SHORT_DESCRIPTION_MAX characters. */
  shortDescription?: string;
  /** More pictures (the gallery component). */
  gallery?: Array<{ url: string; alt: string }>;
  /** An https page or video player (the embed component). */
  embed?: string;
  /** Video files to play (the videos component). */
  videos?: Array<{ url: string; name: string }>;
  /** Expandable list: the record's fields that fold open under the card. */
  expanded?: Array<{ id: string; name: string; value: string }>;
  /** The table layout's cells, in column order. */
  cells: string[];
  /** Where the record's detail opens: its page, or the listing with it open (modal, side by side). */
  href?: string;
  /** Side by side: the record shown beside the list. */
  selected?: boolean;
  /** The card's Call To Action button, when its field has a usable value. */
  cta?: TCardCta;
}

/** A card's Call To Action as rendered: a link, a phone number to copy, or the upvote form. */
export type TCardCta =
  | { kind: 'link'; href: string; label: string; newTab: boolean }
  | { kind: 'copy'; href: string; value: string; label: string }
  | { kind: 'upvote'; count: number; label: string }
  /** Update fields: the card's own action (`cardView`), run on the record. */
  | { kind: 'action'; actionId: string; label: string }
  /** Form: the record's edit form, opened from the card. */
  | { kind: 'form'; label: string; form: TRecordForm };

export interface TListingFilterView {
  fieldId: string;
  label: string;
  type: 'dropdown' | 'tags';
  isSingleSelect: boolean;
  /** `value` goes in the URL; `label` is what people read (a linked record's title), else the value. */
  options: Array<{ value: string; label?: string; selected: boolean }>;
}

/** Everything a listing renders, on the portal and in the builder's preview alike. */
export interface TListingView {
  /** 'hidden': this viewer may not see the listing at all (nothing renders). */
  status: 'ok' | 'not-set-up' | 'sign-in' | 'error' | 'hidden';
  /** The empty, sign-in or error text to show instead of records. */
  message?: string;
  records: TListingCard[];
  columns: Array<{ id: string; name: string }>;
  params: TListingParams;
  filters: TListingFilterView[];
  /** The next page's cursor, when there is one. */
  next?: string;
  /** The create form, when this viewer may create records. */
  createForm?: TRecordForm;
  /** Where the listing's forms post (the page; the home page needs '/?index'). */
  formAction?: string;
  /** Record pages open in a new tab (page detail with 'New tab'). */
  newTab?: boolean;
  /** Modal and side-by-side detail: the open record, and the listing's URL without it. */
  detail?: TListingDetailView;
  /** The Form layout: its groups of fields as this viewer fills them in. */
  customForm?: TCustomFormView;
}

/** A Form section as the portal renders it (spec doc 2 'Form builder'). */
export interface TCustomFormView {
  groups: Array<{
    id: string;
    title: string;
    variant: TCustomForm['groups'][number]['variant'];
    fields: Array<TRecordForm['fields'][number] & { required: boolean; placeholder: string }>;
  }>;
  submit: Pick<TCustomForm['submit'], 'label' | 'size' | 'alignment'>;
  styles: TCustomForm['styles'];
  /** Right after a submission: the success screen instead of the form. */
  success?: TCustomForm['success'];
}

/**
 * The Form layout's view: its groups with the fields that exist (a removed field is left out);
 * link fields offer `links` (read by the caller through the cache; without them they are left out).
 */
export function customFormView(
  data: TDataData,
  table: TableSchema,
  submitted = false,
  links?: Readonly<Record<string, TFormLinkChoices>>,
): TCustomFormView {
  const form = data.customForm;
  return {
    groups: formGroupsFor(data, 'custom').map((group) => ({
      id: group.id,
      title: group.title,
      variant: group.variant,
      fields: customFormFields({ groups: [group] }, table.fields, FORM_FIELD_TYPES).flatMap(({ formField, field }) => {
        const view = formFieldView(formField, field, undefined, links);
        return view ? [{ ...view, required: formField.required, placeholder: formField.placeholder }] : [];
      }),
    })),
    submit: { label: form.submit.label, size: form.submit.size, alignment: form.submit.alignment },
    styles: form.styles,
    ...(submitted ? { success: form.success } : {}),
  };
}

/** The record a modal or side-by-side listing shows (spec doc 2 'Detail view'). */
export interface TListingDetailView {
  type: 'modal' | 'sideBySide';
  size: TDataData['detail']['modalSize'];
  record: TRecordDetailView;
  /** The listing's page as it was, without the open record. */
  closeHref: string;
}

/** A record form as the portal renders it (create on the listing, edit on the record page). */
export interface TRecordForm {
  label: string;
  fields: Array<{
    id: string;
    /** The form's label for the field (its name unless the builder gave another). */
    name: string;
    type: string;
    choices: string[];
    value: string;
    required?: boolean;
    placeholder?: string;
    /** The group it is in (an id of `groups`). */
    group?: string;
    /**
     * Link fields: the linked table's records offered (titled by the title field), the ids chosen
     * now (an edit form's links), the text of the control that offers another record, and a note
     * when the table has more records than offered.
     */
    links?: { options: Array<{ id: string; title: string }>; chosen: string[]; addRecordText: string; note?: string };
  }>;
  /** The form's groups, in order; a titled group renders as a fieldset with a legend. */
  groups?: Array<{ id: string; title: string; variant: TFormGroup['variant'] }>;
  /** The submit button's size and alignment. */
  submit?: TDataData['form']['submit'];
}

/**
 * One field of a record form as it renders, with the record's value (edit forms). A link field
 * needs what it offers (`links`, by field id): without it, it is left out.
 */
function formFieldView(
  formField: TFormField,
  field: TableSchema['fields'][number],
  record: DataRecord | undefined,
  links: Readonly<Record<string, TFormLinkChoices>> | undefined,
): TRecordForm['fields'][number] | undefined {
  const raw = record?.fields[field.id];
  const view = {
    id: field.id,
    name: formField.label || field.name,
    type: field.type,
    choices: (field.options?.choices ?? []).map((c) => c.name),
    value: field.type === 'checkbox' ? (raw === true ? 'true' : '') : profileCellText(raw),
  };
  if (field.type !== FORM_LINK_FIELD_TYPE) return view;
  const offered = links?.[field.id];
  if (!offered) return undefined;
  const known = new Set(offered.options.map((o) => o.id));
  return {
    ...view,
    value: '',
    links: {
      options: offered.options,
      chosen: linkCellIds(raw).filter((id) => known.has(id)),
      addRecordText: formField.overrides?.addRecordText?.trim() || FORM_ADD_RECORD_TEXT_DEFAULT,
      ...(offered.note ? { note: offered.note } : {}),
    },
  };
}

function recordForm(
  data: TDataData,
  table: TableSchema,
  kind: 'create' | 'edit',
  record?: DataRecord,
  links?: Readonly<Record<string, TFormLinkChoices>>,
): TRecordForm | undefined {
  const groups = formGroupsFor(data, kind);
  const fields = groups.flatMap((group) =>
    customFormFields({ groups: [group] }, table.fields, FORM_FIELD_TYPES).flatMap(({ formField, field }) => {
      const view = formFieldView(formField, field, record, links);
      return view
        ? [{ ...view, required: formField.required, placeholder: formField.placeholder, group: group.id }]
        : [];
    }),
  );
  const label = kind === 'create' ? data.form.createLabel : data.form.editLabel;
  return fields.length > 0
    ? {
        label,
        fields,
        groups: groups.map((g) => ({ id: g.id, title: g.title, variant: g.variant })),
        submit: data.form.submit,
      }
    : undefined;
}

function imageOf(value: unknown): { url: string; alt: string } | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  const attachment = first && typeof first === 'object' ? (first as Partial<Attachment>) : undefined;
  const url = typeof first === 'string' ? first : attachment?.url;
  const safe = typeof url === 'string' ? safeHref(url) : undefined;
  if (!safe || !/^(https?:\/\/|\/)/.test(safe)) return undefined;
  return { url: safe, alt: attachment?.filename ?? '' };
}

function tagsOf(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? value.map((v) => profileCellText(v)).filter(Boolean) : [profileCellText(value)];
}

/** A page of records as the listing shows it, with the filters' options and the URL state. */
export function listingView(
  data: TDataData,
  table: TableSchema,
  page: RecordPage,
  params: TListingParams,
  /**
   * Where records open: record pages live under this page path at their pretty URL or id; modal
   * and side-by-side detail open in the listing's own URL (`?record=`).
   */
  detail?: { pagePath: string; slugs: ReadonlyMap<string, string>; selected?: string },
  abilities?: Record<TListingAction, boolean>,
  /** A table source's options (the linked table's records), by the link field's id. */
  filterOptions: Readonly<Record<string, readonly TFilterOption[]>> = {},
  /** What the create form's link fields offer, by field id (`formLinkChoices`). */
  createLinks?: Readonly<Record<string, TFormLinkChoices>>,
): TListingView {
  const field = (id: string) => (id ? table.fields.find((f) => f.id === id) : undefined);
  const text = (record: RecordPage['records'][number], id: string) =>
    field(id) ? profileCellText(record.fields[id]) : '';
  const columns = data.tableFields.flatMap((id) => {
    const found = field(id);
    return found ? [{ id: found.id, name: found.name }] : [];
  });
  const byTable = data.filterSource.source === 'table';
  const filters = listingFilterDefinitions(data).flatMap((filter): TListingFilterView[] => {
    const found = field(filter.fieldId);
    if (!found || (byTable && found.type !== 'multipleRecordLinks')) return [];
    const chosen = new Set(params.filters[filter.fieldId] ?? []);
    const options = byTable
      ? (filterOptions[found.id] ?? []).map((o) => ({ value: o.value, label: o.label, selected: chosen.has(o.value) }))
      : (found.options?.choices ?? []).map((c) => ({ value: c.name, selected: chosen.has(c.name) }));
    return [
      {
        fieldId: found.id,
        label: filter.label || found.name,
        type: filter.type,
        isSingleSelect: filter.isSingleSelect,
        options,
      },
    ];
  });
  const records = page.records.map((record): TListingCard => {
    const link = detail ? recordLink(data, params, detail, record.id) : {};
    const cta = cardCta(data, field(data.cta.fieldId), record, link.href, { table, abilities });
    return {
      id: record.id,
      title: text(record, data.fields.title),
      subtitle: text(record, data.fields.subtitle),
      body: text(record, data.fields.body),
      tags: field(data.fields.tags) ? tagsOf(record.fields[data.fields.tags]) : [],
      image: field(data.fields.image) ? imageOf(record.fields[data.fields.image]) : undefined,
      ...cardExtras(data, field, record.fields),
      ...(data.detail.type === 'expand' ? optional('expanded', expandedFields(data, table, record)) : {}),
      cells: columns.map((c) => profileCellText(record.fields[c.id])),
      ...link,
      ...(cta ? { cta } : {}),
    };
  });
  const searching = params.q.trim() !== '' || Object.keys(params.filters).length > 0;
  return {
    status: 'ok',
    ...(records.length === 0 ? { message: searching ? data.search.empty : LISTING_EMPTY_MESSAGE } : {}),
    records,
    columns,
    params,
    filters,
    ...(page.cursor ? { next: page.cursor } : {}),
    ...(abilities?.create ? optional('createForm', recordForm(data, table, 'create', undefined, createLinks)) : {}),
    ...(data.detail.type === 'page' && data.detail.newTab ? { newTab: true } : {}),
  };
}

/**
 * A card's Call To Action (spec doc 2 §3 card.cta): the detail link, a website (http/https
 * only), a mailto: or tel: link from the field, a fixed address, the upvote count of a Number
 * field, or, for viewers who may edit records, the card's update action or the record's edit
 * form. A field of another type, or an empty value, shows no button.
 */
export function cardCta(
  data: TDataData,
  field: TableSchema['fields'][number] | undefined,
  record: DataRecord,
  detailHref: string | undefined,
  context: { table: TableSchema; abilities?: Record<TListingAction, boolean> },
): TCardCta | undefined {
  const { cta } = data;
  const label = cta.label || CTA_DEFAULT_LABELS[cta.action];
  switch (cta.action) {
    case 'none':
      return undefined;
    case 'detail':
      return detailHref ? { kind: 'link', href: detailHref, label, newTab: false } : undefined;
    case 'url': {
      const href = /^(https?:\/\/|\/(?!\/))/i.test(cta.url.trim()) ? safeHref(cta.url) : undefined;
      return href ? { kind: 'link', href, label, newTab: cta.newTab } : undefined;
    }
    case 'update':
      return context.abilities?.edit && cta.operations.length > 0
        ? { kind: 'action', actionId: CARD_VIEW_ACTION_ID, label }
        : undefined;
    case 'form': {
      const form = context.abilities?.edit ? recordForm(data, context.table, 'edit', record) : undefined;
      return form ? { kind: 'form', label, form } : undefined;
    }
    default:
  }
  if (!field || !CTA_FIELD_TYPES[cta.action].includes(field.type)) return undefined;
  const raw = record.fields[field.id];
  if (cta.action === 'upvote') {
    const count = typeof raw === 'number' && Number.isFinite(raw) ? raw : 0;
    return { kind: 'upvote', count, label };
  }
  const value = profileCellText(raw).trim();
  if (!value) return undefined;
  if (cta.action === 'website') {
    const href = /^https?:\/\//i.test(value) ? safeHref(value) : undefined;
    return href ? { kind: 'link', href, label, newTab: cta.newTab } : undefined;
  }
  if (cta.action === 'email') {
    return /^[^\s@<>"]+@[^\s@<>"]+$/.test(value)
      ? { kind: 'link', href: `mailto:${value}`, label, newTab: false }
      : undefined;
  }
  const phone = value.replace(/[^\d+]/g, '');
  return phone ? { kind: 'copy', href: `tel:${phone}`, value, label } : undefined;
}

/** Where a card opens its record, by the listing's detail type. */
function recordLink(
  data: TDataData,
  params: TListingParams,
  detail: { pagePath: string; slugs: ReadonlyMap<string, string>; selected?: string },
  recordId: string,
): Pick<TListingCard, 'href' | 'selected'> {
  const slug = detail.slugs.get(recordId) ?? recordId;
  switch (data.detail.type) {
    case 'none':
    case 'expand':
      return {};
    case 'page':
      return { href: recordPagePath(detail.pagePath, slug) };
    case 'modal':
    case 'sideBySide':
      return {
        href: listingSearch({ ...params, record: slug }),
        ...(data.detail.type === 'sideBySide' && detail.selected === recordId ? { selected: true } : {}),
      };
  }
}

/**
 * Previous and next record of a detail view among the listing's records in its order (the bar
 * of modal and page details; absent at the first and the last record).
 */
export function recordNeighbours(
  orderedIds: readonly string[],
  recordId: string,
  hrefOf: (id: string) => string,
): { previous?: string; next?: string } {
  const at = orderedIds.indexOf(recordId);
  if (at < 0) return {};
  const previous = orderedIds[at - 1];
  const next = orderedIds[at + 1];
  return { ...(previous ? { previous: hrefOf(previous) } : {}), ...(next ? { next: hrefOf(next) } : {}) };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** A listing that shows a message instead of records (not set up, sign in, or a failure). */
export function listingMessage(status: Exclude<TListingView['status'], 'ok'>, message: string): TListingView {
  return { status, message, records: [], columns: [], params: { q: '', filters: {} }, filters: [] };
}

/** Realistic records for the Add Section modal's thumbnails of data layouts (no data source there). */
export function listingSampleView(): TListingView {
  const names = [
    'Website relaunch',
    'Brand refresh',
    'Customer portal',
    'Quarterly report',
    'Launch event',
    'Mobile app',
  ];
  const statuses = ['Active', 'Planning', 'Done'];
  return {
    status: 'ok',
    records: names.map((title, i) => ({
      id: `recSample${i}`,
      title,
      subtitle: statuses[i % 3]!,
      body: 'Milestones, files and updates in one place.',
      tags: [statuses[i % 3]!],
      cells: [title, statuses[i % 3]!, `2026-0${(i % 9) + 1}-15`],
    })),
    columns: [
      { id: 'name', name: 'Name' },
      { id: 'status', name: 'Status' },
      { id: 'due', name: 'Due date' },
    ],
    params: { q: '', filters: {} },
    filters: [],
    customForm: {
      groups: [
        {
          id: 'sampleGroup',
          title: 'Tell us about your project',
          variant: 'none',
          fields: [
            {
              id: 'name',
              name: 'Name',
              type: 'singleLineText',
              choices: [],
              value: '',
              required: true,
              placeholder: '',
            },
            { id: 'email', name: 'Email', type: 'email', choices: [], value: '', required: true, placeholder: '' },
            {
              id: 'brief',
              name: 'Brief',
              type: 'multilineText',
              choices: [],
              value: '',
              required: false,
              placeholder: '',
            },
          ],
        },
      ],
      submit: { label: 'Submit', size: 'md', alignment: 'left' },
      styles: { theme: 'light', background: '#fdfcfd', labelColor: '#000000' },
    },
  };
}

/** A record page's path: under its listing's page, at its pretty URL or its id. */
export function recordPagePath(pagePath: string, slugOrId: string): string {
  return `${pagePath === '/' ? '' : pagePath}/${encodeURIComponent(slugOrId)}`;
}

/** A record page (spec doc 2 'Detail view'), with its SEO from fields. */
export interface TRecordDetailView {
  id: string;
  title: string;
  subtitle: string;
  image?: { url: string; alt: string };
  fields: Array<{ id: string; name: string; value: string }>;
  meta: { title: string; description: string; ogImage?: string };
  /** The edit form, when this viewer may edit the record. */
  editForm?: TRecordForm;
  canDelete?: boolean;
  /** UPDATE_RECORD buttons, when this viewer may edit the record. */
  actions?: Array<{ id: string; label: string }>;
  /** The page's blocks, when the listing has any (otherwise `fields` is the page). */
  layout: 'stacked' | 'columns';
  blocks: TRecordBlockView[];
  /** The Previous record / Next record bar (modal and page details): the neighbours' links. */
  neighbours?: { previous?: string; next?: string };
}

export type TRecordBlockView = { id: string; column: 'main' | 'side'; title: string } & (
  | { kind: 'fields'; fields: Array<{ id: string; name: string; value: string }> }
  | { kind: 'text'; text: string }
  | {
      kind: 'linked';
      records: Array<{ id: string; title: string; fields: Array<{ id: string; name: string; value: string }> }>;
      variant: 'list' | 'cards';
      /** For people who may edit the record: what they may change in these links. */
      manage?: {
        canUnlink: boolean;
        /** Records of the linked table not linked yet (canModifyLink). */
        options?: Array<{ id: string; title: string }>;
        /** Adding a new linked record by its name, with this button text. */
        addRecordText?: string;
      };
    }
  | { kind: 'actions' }
  | { kind: 'divider' }
  | {
      kind: 'header';
      heading: string;
      subtitle: string;
      image?: { url: string; alt: string };
      variant: 'centered' | 'split';
    }
  | { kind: 'tags'; tags: string[] }
  | { kind: 'accordion'; fields: Array<{ id: string; name: string; value: string }> }
  | { kind: 'image' | 'gallery'; images: Array<{ url: string; alt: string }>; height: number; fit: 'cover' | 'contain' }
  | { kind: 'embed'; src: string; height: number }
  | { kind: 'attachment'; files: Array<{ url: string; name: string }> }
  | { kind: 'links' | 'social'; links: Array<{ href: string; label: string }> }
);

/** The network a social link points to, by its host; undefined for other sites. */
const SOCIAL_HOSTS: ReadonlyArray<[RegExp, string]> = [
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)(twitter|x)\.com$/, 'X (Twitter)'],
  [/(^|\.)facebook\.com$/, 'Facebook'],
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'YouTube'],
  [/(^|\.)spotify\.com$/, 'Spotify'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)github\.com$/, 'GitHub'],
];
function socialName(href: string): string | undefined {
  const host = new URL(href).hostname.replace(/^www\./, '');
  return SOCIAL_HOSTS.find(([pattern]) => pattern.test(host))?.[1];
}

/** The first https address of some cells as an embeddable page: video pages become their players. */
function embedSource(values: unknown[]): string | undefined {
  return values
    .map((v) => webAddress(v))
    .find((v) => v?.startsWith('https://'))
    ?.replace(/^https:\/\/(?:www\.)?youtube\.com\/watch\?v=([\w-]{6,20}).*$/, 'https://www.youtube.com/embed/$1')
    .replace(/^https:\/\/youtu\.be\/([\w-]{6,20}).*$/, 'https://www.youtube.com/embed/$1')
    .replace(/^https:\/\/(?:www\.)?vimeo\.com\/(\d+).*$/, 'https://player.vimeo.com/video/$1');
}

/**
 * The fields an expandable card folds open: those chosen for the detail view, else every field
 * with a value that the card's title and subtitle do not show (not links or files), up to
 * EXPAND_FIELDS_MAX.
 */
function expandedFields(
  data: TDataData,
  table: TableSchema,
  record: DataRecord,
): Array<{ id: string; name: string; value: string }> | undefined {
  const chosen = data.detail.fields.length > 0;
  const fields = chosen
    ? data.detail.fields.flatMap((id) => table.fields.filter((f) => f.id === id))
    : table.fields.filter(
        (f) =>
          f.id !== data.fields.title &&
          f.id !== data.fields.subtitle &&
          f.type !== 'multipleRecordLinks' &&
          f.type !== 'multipleAttachments',
      );
  const shown = fields
    .map((f) => ({ id: f.id, name: f.name, value: profileCellText(record.fields[f.id]) }))
    .filter((f) => chosen || f.value !== '')
    .slice(0, EXPAND_FIELDS_MAX);
  return shown.length > 0 ? shown : undefined;
}

/** A card's short description, gallery and embed, when their fields have values. */
function cardExtras(
  data: TDataData,
  field: (id: string) => TableSchema['fields'][number] | undefined,
  fields: Record<string, unknown>,
): Pick<TListingCard, 'shortDescription' | 'gallery' | 'embed' | 'videos'> {
  const { shortDescription, gallery, embed, videos } = data.fields;
  const text = field(shortDescription) ? profileCellText(fields[shortDescription]).trim() : '';
  const pictures = field(gallery)?.type === 'multipleAttachments' ? attachmentsOf([fields[gallery]]) : [];
  const src = field(embed) ? embedSource([fields[embed]]) : undefined;
  const videoFiles = field(videos) ? videosOf(fields[videos]) : [];
  return {
    ...(text
      ? {
          shortDescription: text.length > SHORT_DESCRIPTION_MAX ? `${text.slice(0, SHORT_DESCRIPTION_MAX - 1)}…` : text,
        }
      : {}),
    ...(pictures.length > 0 ? { gallery: pictures.map((p) => ({ url: p.url, alt: p.name })) } : {}),
    ...(src ? { embed: src } : {}),
    ...(videoFiles.length > 0 ? { videos: videoFiles } : {}),
  };
}

const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)(?:[?#].*)?$/i;
/** The video files of an attachment or URL cell: by their type, or else their name or address. */
function videosOf(value: unknown): Array<{ url: string; name: string }> {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item: unknown) => {
    const attachment = item && typeof item === 'object' ? (item as Partial<Attachment>) : undefined;
    const isVideo = attachment?.type
      ? attachment.type.startsWith('video/')
      : VIDEO_FILE.test(attachment?.filename ?? '') || VIDEO_FILE.test(String(attachment?.url ?? item ?? ''));
    return isVideo ? attachmentsOf([item]) : [];
  });
}

/** An http(s) address from a cell, made safe for an href or src; undefined otherwise. */
function webAddress(value: unknown): string | undefined {
  const text = profileCellText(value).trim();
  return /^https?:\/\//i.test(text) ? safeHref(text) : undefined;
}

/** Every attachment (or URL) of some fields, as images or files. */
function attachmentsOf(values: unknown[]): Array<{ url: string; name: string }> {
  return values.flatMap((value) =>
    (Array.isArray(value) ? value : [value]).flatMap((item: unknown) => {
      const attachment = item && typeof item === 'object' ? (item as Partial<Attachment>) : undefined;
      const url = typeof item === 'string' ? item : attachment?.url;
      const safe = typeof url === 'string' && /^(https?:\/\/|\/)/.test(url) ? safeHref(url) : undefined;
      return safe ? [{ url: safe, name: attachment?.filename ?? '' }] : [];
    }),
  );
}

/**
 * What a viewer may change in a linked records block: link and unlink records (canModifyLink),
 * add a new linked record (canCreate: only when the linked table's primary field takes a name).
 * Both need the right to edit the listing's records; a user listing's own link to its people is
 * never changed here.
 */
export function linkedBlockAbilities(
  data: TDataData,
  block: TDataData['detail']['blocks'][number],
  table: TableSchema,
  tables: readonly TableSchema[],
  abilities?: Record<TListingAction, boolean>,
): { link: boolean; create: boolean } {
  const link = table.fields.find((f) => f.id === block.linkFieldId);
  const none = { link: false, create: false };
  if (block.kind !== 'linked' || !abilities?.edit || !link || link.type !== 'multipleRecordLinks') return none;
  if (data.listingType === 'user' && block.linkFieldId === data.userLinkFieldId) return none;
  const linkedTable = tables.find((t) => t.id === link.options?.linkedTableId);
  const primary = linkedTable?.fields.find((f) => f.id === linkedTable.primaryFieldId);
  return {
    link: block.canModifyLink,
    create: block.canCreate && Boolean(primary && LINKED_NAME_FIELD_TYPES.includes(primary.type)),
  };
}

/** The link fields whose records a listing's record page shows (to expand when reading it). */
export function detailLinkFieldIds(data: TDataData): string[] {
  return data.detail.blocks.filter((b) => b.kind === 'linked' && b.linkFieldId).map((b) => b.linkFieldId);
}

export function recordDetailView(
  data: TDataData,
  table: TableSchema,
  record: DataRecord,
  abilities?: Record<TListingAction, boolean>,
  /**
   * Expanded link fields' records, with the linked tables (their primary field titles them), and
   * the records people may link (by link field), for blocks that let them, and what the edit
   * form's link fields offer, by field id.
   */
  linked?: {
    records: Record<string, DataRecord[]>;
    tables: readonly TableSchema[];
    options?: Record<string, DataRecord[]>;
    editLinks?: Readonly<Record<string, TFormLinkChoices>>;
  },
): TRecordDetailView {
  const field = (id: string) => (id ? table.fields.find((f) => f.id === id) : undefined);
  const text = (id: string) => (field(id) ? profileCellText(record.fields[id]) : '');
  // Without a choice: the card's body and tags (title and subtitle head the page already).
  const chosen = data.detail.fields.length > 0 ? data.detail.fields : [data.fields.body, data.fields.tags];
  const fields = chosen.flatMap((id) => {
    const found = field(id);
    if (!found || id === data.fields.title) return [];
    return [{ id, name: found.name, value: profileCellText(record.fields[id]) }];
  });
  const title = text(data.fields.title) || record.id;
  const image = field(data.fields.image) ? imageOf(record.fields[data.fields.image]) : undefined;
  const ogImage = field(data.detail.seo.ogImage) ? imageOf(record.fields[data.detail.seo.ogImage]) : image;
  return {
    id: record.id,
    title,
    subtitle: text(data.fields.subtitle),
    ...(image ? { image } : {}),
    fields,
    meta: {
      title: text(data.detail.seo.title) || title,
      description: (text(data.detail.seo.description) || text(data.fields.body)).slice(0, 300),
      ...(ogImage ? { ogImage: ogImage.url } : {}),
    },
    ...(abilities?.edit ? optional('editForm', recordForm(data, table, 'edit', record, linked?.editLinks)) : {}),
    ...(abilities?.delete ? { canDelete: true } : {}),
    ...(abilities?.edit && data.actions.length > 0
      ? { actions: data.actions.map((a) => ({ id: a.id, label: a.label })) }
      : {}),
    layout: data.detail.layout,
    blocks: data.detail.blocks.flatMap((block): TRecordBlockView[] => {
      const base = {
        id: block.id,
        column: data.detail.layout === 'columns' ? block.column : 'main',
        title: block.title,
      };
      switch (block.kind) {
        case 'fields':
          return [
            {
              ...base,
              kind: 'fields',
              fields: block.fieldIds.flatMap((id) => {
                const found = field(id);
                return found ? [{ id, name: found.name, value: profileCellText(record.fields[id]) }] : [];
              }),
            },
          ];
        case 'text':
          return block.text.trim() ? [{ ...base, kind: 'text', text: block.text }] : [];
        case 'linked': {
          const link = field(block.linkFieldId);
          if (!link || link.type !== 'multipleRecordLinks') return [];
          const linkedTable = linked?.tables.find((t) => t.id === link.options?.linkedTableId);
          const titleOf = (r: DataRecord) => linkedRecordTitle(r, linkedTable?.primaryFieldId ?? '');
          const shown = block.linkedFieldIds.flatMap((id) => {
            const found = linkedTable?.fields.find((f) => f.id === id);
            return found ? [found] : [];
          });
          const records = (linked?.records[block.linkFieldId] ?? []).map((r) => ({
            id: r.id,
            title: titleOf(r),
            fields: shown.flatMap((f) => {
              const value = profileCellText(r.fields[f.id]);
              return value ? [{ id: f.id, name: f.name, value }] : [];
            }),
          }));
          const manage = linkedBlockAbilities(data, block, table, linked?.tables ?? [], abilities);
          const linkedIds = new Set(records.map((r) => r.id));
          return [
            {
              ...base,
              kind: 'linked',
              title: block.title || link.name,
              records,
              variant: block.linkedVariant,
              ...(manage.link || manage.create
                ? {
                    manage: {
                      canUnlink: manage.link,
                      ...(manage.link
                        ? {
                            options: (linked?.options?.[block.linkFieldId] ?? [])
                              .filter((r) => !linkedIds.has(r.id))
                              .map((r) => ({ id: r.id, title: titleOf(r) })),
                          }
                        : {}),
                      ...(manage.create ? { addRecordText: block.addRecordText } : {}),
                    },
                  }
                : {}),
            },
          ];
        }
        case 'actions':
          return [{ ...base, kind: 'actions' }];
        case 'divider':
          return [{ ...base, kind: 'divider' }];
        case 'header': {
          const image = field(block.imageFieldId) ? imageOf(record.fields[block.imageFieldId]) : undefined;
          return [
            {
              ...base,
              kind: 'header',
              heading: text(block.titleFieldId),
              subtitle: text(block.subtitleFieldId),
              ...(image ? { image } : {}),
              variant: block.variant,
            },
          ];
        }
        default:
          return fieldBlock(
            block,
            base,
            (id) => {
              const found = field(id);
              return found && (DETAIL_BLOCK_FIELD_TYPES[block.kind] ?? [found.type]).includes(found.type)
                ? found
                : undefined;
            },
            record,
          );
      }
    }),
  };
}

/**
 * The blocks that show some of the record's fields in a form of their own (tags, accordion,
 * images, embed, files, links); fields of the wrong type are left out, and an empty block too.
 */
function fieldBlock(
  block: TDataData['detail']['blocks'][number],
  base: { id: string; column: 'main' | 'side'; title: string },
  field: (id: string) => TableSchema['fields'][number] | undefined,
  record: DataRecord,
): TRecordBlockView[] {
  const fields = block.fieldIds.flatMap((id) => {
    const found = field(id);
    return found ? [found] : [];
  });
  const values = fields.map((f) => record.fields[f.id]);
  switch (block.kind) {
    case 'tags': {
      const tags = values.flatMap((v) => tagsOf(v));
      return tags.length > 0 ? [{ ...base, kind: 'tags', tags }] : [];
    }
    case 'accordion':
      return [
        {
          ...base,
          kind: 'accordion',
          fields: fields.map((f, i) => ({ id: f.id, name: f.name, value: profileCellText(values[i]) })),
        },
      ];
    case 'image':
    case 'gallery': {
      const all = attachmentsOf(values).map((a) => ({ url: a.url, alt: a.name }));
      const images = block.kind === 'image' ? all.slice(0, 1) : all;
      return images.length > 0 ? [{ ...base, kind: block.kind, images, height: block.height, fit: block.fit }] : [];
    }
    case 'embed': {
      // Video pages become their players (YouTube, Vimeo); other pages are embedded as they are.
      const src = embedSource(values);
      return src ? [{ ...base, kind: 'embed', src, height: block.height }] : [];
    }
    case 'attachment': {
      const files = attachmentsOf(values).map((a) => ({ url: a.url, name: a.name || a.url.split('/').pop() || a.url }));
      return files.length > 0 ? [{ ...base, kind: 'attachment', files }] : [];
    }
    case 'links':
    case 'social': {
      const links = fields.flatMap((f, i) => {
        const value = profileCellText(values[i]).trim();
        if (!value) return [];
        if (f.type === 'email')
          return /^[^\s@<>"]+@[^\s@<>"]+$/.test(value) ? [{ href: `mailto:${value}`, label: f.name }] : [];
        if (f.type === 'phoneNumber') {
          const phone = value.replace(/[^\d+]/g, '');
          return phone ? [{ href: `tel:${phone}`, label: f.name }] : [];
        }
        const href = webAddress(value);
        if (!href) return [];
        const label = block.kind === 'social' ? socialName(href) : f.name;
        return label ? [{ href, label }] : [];
      });
      return links.length > 0 ? [{ ...base, kind: block.kind, links }] : [];
    }
    default:
      return [];
  }
}

/**
 * The records a listing holds for this viewer, whatever the search and filters: its rules and,
 * for a user listing, the link to the viewer's record. Record pages and writes check a record
 * against it (with `matchesCondition`), so no URL opens a record the listing would not show.
 */
export function listingScopeCondition(data: TDataData, viewer: ListingViewer): Condition {
  // A user listing that does not say how records link to users shows nobody anything.
  if (data.listingType === 'user' && !data.userLinkFieldId) return { kind: 'not', condition: { kind: 'true' } };
  const query = ZListingQuerySchema.parse({
    rules: data.rules,
    ...(data.listingType === 'user' && data.userLinkFieldId
      ? { userScope: { linkFieldIds: [data.userLinkFieldId] } }
      : {}),
  });
  return buildListingCondition(query, viewer);
}
