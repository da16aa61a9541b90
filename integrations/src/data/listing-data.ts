import {
  DataSourceError,
  FORM_FIELD_TYPES,
  LISTING_FORBIDDEN_MESSAGE,
  CTA_FIELD_TYPES,
  UPVOTE_TWICE_MESSAGE,
  LISTING_NOT_SET_UP_MESSAGE,
  LISTING_USER_SIGN_IN_MESSAGE,
  RECORDS_FETCH_FAILED_MESSAGE,
  RECORD_ID_PATTERN,
  TRUE_CONDITION,
  ZListingQuerySchema,
  filterOptionsRead,
  filterTableOptions,
  buildListingCondition,
  listingFieldIds,
  listingMessage,
  listingQuery,
  detailLinkFieldIds,
  listingAbilities,
  formGroupsFor,
  formLinkProblem,
  linkCellIds,
  listingFormEntries,
  listingFormLinks,
  listingRecordActions,
  listingScopeCondition,
  listingView,
  customFormView,
  missingRequiredField,
  matchesCondition,
  operationChanges,
  recordDetailView,
  recordNeighbours,
  recordPagePath,
  listingSearch,
  type CellValue,
  type ListingViewer,
  type TableSchema,
  type DataSource,
  type DataRecord,
  type TRecordDetailView,
  type TDataData,
  type TListingParams,
  type TListingAction,
  type TListingSource,
  type TListingView,
  type TFilterOption,
} from '@atrium/core';
import { addRecordVote, getSiteWorkspaceId, removeRecordVote } from '@atrium/db';
import { CachedDataSource } from './cached-data-source';
import { changeLinkedRecords, linkOptions, type LinkedRecordsWrite } from './linked-records';
import { readFormLinkChoices } from './form-link-choices';
import { sectionSlugs, type SectionSlugs } from './record-slugs-cache';
import { LOCAL_BASE } from '../local-tables/local-data-source';
import type { Runtime } from '../runtime';
import { airtableDataSourceFor, localDataSourceFor, type DataSourceCacheOptions } from './data-source-for';

/** The base id the data source knows a listing's table by. */
export function listingBaseId(source: TListingSource): string {
  return source.kind === 'local' ? LOCAL_BASE.id : source.baseId;
}

/**
 * The cached data source a listing of this portal reads: its built-in tables, or the Airtable of
 * its workspace (undefined when the workspace has no token).
 */
export async function listingSourceFor(
  runtime: Runtime,
  siteId: string,
  source: TListingSource,
  options: DataSourceCacheOptions = {},
): Promise<DataSource | undefined> {
  if (source.kind === 'local') return localDataSourceFor(runtime, siteId, options);
  const workspaceId = await getSiteWorkspaceId(runtime.db, { siteId });
  return workspaceId === undefined ? undefined : airtableDataSourceFor(runtime, workspaceId, options);
}

export interface LoadListingParams {
  siteId: string;
  data: TDataData;
  /** The listing's state from the URL. */
  params: TListingParams;
  /** The signed-in person's users-table record (user listings show only records linked to it). */
  userRecordId?: string;
  cache?: DataSourceCacheOptions;
  /** On the portal: the section and its page, so cards link to their record pages. */
  detail?: { sectionId: string; pagePath: string };
  /** The viewer's groups (the listing's access entries name groups); none for visitors. */
  groups?: readonly string[];
  /** The cells of the viewer's users-table record (field attribute rules compare with them). */
  userFields?: Record<string, unknown>;
  /**
   * The builder's own preview: every record of the table as the listing's rules hold them, with
   * no viewer's access or user scope (previewing as a user passes that user instead).
   */
  asBuilder?: boolean;
}

/**
 * One page of a listing as the viewer may see it, from the cached data source: a user listing
 * without a signed-in person asks them to log in; a failure is the spec's message, never a
 * broken page.
 */
