import { AppError, createId, type TSignup } from '@atrium/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { builders, workspaceMembers, workspaces } from '../schema/index';
import { hashPassword } from './password';

/**
 * The sign-up form's fields, with the password or (to keep argon2 out of a caller's
 * transaction) its hash, and whether the address is already proven.
 */
export type CreateBuilderParams = Omit<TSignup, 'password'> &
  ({ password: string } | { passwordHash: string }) & { verified?: boolean };
export type Builder = typeof builders.$inferSelect;

/** Signs a builder up with their personal workspace. Refuses a taken email. */
export async function createBuilder(db: DbOrTx, params: CreateBuilderParams): Promise<Builder> {
  const passwordHash = 'passwordHash' in params ? params.passwordHash : await hashPassword(params.password);
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: builders.id }).from(builders).where(eq(builders.email, params.email));
    if (existing.length > 0) {
      throw new AppError('CONFLICT', 'An account with this email already exists. Log in instead.', { field: 'email' });
    }
    const [builder] = await tx
      .insert(builders)
      .values({
        id: createId(),
        email: params.email,
        passwordHash,
        firstName: params.firstName,
        lastName: params.lastName,
        verifiedAt: params.verified ? new Date() : null,
        showOnboarding: false,
      })
      .returning();
    if (!builder) throw new AppError('INTERNAL', 'Could not create the account');
    const [personal] = await tx
      .insert(workspaces)
      .values({ name: 'My Portals', ownerId: builder.id, personalOwnerId: builder.id })
      .returning();
    if (!personal) throw new AppError('INTERNAL', 'Could not create the personal workspace');
    await tx.insert(workspaceMembers).values({ workspaceId: personal.id, builderId: builder.id, role: 'owner' });
    return builder;
  });
}
