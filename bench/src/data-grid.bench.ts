/**
 * The Data area at scale (issue 21): `npm run bench:grid`.
 *
 * 1. Import: a CSV file of BENCH_IMPORT_ROWS (default 100,000) invoices (name, amount, email,
 *    status) imported through `importCsv` — parse, check every row, one transaction — beside a
 *    baseline in the same run: the same rows, already as cells, inserted with
 *    `insertLocalRecords` in one transaction. Prints both times and their ratio; fails when the
 *    import takes over 60 s (the "100,000 rows within a minute").
 * 2. Grid pages: the first page, a page sorted by amount, a searched page and a page filtered
 *    by two columns of the imported table, each read with the record cache made stale first (what a builder's first view after
 *    a write costs), beside the same reads of a 1,000-row table. Prints medians and the ratio.
 * 3. Export: the imported table as CSV through `exportTableCsv`, beside reading all its rows in
 *    one query.
 * 4. A record page's Previous/Next order: 2,000 ids of the table sorted by amount in one query,
 *    beside the same read in pages of 100.
 *
 * Runs on the embedded defaults (PGlite), like the page bench.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { TRUE_CONDITION, ZGridQuerySchema, type TGridQuery } from '@atrium/core';
import { insertLocalRecords, listLocalRecords } from '@atrium/db';
import { createTestSite } from '@atrium/db/testing/create-test-site';
import {
  LOCAL_BASE,
  LocalDataSource,
  createRuntime,
  exportTableCsv,
  importCsv,
  loadEnv,
  loadGridPage,
  localDataSourceFor,
} from '@atrium/integrations';
import { createInvoicesTable, invoiceCells, invoiceRow } from './invoices-table';
import { round } from './percentiles';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const SMALL_ROWS = 1_000;
const READS = 15;
/** Ids a record page's Previous/Next bar reads (NEIGHBOUR_SCAN_MAX). */
const NEIGHBOURS = 2_000;
const IMPORT_LIMIT_SECONDS = 60;

const env = loadEnv({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atrium-bench-grid-')),
  NODE_ENV: 'production',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-00',
});
const runtime = await createRuntime(env);
const { site } = await createTestSite(runtime.db, `grid-bench-${Date.now().toString(36)}`);
const siteId = site.id;
const invoicesTable = (name: string) => createInvoicesTable(runtime, siteId, name);

async function timed<T>(run: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { seconds: (performance.now() - start) / 1000, value };
}

// 1. Import against a raw insert of the same rows.
const imported = await invoicesTable('Invoices');
const csv = `Name,Amount,Contact,Status\n${Array.from({ length: ROWS }, (_, i) => invoiceRow(i + 1).join(',')).join('\n')}\n`;
const product = await timed(() => importCsv(runtime, { siteId, tableId: imported.id, csv, mapping: imported.fields }));
if (product.value.imported !== ROWS) throw new Error(`Imported ${product.value.imported} of ${ROWS} rows`);

const raw = await invoicesTable('Raw insert');
const cells = Array.from({ length: ROWS }, (_, i) => ({ fields: invoiceCells(raw, i + 1) }));
const baseline = await timed(() =>
  runtime.db.transaction(async (tx) => {
    for (let i = 0; i < cells.length; i += 1_000) {
      await insertLocalRecords(tx, { siteId, tableId: raw.id, records: cells.slice(i, i + 1_000) });
    }
  }),
);

// 2. Grid pages at ROWS and at SMALL_ROWS records.
const small = await invoicesTable('Small');
const smallCsv = `Name,Amount,Contact,Status\n${Array.from({ length: SMALL_ROWS }, (_, i) => invoiceRow(i + 1).join(',')).join('\n')}\n`;
await importCsv(runtime, { siteId, tableId: small.id, csv: smallCsv, mapping: small.fields });

