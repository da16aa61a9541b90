import nodemailer, { type Transporter } from 'nodemailer';
import { enqueueEmail, markEmailSent, type Database, type OutboxEmail } from '@atrium/db';
import type { Mailer } from './mailer';

/** Records each email in the outbox, then delivers it over SMTP (SMTP_URL), noting success or the error. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    private readonly db: Database,
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(email: OutboxEmail): Promise<void> {
    const row = await enqueueEmail(this.db, email);
    try {
      await this.transport.sendMail({
        from: this.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html || undefined,
      });
      await markEmailSent(this.db, { id: row.id });
    } catch (error) {
      await markEmailSent(this.db, { id: row.id, error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
