import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { builders } from '../schema/index';
import type { Builder } from './create-builder';

export async function getBuilder(db: DbOrTx, params: { builderId: string }): Promise<Builder | undefined> {
  const [row] = await db.select().from(builders).where(eq(builders.id, params.builderId));
  return row;
}
