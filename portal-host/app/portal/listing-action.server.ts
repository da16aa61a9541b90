import { data, redirect } from '@remix-run/node';
import {
  FORM_SUBMITTED_PARAM,
  LISTING_RECORD_PARAM,
  LOGIN_PATH,
  canonicalRequestPath,
  dataSectionKind,
  findSnapshotPage,
  formRedirectPath,
  listingFormFields,
  pageGate,
  recordCellsFromForm,
  shownFormFields,
  listingRecordActions,
  recordPagePath,
  typedFormValues,
  type CellValue,
  type TDataSection,
  type TListingFormAnswer,
} from '@atrium/core';
import {
  applyListingWrite,
  getUserRecord,
  listingBaseId,
  listingSourceFor,
  siteCacheOptions,
  usersTableSource,
  type ListingWrite,
  type Runtime,
} from '@atrium/integrations';
import { portalViewer, viewerGroups } from './portal-access.server';
import { PRIVATE_HEADERS } from './portal-headers';
import { recordPageParent, snapshotForPath } from './portal-page.server';
import { voterOf } from './voter-cookie.server';
import { resolvePortal } from './resolve-portal.server';
import type { PortalRequest } from '../load-context';

const INTENTS = [
  'listing-create',
  'listing-update',
  'listing-delete',
  'listing-action',
  'listing-card-action',
  'listing-form',
  'listing-upvote',
  'listing-link',
  'listing-unlink',
  'listing-create-linked',
] as const;
type Intent = (typeof INTENTS)[number];

/**
 * POST to a portal page or record page: a listing's create or edit form, a delete, or a record
 * action. The page's gate, the listing's access for the viewer's groups and (user listings) the
 * record's link to the person are checked on the server; success redirects (PRG) to the record
 * page or the listing with a notice, a refusal answers 4xx with what the person typed.
 */
export async function portalListingAction({ request, runtime }: PortalRequest) {
  const url = new URL(request.url);
  const portal = await resolvePortal(runtime, request);
  if (portal.kind !== 'published') throw data('Not found', { status: 404 });
  const path = canonicalRequestPath(url.pathname);
  const snapshot = await snapshotForPath(runtime, portal, path);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '') as Intent;
  const sectionId = String(form.get('sectionId') ?? '');
  const recordId = String(form.get('recordId') ?? '') || undefined;
  const page = findSnapshotPage(snapshot, path) ?? recordPageParent(snapshot, path)?.page;
  const section = page?.contents.sections.find((s): s is TDataSection => s.type === 'data' && s.id === sectionId);
  if (!page || !section || !INTENTS.includes(intent))
    throw data('Not found', { status: 404, headers: PRIVATE_HEADERS });

  const access = await portalViewer(request, runtime, portal.site);
  if (access.accountsOn) {
    const gate = pageGate(access.ability, access.viewer, page.id);
    if (gate === 'login') {
      throw redirect(`${LOGIN_PATH}?redirectTo=${encodeURIComponent(url.pathname)}`, { headers: PRIVATE_HEADERS });
    }
    if (gate === 'forbidden') throw data('Forbidden', { status: 403, headers: PRIVATE_HEADERS });
  }
  const cache = siteCacheOptions(snapshot.settings);
  const formFields = await formFieldsOf(
    runtime,
    portal.site.siteId,
    section,
    intent === 'listing-form' ? 'custom' : intent === 'listing-create' ? 'create' : 'edit',
  );
  // An edit changes only the fields its form showed.
  const cells = recordCellsFromForm(intent === 'listing-update' ? shownFormFields(formFields, form) : formFields, form);
  const voter = intent === 'listing-upvote' ? await voterOf(request, runtime, access) : undefined;
  const blockId = String(form.get('blockId') ?? '');
  const write = listingWriteOf(intent, form, { cells, recordId: recordId ?? '', sectionId, voter: voter?.voter });
  const result = await applyListingWrite(runtime, {
    siteId: portal.site.siteId,
    data: section.data,
    write,
    groups: viewerGroups(access),
    user: await userOf(
      runtime,
      portal.site.siteId,
      access.user?.recordId ?? undefined,
      access.state?.appConfig,
      section,
    ),
    cache,
  });
  if (!result.ok) {
    return data<TListingFormAnswer>(
      {
        error: result.message,
        sectionId,
        intent,
        recordId,
        ...(blockId ? { blockId } : {}),
        typed: write.kind === 'createLinked' ? { name: write.name } : typedFormValues(formFields, form),
      },
      { status: result.status, headers: PRIVATE_HEADERS },
    );
  }
  // A card's own forms (its update action, its edit form) come back to the listing.
  const backToListing = intent === 'listing-card-action' || form.get('back') === 'listing';
  throw redirect(writeTarget(section, page.path, intent, result.recordId, url, snapshot.pages, backToListing), {
    status: 303,
    headers: voter?.setCookie ? { ...PRIVATE_HEADERS, 'Set-Cookie': voter.setCookie } : PRIVATE_HEADERS,
  });
}

