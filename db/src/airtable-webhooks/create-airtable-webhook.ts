import type { DbOrTx } from '../create-db';
import { airtableWebhooks } from '../schema/index';
import type { AirtableWebhookRow } from './airtable-webhook-view';

export interface CreateAirtableWebhookParams {
  /** Our hook id, chosen before registering so it can be part of the notification URL. */
  id: string;
  workspaceId: number;
  baseId: string;
  airtableWebhookId: string;
  /** The MAC secret, already sealed. */
  macSecret: string;
  expiresAt: Date;
  cursor?: number;
}

/**
 * Stores a webhook just registered with Airtable. When another request stored one for the same
 * workspace and base first, nothing is written and `created` is false (the caller then removes
 * its own registration from Airtable).
 */
export async function createAirtableWebhook(
  db: DbOrTx,
  params: CreateAirtableWebhookParams,
): Promise<{ row: AirtableWebhookRow | undefined; created: boolean }> {
  const [row] = await db
    .insert(airtableWebhooks)
    .values({
      id: params.id,
      workspaceId: params.workspaceId,
      baseId: params.baseId,
      airtableWebhookId: params.airtableWebhookId,
      macSecret: params.macSecret,
      expiresAt: params.expiresAt,
      cursor: params.cursor ?? 1,
    })
    .onConflictDoNothing({ target: [airtableWebhooks.workspaceId, airtableWebhooks.baseId] })
    .returning();
  return { row, created: row !== undefined };
}
