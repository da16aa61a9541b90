import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { builders } from '../schema/index';
import type { Builder } from './create-builder';

export async function findBuilderByEmail(db: DbOrTx, params: { email: string }): Promise<Builder | undefined> {
  const [row] = await db.select().from(builders).where(eq(builders.email, params.email.trim().toLowerCase()));
  return row;
}