/**
 * What stops a section from showing this viewer anything before any data is read: not set up,
 * a user section for a visitor (log in), or no permission for `needed` (visitors are asked to
 * log in, people without the right group see nothing). Else the viewer's abilities.
 */
function sectionGate(
  input: Pick<LoadListingParams, 'data' | 'userRecordId' | 'groups' | 'asBuilder'>,
  needed: TListingAction,
): { view: TListingView } | { abilities: Record<TListingAction, boolean> } {
  const { data } = input;
  if (!data.source || (data.listingType === 'user' && !data.userLinkFieldId)) {
    return { view: listingMessage('not-set-up', LISTING_NOT_SET_UP_MESSAGE) };
  }
  if (input.asBuilder) return { abilities: { view: true, edit: true, create: true, delete: true } };
  if (data.listingType === 'user' && !input.userRecordId) {
    return { view: listingMessage('sign-in', LISTING_USER_SIGN_IN_MESSAGE) };
  }
  const abilities = listingAbilities(data.access, input.groups ?? []);
  if (abilities[needed]) return { abilities };
  return {
    view:
      input.userRecordId === undefined && !input.groups?.length
        ? listingMessage('sign-in', LISTING_USER_SIGN_IN_MESSAGE)
        : listingMessage('hidden', ''),
  };
}

/** The section's table with the (cached) data source and every table of its base. */
async function listingTable(runtime: Runtime, siteId: string, source: TListingSource, cache?: DataSourceCacheOptions) {
  const dataSource = await listingSourceFor(runtime, siteId, source, cache);
  if (!dataSource) throw new DataSourceError(503, RECORDS_FETCH_FAILED_MESSAGE);
  const baseId = listingBaseId(source);
  const tables = await dataSource.listTables({ baseId });
  const table = tables.find((t) => t.id === source.tableId);
  if (!table) throw new DataSourceError(404, RECORDS_FETCH_FAILED_MESSAGE);
  return { source: dataSource, baseId, tables, table };
}

export async function loadListing(runtime: Runtime, input: LoadListingParams): Promise<TListingView> {
  const { data } = input;
  const gate = sectionGate(input, 'view');
  if ('view' in gate) return gate.view;
  const { abilities } = gate;
  try {
    const { source, baseId, tables, table } = await listingTable(runtime, input.siteId, data.source!, input.cache);
    const asked = listingQuery(data, input.params, table);
    const query = ZListingQuerySchema.parse(input.asBuilder ? { ...asked, userScope: undefined } : asked);
    const [page, filterOptions] = await Promise.all([
      source.listRecords({
        baseId,
        tableId: table.id,
        where: buildListingCondition(query, { userRecordId: input.userRecordId, userFields: input.userFields }),
        sort: query.sort,
        pageSize: query.pageSize,
        cursor: query.cursor,
        fieldIds: listingFieldIds(data),
      }),
      loadFilterOptions(source, baseId, data, table, tables),
    ]);
    const view = (
      link?: Parameters<typeof listingView>[4],
      viewerAbilities?: Record<TListingAction, boolean>,
      createLinks?: Parameters<typeof listingView>[7],
    ): TListingView => listingView(data, table, page, input.params, link, viewerAbilities, filterOptions, createLinks);
    const createLinks = abilities.create
      ? await readFormLinkChoices(source, baseId, listingFormLinks(data, table, tables, 'create'))
      : undefined;
    // Records that open nowhere (none; an expandable list folds them open in place) still have
    // the viewer's create form and card buttons.
    if (!input.detail || data.detail.type === 'none' || data.detail.type === 'expand') {
      return view(undefined, abilities, createLinks);
    }
    const slugs = await sectionSlugs(runtime, input.siteId, input.detail.sectionId);
    const link = { pagePath: input.detail.pagePath, slugs: slugs.byRecord };
    if (data.detail.type === 'page') return view(link, abilities, createLinks);
    // Modal and side by side: the record in the URL (side by side: else the first one) opens here.
    const viewer = { userRecordId: input.userRecordId, userFields: input.userFields };
    const open = input.params.record ?? (data.detail.type === 'sideBySide' ? page.records[0]?.id : undefined);
    const editLinks = abilities.edit ? listingFormLinks(data, table, tables, 'edit') : [];
    const found = open
      ? await findDetailRecord({
          source,
          baseId,
          tables,
          table,
          data,
          viewer,
          slugs,
          slug: open,
          asBuilder: input.asBuilder,
          expandFieldIds: editLinks.map((l) => l.fieldId),
        })
      : undefined;
    const listed = view({ ...link, selected: found?.record.id }, abilities, createLinks);
    if (!found) return listed;
    const record = await detailViewOf({ source, baseId, tables, table, data, abilities, found, editLinks });
    const hrefOf = (id: string) => listingSearch({ ...input.params, record: slugs.byRecord.get(id) ?? id });
    if (data.detail.type === 'modal') {
      const ordered = await orderedRecordIds(source, baseId, table, data, input.params, viewer, input.asBuilder);
      record.neighbours = recordNeighbours(ordered, found.record.id, hrefOf);
    }
    return {
      ...listed,
      detail: {
        type: data.detail.type,
        size: data.detail.modalSize,
        record,
        closeHref: `${input.detail.pagePath}${listingSearch({ ...input.params, record: undefined })}`,
      },
    };
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    return { ...listingMessage('error', RECORDS_FETCH_FAILED_MESSAGE), params: input.params };
  }
}

