import { AppError } from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { sites } from '../schema/index';

/** Deletes a portal and, by cascade, its pages, drafts and publications. */
export async function deleteSite(
  db: DbOrTx,
  params: { workspaceId: number; siteId: string },
): Promise<{ subdomain: string; customDomain: string | null }> {
  const [row] = await db
    .delete(sites)
    .where(and(eq(sites.id, params.siteId), eq(sites.workspaceId, params.workspaceId)))
    .returning({ subdomain: sites.subdomain, customDomain: sites.customDomain });
  if (!row) throw new AppError('NOT_FOUND', 'Portal not found');
  return row;
}
