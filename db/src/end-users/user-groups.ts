import { AppError, createId } from '@atrium/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { accessRules, endUsers, pages, userGroups } from '../schema/index';

export type UserGroup = typeof userGroups.$inferSelect;

export const groupCreatedMessage = (name: string) => `Group ${name} created`;
export const groupDeletedMessage = (name: string) => `Group ${name} deleted`;

export async function listUserGroups(db: Database, params: { siteId: string }): Promise<UserGroup[]> {
  return db
    .select()
    .from(userGroups)
    .where(eq(userGroups.siteId, params.siteId))
    .orderBy(asc(userGroups.createdAt), asc(userGroups.id));
}

/** Creates a group; `pages` (the page access dialog's options.pages) get the group added. */
export async function createUserGroup(
  db: Database,
  params: { siteId: string; name: string; description?: string; pages?: string[] },
): Promise<UserGroup> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .insert(userGroups)
      .values({ id: createId(), siteId: params.siteId, name: params.name, description: params.description ?? '' })
      .returning();
    if (!group) throw new AppError('INTERNAL', 'Could not create the group');
    for (const pageId of params.pages ?? []) {
      const updated = await tx
        .update(pages)
        .set({
          groups: sql`(${pages.groups} || ${JSON.stringify([group.id])}::jsonb)`,
          // Not updatedAt: that is the editor's content revision (autosave conflicts), and access is not content.
          options: sql`jsonb_set(${pages.options}, '{isPublic}', 'false'::jsonb)`,
        })
        .where(and(eq(pages.siteId, params.siteId), eq(pages.id, pageId)))
        .returning({ id: pages.id });
      if (updated.length === 0) throw new AppError('NOT_FOUND', 'Page not found');
    }
    return group;
  });
}

export async function updateUserGroup(
  db: Database,
  params: { siteId: string; groupId: string; name: string; description: string },
): Promise<UserGroup> {
  const [group] = await db
    .update(userGroups)
    .set({ name: params.name, description: params.description, updatedAt: new Date() })
    .where(and(eq(userGroups.siteId, params.siteId), eq(userGroups.id, params.groupId)))
    .returning();
  if (!group) throw new AppError('NOT_FOUND', 'Group not found');
  return group;
}

/** Deletes a group and removes it from users, pages and rules of the portal. */
export async function deleteUserGroup(db: Database, params: { siteId: string; groupId: string }): Promise<UserGroup> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .delete(userGroups)
      .where(and(eq(userGroups.siteId, params.siteId), eq(userGroups.id, params.groupId)))
      .returning();
    if (!group) throw new AppError('NOT_FOUND', 'Group not found');
    const id = params.groupId;
    await tx
      .update(endUsers)
      .set({
        groups: sql`(${endUsers.groups} - ${id}::text)`,
        integrationGroups: sql`(${endUsers.integrationGroups} - ${id}::text)`,
      })
      .where(eq(endUsers.siteId, params.siteId));
    await tx
      .update(pages)
      .set({ groups: sql`(${pages.groups} - ${id}::text)` })
      .where(eq(pages.siteId, params.siteId));
    await tx
      .update(accessRules)
      .set({ groups: sql`(${accessRules.groups} - ${id}::text)` })
      .where(eq(accessRules.siteId, params.siteId));
    return group;
  });
}

/**
 * Sets the groups that may open a page (the page access dialog's "add an existing group"):
 * a page with groups is not public; a page whose last group is removed is public again
 * (spec doc 3 §4.6: empty groups means public). Only groups of the same portal are kept.
 */
export async function setPageGroups(
  db: Database,
  params: { siteId: string; pageId: string; groups: string[] },
): Promise<string[]> {
  const known = new Set((await listUserGroups(db, { siteId: params.siteId })).map((g) => g.id));
  const groups = [...new Set(params.groups)].filter((g) => known.has(g));
  const [page] = await db
    .update(pages)
    .set({
      groups,
      options: sql`jsonb_set(${pages.options}, '{isPublic}', ${groups.length === 0 ? 'true' : 'false'}::jsonb)`,
    })
    .where(and(eq(pages.siteId, params.siteId), eq(pages.id, params.pageId)))
    .returning({ groups: pages.groups });
  if (!page) throw new AppError('NOT_FOUND', 'Page not found');
  return page.groups as string[];
}

export async function getPageGroups(
  db: Database,
  params: { siteId: string; pageId: string },
): Promise<string[] | undefined> {
  const [page] = await db
    .select({ groups: pages.groups })
    .from(pages)
    .where(and(eq(pages.siteId, params.siteId), eq(pages.id, params.pageId)));
  return page ? (page.groups as string[]) : undefined;
}

/** How many users of a portal each group has (assigned or from the users table), in one query. */
export async function countGroupMembers(db: Database, params: { siteId: string }): Promise<Record<string, number>> {
  const rows = await db.execute<{ group_id: string; members: number }>(
    sql`select g.value as group_id, count(distinct u.id)::int as members
        from ${endUsers} u, jsonb_array_elements_text(u.groups || u.integration_groups) g
        where u.site_id = ${params.siteId}
        group by g.value`,
  );
  const list = (
    Array.isArray(rows) ? rows : (rows as { rows: Array<{ group_id: string; members: number }> }).rows
  ) as Array<{
    group_id: string;
    members: number;
  }>;
  return Object.fromEntries(list.map((r) => [r.group_id, Number(r.members)]));
}