async function medianRead(tableId: string, query: Partial<TGridQuery>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < READS; i += 1) {
    await localDataSourceFor(runtime, siteId).invalidateTable(LOCAL_BASE.id, tableId);
    const { seconds } = await timed(() =>
      loadGridPage(runtime, { siteId, tableId, query: ZGridQuerySchema.parse(query) }),
    );
    times.push(seconds * 1000);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
}

/** The grid queries measured, for a table's fields (Name, Amount, Contact, Status). */
const QUERIES: Array<[string, (fields: string[]) => Partial<TGridQuery>]> = [
  ['first page', () => ({})],
  ['sorted by amount (desc)', (f) => ({ sort: f[1], dir: 'desc' })],
  ['searched ("client42")', () => ({ q: 'client42' })],
  [
    'filtered (Status is Paid, Amount > 5000)',
    (f) => ({
      filters: [
        { fieldId: f[3]!, op: 'is', value: 'Paid' },
        { fieldId: f[1]!, op: 'gt', value: '5000' },
      ],
    }),
  ],
];

const pages = [];
for (const [page, query] of QUERIES) {
  const large = await medianRead(imported.id, query(imported.fields));
  const smallMs = await medianRead(small.id, query(small.fields));
  pages.push({
    page,
    [`${ROWS} records ms`]: large,
    [`${SMALL_ROWS} records ms`]: smallMs,
    ratio: round(large / smallMs),
  });
}

// 3. The CSV export of the whole imported table, beside reading its rows in one query.
const exported = await timed(async () => {
  let bytes = 0;
  for await (const chunk of exportTableCsv(runtime, {
    siteId,
    tableId: imported.id,
    query: ZGridQuerySchema.parse({}),
  })) {
    bytes += chunk.length;
  }
  return bytes;
});
const rawRead = await timed(() =>
  listLocalRecords(runtime.db, { siteId, tableId: imported.id, limit: ROWS + 1 }).then((rows) => rows.length),
);
if (rawRead.value !== ROWS) throw new Error(`Read ${rawRead.value} of ${ROWS} rows`);

// 4. A record page's Previous/Next order (the first 2,000 ids of a listing sorted by amount):
// one query for the ids, beside reading it in pages of 100 as record pages did before.
const local = new LocalDataSource(runtime.db, siteId);
const orderQuery = {
  baseId: LOCAL_BASE.id,
  tableId: imported.id,
  where: TRUE_CONDITION,
  sort: { type: 'field' as const, fieldId: imported.fields[1]!, direction: 'desc' as const },
};
const order = await timed(() => local.listRecordIds({ ...orderQuery, limit: NEIGHBOURS }));
const paged = await timed(async () => {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await local.listRecords({ ...orderQuery, pageSize: 100, cursor, fieldIds: [] });
    ids.push(...page.records.map((r) => r.id));
    cursor = page.cursor;
  } while (cursor && ids.length < NEIGHBOURS);
  return ids;
});
if (order.value.join() !== paged.value.join()) throw new Error('The one-query order differs from the paged one');

await runtime.close();

const report = {
  database: 'PGlite (embedded)',
  import: {
    rows: ROWS,
    importCsvSeconds: round(product.seconds),
    rawInsertSeconds: round(baseline.seconds),
    ratio: round(product.seconds / baseline.seconds),
  },
  gridPages: pages,
  recordPageOrder: {
    ids: NEIGHBOURS,
    oneQuerySeconds: round(order.seconds),
    pagesOf100Seconds: round(paged.seconds),
    ratio: round(order.seconds / paged.seconds),
  },
  export: {
    rows: ROWS,
    exportCsvSeconds: round(exported.seconds),
    megabytes: round(exported.value / 1e6),
    rawReadSeconds: round(rawRead.seconds),
    ratio: round(exported.seconds / rawRead.seconds),
  },
};
console.log(JSON.stringify(report, null, 2));
if (product.seconds > IMPORT_LIMIT_SECONDS) {
  console.error(
    `Bench failed: importing ${ROWS} rows took ${round(product.seconds)} s (limit ${IMPORT_LIMIT_SECONDS} s).`,
  );
  process.exit(1);
}
console.log('Bench passed.');
