/**
 * "Generate from this base" limits and refusals, without imports: the wizard's form schema
 * (schemas.ts) needs them, and listing-from-table.ts imports the section catalogue, which must
 * not load from the portal schemas.
 */
/** The most tables one generation makes pages for (a page and a listing each). */
export const MAX_GENERATED_TABLES = 12;

/** Why a generation is refused (the wizard shows them on its data source step). */
export const GENERATE_MESSAGES = {
  noBase: 'Choose a base.',
  noTables: 'Choose at least one table.',
  tooManyTables: `Choose at most ${MAX_GENERATED_TABLES} tables.`,
  noToken: 'Add an Airtable token to this workspace first.',
  unknownBase: 'This Airtable token cannot reach that base.',
  unknownTable: 'That table is not in this base.',
} as const;
