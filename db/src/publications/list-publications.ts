import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { publications } from '../schema/index';

export async function listPublications(
  db: DbOrTx,
  params: { siteId: string },
): Promise<Array<{ version: number; publishedAt: Date; publishedBy: string | null }>> {
  return db
    .select({
      version: publications.version,
      publishedAt: publications.createdAt,
      publishedBy: publications.publishedBy,
    })
    .from(publications)
    .where(eq(publications.siteId, params.siteId))
    .orderBy(desc(publications.version));
}
