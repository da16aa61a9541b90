import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { createTestDb } from '../testing/create-test-db';
import { createTestSite } from '../testing/create-test-site';
import { addLocalLinkFields } from './add-local-link-fields';
import { computeCellIndex } from './cell-index';
import {
  clearLocalFieldCells,
  countLocalFieldValues,
  localFieldCells,
  lockLocalTable,
  setLocalFieldCells,
} from './change-local-table-fields';
import { createLocalTable } from './create-local-table';
import { getLocalRecords } from './get-local-records';
import { getLocalTable } from './get-local-table';
import { insertLocalRecords } from './insert-local-records';

let handle: DbHandle;
let siteId: string;
let otherSiteId: string;
beforeAll(async () => {
  handle = await createTestDb();
  siteId = (await createTestSite(handle.db, 'fields')).site.id;
  otherSiteId = (await createTestSite(handle.db, 'other-fields')).site.id;
});
afterAll(async () => {
  await handle?.close();
});

const FIELDS = [
  { id: 'fldName', name: 'Name', type: 'singleLineText' as const },
  { id: 'fldCode', name: 'Code', type: 'singleLineText' as const },
];

describe('one field of every record', () => {
  it("reads, sets and clears one field's cells with their index, in this site's table only", async () => {
    const { db } = handle;
    const table = await createLocalTable(db, { siteId, name: 'Codes', fields: FIELDS });
    const rows = await insertLocalRecords(db, {
      siteId,
      tableId: table.id,
      records: [
        { fields: { fldName: 'A', fldCode: '12' } },
        { fields: { fldName: 'B', fldCode: 'x' } },
        { fields: { fldName: 'C' } },
      ],
    });
    const [a, b, c] = rows.map((r) => r.id) as [string, string, string];
    const ids = { siteId, tableId: table.id, fieldId: 'fldCode' };
    expect(await localFieldCells(db, ids)).toEqual(
      new Map([
        [a, '12'],
        [b, 'x'],
      ]),
    );
    expect(await countLocalFieldValues(db, ids)).toBe(2);
    // Another site sees none of them.
    expect(await countLocalFieldValues(db, { ...ids, siteId: otherSiteId })).toBe(0);
    await setLocalFieldCells(db, { ...ids, siteId: otherSiteId, cells: new Map([[a, 99]]) });
    await setLocalFieldCells(db, {
      ...ids,
      cells: new Map<string, string | number | undefined>([
        [a, 12],
        [b, undefined],
        [c, 'New'],
      ]),
    });
    const after = await getLocalRecords(db, { siteId, tableId: table.id, recordIds: [a, b, c] });
    expect(after.map((r) => r.fields)).toEqual([
      { fldName: 'A', fldCode: 12 },
      { fldName: 'B' },
      { fldName: 'C', fldCode: 'New' },
    ]);
    // The index is what computeCellIndex gives for the whole record.
    expect(after.map((r) => r.cellIndex)).toEqual(after.map((r) => computeCellIndex(r.fields)));
    await clearLocalFieldCells(db, { ...ids, siteId: otherSiteId });
    expect(await countLocalFieldValues(db, ids)).toBe(2);
    await clearLocalFieldCells(db, ids);
    const cleared = await getLocalRecords(db, { siteId, tableId: table.id, recordIds: [a, b, c] });
    expect(cleared.map((r) => r.fields)).toEqual([{ fldName: 'A' }, { fldName: 'B' }, { fldName: 'C' }]);
    expect(cleared.map((r) => r.cellIndex)).toEqual(cleared.map((r) => computeCellIndex(r.fields)));
  });

  it('adds a link with its inverse named after the table, or one field for a link to itself', async () => {
    const { db } = handle;
    const invoices = await createLocalTable(db, { siteId, name: 'Invoices', fields: FIELDS });
    const clients = await createLocalTable(db, {
      siteId,
      name: 'Clients',
      fields: [...FIELDS, { id: 'fldInv', name: 'invoices', type: 'singleLineText' }],
    });
    const link = await addLocalLinkFields(db, {
      siteId,
      tableId: invoices.id,
      linkedTableId: clients.id,
      name: 'Client',
    });
    const inverse = (await getLocalTable(db, { siteId, tableId: clients.id }))!.fields.at(-1)!;
    expect(inverse).toMatchObject({
      name: 'Invoices 2',
      options: { linkedTableId: invoices.id, inverseLinkFieldId: link.id },
    });
    expect(link.options).toEqual({ linkedTableId: clients.id, inverseLinkFieldId: inverse.id });
    const self = await addLocalLinkFields(db, {
      siteId,
      tableId: clients.id,
      linkedTableId: clients.id,
      name: 'Parent',
    });
    expect(self.options).toEqual({ linkedTableId: clients.id });
    await expect(
      addLocalLinkFields(db, { siteId: otherSiteId, tableId: invoices.id, linkedTableId: clients.id, name: 'X' }),
    ).rejects.toThrow('Table not found.');
    await expect(
      db.transaction((tx) => lockLocalTable(tx, { siteId: otherSiteId, tableId: clients.id })),
    ).rejects.toThrow('Table not found.');
  });
});
