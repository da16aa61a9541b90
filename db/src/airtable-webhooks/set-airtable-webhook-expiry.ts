import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { airtableWebhooks } from '../schema/index';

export interface SetAirtableWebhookExpiryParams {
  workspaceId: number;
  id: string;
  expiresAt: Date;
}

/** Stores the expiry Airtable reported after a refresh. */
export async function setAirtableWebhookExpiry(db: DbOrTx, params: SetAirtableWebhookExpiryParams): Promise<void> {
  await db
    .update(airtableWebhooks)
    .set({ expiresAt: params.expiresAt, updatedAt: new Date() })
    .where(and(eq(airtableWebhooks.workspaceId, params.workspaceId), eq(airtableWebhooks.id, params.id)));
}