/**
 * A record's detail view for this viewer, with what its forms and linked records blocks offer
 * (the linked tables' first records, read through the cache side by side).
 */
async function detailViewOf(input: {
  source: DataSource;
  baseId: string;
  tables: TableSchema[];
  table: TableSchema;
  data: TDataData;
  abilities: Record<TListingAction, boolean>;
  found: { record: DataRecord; linked: Record<string, DataRecord[]>; tables: readonly TableSchema[] };
  /** The edit form's link fields (none for viewers who may not edit). */
  editLinks: ReturnType<typeof listingFormLinks>;
}): Promise<TRecordDetailView> {
  const { source, baseId, data, table, found, abilities } = input;
  const [options, editLinks] = await Promise.all([
    linkOptions({ source, baseId, tables: input.tables, table, data, abilities }),
    readFormLinkChoices(source, baseId, input.editLinks, found.linked),
  ]);
  return recordDetailView(data, table, found.record, abilities, {
    records: found.linked,
    tables: found.tables,
    options,
    editLinks,
  });
}

/**
 * A table source's options (spec doc 2 §4 'Filters'): one page of the linked table's records,
 * titled and sorted as the builder chose, read through the record cache like the listing itself
 * (so a view costs no extra call once cached). A failure leaves the filter without options rather
 * than the listing without records.
 */
async function loadFilterOptions(
  source: DataSource,
  baseId: string,
  data: TDataData,
  table: TableSchema,
  tables: readonly TableSchema[],
): Promise<Record<string, TFilterOption[]>> {
  const read = filterOptionsRead(data, table, tables);
  if (!read) return {};
  try {
    const page = await source.listRecords({
      baseId,
      tableId: read.tableId,
      where: TRUE_CONDITION,
      sort: read.sort,
      pageSize: read.pageSize,
      fieldIds: read.fieldIds,
    });
    return { [read.fieldId]: filterTableOptions(read, page.records) };
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    console.warn(`[data] filter options of table ${read.tableId} could not be read: ${error.message}`);
    return {};
  }
}

/**
 * A Form section for this viewer: its groups of the table's fields when they may create records
 * (a user form asks visitors to log in first). `submitted`: the success screen instead.
 */
