import { ZAccessRuleSchema, loadAppConfig, type TAccessRule, type TAppConfig, type TPageAccess } from '@atrium/core';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../create-db';
import { accessRules, pages, sites } from '../schema/index';

/** What the portal host needs to decide who may see what: app config, rules, and each page's access. */
export interface SiteAccessState {
  appConfig: TAppConfig;
  rules: TAccessRule[];
  pages: TPageAccess[];
}

/**
 * Read live (not from the snapshot): changing a rule, a group or a page's access takes effect
 * at once, without publishing; the portal host caches it briefly and drops it on siteChanged.
 */
export async function getSiteAccessState(db: DbOrTx, params: { siteId: string }): Promise<SiteAccessState> {
  // One round trip: the portal host loads this on a cold cache for every portal with accounts.
  const [row] = await db
    .select({
      appConfig: sites.appConfig,
      pages: sql<Array<{ id: string; options: { isPublic?: boolean }; groups: unknown }>>`coalesce((
        select json_agg(json_build_object('id', p.id, 'options', p.options, 'groups', p.groups))
        from ${pages} p where p.site_id = ${params.siteId}), '[]'::json)`,
      rules: sql<Array<Record<string, unknown>>>`coalesce((
        select json_agg(json_build_object('_id', r.id, 'name', r.name, 'description', r.description,
          'applyToAll', r.apply_to_all, 'groups', r.groups, 'rule', r.rule) order by r.created_at, r.id)
        from ${accessRules} r where r.site_id = ${params.siteId}), '[]'::json)`,
    })
    .from(sites)
    .where(eq(sites.id, params.siteId));
  return {
    appConfig: loadAppConfig(row?.appConfig),
    rules: (row?.rules ?? []).flatMap((rule) => {
      const parsed = ZAccessRuleSchema.safeParse(rule);
      return parsed.success ? [parsed.data] : [];
    }),
    pages: (row?.pages ?? []).map((page) => ({
      id: page.id,
      isPublic: page.options?.isPublic ?? true,
      groups: Array.isArray(page.groups) ? (page.groups as string[]) : [],
    })),
  };
}

/** Replaces the site's app config (validated by the caller with ZAppConfigSchema). */
export async function saveAppConfig(db: Database, params: { siteId: string; appConfig: TAppConfig }): Promise<void> {
  await db.update(sites).set({ appConfig: params.appConfig, updatedAt: new Date() }).where(eq(sites.id, params.siteId));
}

/**
 * Applies a change to the site's app config as it is now: reads it under a row lock and saves the
 * result in one transaction, so two changes saved at the same moment (say the welcome email and
 * the default group) both stay. Answers the saved config.
 */
export async function updateAppConfig(
  db: Database,
  params: { siteId: string; apply: (current: TAppConfig) => TAppConfig },
): Promise<TAppConfig> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ appConfig: sites.appConfig })
      .from(sites)
      .where(eq(sites.id, params.siteId))
      .for('update');
    const appConfig = params.apply(loadAppConfig(row?.appConfig));
    await tx.update(sites).set({ appConfig, updatedAt: new Date() }).where(eq(sites.id, params.siteId));
    return appConfig;
  });
}

/** The workspace a site belongs to (its Airtable token lives there). */
export async function getSiteWorkspaceId(db: DbOrTx, params: { siteId: string }): Promise<number | undefined> {
  const [row] = await db.select({ workspaceId: sites.workspaceId }).from(sites).where(eq(sites.id, params.siteId));
  return row?.workspaceId;
}
