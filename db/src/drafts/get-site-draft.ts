import {
  AppError,
  ZFooterSchema,
  ZHeaderSchema,
  ZSiteSettingsSchema,
  ZThemeSchema,
  type TFooter,
  type THeader,
  type TSiteSettings,
  type TTheme,
} from '@atrium/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { siteDrafts } from '../schema/index';

export interface SiteDraft {
  header: THeader;
  footer: TFooter;
  theme: TTheme;
  settings: TSiteSettings;
  updatedAt: Date;
}

/** The site's header, footer, theme and settings drafts, upgraded and filled with defaults. */
export async function getSiteDraft(db: DbOrTx, params: { siteId: string }): Promise<SiteDraft> {
  const [row] = await db.select().from(siteDrafts).where(eq(siteDrafts.siteId, params.siteId));
  if (!row) throw new AppError('NOT_FOUND', 'Portal not found');
  return {
    header: ZHeaderSchema.parse(row.header),
    footer: ZFooterSchema.parse(row.footer),
    theme: ZThemeSchema.parse(row.theme),
    settings: ZSiteSettingsSchema.parse(row.settings),
    updatedAt: row.updatedAt,
  };
}
