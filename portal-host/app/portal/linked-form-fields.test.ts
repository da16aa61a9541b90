/**
 * Link fields in record forms on portals, through the production build's request handler (`npm
 * run build -w portal-host` first): people choose records of the linked table in a listing's
 * create and edit forms and in a Form section, on a built-in table and on an Airtable table (the
 * fake Airtable on loopback). The server accepts only records the form offered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCreatePageSchema, ZDataSectionSchema, type TDataSection } from '@atrium/core';
import {
  countLocalRecords,
  createLocalTable,
  createPage,
  getLocalRecords,
  insertLocalRecords,
  listLocalRecords,
  publishSite,
  updateLocalRecords,
} from '@atrium/db';
import { type Runtime } from '@atrium/integrations';
import type { FakeAirtable } from '@atrium/integrations/airtable/fake/fake-airtable';
import { startAirtableTestPortal, type AirtableTestPortal } from '../testing/airtable-test-portal';

const PORTAL = 'http://links.localhost:3001';

/** The demo Airtable base: Projects link to Clients. */
const AT = {
  base: 'appClientProj2025',
  projects: 'tblPzrhQfm5X0xUEa',
  clients: 'tblqVh8kOxW4eUL8p',
  name: 'fldnv6asntY3ymqYw',
  client: 'fld93Aqpw1oaZNSGe',
  clientName: 'fldSpXqNMh31cEJiy',
  clientProjects: 'fldDGoiu9CfSYtLG7',
};

let portal: AirtableTestPortal;
let runtime: Runtime;
let fake: FakeAirtable;
let handle: (request: Request) => Promise<Response>;
let siteId: string;
let projectsId: string;
let clientIds: string[];
let contactIds: string[];

function dataSection(id: string, data: Record<string, unknown>, sectionName = 'list1'): TDataSection {
  return ZDataSectionSchema.parse({ id, type: 'data', sectionName, data });
}

