import { DrizzleQueryError } from 'drizzle-orm/errors';

/** Whether a query failed on a unique index (PostgreSQL's 23505), e.g. two writers racing for one name. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof DrizzleQueryError && (error.cause as { code?: unknown } | undefined)?.code === '23505';
}
