import { z } from 'zod';
import { ZSectionSchema } from '../sections/catalogue';

export const PAGE_CONTENTS_VERSION = 1;

/** A page's sections, versioned so stored documents can be upgraded on load. */
export const ZPageContentsSchema = z.object({
  version: z.literal(PAGE_CONTENTS_VERSION).default(PAGE_CONTENTS_VERSION),
  sections: z.array(ZSectionSchema).max(200).default([]),
});
export type TPageContents = z.infer<typeof ZPageContentsSchema>;

type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

/** Ordered upgrades: MIGRATIONS[n] turns version n+1... into n+2. Empty until a v2 exists. */
const MIGRATIONS: Migration[] = [];

/** Upgrades a stored page document to the current version and validates it. */
export function loadPageContents(stored: unknown): TPageContents {
  let doc = (stored && typeof stored === 'object' ? { ...(stored as Record<string, unknown>) } : {}) as Record<
    string,
    unknown
  >;
  let version = typeof doc.version === 'number' ? doc.version : PAGE_CONTENTS_VERSION;
  while (version < PAGE_CONTENTS_VERSION) {
    const migrate = MIGRATIONS[version - 1];
    if (!migrate) break;
    doc = migrate(doc);
    version += 1;
    doc.version = version;
  }
  return ZPageContentsSchema.parse(doc);
}

export function emptyPageContents(): TPageContents {
  return ZPageContentsSchema.parse({});
}
