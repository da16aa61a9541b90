import { createId } from '@atrium/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { emailOutbox } from '../schema/index';

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function enqueueEmail(db: DbOrTx, email: OutboxEmail): Promise<OutboxRow> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      id: createId(),
      toAddress: email.to.trim().toLowerCase(),
      subject: email.subject,
      text: email.text,
      html: email.html ?? '',
      kind: email.kind,
    })
    .returning();
  if (!row) throw new Error('Could not record the email');
  return row;
}

export async function markEmailSent(db: DbOrTx, params: { id: string; error?: string }): Promise<void> {
  await db
    .update(emailOutbox)
    .set(params.error ? { error: params.error.slice(0, 1000) } : { sentAt: new Date(), error: null })
    .where(eq(emailOutbox.id, params.id));
}
