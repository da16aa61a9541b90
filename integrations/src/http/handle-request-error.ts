/**
 * Remix's `handleError` for both apps' entry.server: logs what went wrong on the server, but not
 * a client's own mistakes (Remix reports a POST to a page without an action, or an unknown
 * route, as a 4xx error response) nor requests the client abandoned, so hostile traffic cannot
 * flood the log with errors that are not faults.
 */
export function handleRequestError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status < 500) return;
  console.error(error);
}
