import {
  DEMO_FIELD_IDS,
  DEMO_STATUSES,
  DEMO_TAGS,
  createId,
  demoClientRecords,
  demoProjectRecords,
} from '@atrium/core';
import type { DbOrTx } from '../create-db';
import { createLocalTable } from './create-local-table';
import { insertLocalRecords } from './insert-local-records';
import { LOCAL_ID_LENGTH, type LocalTableRow } from './local-table-view';

/** Field ids of the demo tables; fixed so demo sections and tests can name them. */
export const DEMO_FIELDS = DEMO_FIELD_IDS;

export interface DemoTables {
  clients: LocalTableRow;
  projects: LocalTableRow;
}

/**
 * The demo built-in tables of a site: 'Clients' (6 records) and 'Projects' (30 records over
 * every common field type, each linked to a client). The data is fixed, so demos and tests
 * see the same records; only the ids are new for each site.
 */
export async function createDemoTables(db: DbOrTx, params: { siteId: string }): Promise<DemoTables> {
  const c = DEMO_FIELDS.clients;
  const p = DEMO_FIELDS.projects;
  const clientsId = `tbl${createId(LOCAL_ID_LENGTH)}`;
  const projectsId = `tbl${createId(LOCAL_ID_LENGTH)}`;
  const choices = (names: readonly string[], prefix: string) =>
    names.map((name, i) => ({ id: `sel${prefix}${String(i).padStart(11, '0')}`, name }));

  const clients = await createLocalTable(db, {
    id: clientsId,
    siteId: params.siteId,
    name: 'Clients',
    position: 1,
    fields: [
      { id: c.name, name: 'Name', type: 'singleLineText' },
      { id: c.email, name: 'Email', type: 'email' },
      { id: c.website, name: 'Website', type: 'url' },
    ],
  });
  const projects = await createLocalTable(db, {
    id: projectsId,
    siteId: params.siteId,
    name: 'Projects',
    position: 0,
    fields: [
      { id: p.name, name: 'Name', type: 'singleLineText' },
      { id: p.status, name: 'Status', type: 'singleSelect', options: { choices: choices(DEMO_STATUSES, 'sts') } },
      { id: p.tags, name: 'Tags', type: 'multipleSelects', options: { choices: choices(DEMO_TAGS, 'tag') } },
      { id: p.budget, name: 'Budget', type: 'number', options: { precision: 0 } },
      { id: p.due, name: 'Due date', type: 'date' },
      { id: p.active, name: 'Active', type: 'checkbox' },
      { id: p.clientEmail, name: 'Client email', type: 'email' },
      { id: p.website, name: 'Website', type: 'url' },
      { id: p.notes, name: 'Notes', type: 'multilineText' },
      { id: p.client, name: 'Client', type: 'multipleRecordLinks', options: { linkedTableId: clientsId } },
    ],
    views: [
      { id: `viw${createId(LOCAL_ID_LENGTH)}`, name: 'Grid view', type: 'grid' },
      {
        id: `viw${createId(LOCAL_ID_LENGTH)}`,
        name: 'Active by due date',
        type: 'grid',
        order: [{ fieldId: p.due, direction: 'asc' }],
        filter: { kind: 'equals', fieldId: p.active, value: true },
      },
    ],
  });

  const clientIds = new Map(demoClientRecords().map((r) => [r.key, `rec${createId(LOCAL_ID_LENGTH)}`]));
  await insertLocalRecords(db, {
    siteId: params.siteId,
    tableId: clients.id,
    records: demoClientRecords().map((r) => ({ id: clientIds.get(r.key)!, fields: r.fields })),
  });
  await insertLocalRecords(db, {
    siteId: params.siteId,
    tableId: projects.id,
    records: demoProjectRecords().map(({ fields }) => ({
      fields: { ...fields, [p.client]: (fields[p.client] as string[]).map((key) => clientIds.get(key)!) },
    })),
  });
  return { clients, projects };
}
