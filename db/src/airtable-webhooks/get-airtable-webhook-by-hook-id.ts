import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { airtableWebhooks } from '../schema/index';
import type { AirtableWebhookRow } from './airtable-webhook-view';

export interface GetAirtableWebhookByHookIdParams {
  hookId: string;
}

/**
 * The webhook a ping is addressed to. The one lookup without a tenant: Airtable's ping carries
 * only our random hook id (in the URL), and it is the row that names the workspace. The caller
 * must verify the ping's MAC with the row's secret before trusting anything else.
 */
export async function getAirtableWebhookByHookId(
  db: DbOrTx,
  params: GetAirtableWebhookByHookIdParams,
): Promise<AirtableWebhookRow | undefined> {
  const [row] = await db.select().from(airtableWebhooks).where(eq(airtableWebhooks.id, params.hookId));
  return row;
}
