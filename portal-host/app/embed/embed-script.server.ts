import { createHash } from 'node:crypto';
import { ifNoneMatchMatches } from '../portal/conditional-get.server';
import source from './embed.js?raw';

/**
 * The embed widget's script (GET /embed.js, ADR 027). Its address is pasted into other websites
 * and never changes, so it is cached for a day (and served stale for a week while revalidating)
 * with an ETag made from its content: a new version reaches every website within a day, and a
 * revalidation of an unchanged script costs a 304. Any website may load it, with or without
 * CORS (`crossorigin`, subresource integrity) and under Cross-Origin-Embedder-Policy.
 */
const ETAG = `W/"${createHash('sha256').update(source).digest('base64url').slice(0, 27)}"`;

const HEADERS = {
  'Content-Type': 'text/javascript; charset=utf-8',
  'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
  ETag: ETAG,
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

export function embedScriptResponse(request: Request): Response {
  if (ifNoneMatchMatches(request, ETAG)) return new Response(null, { status: 304, headers: HEADERS });
  return new Response(source, { headers: HEADERS });
}
