/**
 * A refused listing form, as the portal page's action answers it and the page shows it again:
 * the message, which form it was (section, intent, record, a record page block's own form) and
 * what the person typed, by field id (a link field: the chosen record ids).
 */
export interface TListingFormAnswer {
  error: string;
  sectionId: string;
  intent: string;
  recordId?: string;
  /** A record page block's own form (linked records). */
  blockId?: string;
  /** What was typed, by field id (a link field: the chosen record ids). */
  typed?: Record<string, string | string[]>;
}
