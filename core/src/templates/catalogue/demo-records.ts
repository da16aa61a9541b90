/**
 * The demo's sample data — six made-up client companies and thirty projects over every common
 * field type — in one place: the showcase template (`npm start`'s demo portal) and db's
 * `createDemoTables` (a Blank portal's built-in tables) both make their records from it. Field
 * ids are fixed so demo sections, benches and tests can name them; a project's Client link holds
 * the client's key, which each maker turns into the record id it creates.
 */
export const DEMO_FIELD_IDS = {
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

export const DEMO_STATUSES = ['Planning', 'In progress', 'In review', 'Done'] as const;
export const DEMO_TAGS = ['Design', 'Development', 'Marketing', 'Research', 'Support'] as const;

export const DEMO_CLIENTS = [
  {
    key: 'northwind',
    name: 'Northwind Traders',
    email: 'ops@northwind.example.com',
    website: 'https://northwind.example.com',
  },
  {
    key: 'blue-harbor',
    name: 'Blue Harbor Dental',
    email: 'hello@blueharbor.example.com',
    website: 'https://blueharbor.example.com',
  },
  {
    key: 'cedar-pine',
    name: 'Cedar & Pine Architects',
    email: 'studio@cedarpine.example.com',
    website: 'https://cedarpine.example.com',
  },
  { key: 'lumen', name: 'Lumen Fitness', email: 'team@lumenfit.example.com', website: 'https://lumenfit.example.com' },
  {
    key: 'oakridge',
    name: 'Oakridge Veterinary',
    email: 'care@oakridge.example.com',
    website: 'https://oakridge.example.com',
  },
  {
    key: 'saffron',
    name: 'Saffron Kitchen',
    email: 'orders@saffron.example.com',
    website: 'https://saffron.example.com',
  },
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

export type DemoCell = string | number | boolean | string[];

/** The client records' cells, by client key. */
export function demoClientRecords(): Array<{ key: string; fields: Record<string, DemoCell> }> {
  const c = DEMO_FIELD_IDS.clients;
  return DEMO_CLIENTS.map((client) => ({
    key: client.key,
    fields: { [c.name]: client.name, [c.email]: client.email, [c.website]: client.website },
  }));
}

/** The thirty project records' cells; the Client link holds the client's key. */
export function demoProjectRecords(): Array<{ fields: Record<string, DemoCell> }> {
  const p = DEMO_FIELD_IDS.projects;
  return PROJECTS.map((name, i) => {
    const client = DEMO_CLIENTS[i % DEMO_CLIENTS.length]!;
    const status = DEMO_STATUSES[i % DEMO_STATUSES.length]!;
    const fields: Record<string, DemoCell> = {
      [p.name]: name,
      [p.status]: status,
      [p.tags]: [DEMO_TAGS[i % DEMO_TAGS.length]!, ...(i % 3 === 0 ? [DEMO_TAGS[(i + 2) % DEMO_TAGS.length]!] : [])],
      [p.budget]: 2_000 + ((i * 1_750) % 23_000),
      [p.due]: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 7) % 27) + 1).padStart(2, '0')}`,
      [p.clientEmail]: client.email,
      [p.client]: [client.key],
    };
    if (status !== 'Done') fields[p.active] = true;
    if (i % 4 !== 3) fields[p.website] = `${client.website}/projects/${i + 1}`;
    if (i % 5 !== 4) {
      fields[p.notes] = `${name} for ${client.name}.\nNext step: ${status === 'Done' ? 'invoice' : 'weekly check-in'}.`;
    }
    return { fields };
  });
}
