import { PassThrough } from 'node:stream';
import type { EntryContext } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { notModifiedResponse } from './portal/conditional-get.server';

/** How long rendering may wait for deferred data before it is aborted. */
export const streamTimeout = 5_000;

/**
 * Renders a document. Bots get the complete HTML at once (onAllReady); browsers get the shell
 * as soon as it is ready. A revalidation of an unchanged portal page answers 304 unrendered.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const notModified = notModifiedResponse(request, responseStatusCode, responseHeaders, remixContext.manifest.version);
  if (notModified) return notModified;

  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady';
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(<RemixServer context={remixContext} url={request.url} />, {
      [readyEvent]() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell is ready reject the promise above; log only those after it.
        if (shellRendered) console.error(error);
      },
    });
    // Abort a little after streamTimeout so rejected deferred data can still reach the page.
    setTimeout(abort, streamTimeout + 1_000);
  });
}
