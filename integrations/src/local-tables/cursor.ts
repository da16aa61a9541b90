import { DataSourceError } from '@atrium/core';

/** Where the next page of a listing starts. */
export interface ListingCursor {
  /** The offset of the next page: used only when `after` is gone (ADR 044). */
  offset: number;
  /** The last record of the page before: the next page is the records after it (keyset). */
  after?: string;
}

/** Record ids as Atrium makes them, and a bound on whatever else a hand-made cursor holds. */
const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Opaque listing cursors, base64url-encoded JSON: the last record of the page (`r`), whose sort
 * keys the next page starts after, and the next page's offset (`o`) for when that record has
 * been deleted meanwhile (then, as with Airtable's offsets, a record may repeat or be skipped).
 * Cursors with only `o` (from before keyset paging) still work, by offset.
 */
export function encodeCursor(cursor: ListingCursor): string {
  // An id this module would not read back (none Atrium makes) leaves the next page to the offset.
  const after = cursor.after !== undefined && RECORD_ID.test(cursor.after) ? { r: cursor.after } : {};
  return Buffer.from(JSON.stringify({ o: cursor.offset, ...after })).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): ListingCursor {
  if (cursor === undefined || cursor === '') return { offset: 0 };
  if (cursor.length <= 512) {
    try {
      const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown; r?: unknown };
      const { o: offset, r: after } = parsed ?? {};
      if (typeof offset === 'number' && Number.isSafeInteger(offset) && offset >= 0) {
        if (after === undefined) return { offset };
        if (typeof after === 'string' && RECORD_ID.test(after)) return { offset, after };
      }
    } catch {
      // fall through
    }
  }
  throw new DataSourceError(422, 'The listing cursor is not valid', 'INVALID_CURSOR');
}
