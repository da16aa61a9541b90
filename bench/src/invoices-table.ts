/**
 * The invoices table the data benches fill: a built-in table (Name, Amount, Contact, Status)
 * made with the builder's own domain functions, and its rows.
 */
import { LOCAL_BASE, addGridField, createGridTable, localDataSourceFor, type Runtime } from '@atrium/integrations';

export const INVOICE_STATUSES = ['Draft', 'Sent', 'Paid', 'Overdue'] as const;

export interface InvoicesTable {
  id: string;
  /** Field ids in column order: Name (the primary field), Amount, Contact, Status. */
  fields: [name: string, amount: string, contact: string, status: string];
}

/** A new built-in table of the site with the invoice fields, as the grid makes them. */
export async function createInvoicesTable(runtime: Runtime, siteId: string, name: string): Promise<InvoicesTable> {
  const table = await createGridTable(runtime, { siteId, name });
  const amount = await addGridField(runtime, { siteId, tableId: table.id, name: 'Amount', type: 'number' });
  const contact = await addGridField(runtime, { siteId, tableId: table.id, name: 'Contact', type: 'email' });
  const status = await addGridField(runtime, {
    siteId,
    tableId: table.id,
    name: 'Status',
    type: 'singleSelect',
    choices: [...INVOICE_STATUSES],
  });
  const schema = (await localDataSourceFor(runtime, siteId).listTables({ baseId: LOCAL_BASE.id })).find(
    (t) => t.id === table.id,
  )!;
  return { id: table.id, fields: [schema.primaryFieldId, amount.id, contact.id, status.id] };
}

/** Invoice `i` (from 1) as CSV-like texts: Name, Amount, Contact, Status. */
export function invoiceRow(i: number): [string, string, string, string] {
  return [`INV-${i}`, String((i * 37) % 10_000), `client${i}@example.com`, INVOICE_STATUSES[i % 4]!];
}

/** Invoice `i` as the cells of `table`, as a validated write stores them. */
export function invoiceCells(table: InvoicesTable, i: number): Record<string, string | number> {
  const [name, amount, contact, status] = invoiceRow(i);
  const [f0, f1, f2, f3] = table.fields;
  return { [f0]: name, [f1]: Number(amount), [f2]: contact, [f3]: status };
}
