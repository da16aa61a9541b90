import { createId } from '@atrium/core';
import type { DbOrTx } from '../create-db';
import type { LocalCellValue } from '../schema/index';
import { createLocalTable } from './create-local-table';
import { insertLocalRecords } from './insert-local-records';
import { LOCAL_ID_LENGTH, type LocalTableRow } from './local-table-view';

/** Field ids of the demo tables; fixed so demo sections and tests can name them. */
export const DEMO_FIELDS = {
  clients: { name: 'fldclientname0001', email: 'fldclientemail001', website: 'fldclientsite0001' },
  projects: {
    name: 'fldprojectname001',
    status: 'fldprojectstatus1',
    tags: 'fldprojecttags001',
    budget: 'fldprojectbudget1',
    due: 'fldprojectdue0001',
    active: 'fldprojectactive1',
    clientEmail: 'fldprojectemail01',
    website: 'fldprojecturl0001',
    notes: 'fldprojectnotes01',
    client: 'fldprojectclient1',
  },
} as const;

const STATUSES = ['Planning', 'In progress', 'In review', 'Done'] as const;
const TAGS = ['Design', 'Development', 'Marketing', 'Research', 'Support'] as const;
const CLIENTS = [
  ['Northwind Traders', 'ops@northwind.example.com', 'https://northwind.example.com'],
  ['Blue Harbor Dental', 'hello@blueharbor.example.com', 'https://blueharbor.example.com'],
  ['Cedar & Pine Architects', 'studio@cedarpine.example.com', 'https://cedarpine.example.com'],
  ['Lumen Fitness', 'team@lumenfit.example.com', 'https://lumenfit.example.com'],
  ['Oakridge Veterinary', 'care@oakridge.example.com', 'https://oakridge.example.com'],
  ['Saffron Kitchen', 'orders@saffron.example.com', 'https://saffron.example.com'],
] as const;
const PROJECTS = [
  'Website redesign',
  'Brand refresh',
  'Booking system',
  'Newsletter setup',
  'SEO audit',
  'Mobile app MVP',
  'Customer survey',
  'Social media kit',
  'Checkout optimisation',
  'Intranet launch',
  'Photo shoot',
  'Annual report',
  'Help centre',
  'Loyalty programme',
  'Analytics dashboard',
  'Menu redesign',
  'Accessibility review',
  'Product launch',
  'Email automation',
  'Office signage',
  'Onboarding videos',
  'Pricing page',
  'Staff portal',
  'Trade show booth',
  'Content calendar',
  'Data migration',
  'Support chatbot',
  'Landing pages',
  'Print brochure',
  'Security review',
] as const;

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
      { id: p.status, name: 'Status', type: 'singleSelect', options: { choices: choices(STATUSES, 'sts') } },
      { id: p.tags, name: 'Tags', type: 'multipleSelects', options: { choices: choices(TAGS, 'tag') } },
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

  const clientRows = await insertLocalRecords(db, {
    siteId: params.siteId,
    tableId: clients.id,
    records: CLIENTS.map(([name, email, website]) => ({
      fields: { [c.name]: name, [c.email]: email, [c.website]: website },
    })),
  });

  await insertLocalRecords(db, {
    siteId: params.siteId,
    tableId: projects.id,
    records: PROJECTS.map((name, i) => {
      const client = CLIENTS[i % CLIENTS.length]!;
      const status = STATUSES[i % STATUSES.length]!;
      const fields: Record<string, LocalCellValue> = {
        [p.name]: name,
        [p.status]: status,
        [p.tags]: [TAGS[i % TAGS.length]!, ...(i % 3 === 0 ? [TAGS[(i + 2) % TAGS.length]!] : [])],
        [p.budget]: 2_000 + ((i * 1_750) % 23_000),
        [p.due]: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 7) % 27) + 1).padStart(2, '0')}`,
        [p.clientEmail]: client[1],
        [p.client]: [clientRows[i % clientRows.length]!.id],
      };
      if (status !== 'Done') fields[p.active] = true;
      if (i % 4 !== 3) fields[p.website] = `${client[2]}/projects/${i + 1}`;
      if (i % 5 !== 4)
        fields[p.notes] = `${name} for ${client[0]}.\nNext step: ${status === 'Done' ? 'invoice' : 'weekly check-in'}.`;
      return { fields };
    }),
  });
  return { clients, projects };
}
