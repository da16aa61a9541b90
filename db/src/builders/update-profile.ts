import { AppError, type TProfile } from '@atrium/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../create-db';
import { builders } from '../schema/index';
import type { Builder } from './create-builder';
import { revokeAllSessions } from './revoke-session';

/**
 * Saves the profile when something changed. A new email un-verifies the account and revokes
 * every session, so the builder logs in again with the new address.
 */
export async function updateProfile(
  db: Database,
  params: { builderId: string; profile: TProfile },
): Promise<{ builder: Builder; changed: boolean; emailChanged: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(builders).where(eq(builders.id, params.builderId));
    if (!current) throw new AppError('NOT_FOUND', 'Account not found');
    const { firstName, lastName, email } = params.profile;
    const emailChanged = email !== current.email;
    const changed = emailChanged || firstName !== current.firstName || lastName !== current.lastName;
    if (!changed) return { builder: current, changed: false, emailChanged: false };
    if (emailChanged) {
      const taken = await tx
        .select({ id: builders.id })
        .from(builders)
        .where(and(eq(builders.email, email), ne(builders.id, current.id)));
      if (taken.length > 0) {
        throw new AppError('CONFLICT', 'This email cannot be used. Please choose another one.', { field: 'email' });
      }
    }
    const [builder] = await tx
      .update(builders)
      .set({ firstName, lastName, email, updatedAt: new Date(), ...(emailChanged ? { verifiedAt: null } : {}) })
      .where(eq(builders.id, current.id))
      .returning();
    if (!builder) throw new AppError('INTERNAL', 'Could not save the profile');
    if (emailChanged) await revokeAllSessions(tx, { builderId: current.id });
    return { builder, changed: true, emailChanged };
  });
}
