import type { Database } from '../create-db';
import type { Builder } from './create-builder';
import { findBuilderByEmail } from './find-builder-by-email';
import { dummyPasswordHash, verifyPassword } from './password';

/** Returns the builder for a correct email and password, otherwise undefined (same time either way). */
export async function authenticateBuilder(
  db: Database,
  params: { email: string; password: string },
): Promise<Builder | undefined> {
  const builder = await findBuilderByEmail(db, { email: params.email });
  const ok = await verifyPassword(builder?.passwordHash ?? (await dummyPasswordHash()), params.password);
  return builder && ok ? builder : undefined;
}
