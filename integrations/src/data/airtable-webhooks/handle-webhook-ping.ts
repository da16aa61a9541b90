import { advanceAirtableWebhookCursor, getAirtableWebhookByHookId } from '@atrium/db';
import { decryptSecret } from '../../crypto/secret-box';
import { CachedDataSource } from '../cached-data-source';
import { airtableCacheScope } from '../data-source-for';
import type { Runtime } from '../../runtime';
import type { AirtableClient } from '../../airtable/airtable-client';
import { AirtableDataSource } from '../../airtable/airtable-data-source';
import { listAirtableWebhookPayloads } from '../../airtable/webhooks/airtable-webhook-api';
import { AIRTABLE_WEBHOOK_MAC_PURPOSE, isValidWebhookMac } from '../../airtable/webhooks/webhook-mac';

export interface HandleWebhookPingParams {
  /** Our hook id, from the URL. */
  hookId: string;
  /** The request body exactly as received (the MAC covers these bytes). */
  rawBody: string | Uint8Array;
  /** The `X-Airtable-Content-MAC` header. */
  macHeader: string | null | undefined;
  /** The workspace's Airtable client; undefined when the workspace has no token any more. */
  clientFor: (workspaceId: number) => Promise<AirtableClient | undefined>;
}

export type WebhookPingResult = { status: 200; invalidatedTables: string[]; cursor: number } | { status: 401 | 404 };

/** Safety stop: at most this many payload pages per ping (50 payloads each); the next ping goes on. */
const MAX_PAGES_PER_PING = 20;

/**
 * Handles one Airtable ping. Airtable's pings carry no changes, only "something happened", so:
 * 1. find the hook by id (404 when unknown) and verify the MAC over the raw body in constant
 *    time (401 and nothing changed when it does not match),
 * 2. read the payloads from the stored cursor while Airtable says `mightHaveMore`,
 * 3. bump the cached version of every changed table, in the workspace's Airtable cache scope
 *    (through CachedDataSource.invalidateTable, the one place the version key is built),
 * 4. store the new cursor (only forward).
 * Tables are invalidated before the cursor is stored, so a crash in between re-reads payloads
 * (an extra invalidation) rather than losing one.
 */
export async function handleWebhookPing(runtime: Runtime, params: HandleWebhookPingParams): Promise<WebhookPingResult> {
  const hook = await getAirtableWebhookByHookId(runtime.db, { hookId: params.hookId });
  if (!hook) return { status: 404 };
  let macSecretBase64: string;
  try {
    macSecretBase64 = decryptSecret(hook.macSecret, runtime.env.APP_SECRET, AIRTABLE_WEBHOOK_MAC_PURPOSE);
  } catch {
    return { status: 401 };
  }
  if (!isValidWebhookMac({ rawBody: params.rawBody, macHeader: params.macHeader, macSecretBase64 })) {
    return { status: 401 };
  }

  const client = await params.clientFor(hook.workspaceId);
  if (!client) return { status: 200, invalidatedTables: [], cursor: hook.cursor };

  const changed = new Set<string>();
  let cursor = hook.cursor;
  for (let page = 0; page < MAX_PAGES_PER_PING; page++) {
    const result = await listAirtableWebhookPayloads(client, {
      baseId: hook.baseId,
      webhookId: hook.airtableWebhookId,
      cursor,
    });
    for (const payload of result.payloads) {
      for (const tableId of Object.keys(payload.changedTablesById ?? {})) changed.add(tableId);
    }
    cursor = result.cursor;
    if (!result.mightHaveMore) break;
  }

  const cache = new CachedDataSource(
    new AirtableDataSource({ client }),
    runtime.cache,
    airtableCacheScope(hook.workspaceId),
  );
  for (const tableId of changed) await cache.invalidateTable(hook.baseId, tableId);
  if (cursor !== hook.cursor) {
    await advanceAirtableWebhookCursor(runtime.db, { workspaceId: hook.workspaceId, id: hook.id, cursor });
  }
  return { status: 200, invalidatedTables: [...changed], cursor };
}