/** The write a posted form asks for, by its intent. */
function listingWriteOf(
  intent: Intent,
  form: FormData,
  posted: { cells: Record<string, CellValue | null>; recordId: string; sectionId: string; voter?: string },
): ListingWrite {
  const { cells, recordId } = posted;
  const text = (name: string) => String(form.get(name) ?? '');
  switch (intent) {
    case 'listing-upvote':
      return { kind: 'upvote', recordId, sectionId: posted.sectionId, voter: posted.voter ?? '' };
    case 'listing-create':
    case 'listing-form':
      return { kind: 'create', cells, form: intent === 'listing-form' ? 'custom' : 'listing' };
    case 'listing-update':
      return { kind: 'update', recordId, cells };
    case 'listing-delete':
      return { kind: 'delete', recordId };
    case 'listing-link':
    case 'listing-unlink':
      return {
        kind: intent === 'listing-link' ? 'link' : 'unlink',
        recordId,
        blockId: text('blockId'),
        linkedRecordId: text('linkedRecordId'),
      };
    case 'listing-create-linked':
      return { kind: 'createLinked', recordId, blockId: text('blockId'), name: text('name') };
    case 'listing-action':
    case 'listing-card-action':
      return { kind: 'action', recordId, actionId: text('actionId') };
  }
}

/** The notice a successful write leaves (`?done=`). */
const DONE: Partial<Record<Intent, string>> = {
  'listing-delete': 'deleted',
  'listing-create': 'created',
  'listing-unlink': 'unlinked',
  'listing-link': 'linked',
  'listing-create-linked': 'linked',
};

/**
 * Where a successful write leads (PRG): the record's page, or the listing with the record open
 * (modal, side by side: the pretty URL it was opened at, a new record by its id); a deleted
 * record, or a listing without detail, leads back to the listing.
 */
function writeTarget(
  section: TDataSection,
  pagePath: string,
  intent: Intent,
  recordId: string,
  url: URL,
  pages: ReadonlyArray<{ id: string; path: string; type: string }>,
  /** A card's own forms: the person stays on the listing. */
  backToListing: boolean,
): string {
  if (intent === 'listing-form') {
    // A Form: its redirect page (one of this portal's published pages) when it has one, else its
    // success screen on the same page.
    const to = formRedirectPath(section.data.customForm.submit.redirect, pages);
    if (to) return to;
    return `${pagePath}?${new URLSearchParams({ [FORM_SUBMITTED_PARAM]: section.id }).toString()}`;
  }
  // An upvote, or a card's own forms, leave the person where they were: the listing.
  if (intent === 'listing-upvote') return `${pagePath}?done=upvoted`;
  const done = DONE[intent] ?? 'updated';
  const { type } = section.data.detail;
  if (
    backToListing ||
    intent === 'listing-delete' ||
    type === 'none' ||
    type === 'expand' ||
    dataSectionKind(section.sectionName) === 'record'
  ) {
    return `${pagePath}?done=${done}`;
  }
  if (type === 'page') return `${recordPagePath(pagePath, recordId)}?done=${done}`;
  const opened = intent === 'listing-create' ? recordId : (url.searchParams.get(LISTING_RECORD_PARAM) ?? recordId);
  return `${pagePath}?${new URLSearchParams({ [LISTING_RECORD_PARAM]: opened, done }).toString()}`;
}

async function formFieldsOf(
  runtime: Runtime,
  siteId: string,
  section: TDataSection,
  form: 'create' | 'edit' | 'custom',
) {
  if (!section.data.source) return [];
  const source = await listingSourceFor(runtime, siteId, section.data.source);
  const table = (await source?.listTables({ baseId: listingBaseId(section.data.source) }))?.find(
    (t) => t.id === section.data.source!.tableId,
  );
  return table ? listingFormFields(section.data, table.fields, form) : [];
}

/** The person's users-table record, read only when an action takes a value from it. */
async function userOf(
  runtime: Runtime,
  siteId: string,
  recordId: string | undefined,
  appConfig: { identity: { config: Parameters<typeof usersTableSource>[1]['config'] | null } } | undefined,
  section: TDataSection,
) {
  if (!recordId) return undefined;
  const needsFields =
    listingRecordActions(section.data).some((a) => a.operations.some((o) => o.valueType === 'userField')) ||
    section.data.rules.some((r) => r.type === 'fieldAttribute');
  const config = appConfig?.identity.config;
  if (!needsFields || !config) return { recordId };
  const source = await usersTableSource(runtime, { siteId, config });
  const record = source ? await getUserRecord(source, config, recordId) : undefined;
  return { recordId, fields: record?.fields };
}
