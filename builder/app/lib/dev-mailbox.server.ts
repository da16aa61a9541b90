import type { Runtime } from '@atrium/integrations';

/**
 * The development mailbox (/dev/mailbox) shows the email outbox. It exists only in embedded
 * mode (no SMTP_URL, so the outbox is the only place emails go) and never in production.
 */
export function devMailboxEnabled(runtime: Runtime): boolean {
  return runtime.mailer.kind === 'outbox' && runtime.env.NODE_ENV !== 'production';
}
