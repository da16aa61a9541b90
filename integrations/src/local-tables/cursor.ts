import { DataSourceError } from '@atrium/core';

/**
 * Opaque listing cursors: the offset of the next page, base64url-encoded. Offsets (not keysets)
 * because sorts may be on any field or a view's order; like Airtable's offsets, a listing that
 * changes between pages may repeat or skip a record.
 */
export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const offset = (parsed as { o?: unknown } | null)?.o;
    if (typeof offset === 'number' && Number.isSafeInteger(offset) && offset >= 0) return offset;
  } catch {
    // fall through
  }
  throw new DataSourceError(422, 'The listing cursor is not valid', 'INVALID_CURSOR');
}
