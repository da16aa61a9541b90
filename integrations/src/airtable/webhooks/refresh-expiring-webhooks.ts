import { DataSourceError } from '@atrium/core';
import { deleteAirtableWebhook, listExpiringAirtableWebhooks, setAirtableWebhookExpiry } from '@atrium/db';
import type { Runtime } from '../../runtime';
import type { AirtableClient } from '../airtable-client';
import { refreshAirtableWebhookRegistration } from './airtable-webhook-api';

/** Refresh webhooks expiring within this long: 2 days before Airtable's 7-day expiry leaves many hourly tries. */
export const WEBHOOK_REFRESH_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

export interface RefreshExpiringWebhooksParams {
  clientFor: (workspaceId: number) => Promise<AirtableClient | undefined>;
  /** Clock (tests inject one). */
  now?: () => number;
}

export interface RefreshExpiringWebhooksResult {
  refreshed: string[];
  /**
   * Hooks Airtable no longer knows (404), or expired ones of workspaces without a token: forgotten,
   * so the next use of the base registers anew.
   */
  removed: string[];
  failed: Array<{ id: string; error: string }>;
}

/**
 * Extends every webhook that expires within two days and stores Airtable's new expiry. One
 * failure does not stop the others; a webhook Airtable answers 404 for is forgotten.
 */
export async function refreshExpiringWebhooks(
  runtime: Runtime,
  params: RefreshExpiringWebhooksParams,
): Promise<RefreshExpiringWebhooksResult> {
  const now = params.now ?? Date.now;
  const due = await listExpiringAirtableWebhooks(runtime.db, { before: new Date(now() + WEBHOOK_REFRESH_WINDOW_MS) });
  const result: RefreshExpiringWebhooksResult = { refreshed: [], removed: [], failed: [] };
  for (const hook of due) {
    try {
      const client = await params.clientFor(hook.workspaceId);
      if (!client) {
        // No token to refresh with; once Airtable has expired the webhook, the row is dead too.
        if (hook.expiresAt.getTime() <= now()) {
          await deleteAirtableWebhook(runtime.db, { workspaceId: hook.workspaceId, id: hook.id });
          result.removed.push(hook.id);
        } else {
          result.failed.push({ id: hook.id, error: 'The workspace has no Airtable token.' });
        }
        continue;
      }
      const { expirationTime } = await refreshAirtableWebhookRegistration(client, {
        baseId: hook.baseId,
        webhookId: hook.airtableWebhookId,
      });
      if (expirationTime) {
        await setAirtableWebhookExpiry(runtime.db, {
          workspaceId: hook.workspaceId,
          id: hook.id,
          expiresAt: new Date(expirationTime),
        });
      }
      result.refreshed.push(hook.id);
    } catch (error) {
      if (error instanceof DataSourceError && error.status === 404) {
        await deleteAirtableWebhook(runtime.db, { workspaceId: hook.workspaceId, id: hook.id });
        result.removed.push(hook.id);
      } else {
        result.failed.push({ id: hook.id, error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return result;
}
