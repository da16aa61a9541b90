import { AppError, REQUEST_MESSAGES } from '@atrium/core';
import type { z } from 'zod';

/**
 * A JSON API route's body, checked with its core schema: a body that is not JSON, or does not
 * match, is a 400 with the first problem's message (the request guard already bounded its size).
 */
export async function parseJsonBody<S extends z.ZodTypeAny>(request: Request, schema: S): Promise<z.output<S>> {
  const body: unknown = await request.json().catch(() => {
    throw new AppError('BAD_REQUEST', REQUEST_MESSAGES.badJson);
  });
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('BAD_REQUEST', issue?.message ?? REQUEST_MESSAGES.badJson, {
      field: typeof issue?.path[0] === 'string' ? issue.path[0] : undefined,
    });
  }
  return parsed.data as z.output<S>;
}
