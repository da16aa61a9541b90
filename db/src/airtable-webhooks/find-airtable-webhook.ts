import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { airtableWebhooks } from '../schema/index';
import type { AirtableWebhookRow } from './airtable-webhook-view';

export interface FindAirtableWebhookParams {
  workspaceId: number;
  baseId: string;
}

/** The workspace's webhook on one base, if registered. */
export async function findAirtableWebhook(
  db: DbOrTx,
  params: FindAirtableWebhookParams,
): Promise<AirtableWebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(airtableWebhooks)
    .where(and(eq(airtableWebhooks.workspaceId, params.workspaceId), eq(airtableWebhooks.baseId, params.baseId)));
  return row;
}
