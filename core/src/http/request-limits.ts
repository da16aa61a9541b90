import { UPLOAD_MAX_BYTES } from '../media/upload-limits';

/**
 * Limits on what a request may carry, enforced by both apps before any route reads it
 * (integrations/src/http/request-guard.ts; ADR 020). Sizes come from what the product itself
 * sends, with wide room to spare:
 * - `form`: page forms. The builder's are a few hundred bytes; a portal record form may carry
 *   long-text fields (Airtable allows 100,000 characters a cell), sent urlencoded.
 * - `json`: the builder's JSON APIs (listing preview, My Account, app config…): a data section's
 *   whole configuration is a few kilobytes.
 * - `draft`: the editor's autosave of a page and the portal's header, footer and theme. The
 *   demo's largest (its home page with all three documents) is about 6 KB; a page holds at most
 *   200 sections.
 * - `upload`: one file (an attachment of 20 MB, the largest purpose) plus its form fields.
 * - `csv`: a CSV file imported into a built-in table (the Data area): 100,000 rows of a dozen
 *   short fields are about 10 MB.
 */
export type TBodyKind = 'form' | 'json' | 'draft' | 'upload' | 'csv';

export const BODY_LIMIT_BYTES: Record<TBodyKind, number> = {
  form: 1024 * 1024,
  json: 256 * 1024,
  draft: 2 * 1024 * 1024,
  upload: Math.max(...Object.values(UPLOAD_MAX_BYTES)) + 64 * 1024,
  csv: 20 * 1024 * 1024,
};

/** Request line longer than this answers 414 (Node itself answers 431 past its 16 KB of headers). */
export const URL_MAX_LENGTH = 8 * 1024;

/** JSON nested deeper than this is refused: rich text, the deepest document, needs about 20 levels. */
export const JSON_MAX_DEPTH = 64;

function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

export const REQUEST_MESSAGES = {
  tooLarge: (kind: TBodyKind) =>
    kind === 'upload'
      ? `This upload is too large: images may be at most ${describeBytes(UPLOAD_MAX_BYTES.editor)}, attachments ${describeBytes(UPLOAD_MAX_BYTES.attachment)}.`
      : `This request is too large: at most ${describeBytes(BODY_LIMIT_BYTES[kind])} can be sent here.`,
  urlTooLong: `This address is too long: at most ${URL_MAX_LENGTH} characters are accepted.`,
  badHost: 'The Host header of this request is not a valid host name.',
  badUrl: 'This address contains a character that is not allowed (a NUL byte).',
  badTarget: 'This request must name a path on this site, starting with "/".',
  legacyData: 'This address uses the `_data` parameter, which this app does not answer.',
  unsupportedType: (accepted: readonly string[]) => `Send this request as ${accepted.join(' or ')}.`,
  badJson: 'The request body is not valid JSON.',
  tooDeep: `The request body is nested too deeply (at most ${JSON_MAX_DEPTH} levels).`,
  badForm: 'The form could not be read: it is not valid form data.',
  unstorable: 'The request contains a character that cannot be saved (a NUL byte or half of an emoji pair).',
  reservedKey: 'The request contains a field named "__proto__", which is not allowed.',
} as const;

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text can be stored in PostgreSQL text and jsonb: no U+0000, no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}
