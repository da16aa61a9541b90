import { GENERIC_ERROR_MESSAGE, type DataRecord, type TableField } from '@atrium/core';
import type { GridValue } from './undo-stack';

type Answer<T> = ({ ok: true } & T) | { ok: false; error: string };
export type RecordAnswer = Answer<{ record: DataRecord }>;

/**
 * The grid's writes, sent with fetch rather than a fetcher: a fetcher's answer would make Remix
 * read the page's loader again, replacing the records loaded so far (and their scroll) after every
 * cell. They use the same API routes as the record form: PATCH a record's cells, POST a record,
 * DELETE records (undo and redo of added and deleted records).
 */
export function saveCells(api: string, recordId: string, fields: Record<string, GridValue>): Promise<RecordAnswer> {
  return send('PATCH', `${api}/records/${encodeURIComponent(recordId)}`, { fields });
}

/** Creates a record with the given cells (none for an empty one). */
export function createRecord(api: string, fields: Record<string, GridValue> = {}): Promise<RecordAnswer> {
  return send('POST', `${api}/records`, { fields });
}

/** Deletes records of the table; the answer names those deleted. */
export function deleteRecords(api: string, recordIds: readonly string[]): Promise<Answer<{ deleted: string[] }>> {
  return send('DELETE', `${api}/records`, { recordIds });
}

async function send<T>(method: 'PATCH' | 'POST' | 'DELETE', url: string, body: unknown): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, error: 'Not saved: the network is unavailable.' };
  }
  // The API routes' JSON answers: `{ ok: true, … }` or `{ ok: false, error }`.
  const answer = (await response.json().catch(() => null)) as ({ ok: true } & T) | { ok: false; error?: string } | null;
  if (response.ok && answer?.ok) return answer;
  return { ok: false, error: (answer && !answer.ok && answer.error) || GENERIC_ERROR_MESSAGE };
}

/** The API of the table a link field points at, beside this table's (`/api/sites/:siteId/tables/:tableId`). */
export function linkedTableApi(api: string, field: TableField): string {
  return api.replace(/[^/]+$/, encodeURIComponent(String(field.options?.linkedTableId ?? '')));
}

/**
 * The records of the table at `api` that each name means (its primary field, any case), as
 * id → name: names the grid has not loaded, asked when they are pasted into link cells. A name
 * several records share gives them all (the paste then says which is ambiguous).
 */
export async function findLinkNames(api: string, names: string[]): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  try {
    const response = await fetch(`${api}/names`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ names }),
      credentials: 'same-origin',
    });
    const answer = (await response.json()) as {
      ok: boolean;
      records?: Record<string, Array<{ id: string; name: string }>>;
    };
    for (const records of Object.values(answer.records ?? {})) for (const r of records) found[r.id] = r.name;
  } catch {
    // Unanswered, the names stay unknown and the paste says so cell by cell.
  }
  return found;
}