export async function loadCustomForm(
  runtime: Runtime,
  input: Pick<LoadListingParams, 'siteId' | 'data' | 'userRecordId' | 'cache' | 'groups' | 'asBuilder'> & {
    submitted?: boolean;
  },
): Promise<TListingView> {
  const { data } = input;
  const gate = sectionGate(input, 'create');
  if ('view' in gate) return gate.view;
  try {
    const { source, baseId, tables, table } = await listingTable(runtime, input.siteId, data.source!, input.cache);
    const links = input.submitted ? [] : listingFormLinks(data, table, tables, 'custom');
    return {
      status: 'ok',
      records: [],
      columns: [],
      params: { q: '', filters: {} },
      filters: [],
      customForm: customFormView(data, table, input.submitted, await readFormLinkChoices(source, baseId, links)),
    };
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    return listingMessage('error', RECORDS_FETCH_FAILED_MESSAGE);
  }
}

/**
 * The record a detail slug (pretty URL or record id) names, when the listing holds it for this
 * viewer (its rules; a user listing's own records). Anything else is undefined: never a hint
 * that a record exists.
 */
async function findDetailRecord(input: {
  source: DataSource;
  baseId: string;
  /** Every table of the base (linked records are titled by their table's primary field). */
  tables: TableSchema[];
  table: TableSchema;
  data: TDataData;
  viewer: ListingViewer;
  slugs: SectionSlugs;
  slug: string;
  /** The builder's preview: the listing's rules only, no user scope. */
  asBuilder?: boolean;
  /** More link fields to expand (the edit form's, to show the records linked now). */
  expandFieldIds?: string[];
}) {
  const bySlug = input.slugs.bySlug.get(input.slug);
  // Anything that is neither a synced pretty URL nor a record id is not asked of the source.
  if (!bySlug && !RECORD_ID_PATTERN.test(input.slug)) return undefined;
  const recordId = bySlug ?? input.slug;
  try {
    const found = await input.source.getRecord({
      baseId: input.baseId,
      tableId: input.table.id,
      recordId,
      expandFieldIds: [...new Set([...detailLinkFieldIds(input.data), ...(input.expandFieldIds ?? [])])],
    });
    if (!found) return undefined;
    const data = input.asBuilder ? { ...input.data, listingType: 'public' as const } : input.data;
    if (!matchesCondition(found.record, listingScopeCondition(data, input.viewer), input.table)) return undefined;
    return { ...found, tables: input.tables, bySlug: Boolean(bySlug) };
  } catch (error) {
    if (error instanceof DataSourceError && error.status < 500) return undefined;
    throw error;
  }
}

/** At most this many records are walked to find a detail's previous and next record. */
const NEIGHBOUR_SCAN_MAX = 2_000;

/**
 * The ids of the records a listing shows for this state (search and filters, not the page), in
 * its order: the Previous record / Next record bar walks them. Read page by page through the cache.
 */
async function orderedRecordIds(
  source: DataSource,
  baseId: string,
  table: TableSchema,
  data: TDataData,
  params: TListingParams,
  viewer: ListingViewer,
  asBuilder?: boolean,
): Promise<string[]> {
  const asked = listingQuery(data, { ...params, after: undefined, record: undefined }, table);
  const query = ZListingQuerySchema.parse(asBuilder ? { ...asked, userScope: undefined } : asked);
  const where = buildListingCondition(query, viewer);
  const scan = async () => {
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await source.listRecords({
        baseId,
        tableId: table.id,
        where,
        sort: query.sort,
        pageSize: 100,
        cursor,
        fieldIds: [],
      });
      ids.push(...page.records.map((r) => r.id));
      cursor = page.cursor;
    } while (cursor && ids.length < NEIGHBOUR_SCAN_MAX);
    return ids;
  };
  // One scan per table version and query: later record pages read the order in one cache hit.
  return source instanceof CachedDataSource
    ? source.derived(baseId, table.id, 'order', { where, sort: query.sort }, scan)
    : scan();
}

export type RecordPageResult =
  | { kind: 'record'; view: TRecordDetailView; canonicalPath: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'sign-in' }
  | { kind: 'not-found' };

