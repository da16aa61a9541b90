/**
 * Linked records named rather than picked (issue 21): a CSV import's link column and the grid's
 * paste find records of the linked table by name, in this portal only.
 */
import { TABLE_MESSAGES } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal } from '../../test/editor-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { callJson, invoicesTable, type GridPageJson } from '../../test/tables-fixtures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Invoices with a Client link to a Clients table holding Acme, Globex, and two records named Initech. */
async function linkedInvoices() {
  const table = await invoicesTable(h);
  const { owner, api, tableId } = table;
  const clients = (await callJson(h, api, owner.cookie, { json: { name: 'Customers' } })).body.table as { id: string };
  const clientsPage = (await callJson(h, `${api}/${clients.id}`, owner.cookie)).body as unknown as GridPageJson;
  const clientName = clientsPage.table.primaryFieldId;
  const ids: Record<string, string> = {};
  for (const name of ['Acme', 'Globex', 'Initech', 'INITECH']) {
    const created = await callJson(h, `${api}/${clients.id}/records`, owner.cookie, {
      json: { fields: { [clientName]: name } },
    });
    ids[name] = (created.body.record as { id: string }).id;
  }
  const client = (
    (
      await callJson(h, `${api}/${tableId}`, owner.cookie, {
        json: { name: 'Client', type: 'multipleRecordLinks', linkedTableId: clients.id },
      })
    ).body.field as { id: string }
  ).id;
  return { ...table, clients: clients.id, clientName, client, ids };
}

describe('[DATA] linked records by name', () => {
  it('finds the records a name means in any case, none for an unknown name, and both records of a shared name', async () => {
    const { owner, api, clients, ids } = await linkedInvoices();
    const answer = await callJson(h, `${api}/${clients}/names`, owner.cookie, {
      json: { names: [' acme', 'GLOBEX', 'Initech', 'Nobody'] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.records).toEqual({
      acme: [{ id: ids.Acme, name: 'Acme' }],
      GLOBEX: [{ id: ids.Globex, name: 'Globex' }],
      Initech: [
        { id: ids.Initech, name: 'Initech' },
        { id: ids.INITECH, name: 'INITECH' },
      ],
      Nobody: [],
    });
  });

  it("refuses other builders, another portal's table, malformed bodies and reading", async () => {
    const { owner, api, clients, site } = await linkedInvoices();
    const url = `${api}/${clients}/names`;
    const stranger = await h.signIn();
    expect((await callJson(h, url, stranger.cookie, { json: { names: ['Acme'] } })).status).toBe(404);
    // The stranger's own portal does not open this one's table either.
    const theirs = await createPortal(h, stranger, 'Theirs');
    expect(
      await callJson(h, `/api/sites/${theirs.id}/tables/${clients}/names`, stranger.cookie, {
        json: { names: ['Acme'] },
      }),
    ).toMatchObject({ status: 404, body: { error: TABLE_MESSAGES.notFound } });
    expect(site.id).not.toBe(theirs.id);
    expect((await callJson(h, url, owner.cookie, { json: { names: [] } })).body).toMatchObject({
      ok: false,
      error: 'Send at least one name.',
    });
    const tooMany = Array.from({ length: 501 }, (_, i) => `Name ${i}`);
    expect(await callJson(h, url, owner.cookie, { json: { names: tooMany } })).toMatchObject({
      status: 400,
      body: { error: TABLE_MESSAGES.linkNamesTooMany(500) },
    });
    expect((await callJson(h, url, owner.cookie, { json: { names: 'Acme' } })).status).toBe(400);
    expect((await callJson(h, url, owner.cookie, { json: { names: ['x'.repeat(501)] } })).status).toBe(400);
    // Hostile names match nothing and fail nothing (NUL cannot be PostgreSQL text).
    const hostile = await callJson(h, url, owner.cookie, { json: { names: ['Acme\u0000', "'); drop table x; --"] } });
    expect(hostile.status).toBe(200);
    expect((await callJson(h, url, owner.cookie)).status).toBe(405);
  });

  it('imports a link column by name, reports unknown and shared names by line, and fills the inverse field', async () => {
    const { owner, api, tableId, name, client, clients, clientName, ids } = await linkedInvoices();
    const csv = ['Name,Client', 'INV-1,Acme', 'INV-2,"globex, ACME"', 'INV-3,Nobody', 'INV-4,Initech', 'INV-5,'].join(
      '\n',
    );
    const preview = await callJson(h, `${api}/${tableId}/import?mode=preview`, owner.cookie, { csv });
    expect(preview.body).toMatchObject({
      mapping: [name, client],
      valid: 3,
      invalid: 2,
      errors: [
        { line: 4, message: TABLE_MESSAGES.linkNameUnknown('Client', 'Customers', 'Nobody') },
        { line: 5, message: TABLE_MESSAGES.linkNameAmbiguous('Client', 'Customers', 'Initech') },
      ],
    });
    const map = encodeURIComponent(JSON.stringify([name, client]));
    const done = await callJson(h, `${api}/${tableId}/import?mode=import&map=${map}`, owner.cookie, { csv });
    expect(done.body).toMatchObject({ ok: true, imported: 3, invalid: 2 });

    const invoices = (await callJson(h, `${api}/${tableId}?sort=${name}`, owner.cookie))
      .body as unknown as GridPageJson;
    const byName = Object.fromEntries(invoices.records.map((r) => [r.fields[name], r]));
    expect(byName['INV-1']!.fields[client]).toEqual([ids.Acme]);
    expect(byName['INV-2']!.fields[client]).toEqual([ids.Globex, ids.Acme]);
    expect(byName['INV-5']!.fields[client]).toBeUndefined();
    // The other side names the imported invoices (the link's inverse field, kept in step).
    const customers = (await callJson(h, `${api}/${clients}?sort=${clientName}`, owner.cookie))
      .body as unknown as GridPageJson;
    const inverse = customers.table.fields.find((f) => f.type === 'multipleRecordLinks')!;
    const acme = customers.records.find((r) => r.id === ids.Acme)!;
    expect(new Set(acme.fields[inverse.id] as string[])).toEqual(new Set([byName['INV-1']!.id, byName['INV-2']!.id]));
  });

  it("never links another portal's records named in a file", async () => {
    const { owner, api, tableId, name, client } = await linkedInvoices();
    const other = await linkedInvoices();
    expect(other.owner.cookie).not.toBe(owner.cookie);
    // Only this portal's Customers are looked in: "Acme" is both portals', the other's "Hooli" is not this one's.
    await callJson(h, `${other.api}/${other.clients}/records`, other.owner.cookie, {
      json: { fields: { [other.clientName]: 'Hooli' } },
    });
    const csv = 'Name,Client\nINV-1,Hooli\nINV-2,Acme\n';
    const preview = await callJson(h, `${api}/${tableId}/import?mode=preview`, owner.cookie, { csv });
    expect(preview.body).toMatchObject({
      mapping: [name, client],
      valid: 1,
      errors: [{ line: 2, message: TABLE_MESSAGES.linkNameUnknown('Client', 'Customers', 'Hooli') }],
    });
  });
});
