/**
 * The data section's layouts (its templates) and the one vocabulary for telling them apart:
 * `dataSectionKind()` and the named layout predicates below. Nothing else looks at a data
 * section's name (`npm run check:structure` fails on a name compared as a string elsewhere).
 */
/**
 * Data sections (spec doc 2 §3 'Data block config' and 'Data block settings'): a listing of a
 * table's records, from the portal's built-in tables or an Airtable base of its workspace.
 * The Add Section modal offers them under List, Grid and Table.
 */
export const DATA_TEMPLATES = {
  list1: { label: 'List', category: 'list' },
  list2: { label: 'List with upvotes', category: 'list', upvotes: true },
  list3: { label: 'Expandable list', category: 'list', expands: true },
  grid1: { label: 'Cards', category: 'grid' },
  grid2: { label: 'Cards with large images', category: 'grid' },
  grid3: { label: 'Compact cards', category: 'grid' },
  table1: { label: 'Table', category: 'table' },
  form1: { label: 'Form', category: 'form' },
  record1: { label: 'Single Record View', category: 'record' },
} as const;
export type TDataName = keyof typeof DATA_TEMPLATES;
export type TDataCategory = (typeof DATA_TEMPLATES)[TDataName]['category'];

/**
 * The three kinds of data section, the one vocabulary for telling them apart: a listing (every
 * list, grid and table layout), a form (Form) and a single record (Single Record View).
 */
export type TDataSectionKind = 'listing' | 'form' | 'record';

export function dataSectionKind(sectionName: string): TDataSectionKind {
  const category = categoryOf(sectionName);
  if (category === 'form') return 'form';
  if (category === 'record') return 'record';
  return 'listing';
}

/** Layouts that list records (Form and Single Record View do not). */
export function listsRecords(sectionName: string): boolean {
  return dataSectionKind(sectionName) === 'listing';
}

function categoryOf(sectionName: string): string | undefined {
  return (DATA_TEMPLATES as Record<string, { category: string }>)[sectionName]?.category;
}

/** The table layout (Table): records as rows, the chosen fields as columns. */
export function isTableLayout(sectionName: string): boolean {
  return categoryOf(sectionName) === 'table';
}

/** The grid layouts (Cards…): records as cards, several per row. */
export function isGridLayout(sectionName: string): boolean {
  return categoryOf(sectionName) === 'grid';
}

/** The list layouts (List, List with upvotes, Expandable list). */
export function isListLayout(sectionName: string): boolean {
  return categoryOf(sectionName) === 'list';
}

/** Layouts whose records are cards (the lists and the grids), as opposed to the table's rows. */
export function showsCards(sectionName: string): boolean {
  return isListLayout(sectionName) || isGridLayout(sectionName);
}

/** The Expandable list: a card folds open in the list with the record's fields (detail 'expand'). */
export function expandsInPlace(sectionName: string): boolean {
  return (DATA_TEMPLATES as Record<string, { expands?: boolean }>)[sectionName]?.expands === true;
}

/** List with upvotes: its cards' Call To Action upvotes the record from the start. */
export function countsUpvotes(sectionName: string): boolean {
  return (DATA_TEMPLATES as Record<string, { upvotes?: boolean }>)[sectionName]?.upvotes === true;
}
