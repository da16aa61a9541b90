import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import {
  advanceAirtableWebhookCursor,
  createAirtableWebhook,
  createBuilder,
  deleteAirtableWebhook,
  findAirtableWebhook,
  getAirtableWebhookByHookId,
  listExpiringAirtableWebhooks,
  resolveWorkspace,
  setAirtableWebhookExpiry,
} from '../index';
import { createTestDb } from '../testing/create-test-db';

let handle: DbHandle;
let ws: number;
let otherWs: number;

beforeAll(async () => {
  handle = await createTestDb();
  const workspaceOf = async (email: string) => {
    const builder = await createBuilder(handle.db, {
      firstName: 'A',
      lastName: 'B',
      email,
      password: 'correct horse battery',
    });
    return (await resolveWorkspace(handle.db, { builderId: builder.id, routeId: 0 }))!.id;
  };
  ws = await workspaceOf('ada@example.com');
  otherWs = await workspaceOf('bob@example.com');
});
afterAll(async () => {
  await handle?.close();
});

const hook = (id: string, workspaceId: number, baseId: string, expiresAt = new Date('2030-01-08T00:00:00Z')) => ({
  id,
  workspaceId,
  baseId,
  airtableWebhookId: `ach${id}`,
  macSecret: 'v1.sealed',
  expiresAt,
});

describe('airtable webhooks', () => {
  it('keeps one webhook per workspace and base', async () => {
    const first = await createAirtableWebhook(handle.db, hook('h1', ws, 'appA'));
    expect(first).toMatchObject({ created: true, row: { id: 'h1', cursor: 1 } });
    expect(await createAirtableWebhook(handle.db, hook('h2', ws, 'appA'))).toEqual({ row: undefined, created: false });
    expect((await createAirtableWebhook(handle.db, hook('h3', otherWs, 'appA'))).created).toBe(true);
    expect((await findAirtableWebhook(handle.db, { workspaceId: ws, baseId: 'appA' }))?.id).toBe('h1');
    expect((await getAirtableWebhookByHookId(handle.db, { hookId: 'h3' }))?.workspaceId).toBe(otherWs);
    expect(await getAirtableWebhookByHookId(handle.db, { hookId: 'h2' })).toBeUndefined();
  });

  it('moves the cursor only forward, and only within the workspace', async () => {
    await advanceAirtableWebhookCursor(handle.db, { workspaceId: ws, id: 'h1', cursor: 5 });
    await advanceAirtableWebhookCursor(handle.db, { workspaceId: ws, id: 'h1', cursor: 3 });
    await advanceAirtableWebhookCursor(handle.db, { workspaceId: otherWs, id: 'h1', cursor: 9 });
    expect((await getAirtableWebhookByHookId(handle.db, { hookId: 'h1' }))?.cursor).toBe(5);
  });

  it('lists webhooks expiring before a time, across workspaces, and updates or forgets them', async () => {
    await setAirtableWebhookExpiry(handle.db, {
      workspaceId: ws,
      id: 'h1',
      expiresAt: new Date('2030-01-02T00:00:00Z'),
    });
    const due = await listExpiringAirtableWebhooks(handle.db, { before: new Date('2030-01-03T00:00:00Z') });
    expect(due.map((row) => row.id)).toEqual(['h1']);
    const all = await listExpiringAirtableWebhooks(handle.db, { before: new Date('2030-02-01T00:00:00Z') });
    expect(all.map((row) => row.id)).toEqual(['h1', 'h3']);

    await deleteAirtableWebhook(handle.db, { workspaceId: otherWs, id: 'h1' });
    expect(await getAirtableWebhookByHookId(handle.db, { hookId: 'h1' })).toBeDefined();
    await deleteAirtableWebhook(handle.db, { workspaceId: ws, id: 'h1' });
    expect(await getAirtableWebhookByHookId(handle.db, { hookId: 'h1' })).toBeUndefined();
  });
});
