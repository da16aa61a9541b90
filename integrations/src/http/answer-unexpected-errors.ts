import { STATUS_CODES } from 'node:http';
import { GENERIC_ERROR_MESSAGE } from '@atrium/core';
import type { ErrorRequestHandler } from 'express';

/**
 * The last Express error handler of both apps: an error that escaped every route (or came from
 * Express itself, e.g. a static file path that does not decode) is answered with its 4xx status
 * and the status text, or 500 and the generic message; never a stack trace or a file path,
 * in development too (Express's own handler shows both there). A 500 is logged.
 */
export function answerUnexpectedErrors(): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const declared =
      (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
      (error as { statusCode?: unknown } | null)?.statusCode;
    const status = typeof declared === 'number' && declared >= 400 && declared < 500 ? declared : 500;
    if (status === 500) console.error(error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? GENERIC_ERROR_MESSAGE : (STATUS_CODES[status] ?? 'Bad request'));
  };
}
