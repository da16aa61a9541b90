import { AppError, ZSiteSettingsSchema, type TSiteSettings } from '@atrium/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { siteDrafts } from '../schema/index';

/** Applies a change to the site's settings draft, validated with the settings schema; published with the next publish. */
export async function updateSiteSettings(
  db: DbOrTx,
  params: { siteId: string; change: (settings: TSiteSettings) => TSiteSettings },
): Promise<TSiteSettings> {
  const [row] = await db
    .select({ settings: siteDrafts.settings })
    .from(siteDrafts)
    .where(eq(siteDrafts.siteId, params.siteId));
  if (!row) throw new AppError('NOT_FOUND', 'Portal not found');
  const settings = ZSiteSettingsSchema.parse(params.change(ZSiteSettingsSchema.parse(row.settings)));
  await db.update(siteDrafts).set({ settings, updatedAt: new Date() }).where(eq(siteDrafts.siteId, params.siteId));
  return settings;
}
