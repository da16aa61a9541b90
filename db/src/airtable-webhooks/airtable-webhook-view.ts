import type { airtableWebhooks } from '../schema/index';

/** One registered Airtable webhook. `macSecret` is sealed; open it only to verify a ping. */
export type AirtableWebhookRow = typeof airtableWebhooks.$inferSelect;
