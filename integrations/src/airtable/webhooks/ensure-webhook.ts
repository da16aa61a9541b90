import { createId } from '@atrium/core';
import { createAirtableWebhook, findAirtableWebhook, type AirtableWebhookRow } from '@atrium/db';
import { encryptSecret } from '../../crypto/secret-box';
import type { Runtime } from '../../runtime';
import type { AirtableClient } from '../airtable-client';
import { createAirtableWebhookRegistration, deleteAirtableWebhookRegistration } from './airtable-webhook-api';
import { AIRTABLE_WEBHOOK_MAC_PURPOSE } from './webhook-mac';

export interface EnsureWebhookParams {
  workspaceId: number;
  baseId: string;
  /** The workspace's Airtable client (its token must reach the base). */
  client: AirtableClient;
}

/** Our hook ids: 32 characters of [a-z0-9] (~165 bits), so the public URL cannot be guessed. */
export const HOOK_ID_LENGTH = 32;

/** The URL Airtable pings; served by portal-host/app/routes/hooks.airtable.$hookId.ts. */
export function webhookNotificationUrl(publicUrl: string, hookId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/hooks/airtable/${hookId}`;
}

/**
 * Makes sure the workspace has one Airtable webhook on the base, so record changes made in
 * Airtable invalidate the cache. Does nothing (returns undefined) without PUBLIC_URL, since
 * Airtable could not reach us. Idempotent: an existing row is returned as is (the refresher
 * keeps it alive). When two calls race, the loser removes its registration from Airtable.
 */
export async function ensureWebhook(
  runtime: Runtime,
  params: EnsureWebhookParams,
): Promise<AirtableWebhookRow | undefined> {
  const publicUrl = runtime.env.PUBLIC_URL;
  if (!publicUrl) return undefined;
  const existing = await findAirtableWebhook(runtime.db, params);
  if (existing) return existing;

  const hookId = createId(HOOK_ID_LENGTH);
  const created = await createAirtableWebhookRegistration(params.client, {
    baseId: params.baseId,
    notificationUrl: webhookNotificationUrl(publicUrl, hookId),
  });
  const { row, created: stored } = await createAirtableWebhook(runtime.db, {
    id: hookId,
    workspaceId: params.workspaceId,
    baseId: params.baseId,
    airtableWebhookId: created.id,
    macSecret: encryptSecret(created.macSecretBase64, runtime.env.APP_SECRET, AIRTABLE_WEBHOOK_MAC_PURPOSE),
    expiresAt: new Date(created.expirationTime),
  });
  if (stored && row) return row;
  // Another request registered first: keep theirs, drop ours.
  await deleteAirtableWebhookRegistration(params.client, { baseId: params.baseId, webhookId: created.id }).catch(
    () => undefined,
  );
  return findAirtableWebhook(runtime.db, params);
}
