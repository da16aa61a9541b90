import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { recordVotes } from '../schema/index';

export interface RecordVoteKey {
  siteId: string;
  sectionId: string;
  recordId: string;
  /** `u:{end user id}` or `v:{visitor id}`. */
  voter: string;
}

/** Records one upvote; false when this voter had already upvoted the record. */
export async function addRecordVote(db: DbOrTx, key: RecordVoteKey): Promise<boolean> {
  const inserted = await db
    .insert(recordVotes)
    .values(key)
    .onConflictDoNothing()
    .returning({ recordId: recordVotes.recordId });
  return inserted.length > 0;
}

/** Takes an upvote back (the count could not be written). */
export async function removeRecordVote(db: DbOrTx, key: RecordVoteKey): Promise<void> {
  await db
    .delete(recordVotes)
    .where(
      and(
        eq(recordVotes.siteId, key.siteId),
        eq(recordVotes.sectionId, key.sectionId),
        eq(recordVotes.recordId, key.recordId),
        eq(recordVotes.voter, key.voter),
      ),
    );
}
