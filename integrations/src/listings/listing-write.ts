import type { CellValue } from '@atrium/core';
import type { LinkedRecordsWrite } from './linked-records';

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

export type ListingWriteResult = { ok: true; recordId: string } | { ok: false; status: number; message: string };
