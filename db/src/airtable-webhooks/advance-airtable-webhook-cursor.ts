import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { airtableWebhooks } from '../schema/index';

export interface AdvanceAirtableWebhookCursorParams {
  workspaceId: number;
  id: string;
  /** Airtable's cursor for the next payload to read. */
  cursor: number;
}

/** Stores the payload cursor; never moves it back (pings handled concurrently may finish out of order). */
export async function advanceAirtableWebhookCursor(
  db: DbOrTx,
  params: AdvanceAirtableWebhookCursorParams,
): Promise<void> {
  await db
    .update(airtableWebhooks)
    .set({ cursor: sql`greatest(${airtableWebhooks.cursor}, ${params.cursor})`, updatedAt: new Date() })
    .where(and(eq(airtableWebhooks.workspaceId, params.workspaceId), eq(airtableWebhooks.id, params.id)));
}
