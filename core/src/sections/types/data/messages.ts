/** What listings say to the people who use them and build them (spec doc 2 §5, §8, §9). */
/**
 * The builder's hint for a listing without records (spec doc 2 'Listing editor'): shown in the
 * editor's preview only. Portals say `emptyListingMessage` (ADR 053).
 */
export const LISTING_EMPTY_MESSAGE =
  'Nothing to display yet. Try adding some records into your spreadsheet-database first.';

/**
 * What a portal's visitor reads where a listing has no records for them: "No projects yet." for
 * a public listing, "You have no projects yet." for a user listing (their own records). The
 * table's name is the noun when it reads as one ("Projects" → "projects"; "CRM Deals" stays);
 * a missing, long or id-like name reads "records".
 */
export function emptyListingMessage(tableName: string, listingType: 'public' | 'user'): string {
  const noun = listingNoun(tableName);
  return listingType === 'user' ? `You have no ${noun} yet.` : `No ${noun} yet.`;
}

function listingNoun(tableName: string): string {
  const name = tableName.trim().replace(/\s+/g, ' ');
  if (!name || name.length > 40 || /^tbl[A-Za-z0-9]{14}$/.test(name) || !/[A-Za-z]/.test(name)) return 'records';
  // A capitalised word or words ("Projects", "Support tickets") read lower-cased mid-sentence;
  // names with capitals inside ("CRM Deals", "iPhones") keep their spelling.
  return /^[A-Z][a-z]*(?: [a-z]+)*$|^[A-Z][a-z]*(?: [A-Z][a-z]*)*$/.test(name) ? name.toLowerCase() : name;
}
/**
 * A linked records block or My Account's linked records with none: the builder's hint (spec doc
 * 2 'Empty states') in the editor's preview, the visitor's words on portals (ADR 053).
 */
export const LINKED_RECORDS_EMPTY_HINT = 'Your table does not contain any linked records';
export const LINKED_RECORDS_NONE_MESSAGE = 'None yet.';
export const LISTING_NOT_SET_UP_MESSAGE = 'This block is not set up yet.';
export const LISTING_NO_FIELDS_MESSAGE = 'No fields selected. Try adding a field.';
export const LISTING_SEARCH_EMPTY_DEFAULT = 'No results found';
export const LOAD_MORE_LABEL = 'Load more';
/** Card short descriptions are cut to this many characters (spec doc 2 §9 hint). */
export const SHORT_DESCRIPTION_MAX = 250;
export const NO_FILTERS_MESSAGE = 'You have no filters set up.';
export const LISTING_BASE_REQUIRED_MESSAGE = 'Which Airtable base should we use?';
export const LISTING_TABLE_REQUIRED_MESSAGE = 'Which table should we use?';
export const LISTING_SORT_FIELD_REQUIRED_MESSAGE = 'Which field do you want to sort by?';
export const LISTING_SORT_VIEW_REQUIRED_MESSAGE = 'Which Airtable view should we use?';
export const LISTING_USER_SIGN_IN_MESSAGE = 'Log in to see your records.';
export const RECORD_CREATED_MESSAGE = 'Your record was created.';
export const RECORD_UPDATED_MESSAGE = 'Your changes were saved.';
export const RECORD_DELETED_MESSAGE = 'The record was deleted.';
