import type { Submission } from '@conform-to/react';
import { GENERIC_ERROR_MESSAGE, isAppError } from '@atrium/core';
import { data } from '@remix-run/node';

export interface ReplyOptions {
  /** Shown when the failure is unexpected (500); defaults to the generic message. */
  fallback?: string;
  /** Show `fallback` for every failure that does not belong to a field (clone: one message). */
  alwaysFallback?: boolean;
}

/**
 * Answers a form whose domain call failed, in conform's shape so the dialog shows it: on the
 * field the AppError names, else above the form, with the error's status. Unexpected errors
 * are logged and answered 500 with the fallback text, never a stack trace.
 */
export function replyWithError(submission: Submission<unknown>, error: unknown, options: ReplyOptions = {}) {
  const fallback = options.fallback ?? GENERIC_ERROR_MESSAGE;
  if (isAppError(error) && error.status < 500) {
    const reply = error.field
      ? submission.reply({ fieldErrors: { [error.field]: [error.message] } })
      : submission.reply({ formErrors: [options.alwaysFallback ? fallback : error.message] });
    return data(reply, { status: error.status });
  }
  console.error(error);
  return data(submission.reply({ formErrors: [fallback] }), { status: 500 });
}
