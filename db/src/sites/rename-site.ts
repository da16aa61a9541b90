import { AppError } from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { sites } from '../schema/index';
import type { SiteRow } from './site-view';

export async function renameSite(
  db: DbOrTx,
  params: { workspaceId: number; siteId: string; siteName: string },
): Promise<SiteRow> {
  const [row] = await db
    .update(sites)
    .set({ name: params.siteName, updatedAt: new Date() })
    .where(and(eq(sites.id, params.siteId), eq(sites.workspaceId, params.workspaceId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Portal not found');
  return row;
}
