import type { AirtableClient } from '../airtable-client';

/**
 * Airtable's webhook endpoints, through the one HTTP client (rate limiter, retries, errors):
 * https://airtable.com/developers/web/api/create-a-webhook, list-webhooks, refresh-a-webhook,
 * list-webhook-payloads. Only the fields Atrium reads are typed.
 */
export interface CreatedAirtableWebhook {
  id: string;
  macSecretBase64: string;
  expirationTime: string;
}

export interface AirtableWebhookPayload {
  timestamp: string;
  baseTransactionNumber: number;
  changedTablesById?: Record<string, unknown>;
}

export interface AirtableWebhookPayloadPage {
  cursor: number;
  mightHaveMore: boolean;
  payloads: AirtableWebhookPayload[];
}

/** Record changes only (`tableData`): schema changes reach the schema cache another way. */
export const WEBHOOK_SPECIFICATION = { options: { filters: { dataTypes: ['tableData'] } } } as const;

const webhooksPath = (baseId: string) => `/v0/bases/${encodeURIComponent(baseId)}/webhooks`;

export function createAirtableWebhookRegistration(
  client: AirtableClient,
  params: { baseId: string; notificationUrl: string },
): Promise<CreatedAirtableWebhook> {
  return client.request<CreatedAirtableWebhook>({
    method: 'POST',
    path: webhooksPath(params.baseId),
    baseId: params.baseId,
    body: { notificationUrl: params.notificationUrl, specification: WEBHOOK_SPECIFICATION },
    fallbackMessage: 'Could not register a webhook with Airtable.',
  });
}

export function deleteAirtableWebhookRegistration(
  client: AirtableClient,
  params: { baseId: string; webhookId: string },
): Promise<unknown> {
  return client.request({
    method: 'DELETE',
    path: `${webhooksPath(params.baseId)}/${encodeURIComponent(params.webhookId)}`,
    baseId: params.baseId,
  });
}

export function refreshAirtableWebhookRegistration(
  client: AirtableClient,
  params: { baseId: string; webhookId: string },
): Promise<{ expirationTime: string | null }> {
  return client.request<{ expirationTime: string | null }>({
    method: 'POST',
    path: `${webhooksPath(params.baseId)}/${encodeURIComponent(params.webhookId)}/refresh`,
    baseId: params.baseId,
  });
}

export function listAirtableWebhookPayloads(
  client: AirtableClient,
  params: { baseId: string; webhookId: string; cursor: number },
): Promise<AirtableWebhookPayloadPage> {
  return client.request<AirtableWebhookPayloadPage>({
    method: 'GET',
    path: `${webhooksPath(params.baseId)}/${encodeURIComponent(params.webhookId)}/payloads`,
    query: new URLSearchParams({ cursor: String(params.cursor) }),
    baseId: params.baseId,
  });
}
