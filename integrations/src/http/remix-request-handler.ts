import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { GetLoadContextFunction } from '@remix-run/express';
import { createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from '@remix-run/node';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { guardedBody, requestHost } from './request-guard';

export interface RemixRequestHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  getLoadContext: GetLoadContextFunction;
  hooks?: RemixResponseHooks;
}

/**
 * An app's answer to a page view before Remix runs (the portal host's signed-in page views,
 * ADR 032): the build's entry module exports it as `handleDocumentFastPath`. It gets GET and
 * HEAD requests only; undefined lets Remix answer the request as usual.
 */
export type DocumentFastPath = (request: Request, loadContext: unknown) => Promise<DocumentAnswer | undefined>;

/** A whole HTML document answer: written in one piece, without web streams. */
export interface DocumentAnswer {
  status: number;
  headers: Headers;
  html: string;
}

const declined = new WeakSet<IncomingMessage>();

/**
 * Notes that the fast path already left this request to Remix (a front handler asked it before
 * Express ran: `createDocumentFront`), so the Remix request handler does not ask again.
 */
export function fastPathDeclined(req: IncomingMessage): void {
  declined.add(req);
}

/** How an app takes part in handling Remix's answers (the portal host's page cache, ADR 028). */
export interface RemixResponseHooks {
  /** Runs Remix for one request; may wrap it (e.g. to collect what the render read). */
  around<T>(req: ExpressRequest, res: ExpressResponse, handle: () => Promise<T>): Promise<T>;
  /** Sends Remix's answer instead of the default when it returns true (e.g. after storing it). */
  send(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<boolean>;
}

/**
 * Remix's Express adapter (`@remix-run/express` 2.17, whose request and response helpers are not
 * exported), except that the body Remix reads is the one `guardRequests` already read within its
 * limit and checked, where the adapter would stream `req` unchecked, and the host is the one
 * the guard validated (X-Forwarded-Host's port only from a trusted proxy). A GET or HEAD goes
 * to the build's document fast path first when it has one (ADR 032).
 */
export function createRemixRequestHandler(options: RemixRequestHandlerOptions): RequestHandler {
  const app = createDocumentHandlers(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const request = remixRequest(req, res);
      const loadContext = await options.getLoadContext(req, res);
      const hooks = options.hooks;
      // Not inside the hooks: fast-path answers are never stored (they are for viewers with a
      // session), and wrapping every page view costs (the page cache's AsyncLocalStorage).
      const answer = declined.has(req) ? undefined : await app.fastPath(request, loadContext);
      if (answer) {
        sendDocument(res, answer);
        return;
      }
      if (!hooks) {
        await sendRemixResponse(res, await app.remix(request, loadContext));
        return;
      }
      const response = await hooks.around(req, res, () => app.remix(request, loadContext));
      if (!(await hooks.send(req, res, response))) await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

type LoadContext = Parameters<ReturnType<typeof createRequestHandler>>[1];

/**
 * The two ways a request is answered: the build's document fast path (GET and HEAD, when the
 * build's entry module exports one; in development, the latest build's), then Remix.
 */
function createDocumentHandlers(build: RemixRequestHandlerOptions['build'], mode: RemixRequestHandlerOptions['mode']) {
  const remix = createRequestHandler(build, mode);
  return {
    remix,
    async fastPath(request: Request, loadContext: LoadContext): Promise<DocumentAnswer | undefined> {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      const entry = (typeof build === 'function' ? await build() : build).entry.module as {
        handleDocumentFastPath?: DocumentFastPath;
      };
      return entry.handleDocumentFastPath?.(request, loadContext);
    },
  };
}

/**
 * The app's answer to a web Request, as the server gives it (the document fast path, then
 * Remix), for tests that call the build without a server.
 */
export function createAppRequestHandler(build: ServerBuild, mode: RemixRequestHandlerOptions['mode'] = 'production') {
  const app = createDocumentHandlers(build, mode);
  return async (request: Request, loadContext?: LoadContext): Promise<Response> => {
    const answer = await app.fastPath(request, loadContext);
    if (!answer) return app.remix(request, loadContext);
    return new Response(request.method === 'HEAD' ? null : answer.html, {
      status: answer.status,
      headers: answer.headers,
    });
  };
}

function sendDocument(res: ExpressResponse, answer: DocumentAnswer): void {
  res.status(answer.status);
  for (const [name, value] of answer.headers.entries()) res.append(name, value);
  res.end(answer.html);
}

function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(`${req.protocol}://${requestHost(req)}${req.originalUrl}`);
  const controller = new AbortController();
  // Loaders and actions are aborted when the client goes away before the answer is sent.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: req.method, headers: createRemixHeaders(req.headers), signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const body = guardedBody(req);
    if (!body) throw new Error('guardRequests must run before the Remix request handler');
    init.body = new Uint8Array(body);
  }
  return new Request(url.href, init);
}

function createRemixHeaders(requestHeaders: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(requestHeaders)) {
    if (values === undefined) continue;
    for (const value of [values].flat()) headers.append(name, value);
  }
  return headers;
}

async function sendRemixResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