/**
 * A record page of a data section: `slug` is the record's pretty URL or its id (which redirects
 * to the pretty URL when there is one). A user listing's record opens only for the person it is
 * linked to; anyone else gets not-found, never a hint that it exists.
 */
export async function loadRecordPage(
  runtime: Runtime,
  input: {
    siteId: string;
    sectionId: string;
    data: TDataData;
    pagePath: string;
    slug: string;
    userRecordId?: string;
    userFields?: Record<string, unknown>;
    groups?: readonly string[];
    cache?: DataSourceCacheOptions;
  },
): Promise<RecordPageResult> {
  const { data } = input;
  if (!data.source || data.detail.type !== 'page') return { kind: 'not-found' };
  if (data.listingType === 'user' && !input.userRecordId) return { kind: 'sign-in' };
  const abilities = listingAbilities(data.access, input.groups ?? []);
  if (!abilities.view) return input.userRecordId === undefined ? { kind: 'sign-in' } : { kind: 'not-found' };
  const slugs = await sectionSlugs(runtime, input.siteId, input.sectionId);
  const viewer = { userRecordId: input.userRecordId, userFields: input.userFields };
  const source = await listingSourceFor(runtime, input.siteId, data.source, input.cache);
  if (!source) return { kind: 'not-found' };
  const baseId = listingBaseId(data.source);
  try {
    const tables = await source.listTables({ baseId });
    const table = tables.find((t) => t.id === data.source!.tableId);
    if (!table) return { kind: 'not-found' };
    const editLinks = abilities.edit ? listingFormLinks(data, table, tables, 'edit') : [];
    const found = await findDetailRecord({
      source,
      baseId,
      tables,
      table,
      data,
      viewer,
      slugs,
      slug: input.slug,
      expandFieldIds: editLinks.map((l) => l.fieldId),
    });
    if (!found) return { kind: 'not-found' };
    const recordId = found.record.id;
    if (!found.bySlug) {
      const slug = slugs.byRecord.get(recordId);
      if (slug) return { kind: 'redirect', to: recordPagePath(input.pagePath, slug) };
    }
    const view = await detailViewOf({ source, baseId, tables, table, data, abilities, found, editLinks });
    const ordered = await orderedRecordIds(source, baseId, table, data, { q: '', filters: {} }, viewer);
    view.neighbours = recordNeighbours(ordered, recordId, (id) =>
      recordPagePath(input.pagePath, slugs.byRecord.get(id) ?? id),
    );
    return { kind: 'record', view, canonicalPath: recordPagePath(input.pagePath, input.slug) };
  } catch (error) {
    if (error instanceof DataSourceError && error.status < 500) return { kind: 'not-found' };
    throw error;
  }
}

/** At most this many record pages of one listing go into the sitemap. */
export const SITEMAP_MAX_RECORDS = 5_000;

/**
 * The record pages of a public listing for the sitemap: every record's pretty URL or id path,
 * read page by page through the cache. User listings have none (their records are private).
 */
export async function listingRecordPaths(
  runtime: Runtime,
  input: { siteId: string; sectionId: string; data: TDataData; pagePath: string; cache?: DataSourceCacheOptions },
): Promise<string[]> {
  const { data } = input;
  if (!data.source || data.detail.type !== 'page' || data.listingType !== 'public') return [];
  // Record pages protected by permissions stay out of the sitemap (spec doc 2 §8).
  if (!listingAbilities(data.access, []).view) return [];
  const source = await listingSourceFor(runtime, input.siteId, data.source, input.cache);
  if (!source) return [];
  const slugs = (await sectionSlugs(runtime, input.siteId, input.sectionId)).byRecord;
  const paths: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await source.listRecords({
      baseId: listingBaseId(data.source),
      tableId: data.source.tableId,
      where: listingScopeCondition(data, {}),
      sort: { type: 'none' },
      pageSize: 100,
      cursor,
      fieldIds: [],
    });
    for (const record of page.records) paths.push(recordPagePath(input.pagePath, slugs.get(record.id) ?? record.id));
    cursor = page.cursor;
  } while (cursor && paths.length < SITEMAP_MAX_RECORDS);
  return paths.slice(0, SITEMAP_MAX_RECORDS);
}

