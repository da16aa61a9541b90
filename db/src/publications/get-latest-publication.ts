import { ZSnapshotSchema, type TSnapshot } from '@atrium/core';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { publications } from '../schema/index';

export interface Publication {
  version: number;
  publishedAt: Date;
  snapshot: TSnapshot;
}

/** The snapshot the portal host serves for a site, or undefined when it was never published. */
export async function getLatestPublication(db: DbOrTx, params: { siteId: string }): Promise<Publication | undefined> {
  const [row] = await db
    .select()
    .from(publications)
    .where(eq(publications.siteId, params.siteId))
    .orderBy(desc(publications.version))
    .limit(1);
  if (!row) return undefined;
  return { version: row.version, publishedAt: row.createdAt, snapshot: ZSnapshotSchema.parse(row.snapshot) };
}
