import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { emailOutbox } from '../schema/index';
import type { OutboxRow } from './enqueue-email';

/** The development mailbox: newest first, optionally for one address. */
export async function listOutbox(db: DbOrTx, params: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> {
  const query = db.select().from(emailOutbox);
  const filtered = params.to ? query.where(eq(emailOutbox.toAddress, params.to.toLowerCase())) : query;
  return filtered.orderBy(desc(emailOutbox.createdAt)).limit(params.limit ?? 100);
}

export async function getOutboxEmail(db: DbOrTx, params: { id: string }): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, params.id));
  return row;
}
