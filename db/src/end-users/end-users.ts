import { AppError, createId } from '@atrium/core';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../builders/password';
import type { Database, DbOrTx } from '../create-db';
import { endUsers } from '../schema/index';

export type EndUser = typeof endUsers.$inferSelect;

export const END_USER_EXISTS_MESSAGE = 'An account with this email already exists. Log in instead.';

export type CreateEndUserParams = {
  siteId: string;
  email: string;
  username?: string;
  groups?: string[];
  integrationGroups?: string[];
  recordId?: string | null;
  isTestUser?: boolean;
} & ({ password: string } | { passwordHash: string });

/**
 * Creates a portal's end user (email lower-cased, password as argon2id, or a hash made earlier
 * by hashPassword). Refuses an email taken on this portal.
 */
export async function createEndUser(db: DbOrTx, params: CreateEndUserParams): Promise<EndUser> {
  const email = params.email.trim().toLowerCase();
  const passwordHash = 'passwordHash' in params ? params.passwordHash : await hashPassword(params.password);
  const existing = await db
    .select({ id: endUsers.id })
    .from(endUsers)
    .where(and(eq(endUsers.siteId, params.siteId), eq(endUsers.email, email)));
  if (existing.length > 0) throw new AppError('CONFLICT', END_USER_EXISTS_MESSAGE, { field: 'email' });
  // Two requests for one address at once: the unique index decides, and the loser hears CONFLICT.
  const [user] = await db
    .insert(endUsers)
    .values({
      id: createId(),
      siteId: params.siteId,
      email,
      username: params.username ?? email.split('@')[0] ?? '',
      passwordHash,
      groups: [...new Set(params.groups ?? [])],
      integrationGroups: [...new Set(params.integrationGroups ?? [])],
      recordId: params.recordId ?? null,
      isTestUser: params.isTestUser ?? false,
    })
    .onConflictDoNothing({ target: [endUsers.siteId, endUsers.email] })
    .returning();
  if (!user) throw new AppError('CONFLICT', END_USER_EXISTS_MESSAGE, { field: 'email' });
  return user;
}

export async function findEndUserByEmail(db: DbOrTx, params: { siteId: string; email: string }) {
  const [user] = await db
    .select()
    .from(endUsers)
    .where(and(eq(endUsers.siteId, params.siteId), eq(endUsers.email, params.email.trim().toLowerCase())));
  return user;
}

export async function getEndUser(db: DbOrTx, params: { siteId: string; userId: string }) {
  const [user] = await db
    .select()
    .from(endUsers)
    .where(and(eq(endUsers.siteId, params.siteId), eq(endUsers.id, params.userId)));
  return user;
}

/** The end user for a correct email and password on this portal, otherwise undefined (same time either way). */
export async function authenticateEndUser(
  db: Database,
  params: { siteId: string; email: string; password: string },
): Promise<EndUser | undefined> {
  const user = await findEndUserByEmail(db, params);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), params.password);
  if (!user || !ok) return undefined;
  await db.update(endUsers).set({ lastLoginAt: new Date() }).where(eq(endUsers.id, user.id));
  return user;
}

export async function setEndUserPassword(db: DbOrTx, params: { siteId: string; userId: string; password: string }) {
  await db
    .update(endUsers)
    .set({ passwordHash: await hashPassword(params.password), updatedAt: new Date() })
    .where(and(eq(endUsers.siteId, params.siteId), eq(endUsers.id, params.userId)));
}

/** Users list page size in User Management. */
export const END_USERS_PAGE_SIZE = 20;

/** A page of a portal's users, searched by email or username (any case), oldest first. */
export async function listEndUsers(
  db: DbOrTx,
  params: { siteId: string; search?: string; page?: number; pageSize?: number },
): Promise<{ users: EndUser[]; total: number }> {
  const pageSize = params.pageSize ?? END_USERS_PAGE_SIZE;
  const page = Math.max(1, params.page ?? 1);
  const q = params.search?.trim();
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(endUsers.siteId, params.siteId),
    pattern ? or(ilike(endUsers.email, pattern), ilike(endUsers.username, pattern)) : undefined,
  );
  const [users, [total]] = await Promise.all([
    db
      .select()
      .from(endUsers)
      .where(where)
      .orderBy(asc(endUsers.createdAt), asc(endUsers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(endUsers).where(where),
  ]);
  return { users, total: total?.n ?? 0 };
}

/** Replaces a user's assigned groups (only groups of the same portal are kept). */
export async function setEndUserGroups(
  db: DbOrTx,
  params: { siteId: string; userId: string; groups: string[]; knownGroups: string[] },
): Promise<EndUser> {
  const known = new Set(params.knownGroups);
  const groups = [...new Set(params.groups)].filter((g) => known.has(g));
  const [user] = await db
    .update(endUsers)
    .set({ groups, updatedAt: new Date() })
    .where(and(eq(endUsers.siteId, params.siteId), eq(endUsers.id, params.userId)))
    .returning();
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return user;
}