/** A write to a listing's records from the portal (create and edit forms, delete, record actions). */
export type ListingWrite =
  /** `form: 'custom'`: a Form section's submission (its groups' fields, required ones checked). */
  | { kind: 'create'; cells: Record<string, CellValue | null>; form?: 'listing' | 'custom' }
  | { kind: 'update'; recordId: string; cells: Record<string, CellValue | null> }
  | { kind: 'delete'; recordId: string }
  | { kind: 'action'; recordId: string; actionId: string }
  /** The card's upvote: one more in the call to action's Number field, once per voter. */
  | { kind: 'upvote'; recordId: string; sectionId: string; voter: string }
  /** A record page's linked records block: link, unlink or add a linked record. */
  | LinkedRecordsWrite;

/**
 * An upvote: the listing must count upvotes in a Number field of its table; the voter's vote is
 * stored first (a second one is refused), then the field gets one more, and the vote is taken
 * back if that write fails.
 */
async function upvote(
  runtime: Runtime,
  siteId: string,
  data: TDataData,
  write: Extract<ListingWrite, { kind: 'upvote' }>,
  table: TableSchema,
  record: DataRecord,
  source: DataSource,
): Promise<ListingWriteResult> {
  const field = table.fields.find((f) => f.id === data.cta.fieldId);
  if (data.cta.action !== 'upvote' || !field || !CTA_FIELD_TYPES.upvote.includes(field.type)) {
    return { ok: false, status: 403, message: LISTING_FORBIDDEN_MESSAGE };
  }
  const key = { siteId, sectionId: write.sectionId, recordId: write.recordId, voter: write.voter };
  if (!(await addRecordVote(runtime.db, key))) return { ok: false, status: 409, message: UPVOTE_TWICE_MESSAGE };
  const current = record.fields[field.id];
  const count = typeof current === 'number' && Number.isFinite(current) ? current : 0;
  try {
    await source.updateRecords({
      baseId: listingBaseId(data.source!),
      tableId: table.id,
      records: [{ id: write.recordId, fields: { [field.id]: count + 1 } }],
    });
  } catch (error) {
    await removeRecordVote(runtime.db, key);
    throw error;
  }
  return { ok: true, recordId: write.recordId };
}

export type ListingWriteResult = { ok: true; recordId: string } | { ok: false; status: number; message: string };

/**
 * Performs a portal write after checking it on the server: the listing's access entries for the
 * viewer's groups (create, edit, delete; record actions need edit), user listings only on
 * records linked to the person (and new records are linked to them), form cells only for the
 * form's fields. The data source validates the cells; its refusal comes back as the message.
 */