beforeAll(async () => {
  portal = await startAirtableTestPortal({
    builder: { firstName: 'Lin', lastName: 'K', email: 'links@example.com' },
    appName: 'Links',
    domain: 'links',
  });
  ({ runtime, fake, handle } = portal);
  const { db } = runtime;
  siteId = portal.siteId;
  const clients = await createLocalTable(db, {
    siteId,
    name: 'Clients',
    fields: [
      { id: 'fldClientName000', name: 'Name', type: 'singleLineText' },
      { id: 'fldClientMail000', name: 'Email', type: 'email' },
    ],
  });
  clientIds = (
    await insertLocalRecords(db, {
      siteId,
      tableId: clients.id,
      records: [
        { fields: { fldClientName000: 'Northwind Traders', fldClientMail000: 'ops@northwind.example.com' } },
        { fields: { fldClientName000: 'Blue Harbor Dental', fldClientMail000: 'hello@blueharbor.example.com' } },
        { fields: { fldClientName000: 'Cedar & Pine' } },
      ],
    })
  ).map((r) => r.id);
  // More people than a form offers: the first 100 are listed, and the form says so.
  const contacts = await createLocalTable(db, {
    siteId,
    name: 'Contacts',
    fields: [{ id: 'fldContactName00', name: 'Name', type: 'singleLineText' }],
  });
  contactIds = (
    await insertLocalRecords(db, {
      siteId,
      tableId: contacts.id,
      records: Array.from({ length: 105 }, (_, i) => ({
        fields: { fldContactName00: `Contact ${String(i + 1).padStart(3, '0')}` },
      })),
    })
  ).map((r) => r.id);
  const projects = await createLocalTable(db, {
    siteId,
    name: 'Projects',
    fields: [
      { id: 'fldName000000000', name: 'Name', type: 'singleLineText' },
      { id: 'fldClient0000000', name: 'Client', type: 'multipleRecordLinks', options: { linkedTableId: clients.id } },
      { id: 'fldContact000000', name: 'Contact', type: 'multipleRecordLinks', options: { linkedTableId: contacts.id } },
    ],
  });
  projectsId = projects.id;
  const local = { kind: 'local', tableId: projects.id, tableName: 'Projects' };
  const page = (name: string, path: string, sections: TDataSection[]) =>
    createPage(db, { siteId, input: ZCreatePageSchema.parse({ name, path }), contents: { version: 1, sections } });
  await page('Board', '/board', [
    dataSection('boardListing', {
      source: local,
      fields: { title: 'fldName000000000' },
      sort: { type: 'field', fieldId: 'fldName000000000', direction: 'asc' },
      search: { fieldIds: ['fldName000000000'] },
      access: [
        { action: 'view', applyToAll: true },
        { action: 'create', applyToAll: true },
        { action: 'edit', applyToAll: true },
      ],
      form: {
        createLabel: 'New project',
        createGroups: [
          {
            fields: [
              { fieldId: 'fldName000000000', required: true },
              {
                fieldId: 'fldClient0000000',
                required: true,
                overrides: { titleFieldId: 'fldClientMail000', addRecordText: 'Add a client' },
              },
              { fieldId: 'fldContact000000' },
            ],
          },
        ],
      },
    }),
  ]);
  await page('Contact', '/contact', [
    dataSection(
      'contactForm',
      {
        source: local,
        access: [{ action: 'create', applyToAll: true }],
        customForm: {
          groups: [
            {
              title: 'Your project',
              fields: [
                { fieldId: 'fldName000000000', required: true },
                {
                  fieldId: 'fldClient0000000',
                  label: 'Your company',
                  overrides: { addRecordText: 'Choose a company' },
                },
              ],
            },
          ],
        },
      },
      'form1',
    ),
  ]);
  await page('Airtable', '/airtable', [
    dataSection('airtableBoard', {
      source: { kind: 'airtable', baseId: AT.base, tableId: AT.projects, tableName: 'Projects' },
      fields: { title: AT.name },
      search: { fieldIds: [AT.name] },
      access: [
        { action: 'view', applyToAll: true },
        { action: 'create', applyToAll: true },
        { action: 'edit', applyToAll: true },
      ],
      form: { createGroups: [{ fields: [{ fieldId: AT.name, required: true }, { fieldId: AT.client }] }] },
    }),
  ]);
  await publishSite(db, { siteId, builderId: portal.builderId });
});

afterAll(async () => {
  await portal?.close();
});

