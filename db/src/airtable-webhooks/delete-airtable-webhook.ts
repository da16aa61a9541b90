import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { airtableWebhooks } from '../schema/index';

export interface DeleteAirtableWebhookParams {
  workspaceId: number;
  id: string;
}

/** Forgets a webhook (e.g. Airtable no longer knows it), so the next use of the base registers a new one. */
export async function deleteAirtableWebhook(db: DbOrTx, params: DeleteAirtableWebhookParams): Promise<void> {
  await db
    .delete(airtableWebhooks)
    .where(and(eq(airtableWebhooks.workspaceId, params.workspaceId), eq(airtableWebhooks.id, params.id)));
}
