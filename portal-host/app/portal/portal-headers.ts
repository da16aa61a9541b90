import { NO_EMBEDDING, builderUrl, frameAncestorSources, type TEmbedding, type TEnv } from '@atrium/core';

/** The version of the snapshot a portal response was rendered from (for debugging and tests). */
export const SNAPSHOT_HEADER = 'X-Atrium-Snapshot';

/** Headers a portal page passes from its loader to the document response. */
export const FORWARDED_HEADERS = ['Cache-Control', 'ETag', 'Vary', SNAPSHOT_HEADER] as const;

/** Adds request header names to a response's Vary, once each. */
export function addVary(headers: Headers, names: string | null | undefined): void {
  const listed = (value: string | null) =>
    (value ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
  const current = listed(headers.get('Vary'));
  const known = new Set(current.map((n) => n.toLowerCase()));
  const added = listed(names ?? null).filter((n) => !known.has(n.toLowerCase()) && known.add(n.toLowerCase()));
  if (added.length > 0) headers.set('Vary', [...current, ...added].join(', '));
}

/**
 * The headers of a page document: the page loader's caching headers and the root loader's Vary
 * (a portal that may be embedded answers differently inside a frame, ADR 027).
 */
export function pageResponseHeaders(loaderHeaders: Headers, rootHeaders: Headers): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = loaderHeaders.get(name);
    if (value !== null) headers.set(name, value);
  }
  addVary(headers, rootHeaders.get('Vary'));
  return headers;
}

/** Responses that depend on who asks (user accounts on): never stored by shared caches. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' };

/**
 * Who may frame a portal's documents (CSP frame-ancestors, ADR 021 and 027): the portal itself,
 * the builder (its preview frames code blocks from the portal host), and the websites the
 * builder allowed to embed the portal (`*` when any website may).
 */
export function portalFrameAncestors(
  env: Pick<TEnv, 'BUILDER_URL' | 'BUILDER_PORT'>,
  embedding: TEmbedding = NO_EMBEDDING,
): string[] {
  return frameAncestorSources(new URL(builderUrl(env)).origin, embedding);
}
