import { airtableClientFor } from '../data-source-for';
import type { Runtime } from '../../runtime';
import {
  refreshExpiringWebhooks,
  type RefreshExpiringWebhooksParams,
} from '../../airtable/webhooks/refresh-expiring-webhooks';

export interface StartWebhookRefresherOptions extends Partial<RefreshExpiringWebhooksParams> {
  /** Default one hour. */
  intervalMs?: number;
  /** Where a failed run is reported (default console.warn). */
  onError?: (error: unknown) => void;
}

/**
 * Runs refreshExpiringWebhooks every hour (first run right away) on an unref'd timer, so it
 * never keeps the process alive. Runs do not overlap. Returns a stop function. Safe to run in
 * several processes: a refresh is idempotent, at worst one webhook is refreshed twice.
 * Clients default to each workspace's stored token (airtableClientFor). Does nothing while
 * PUBLIC_URL is unset.
 */
export function startWebhookRefresher(runtime: Runtime, options: StartWebhookRefresherOptions = {}): () => void {
  const clientFor = options.clientFor ?? ((workspaceId: number) => airtableClientFor(runtime, workspaceId));
  const onError =
    options.onError ??
    ((error: unknown) =>
      console.warn(
        `[webhooks] refreshing Airtable webhooks failed: ${error instanceof Error ? error.message : String(error)}`,
      ));
  let running = false;
  const run = () => {
    if (running || !runtime.env.PUBLIC_URL) return;
    running = true;
    refreshExpiringWebhooks(runtime, { clientFor, now: options.now })
      .then((result) => {
        if (result.failed.length > 0) onError(new Error(`${result.failed.length} webhook(s) could not be refreshed`));
      }, onError)
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, options.intervalMs ?? 60 * 60 * 1000);
  timer.unref();
  const first = setTimeout(run, 0);
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
