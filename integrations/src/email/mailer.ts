import { enqueueEmail, markEmailSent, type Database, type OutboxEmail } from '@atrium/db';

/** Sends an email. Every email is recorded in the outbox; with SMTP it is also delivered. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(email: OutboxEmail): Promise<void>;
  close(): Promise<void>;
}

/** Embedded mode: the outbox is the mailbox (readable at /dev/mailbox in the builder). */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  constructor(private readonly db: Database) {}
  async send(email: OutboxEmail): Promise<void> {
    await enqueueEmail(this.db, email);
  }
  async close(): Promise<void> {}
}

export { markEmailSent };
