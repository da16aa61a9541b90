import { asc, lte } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { airtableWebhooks } from '../schema/index';
import type { AirtableWebhookRow } from './airtable-webhook-view';

export interface ListExpiringAirtableWebhooksParams {
  /** Webhooks expiring at or before this time. */
  before: Date;
  limit?: number;
}

/**
 * Webhooks due for a refresh, soonest first. Across workspaces on purpose: the refresher is a
 * system job, and each row carries its workspace for the calls that follow.
 */
export async function listExpiringAirtableWebhooks(
  db: DbOrTx,
  params: ListExpiringAirtableWebhooksParams,
): Promise<AirtableWebhookRow[]> {
  return db
    .select()
    .from(airtableWebhooks)
    .where(lte(airtableWebhooks.expiresAt, params.before))
    .orderBy(asc(airtableWebhooks.expiresAt))
    .limit(params.limit ?? 500);
}
