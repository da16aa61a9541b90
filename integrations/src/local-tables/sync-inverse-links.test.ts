import {
  addLocalLinkFields,
  createLocalTable,
  getLocalTable,
  writeLocalTableMeta,
  type DbHandle,
  type SiteRow,
} from '@atrium/db';
import { createTestDb } from '@atrium/db/testing/create-test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDataSource } from './local-data-source';
import { createTestSite } from './local-tables-fixtures';

let handle: DbHandle;
let site: SiteRow;
let other: SiteRow;
beforeAll(async () => {
  handle = await createTestDb();
  site = await createTestSite(handle.db, 'Links');
  other = await createTestSite(handle.db, 'Other links');
});
afterAll(async () => {
  await handle?.close();
});

const baseId = 'local';
const NAME = [{ id: 'fldName', name: 'Name', type: 'singleLineText' as const }];

describe('link fields and their inverses stay in step through the data source', () => {
  it('creates, updates and deletes on one side change the other, in this site only', async () => {
    const { db } = handle;
    const invoices = await createLocalTable(db, { siteId: site.id, name: 'Invoices', fields: NAME });
    const clients = await createLocalTable(db, { siteId: site.id, name: 'Clients', fields: NAME });
    const link = await addLocalLinkFields(db, {
      siteId: site.id,
      tableId: invoices.id,
      linkedTableId: clients.id,
      name: 'Client',
    });
    const inverse = link.options!.inverseLinkFieldId!;
    const source = new LocalDataSource(db, site.id);
    const [acme, zen] = await source.createRecords({
      baseId,
      tableId: clients.id,
      records: [{ fldName: 'Acme' }, { fldName: 'Zen' }],
    });
    const [one, two] = await source.createRecords({
      baseId,
      tableId: invoices.id,
      records: [
        { fldName: 'INV-1', [link.id]: [acme!.id] },
        { fldName: 'INV-2', [link.id]: [acme!.id, zen!.id] },
      ],
    });
    const clientLinks = async () => {
      const page = await source.listRecords({
        baseId,
        tableId: clients.id,
        where: { kind: 'true' },
        sort: { type: 'none' },
        pageSize: 10,
      });
      return page.records.map((r) => r.fields[inverse] ?? []);
    };
    expect(await clientLinks()).toEqual([[one!.id, two!.id], [two!.id]]);
    await source.updateRecords({
      baseId,
      tableId: invoices.id,
      records: [{ id: two!.id, fields: { [link.id]: null } }],
    });
    expect(await clientLinks()).toEqual([[one!.id], []]);
    // From the other side.
    await source.updateRecords({
      baseId,
      tableId: clients.id,
      records: [{ id: zen!.id, fields: { [inverse]: [two!.id] } }],
    });
    const [back] = await source.updateRecords({ baseId, tableId: invoices.id, records: [{ id: two!.id, fields: {} }] });
    expect(back!.fields[link.id]).toEqual([zen!.id]);
    await source.deleteRecords({ baseId, tableId: clients.id, recordIds: [acme!.id] });
    const [first] = await source.updateRecords({
      baseId,
      tableId: invoices.id,
      records: [{ id: one!.id, fields: {} }],
    });
    expect(first!.fields[link.id]).toBeUndefined();
    // Another site's data source cannot write these tables, so it cannot reach the inverses either.
    await expect(
      new LocalDataSource(db, other.id).updateRecords({
        baseId,
        tableId: invoices.id,
        records: [{ id: one!.id, fields: { [link.id]: [zen!.id] } }],
      }),
    ).rejects.toThrow('Table not found');
    expect(await clientLinks()).toEqual([[two!.id]]);
    // When the other side no longer names this field back (kept as a one-way link), nothing follows.
    const table = (await getLocalTable(db, { siteId: site.id, tableId: clients.id }))!;
    const fields = table.fields.map((f) => (f.id === inverse ? { ...f, options: { linkedTableId: invoices.id } } : f));
    await writeLocalTableMeta(db, { ...table, fields });
    await source.updateRecords({
      baseId,
      tableId: invoices.id,
      records: [{ id: one!.id, fields: { [link.id]: [zen!.id] } }],
    });
    expect(await clientLinks()).toEqual([[two!.id]]);
  });
});
