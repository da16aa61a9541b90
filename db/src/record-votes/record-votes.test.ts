import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { recordVotes } from '../schema/index';
import { createTestDb } from '../testing/create-test-db';
import { createTestSite } from '../testing/create-test-site';
import { addRecordVote, removeRecordVote, type RecordVoteKey } from './record-votes';

let handle: DbHandle;
let siteId: string;
beforeAll(async () => {
  handle = await createTestDb();
  siteId = (await createTestSite(handle.db, 'votes')).site.id;
});
afterAll(async () => {
  await handle?.close();
});

const votesFor = async (sectionId: string, recordId: string) =>
  (
    await handle.db
      .select({ voter: recordVotes.voter })
      .from(recordVotes)
      .where(
        and(eq(recordVotes.siteId, siteId), eq(recordVotes.sectionId, sectionId), eq(recordVotes.recordId, recordId)),
      )
  )
    .map((r) => r.voter)
    .sort();

it('counts one upvote per voter and record', async () => {
  const { db } = handle;
  const vote: RecordVoteKey = { siteId, sectionId: 'board', recordId: 'rec1', voter: 'v:visitor-1' };
  expect(await addRecordVote(db, vote)).toBe(true);
  expect(await addRecordVote(db, vote)).toBe(false);
  // Another voter, another record, another section: each a vote of its own.
  expect(await addRecordVote(db, { ...vote, voter: 'u:end-user-1' })).toBe(true);
  expect(await addRecordVote(db, { ...vote, recordId: 'rec2' })).toBe(true);
  expect(await addRecordVote(db, { ...vote, sectionId: 'other' })).toBe(true);
  expect(await votesFor('board', 'rec1')).toEqual(['u:end-user-1', 'v:visitor-1']);
});

it('takes a vote back, so that the voter may vote again, and leaves the others', async () => {
  const { db } = handle;
  const vote: RecordVoteKey = { siteId, sectionId: 'takeback', recordId: 'rec1', voter: 'v:visitor-1' };
  await addRecordVote(db, vote);
  await addRecordVote(db, { ...vote, voter: 'v:visitor-2' });
  await removeRecordVote(db, vote);
  expect(await votesFor('takeback', 'rec1')).toEqual(['v:visitor-2']);
  expect(await addRecordVote(db, vote)).toBe(true);
  // Taking back a vote nobody cast changes nothing.
  await removeRecordVote(db, { ...vote, voter: 'v:nobody' });
  expect(await votesFor('takeback', 'rec1')).toEqual(['v:visitor-1', 'v:visitor-2']);
});