const get = (path: string) => handle(new Request(`${PORTAL}${path}`, { redirect: 'manual' }));
const post = (path: string, fields: Array<[string, string]>) =>
  handle(
    new Request(`${PORTAL}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Host: new URL(PORTAL).host,
        Origin: PORTAL,
      },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    }),
  );

/** The checkboxes of a link field in some HTML: value, ticked or not, and label, in order. */
function boxes(html: string, fieldId: string) {
  return [
    ...html.matchAll(
      new RegExp(
        `<input type="checkbox" id="([^"]+)" name="field:${fieldId}"( checked="")? value="([^"]+)"/><label for="\\1">([^<]*)</label>`,
        'g',
      ),
    ),
  ].map((m) => ({ id: m[3]!, checked: Boolean(m[2]), title: m[4]! }));
}
const ticked = (html: string, fieldId: string) =>
  boxes(html, fieldId)
    .filter((b) => b.checked)
    .map((b) => b.id);

async function localCells(recordId: string) {
  const [row] = await getLocalRecords(runtime.db, { siteId, tableId: projectsId, recordIds: [recordId] });
  return row?.fields;
}
const projectCount = async () => (await countLocalRecords(runtime.db, { siteId }))[projectsId] ?? 0;

describe('[LISTING] link fields in forms on a built-in table', () => {
  it('offers the linked records by their title field behind the Add record text, at most 100 of them', async () => {
    const html = await (await get('/board')).text();
    expect(html).toContain('<legend>Client<span class="atrium-field__required" aria-hidden="true"> *</span>');
    expect(boxes(html, 'fldClient0000000')).toEqual([
      { id: clientIds[0], checked: false, title: 'ops@northwind.example.com' },
      { id: clientIds[1], checked: false, title: 'hello@blueharbor.example.com' },
      // No email: a record with an empty title field still has a name.
      { id: clientIds[2], checked: false, title: 'Unnamed record' },
    ]);
    expect(html).toMatch(/<summary>Add a client<span class="atrium-visually-hidden"> \((<!-- -->)?Client/);
    const contacts = boxes(html, 'fldContact000000');
    expect(contacts).toHaveLength(100);
    expect(contacts[0]!.title).toBe('Contact 001');
    expect(contacts.map((c) => c.id)).not.toContain(contactIds[104]);
    expect(html).toContain('Showing the first 100 records of Contacts.');
  });

  it('creates a record with the chosen links, shows them chosen in its edit form, and changes or keeps them', async () => {
    const created = await post('/board', [
      ['intent', 'listing-create'],
      ['sectionId', 'boardListing'],
      ['field:fldName000000000', 'Lighthouse'],
      ['field:fldClient0000000', clientIds[0]!],
      ['field:fldClient0000000', clientIds[2]!],
      ['field:fldContact000000', contactIds[3]!],
    ]);
    expect(created.status).toBe(303);
    const recordPath = created.headers.get('Location')!.split('?')[0]!;
    const recordId = recordPath.split('/').pop()!;
    expect(await localCells(recordId)).toMatchObject({
      fldClient0000000: [clientIds[0], clientIds[2]],
      fldContact000000: [contactIds[3]],
    });
    const page = await (await get(recordPath)).text();
    expect(ticked(page, 'fldClient0000000')).toEqual([clientIds[0], clientIds[2]]);
    expect(ticked(page, 'fldContact000000')).toEqual([contactIds[3]]);

    // Another client instead of the first; the contact unticked (not required: cleared).
    const changed = await post(recordPath, [
      ['intent', 'listing-update'],
      ['sectionId', 'boardListing'],
      ['recordId', recordId],
      ['field:fldName000000000', 'Lighthouse'],
      ['field:fldClient0000000', clientIds[2]!],
      ['field:fldClient0000000', clientIds[1]!],
    ]);
    expect(changed.status).toBe(303);
    const cells = await localCells(recordId);
    expect(cells?.fldClient0000000).toEqual([clientIds[2], clientIds[1]]);
    expect(cells?.fldContact000000).toBeUndefined();
    // Written through the cache: the record page shows the new links at once.
    expect(ticked(await (await get(recordPath)).text(), 'fldClient0000000')).toEqual([clientIds[2], clientIds[1]]);

    // Saving again with the same choices keeps them.
    const kept = await post(recordPath, [
      ['intent', 'listing-update'],
      ['sectionId', 'boardListing'],
      ['recordId', recordId],
      ['field:fldName000000000', 'Lighthouse v2'],
      ['field:fldClient0000000', clientIds[2]!],
      ['field:fldClient0000000', clientIds[1]!],
    ]);
    expect(kept.status).toBe(303);
    expect(await localCells(recordId)).toMatchObject({
      fldName000000000: 'Lighthouse v2',
      fldClient0000000: [clientIds[2], clientIds[1]],
    });
  });

  it('keeps a link to a record beyond the first 100 on edit, offered with the others', async () => {
    const created = await post('/board', [
      ['intent', 'listing-create'],
      ['sectionId', 'boardListing'],
      ['field:fldName000000000', 'Far contact'],
      ['field:fldClient0000000', clientIds[1]!],
    ]);
    const recordPath = created.headers.get('Location')!.split('?')[0]!;
    const recordId = recordPath.split('/').pop()!;
    // Linked elsewhere (in the table itself) to the 105th contact, whom the form does not list.
    await updateLocalRecords(runtime.db, {
      siteId,
      tableId: projectsId,
      records: [
        {
          id: recordId,
          fields: {
            fldName000000000: 'Far contact',
            fldClient0000000: [clientIds[1]!],
            fldContact000000: [contactIds[104]!],
          },
        },
      ],
    });
    const page = await (await get(recordPath)).text();
    expect(boxes(page, 'fldContact000000').find((b) => b.id === contactIds[104])).toEqual({
      id: contactIds[104],
      checked: true,
      title: 'Contact 105',
    });
    const saved = await post(recordPath, [
      ['intent', 'listing-update'],
      ['sectionId', 'boardListing'],
      ['recordId', recordId],
      ['field:fldName000000000', 'Far contact'],
      ['field:fldClient0000000', clientIds[1]!],
      ['field:fldContact000000', contactIds[104]!],
    ]);
    expect(saved.status).toBe(303);
    expect((await localCells(recordId))?.fldContact000000).toEqual([contactIds[104]]);
    // On a new record the same contact is not offered, so it is refused.
    const refused = await post('/board', [
      ['intent', 'listing-create'],
      ['sectionId', 'boardListing'],
      ['field:fldName000000000', 'Too far'],
      ['field:fldClient0000000', clientIds[1]!],
      ['field:fldContact000000', contactIds[104]!],
    ]);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Contact: choose records from the list.');
  });

  it('refuses a forged or foreign record id and an empty required link, writing nothing and keeping the choices', async () => {
    const before = await projectCount();
    const forged = await post('/board', [
      ['intent', 'listing-create'],
      ['sectionId', 'boardListing'],
      ['field:fldName000000000', 'Forged links'],
      ['field:fldClient0000000', clientIds[1]!],
      ['field:fldClient0000000', 'recForged00000001'],
      ['field:fldContact000000', contactIds[0]!],
    ]);
    expect(forged.status).toBe(400);
    const html = await forged.text();
    expect(html).toContain('Client: choose records from the list.');
    // What the person typed and chose is still there (the forged id is not shown).
    expect(html).toContain('value="Forged links"');
    expect(ticked(html, 'fldClient0000000')).toEqual([clientIds[1]]);
    expect(ticked(html, 'fldContact000000')).toEqual([contactIds[0]]);
    expect(html).not.toContain('recForged00000001');

    // A record of another table (a project) is not a client either.
    const foreign = await post('/board', [
      ['intent', 'listing-create'],
      ['sectionId', 'boardListing'],
      ['field:fldName000000000', 'Foreign link'],
      ['field:fldClient0000000', contactIds[0]!],
    ]);
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain('Client: choose records from the list.');

    const empty = await post('/board', [
      ['intent', 'listing-create'],
      ['sectionId', 'boardListing'],
      ['field:fldName000000000', 'No client'],
      ['field:fldContact000000', contactIds[2]!],
    ]);
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain('Client is required.');
    expect(ticked(emptyHtml, 'fldContact000000')).toEqual([contactIds[2]]);
    expect(await projectCount()).toBe(before);
  });

  it('refuses a forged id on edit and leaves the record as it was', async () => {
    const created = await post('/board', [
      ['intent', 'listing-create'],
      ['sectionId', 'boardListing'],
      ['field:fldName000000000', 'Quay'],
      ['field:fldClient0000000', clientIds[0]!],
    ]);
    const recordPath = created.headers.get('Location')!.split('?')[0]!;
    const recordId = recordPath.split('/').pop()!;
    const refused = await post(recordPath, [
      ['intent', 'listing-update'],
      ['sectionId', 'boardListing'],
      ['recordId', recordId],
      ['field:fldName000000000', 'Quay renamed'],
      ['field:fldClient0000000', clientIds[1]!],
      ['field:fldClient0000000', 'recForged00000002'],
    ]);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('Client: choose records from the list.');
    expect(ticked(html, 'fldClient0000000')).toEqual([clientIds[1]]);
    expect(await localCells(recordId)).toMatchObject({ fldName000000000: 'Quay', fldClient0000000: [clientIds[0]] });
  });

  it('fills link fields in a Form section, keeping the choices when it refuses', async () => {
    const html = await (await get('/contact')).text();
    expect(html).toContain('<legend>Your company</legend>');
    expect(html).toMatch(/<summary>Choose a company/);
    expect(boxes(html, 'fldClient0000000').map((b) => b.title)).toEqual([
      'Northwind Traders',
      'Blue Harbor Dental',
      'Cedar &amp; Pine',
    ]);
    const refused = await post('/contact', [
      ['intent', 'listing-form'],
      ['sectionId', 'contactForm'],
      ['field:fldName000000000', ''],
      ['field:fldClient0000000', clientIds[1]!],
    ]);
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('Name is required.');
    expect(ticked(refusedHtml, 'fldClient0000000')).toEqual([clientIds[1]]);

    const sent = await post('/contact', [
      ['intent', 'listing-form'],
      ['sectionId', 'contactForm'],
      ['field:fldName000000000', 'Harbour walk'],
      ['field:fldClient0000000', clientIds[1]!],
    ]);
    expect(sent.status).toBe(303);
    const rows = await listLocalRecords(runtime.db, { siteId, tableId: projectsId, limit: 1000 });
    const record = rows.find((r) => r.fields.fldName000000000 === 'Harbour walk');
    expect(record?.fields.fldClient0000000).toEqual([clientIds[1]]);
  });
});

describe('[LISTING] link fields in forms on an Airtable table', () => {
  it('offers the linked table from the cache, creates a record with its links in Airtable, and refuses forged ids there too', async () => {
    const first = await (await get('/airtable')).text();
    const options = boxes(first, AT.client);
    // The demo base has 12 clients, listed by their primary field.
    expect(options).toHaveLength(12);
    const clients = fake.state.bases[0]!.tables.find((t) => t.id === AT.clients)!;
    expect(options[0]).toEqual({
      id: clients.records[0]!.id,
      checked: false,
      title: String(clients.records[0]!.fields[AT.clientName]),
    });
    // A second view is served from the cache: no call to Airtable.
    const requests = fake.requests;
    await get('/airtable');
    expect(fake.requests).toBe(requests);

    const posts = () => fake.log.filter((e) => e.method === 'POST').length;
    const postsBefore = posts();
    const forged = await post('/airtable', [
      ['intent', 'listing-create'],
      ['sectionId', 'airtableBoard'],
      ['field:' + AT.name, 'Forged Airtable project'],
      ['field:' + AT.client, 'recForgedAirtable1'],
    ]);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('Client: choose records from the list.');
    expect(posts()).toBe(postsBefore);

    const chosen = [options[1]!.id, options[4]!.id];
    const created = await post('/airtable', [
      ['intent', 'listing-create'],
      ['sectionId', 'airtableBoard'],
      ['field:' + AT.name, 'Airtable linked project'],
      ['field:' + AT.client, chosen[0]!],
      ['field:' + AT.client, chosen[1]!],
    ]);
    expect(created.status).toBe(303);
    const recordPath = created.headers.get('Location')!.split('?')[0]!;
    const recordId = recordPath.split('/').pop()!;
    const projects = fake.state.bases[0]!.tables.find((t) => t.id === AT.projects)!;
    expect(projects.records.find((r) => r.id === recordId)?.fields[AT.client]).toEqual(chosen);
    // Airtable keeps the other side of the link.
    expect(clients.records.find((r) => r.id === chosen[0])?.fields[AT.clientProjects]).toContain(recordId);
    // The record page shows them chosen at once (the write went through the cache).
    const page = await (await get(recordPath)).text();
    expect(ticked(page, AT.client)).toEqual(chosen);

    const edited = await post(recordPath, [
      ['intent', 'listing-update'],
      ['sectionId', 'airtableBoard'],
      ['recordId', recordId],
      ['field:' + AT.name, 'Airtable linked project'],
      ['field:' + AT.client, chosen[1]!],
    ]);
    expect(edited.status).toBe(303);
    expect(projects.records.find((r) => r.id === recordId)?.fields[AT.client]).toEqual([chosen[1]]);
  });
});
