/** Field types a pretty URL can come from (spec doc 2 §5). */
export const SLUG_FIELD_TYPES = ['singleLineText', 'multilineText', 'formula', 'rollup', 'multipleLookupValues'];
/** SEO title and description from text fields, the OG image from attachments (spec doc 2 §5). */
export const SEO_TEXT_FIELD_TYPES = ['singleLineText', 'multilineText', 'richText', 'formula'];
export const PRETTY_URL_FIELD_REQUIRED_MESSAGE = 'You need to select the field to sync the urls';
export const PRETTY_URL_SYNC_FAILED_MESSAGE = 'Failed to sync your record pages. Please try again.';
export const PRETTY_URL_WARNINGS = [
  'Pretty urls protected by permissions will not appear in the site map.',
  'Previously synced pretty urls will be overwritten.',
  'Conflicting pretty urls will be deleted.',
] as const;
export function prettyUrlSyncedMessage(inserted: number, total: number): string {
  return `Successfully synced ${inserted} of ${total}.`;
}

/**
 * What `slugify` makes: lower-case letters and digits in words joined by single dashes, at most 100
 * characters. Record pages look up only URL segments of this shape (anything else is an id or 404).
 */
export const PRETTY_URL_PATTERN = /^(?=.{1,100}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A URL segment from a field's text: lower case, accents dropped, words joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/**
 * Pretty URLs for a table's records: each record's slug from its field. A slug two records would
 * share, or one that looks like a record id, is not kept (those records keep their id URL).
 */
export function prettyUrlSlugs(records: ReadonlyArray<{ id: string; text: string }>): {
  slugs: Array<{ slug: string; recordId: string }>;
  total: number;
} {
  const bySlug = new Map<string, string[]>();
  for (const record of records) {
    const slug = slugify(record.text);
    if (!slug || /^rec[a-z0-9]{8,}$/i.test(slug)) continue;
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), record.id]);
  }
  const slugs = [...bySlug].filter(([, ids]) => ids.length === 1).map(([slug, ids]) => ({ slug, recordId: ids[0]! }));
  return { slugs, total: records.length };
}
