/** The Data area as the [DATA-GRID] tests drive it: a new table, its fields, and its grid's cells. */
import { readFile, writeFile } from 'node:fs/promises';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './scenario';
import { openDemoEditor } from './demo-login';

/** Logs in as the demo builder, opens the Data area of the demo portal and creates a table there. */
export async function newDemoTable(page: Page, demo: Parameters<typeof openDemoEditor>[1], name: string) {
  const siteId = await openDemoEditor(page, demo);
  await page.goto(`/edit/${siteId}/data`);
  await createTable(page, name);
  return siteId;
}

/** Creates a table from the Data area's list and waits for its grid. */
export async function createTable(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create table' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create table' });
  await dialog.getByLabel('Table name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/**
 * Adds a field from the grid's Add field dialog (`extra` fills what its type asks for, such as
 * the linked table or the options) and waits for its column.
 */
export async function addField(page: Page, name: string, type: string, extra?: (dialog: Locator) => Promise<unknown>) {
  await page.getByRole('button', { name: 'Add field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add field' });
  await dialog.getByLabel('Field name').fill(name);
  await dialog.getByLabel('Field type').selectOption(type);
  await extra?.(dialog);
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByRole('columnheader', { name })).toBeVisible();
}

/** A link field's dialog step: the table it links to. */
export const linkingTo = (table: string) => async (dialog: Locator) => {
  await dialog.getByLabel('Link to table').selectOption({ label: table });
};

/** The grid, and its cells by record row (0 = the first record) and column (0 = the row header). */
export function gridOf(page: Page) {
  const grid = page.getByRole('grid', { name: 'Records' });
  return {
    grid,
    cell: (row: number, col: number) =>
      grid
        .getByRole('row')
        .nth(row + 1)
        .getByRole('gridcell')
        .nth(col),
    addRow: grid.getByRole('gridcell', { name: '+ Add record' }),
    status: page.getByRole('status', { name: 'Grid changes' }),
  };
}

/** Imports `csv` (its rows all valid) with the grid's Import CSV dialog and waits for the new count. */
export async function importRows(page: Page, testInfo: TestInfo, name: string, csv: string, records: string) {
  const file = testInfo.outputPath(name);
  await writeFile(file, csv);
  const rows = csv.trimEnd().split('\n').length - 1;
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import CSV' });
  await importing.locator('input[type="file"]').setInputFiles(file);
  await importing.getByRole('button', { name: `Import ${rows.toLocaleString('en-US')} rows` }).click();
  await expect(page.getByText(records, { exact: true })).toBeVisible();
}

/** Clicks Export CSV and reads the downloaded file's lines (without the byte order mark). */
export async function exportedRows(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  return (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n');
}
