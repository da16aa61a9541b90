import { ZCreatePortalSchema, type TableField } from '@atrium/core';
import {
  createBuilder,
  createLocalTable,
  createSite,
  createWorkspace,
  type Database,
  type LocalTableRow,
  type SiteRow,
} from '@atrium/db';

let counter = 0;

/** A portal (with the demo built-in tables) owned by a fresh builder. */
export async function createTestSite(db: Database, name = 'Test portal'): Promise<SiteRow> {
  counter += 1;
  const builder = await createBuilder(db, {
    firstName: 'Test',
    lastName: 'Builder',
    email: `local-tables-${counter}-${Date.now()}@example.com`,
    password: 'a-long-enough-password',
    verified: true,
  });
  const workspace = await createWorkspace(db, { builderId: builder.id, name: 'Test workspace' });
  return createSite(db, {
    workspaceId: workspace.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: name, dataSource: 'built-in' }),
  });
}

export const ALL_TYPES = {
  text: 'fldtext0000000001',
  long: 'fldlong0000000001',
  rich: 'fldrich0000000001',
  number: 'fldnumber00000001',
  checkbox: 'fldcheckbox000001',
  select: 'fldselect00000001',
  multi: 'fldmulti000000001',
  date: 'flddate0000000001',
  email: 'fldemail000000001',
  url: 'fldurl00000000001',
  phone: 'fldphone000000001',
  files: 'fldfiles000000001',
  links: 'fldlinks000000001',
} as const;

export const SELECT_CHOICES = ['Low', 'Medium', 'High', "O'Brien %_\\"];
export const MULTI_CHOICES = ['red', 'green', 'Blue', '50%', 'a_b'];

/** A table with one field of every built-in type; its links point at `linkedTableId` (itself when absent). */
export async function createAllTypesTable(
  db: Database,
  params: { siteId: string; linkedTableId?: string; id?: string },
): Promise<LocalTableRow> {
  const id = params.id ?? `tblalltypes${String(++counter).padStart(6, '0')}`;
  const choices = (names: string[]) => names.map((name, i) => ({ id: `sel${i}`, name }));
  const fields: TableField[] = [
    { id: ALL_TYPES.text, name: 'Name', type: 'singleLineText' },
    { id: ALL_TYPES.long, name: 'Notes', type: 'multilineText' },
    { id: ALL_TYPES.rich, name: 'Body', type: 'richText' },
    { id: ALL_TYPES.number, name: 'Amount', type: 'number' },
    { id: ALL_TYPES.checkbox, name: 'Done', type: 'checkbox' },
    { id: ALL_TYPES.select, name: 'Priority', type: 'singleSelect', options: { choices: choices(SELECT_CHOICES) } },
    { id: ALL_TYPES.multi, name: 'Colours', type: 'multipleSelects', options: { choices: choices(MULTI_CHOICES) } },
    { id: ALL_TYPES.date, name: 'Due', type: 'date' },
    { id: ALL_TYPES.email, name: 'Email', type: 'email' },
    { id: ALL_TYPES.url, name: 'Website', type: 'url' },
    { id: ALL_TYPES.phone, name: 'Phone', type: 'phoneNumber' },
    { id: ALL_TYPES.files, name: 'Files', type: 'multipleAttachments' },
    {
      id: ALL_TYPES.links,
      name: 'Related',
      type: 'multipleRecordLinks',
      options: { linkedTableId: params.linkedTableId ?? id },
    },
  ];
  return createLocalTable(db, {
    id,
    siteId: params.siteId,
    name: 'Everything',
    fields,
    views: [
      { id: 'viwgrid', name: 'Grid', type: 'grid' },
      {
        id: 'viwopen',
        name: 'Open by amount',
        type: 'grid',
        order: [{ fieldId: ALL_TYPES.number, direction: 'desc' }],
        filter: { kind: 'not', condition: { kind: 'equals', fieldId: ALL_TYPES.checkbox, value: true } },
      },
    ],
  });
}
