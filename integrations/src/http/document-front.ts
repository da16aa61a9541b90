import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Express, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { chooseEncoding } from './page-cache/cached-page';
import { fastPathDeclined, type DocumentAnswer, type DocumentFastPath } from './remix-request-handler';
import { refuseTarget, requestHost } from './request-guard';
import { dropUntrustedForwardedHeaders } from './trust-proxy';
import { newNonce, securityHeaderValues, type SecurityHeadersOptions } from './security-headers';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this size a document is sent as is (the `compression` middleware's threshold). */
const COMPRESS_FROM_BYTES = 1024;

export interface DocumentFrontOptions {
  /** The build's document fast path (ADR 032). */
  fastPath: DocumentFastPath;
  /** Which requests to offer it: cheap checks on the raw request (method, path, cookies). */
  offers(req: IncomingMessage): boolean;
  /** The app's security headers, as its Express middleware adds them. */
  security: SecurityHeadersOptions;
  /** The load context the app's Express handler would give Remix for this request. */
  loadContext(req: ExpressRequest, res: ExpressResponse): unknown;
}

/**
 * Answers the page views the build's document fast path takes **in front of Express** (ADR 036):
 * what Express and its middleware do for such a GET, done once, in one place:
 * - the request is seen through Express's prototype (trusted proxies, `req.ip`), the response as
 *   `res.locals` (what the loaders tell the headers), and forwarded headers stay only from trusted
 *   proxies (trust-proxy.ts);
 * - a request target or host the request guard would refuse is left to Express, which refuses it;
 * - the security headers (with a fresh CSP nonce) are computed once and written with the
 *   answer's own in a single `writeHead`, where the middleware wraps `writeHead` per response;
 * - the document is compressed off the event loop in the best encoding the client takes
 *   (brotli at quality 4, as the `compression` middleware, else gzip), with `Vary: Accept-Encoding`.
 * It resolves false, having written nothing, when the fast path leaves the request to Remix:
 * the caller then hands the request to the Express app.
 */
export function createDocumentFront(app: Express, options: DocumentFrontOptions) {
  return async function front(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (!options.offers(req)) return false;
    // Views of the request and response with Express's prototypes (as Express's init gives them):
    // the real objects keep theirs, so Express starts afresh when the fast path declines.
    const request = Object.create(app.request, {
      app: { value: app },
      headers: { value: req.headers },
      socket: { value: req.socket },
      method: { value: req.method },
      url: { value: req.url },
      originalUrl: { value: req.url ?? '/' },
    }) as ExpressRequest;
    const response = { locals: Object.create(null) as Record<string, unknown> } as unknown as ExpressResponse;
    dropUntrustedForwardedHeaders(request);
    if (refuseTarget(request)) return false;
    const nonce = newNonce();
    response.locals.cspNonce = nonce;
    const webRequest = new Request(`${request.protocol}://${requestHost(request)}${request.originalUrl}`, {
      method: request.method,
      headers: requestHeaders(req),
    });
    const answer = await options.fastPath(webRequest, options.loadContext(request, response));
    if (!answer) {
      // Remix is not to ask the fast path again.
      fastPathDeclined(req);
      return false;
    }
    await writeDocument(
      request,
      res,
      answer,
      securityHeaderValues(options.security, {
        nonce,
        req: request,
        res: response,
        status: answer.status,
      }),
    );
    return true;
  };
}

async function writeDocument(
  req: ExpressRequest,
  res: ServerResponse,
  answer: DocumentAnswer,
  security: Array<[string, string]>,
): Promise<void> {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of answer.headers) {
    const existing = headers[name];
    headers[name] = existing === undefined ? value : [...[existing].flat().map(String), value];
  }
  for (const [name, value] of security) {
    if (!answer.headers.has(name)) headers[name] = value;
  }
  headers.vary = answer.headers.has('vary') ? `${answer.headers.get('vary')}, Accept-Encoding` : 'Accept-Encoding';
  let body: Buffer | string = answer.html;
  const length = Buffer.byteLength(body);
  const encoding = length >= COMPRESS_FROM_BYTES ? chooseEncoding(req.get('accept-encoding')) : 'identity';
  if (encoding !== 'identity' && req.method !== 'HEAD') {
    body =
      encoding === 'br'
        ? await brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzipAsync(body);
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = typeof body === 'string' ? length : body.length;
  res.writeHead(answer.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The request's headers for the web Request, as a plain record (undici copies it; a Headers
 * object would be built twice). Node joins repeated request headers into one value, except
 * Cookie (joined with `; `) and Set-Cookie (never sent by clients).
 */
function requestHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}
