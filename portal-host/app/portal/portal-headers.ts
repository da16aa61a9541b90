/** The version of the snapshot a portal response was rendered from (for debugging and tests). */
export const SNAPSHOT_HEADER = 'X-Atrium-Snapshot';

/** Headers a portal page passes from its loader to the document response. */
export const FORWARDED_HEADERS = ['Cache-Control', 'ETag', SNAPSHOT_HEADER] as const;
