/** The version of the snapshot a portal response was rendered from (for debugging and tests). */
export const SNAPSHOT_HEADER = 'X-Atrium-Snapshot';

/** Headers a portal page passes from its loader to the document response. */
export const FORWARDED_HEADERS = ['Cache-Control', 'ETag', SNAPSHOT_HEADER] as const;

/** Responses that depend on who asks (user accounts on): never stored by shared caches. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' };
