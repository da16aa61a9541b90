import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { CachedPage, PreparedHeaders } from './page-cache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Headers that belong to one transmission, never to a stored page. */
const NOT_STORED = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
]);

/**
 * A finished response as the cache keeps it: its headers without per-transmission ones, the body
 * as sent and compressed once with gzip and brotli (off the event loop), and a strong ETag.
 *
 * The ETag hashes the body without `ignoreInEtag` (the page's CSP nonce): two renders of an
 * unchanged page then share one ETag, and a browser's copy stays valid across refreshes. That is
 * sound because a 304 keeps the browser's stored body *and* its stored policy, which carry the
 * same nonce (ADR 021, ADR 028).
 */
export async function makeCachedPage(input: {
  status: number;
  headers: Iterable<readonly [string, string]>;
  body: Buffer;
  ignoreInEtag?: string;
}): Promise<CachedPage> {
  const headers = [...input.headers].filter(([name]) => !NOT_STORED.has(name.toLowerCase()));
  if (!headers.some(([name]) => name.toLowerCase() === 'vary')) headers.push(['Vary', 'Accept-Encoding']);
  else {
    const index = headers.findIndex(([name]) => name.toLowerCase() === 'vary');
    const [name, value] = headers[index]!;
    if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(value)) headers[index] = [name, `${value}, Accept-Encoding`];
  }
  const hashed = input.ignoreInEtag ? input.body.toString('latin1').split(input.ignoreInEtag).join('') : input.body;
  const etag = `"${createHash('sha256').update(hashed).digest('base64url').slice(0, 32)}"`;
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(input.body, { level: 6 }),
    brotliAsync(input.body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: input.body.length,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  const page: CachedPage = { status: input.status, headers, etag, identity: input.body, gzip: gzipped, br: brotli };
  return { ...page, prepared: prepareHeaders(page) };
}

/** The headers of each way to answer a page, so that a hit only looks them up. */
function prepareHeaders(page: CachedPage): PreparedHeaders {
  const full: Record<string, string | string[]> = {};
  const notModified: Record<string, string> = {};
  for (const [name, value] of page.headers) {
    const existing = full[name];
    full[name] = existing === undefined ? value : [...[existing].flat(), value];
    if (!NOT_REVALIDATED.has(name.toLowerCase())) notModified[name] = value;
  }
  full.ETag = page.etag;
  notModified.ETag = page.etag;
  return {
    identity: { ...full, 'Content-Length': page.identity.length },
    gzip: { ...full, 'Content-Encoding': 'gzip', 'Content-Length': page.gzip.length },
    br: { ...full, 'Content-Encoding': 'br', 'Content-Length': page.br.length },
    notModified,
  };
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (brotli, then gzip), honouring `q=0` refusals. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Headers a 304 leaves out: the copy it revalidates keeps its own (its policy holds its body's nonce). */
const NOT_REVALIDATED = new Set(['content-security-policy', 'content-type']);

/**
 * Answers a GET or HEAD from a stored page: 304 when If-None-Match names it (the stored headers
 * but the policy and type, as securityHeaders does), else the body in the best encoding the
 * client takes. `extra` adds headers of this answer (e.g. the cache status).
 */
export function writeCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  extra?: Record<string, string>,
): void {
  const prepared = page.prepared ?? prepareHeaders(page);
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined && page.status === 200 && etagMatches(ifNoneMatch, page.etag)) {
    res.writeHead(304, extra ? { ...prepared.notModified, ...extra } : prepared.notModified);
    res.end();
    return;
  }
  const encoding = chooseEncoding(header(req, 'accept-encoding'));
  const headers = prepared[encoding];
  res.writeHead(page.status, extra ? { ...headers, ...extra } : headers);
  res.end(req.method === 'HEAD' ? undefined : page[encoding]);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