export async function applyListingWrite(
  runtime: Runtime,
  input: {
    siteId: string;
    data: TDataData;
    write: ListingWrite;
    groups: readonly string[];
    user?: { recordId?: string; fields?: Record<string, unknown> };
    cache?: DataSourceCacheOptions;
  },
): Promise<ListingWriteResult> {
  const { data, write } = input;
  const refused = { ok: false as const, status: 403, message: LISTING_FORBIDDEN_MESSAGE };
  if (!data.source) return refused;
  const abilities = listingAbilities(data.access, input.groups);
  // Upvoting needs only the right to see the record; every other write its own right.
  const needed =
    write.kind === 'create' ? 'create' : write.kind === 'delete' ? 'delete' : write.kind === 'upvote' ? 'view' : 'edit';
  if (!abilities[needed]) return refused;
  const userRecordId = input.user?.recordId;
  if (data.listingType === 'user' && !userRecordId) return refused;
  try {
    const source = await listingSourceFor(runtime, input.siteId, data.source, input.cache);
    if (!source) throw new DataSourceError(503, RECORDS_FETCH_FAILED_MESSAGE);
    const baseId = listingBaseId(data.source);
    const tableId = data.source.tableId;
    const tables = await source.listTables({ baseId });
    const table = tables.find((t) => t.id === tableId);
    if (!table) return refused;
    const variant = write.kind === 'create' ? (write.form === 'custom' ? 'custom' : 'create') : 'edit';
    const entries = listingFormEntries(data, table, variant);
    const formIds = new Set(entries.map((e) => e.field.id));
    const formCells = (cells: Record<string, CellValue | null>) =>
      Object.fromEntries(Object.entries(cells).filter(([id]) => formIds.has(id)));
    // A required field left empty, or a linked record the form did not offer (an edit form also
    // keeps the record's links now): refused before anything is written.
    const formProblem = async (cells: Record<string, CellValue | null>, record?: DataRecord) => {
      const groups = formGroupsFor(data, variant);
      const missing = missingRequiredField({ groups }, table.fields, FORM_FIELD_TYPES, cells);
      if (missing) return missing;
      const choices = await readFormLinkChoices(source, baseId, listingFormLinks(data, table, tables, variant));
      return formLinkProblem(
        entries,
        cells,
        (fieldId) =>
          new Set([...(choices[fieldId]?.options ?? []).map((o) => o.id), ...linkCellIds(record?.fields[fieldId])]),
      );
    };
    if (write.kind === 'create') {
      const problem = await formProblem(formCells(write.cells));
      if (problem) return { ok: false, status: 400, message: problem };
      const cells = Object.fromEntries(
        Object.entries(formCells(write.cells)).filter((entry): entry is [string, CellValue] => entry[1] !== null),
      );
      if (data.listingType === 'user') cells[data.userLinkFieldId] = [userRecordId!];
      const [created] = await source.createRecords({ baseId, tableId, records: [cells] });
      return created
        ? { ok: true, recordId: created.id }
        : { ok: false, status: 502, message: RECORDS_FETCH_FAILED_MESSAGE };
    }
    const found = await source.getRecord({ baseId, tableId, recordId: write.recordId });
    if (!found) return { ok: false, status: 404, message: RECORDS_FETCH_FAILED_MESSAGE };
    const scope = listingScopeCondition(data, { userRecordId, userFields: input.user?.fields });
    if (!matchesCondition(found.record, scope, table)) return refused;
    if (write.kind === 'delete') {
      await source.deleteRecords({ baseId, tableId, recordIds: [write.recordId] });
      return { ok: true, recordId: write.recordId };
    }
    if (write.kind === 'upvote') return await upvote(runtime, input.siteId, data, write, table, found.record, source);
    if (write.kind === 'link' || write.kind === 'unlink' || write.kind === 'createLinked') {
      return await changeLinkedRecords({ source, baseId, tables, table, data, record: found.record, write, abilities });
    }
    let changes: Record<string, CellValue | null>;
    if (write.kind === 'update') {
      changes = formCells(write.cells);
      // Required fields must hold a value once changed (fields the form did not show keep theirs).
      const problem = await formProblem({ ...found.record.fields, ...changes }, found.record);
      if (problem) return { ok: false, status: 400, message: problem };
    } else {
      const action = listingRecordActions(data).find((a) => a.id === write.actionId);
      if (!action) return refused;
      const result = operationChanges(action.operations, table.fields, found.record, input.user ?? {});
      if ('problem' in result) return { ok: false, status: 400, message: result.problem };
      changes = result.changes;
    }
    if (Object.keys(changes).length > 0) {
      await source.updateRecords({ baseId, tableId, records: [{ id: write.recordId, fields: changes }] });
    }
    return { ok: true, recordId: write.recordId };
  } catch (error) {
    if (!(error instanceof DataSourceError)) throw error;
    return error.status >= 500
      ? { ok: false, status: 503, message: RECORDS_FETCH_FAILED_MESSAGE }
      : { ok: false, status: 400, message: error.message };
  }
}
