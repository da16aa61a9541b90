import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { createTestDb } from '../testing/create-test-db';
import { enqueueEmail, markEmailSent } from './enqueue-email';
import { getOutboxEmail, listOutbox } from './list-outbox';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const email = (to: string, subject: string) => ({ to, subject, text: `${subject}, in text`, kind: 'test' });

it('records an email for its address in lower case, unsent, and marks it sent or failed', async () => {
  const { db } = handle;
  const queued = await enqueueEmail(db, { ...email('  Ada@Example.com ', 'Welcome'), html: '<p>Welcome</p>' });
  expect(queued).toMatchObject({
    toAddress: 'ada@example.com',
    subject: 'Welcome',
    text: 'Welcome, in text',
    html: '<p>Welcome</p>',
    kind: 'test',
    sentAt: null,
    error: null,
  });
  expect((await enqueueEmail(db, email('bob@example.com', 'No html'))).html).toBe('');

  await markEmailSent(db, { id: queued.id, error: 'x'.repeat(1500) });
  const failed = await getOutboxEmail(db, { id: queued.id });
  expect(failed?.sentAt).toBeNull();
  expect(failed?.error).toBe('x'.repeat(1000));

  await markEmailSent(db, { id: queued.id });
  const sent = await getOutboxEmail(db, { id: queued.id });
  expect(sent?.sentAt).toBeInstanceOf(Date);
  expect(sent?.error).toBeNull();
  expect(await getOutboxEmail(db, { id: 'no-such-email' })).toBeUndefined();
});

it('lists the mailbox newest first, for one address (any case) and up to a limit', async () => {
  const { db } = handle;
  for (const subject of ['First', 'Second', 'Third']) {
    await enqueueEmail(db, email('carol@example.com', subject));
    // Distinct creation times, so that newest first is one order.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const carols = await listOutbox(db, { to: 'Carol@Example.com' });
  expect(carols.map((e) => e.subject)).toEqual(['Third', 'Second', 'First']);
  expect((await listOutbox(db, { to: 'carol@example.com', limit: 2 })).map((e) => e.subject)).toEqual([
    'Third',
    'Second',
  ]);
  const everyone = await listOutbox(db);
  expect(everyone[0]?.subject).toBe('Third');
  expect(new Set(everyone.map((e) => e.toAddress))).toEqual(
    new Set(['ada@example.com', 'bob@example.com', 'carol@example.com']),
  );
  expect(await listOutbox(db, { to: 'nobody@example.com' })).toEqual([]);
});
