import {
  BASES_FETCH_FAILED_MESSAGE,
  DataSourceError,
  GENERIC_ERROR_MESSAGE,
  INSUFFICIENT_PERMISSIONS_TITLE,
  NO_ACCESS_TOKEN_MESSAGE,
  TOKEN_EXPIRED_MESSAGE,
  type BaseSummary,
  type DataSource,
  type TableSchema,
} from '@atrium/core';
import { airtableDataSourceFor } from '@atrium/integrations';
import { requireWorkspace, type BuilderContext } from '../lib/route-builders.server';

/** The base picker shows 5 bases a page (spec doc 2 §9, doc 3 §9). */
export const BASE_PICKER_PAGE_SIZE = 5;

/** What a picker shows when a call fails: the spec's alert texts. */
export interface PickerFailure {
  ok: false;
  /** 'Insufficient Permissions' for 401/403 from Airtable. */
  title?: string;
  error: string;
  code: 'NO_TOKEN' | 'INSUFFICIENT_PERMISSIONS' | 'SOURCE_ERROR';
}

/** The workspace's Airtable for a picker route, or a failure answer when it has no token. */
export async function workspaceAirtable(ctx: BuilderContext): Promise<DataSource | Response> {
  const workspace = await requireWorkspace(ctx, ctx.params.workspaceId);
  const source = await airtableDataSourceFor(ctx.runtime, workspace.id);
  if (!source) return pickerFailure(409, { ok: false, error: NO_ACCESS_TOKEN_MESSAGE, code: 'NO_TOKEN' });
  return source;
}

/** Every base the token reaches (following Airtable's pages), then our page of 5. */
export async function listBasePage(
  source: DataSource,
  cursor: string | null,
): Promise<{ ok: true; bases: BaseSummary[]; cursor?: string; total: number }> {
  const all: BaseSummary[] = [];
  let next: string | undefined;
  do {
    const page = await source.listBases({ cursor: next });
    all.push(...page.bases);
    next = page.cursor;
  } while (next);
  const start = Math.max(0, Number.parseInt(cursor ?? '0', 10) || 0);
  const end = start + BASE_PICKER_PAGE_SIZE;
  return {
    ok: true,
    bases: all.slice(start, end),
    ...(end < all.length ? { cursor: String(end) } : {}),
    total: all.length,
  };
}

/** Tables of a base with their fields (id, name, type, options incl. choices) and views. */
export async function listBaseTables(source: DataSource, baseId: string): Promise<{ ok: true; tables: TableSchema[] }> {
  return { ok: true, tables: await source.listTables({ baseId }) };
}

/** Maps a data source failure to the spec's alerts; anything else is the generic message. */
export function pickerError(error: unknown, fallback = BASES_FETCH_FAILED_MESSAGE): Response {
  if (error instanceof DataSourceError) {
    if (error.status === 401 || error.status === 403) {
      return pickerFailure(403, {
        ok: false,
        title: INSUFFICIENT_PERMISSIONS_TITLE,
        error: TOKEN_EXPIRED_MESSAGE,
        code: 'INSUFFICIENT_PERMISSIONS',
      });
    }
    return pickerFailure(error.status >= 400 && error.status < 500 ? error.status : 502, {
      ok: false,
      error: error.message || fallback,
      code: 'SOURCE_ERROR',
    });
  }
  console.error(error);
  return pickerFailure(500, { ok: false, error: GENERIC_ERROR_MESSAGE, code: 'SOURCE_ERROR' });
}

function pickerFailure(status: number, body: PickerFailure): Response {
  return Response.json(body, { status });
}
