import type { RecordPage } from '../data/data-source';
import type { DataRecord, TableField, TableSchema } from '../data/schema';
import { safeHref } from '../links/safe-href';
import {
  CARD_VIEW_ACTION_ID,
  CTA_DEFAULT_LABELS,
  CTA_FIELD_TYPES,
  EXPAND_FIELDS_MAX,
  SHORT_DESCRIPTION_MAX,
  emptyListingMessage,
  type TDataData,
  type TListingAction,
} from '../sections/types/data';
import { fieldText, profileCellText } from '../tables/format-field-value';
import { attachmentsOf, embedSource, imageOf, tagsOf, videosOf, type TImageView } from './cell-values';
import type { TFormLinkChoices } from './form-links';
import type { TFilterOption } from './listing-filters';
import { listingFilterDefinitions } from './listing-filters';
import { filterValues, listingSearch, type TListingParams } from './listing-params';
import { recordForm, type TCustomFormView, type TRecordForm } from './record-forms';
import type { TRecordDetailView } from './record-detail-view';

export interface TListingCard {
  id: string;
  title: string;
  subtitle: string;
  body: string;
  tags: string[];
  image?: TImageView;
  /** Cut to SHORT_DESCRIPTION_MAX characters. */
  shortDescription?: string;
  /** More pictures (the gallery component). */
  gallery?: TImageView[];
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
  /** The empty, sign-in or error text to show instead of records (end-user wording). */
  message?: string;
  /**
   * The listing holds no records for this viewer (not a search or filter that found none): the
   * builder's preview says LISTING_EMPTY_MESSAGE, the builder's hint, where visitors read `message`.
   */
  noRecords?: true;
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

/** The record a modal or side-by-side listing shows (spec doc 2 'Detail view'). */
export interface TListingDetailView {
  type: 'modal' | 'sideBySide';
  size: TDataData['detail']['modalSize'];
  record: TRecordDetailView;
  /** The listing's page as it was, without the open record. */
  closeHref: string;
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
  const text = (record: RecordPage['records'][number], id: string) => {
    const found = field(id);
    return found ? fieldText(found, record.fields[id]) : '';
  };
  const shownColumns = data.tableFields.flatMap((id) => {
    const found = field(id);
    return found ? [found] : [];
  });
  const columns = shownColumns.map((f) => ({ id: f.id, name: f.name }));
  const byTable = data.filterSource.source === 'table';
  const filters = listingFilterDefinitions(data).flatMap((filter): TListingFilterView[] => {
    const found = field(filter.fieldId);
    if (!found || (byTable && found.type !== 'multipleRecordLinks')) return [];
    const chosen = new Set(filterValues(params, filter.fieldId));
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
      tags: field(data.fields.tags) ? tagsOf(record.fields[data.fields.tags], field(data.fields.tags)) : [],
      image: field(data.fields.image) ? imageOf(record.fields[data.fields.image]) : undefined,
      ...cardExtras(data, field, record.fields),
      ...(data.detail.type === 'expand' ? optional('expanded', expandedFields(data, table, record)) : {}),
      cells: shownColumns.map((f) => fieldText(f, record.fields[f.id])),
      ...link,
      ...(cta ? { cta } : {}),
    };
  });
  const searching = params.q.trim() !== '' || Object.keys(params.filters).length > 0;
  return {
    status: 'ok',
    ...(records.length === 0
      ? searching
        ? { message: data.search.empty }
        : { message: emptyListingMessage(table.name, data.listingType), noRecords: true as const }
      : {}),
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

/**
 * The fields an expandable card may fold open: those chosen for the detail view, else every field
 * but links and files (the ones with a value, up to EXPAND_FIELDS_MAX, fold open); never the
 * card's title and subtitle, which the card shows already.
 */
export function expandFieldIds(data: TDataData, fields: ReadonlyArray<Pick<TableField, 'id' | 'type'>>): string[] {
  const head = new Set([data.fields.title, data.fields.subtitle].filter(Boolean));
  const chosen = data.detail.fields.length > 0;
  const ids = chosen
    ? data.detail.fields.filter((id) => fields.some((f) => f.id === id))
    : fields.filter((f) => f.type !== 'multipleRecordLinks' && f.type !== 'multipleAttachments').map((f) => f.id);
  return [...new Set(ids)].filter((id) => !head.has(id));
}

/**
 * The fields an expandable card folds open (`expandFieldIds`): the chosen ones, else those with
 * a value, up to EXPAND_FIELDS_MAX.
 */
function expandedFields(
  data: TDataData,
  table: TableSchema,
  record: DataRecord,
): Array<{ id: string; name: string; value: string }> | undefined {
  const chosen = data.detail.fields.length > 0;
  const shown = expandFieldIds(data, table.fields)
    .flatMap((id) => table.fields.filter((f) => f.id === id))
    .map((f) => ({ id: f.id, name: f.name, value: fieldText(f, record.fields[f.id]) }))
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
  const described = field(shortDescription);
  const text = described ? fieldText(described, fields[shortDescription]).trim() : '';
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
