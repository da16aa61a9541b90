import { GENERIC_ERROR_MESSAGE, type DataRecord } from '@atrium/core';
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
