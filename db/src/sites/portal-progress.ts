import { identityConfigured, loadAppConfig, type PortalProgress } from '@atrium/core';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';

/**
 * What the getting-started checklist ticks off for a portal (core gettingStartedSteps), read in
 * one round trip from what the builder has made: sections and listings on its pages (the
 * editor's saved draft), its app config, its publications, its invitations and accounts.
 * Undefined for a portal that does not exist.
 */
export async function getPortalProgress(db: DbOrTx, params: { siteId: string }): Promise<PortalProgress | undefined> {
  type Row = { app_config: unknown; published: boolean; has_section: boolean; has_data: boolean; invited: boolean };
  const result = await db.execute<Row>(sql`
    select s.app_config,
      exists (select 1 from publications v where v.site_id = s.id) as published,
      exists (select 1 from pages p
              where p.site_id = s.id and jsonb_array_length(coalesce(p.contents->'sections', '[]'::jsonb)) > 0) as has_section,
      exists (select 1 from pages p, jsonb_array_elements(coalesce(p.contents->'sections', '[]'::jsonb)) section
              where p.site_id = s.id and section->>'type' = 'data'
                and coalesce(section->'data'->'source'->>'tableId', '') <> '') as has_data,
      (exists (select 1 from invitations i where i.site_id = s.id)
        or exists (select 1 from end_users u where u.site_id = s.id)) as invited
    from sites s where s.id = ${params.siteId}`);
  // node-postgres answers { rows }, PGlite through drizzle an array.
  const [row] = (Array.isArray(result) ? result : (result as unknown as { rows: Row[] }).rows) as Row[];
  if (!row) return undefined;
  return {
    hasSection: row.has_section,
    hasData: row.has_data,
    accountsSetUp: identityConfigured(loadAppConfig(row.app_config)),
    published: row.published,
    invited: row.invited,
  };
}
