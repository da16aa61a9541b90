import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '../support/scenario';
import { openDemoEditor } from '../support/demo-login';
import { addField, exportedRows, gridOf, importRows, newDemoTable } from '../support/data-grid';

test('[DATA-GRID] a builder creates a table, adds fields and records, searches, sorts, edits and deletes in the grid', async ({
  page,
  demo,
}, testInfo) => {
  await openDemoEditor(page, demo);

  // From the editor's Data dialog to the Data area, which lists the portal's built-in tables.
  await page.getByRole('button', { name: 'Data', exact: true }).click();
  await page.getByRole('dialog', { name: 'Data sources' }).getByRole('link', { name: 'Manage tables' }).click();
  await expect(page.getByRole('heading', { name: 'Data', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Projects' })).toBeVisible();

  // Create table: the name is required, then the new table opens empty.
  await page.getByRole('button', { name: 'Create table' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create table' });
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('Table name is required.')).toBeVisible();
  await create.getByLabel('Table name').fill('Invoices');
  await create.getByLabel('Table name').press('Enter');
  await expect(page.getByText('Table created.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByText('This table has no records yet. Add the first one.')).toBeVisible();

  // Two fields.
  for (const [name, type] of [
    ['Amount', 'number'],
    ['Contact', 'email'],
  ] as const) {
    await page.getByRole('button', { name: 'Add field' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add field' });
    await dialog.getByLabel('Field name').fill(name);
    await dialog.getByLabel('Field type').selectOption(type);
    await dialog.getByRole('button', { name: 'Add field' }).click();
    await expect(page.getByText('Field added.').first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name })).toBeVisible();
  }

  // Records, the second with the keyboard (Enter saves); a bad email is refused with its reason.
  const addRecord = async (fields: Record<string, string>) => {
    await page.getByRole('button', { name: 'Add record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add record' });
    for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
    await dialog.getByLabel(Object.keys(fields).at(-1)!).press('Enter');
    return dialog;
  };
  await addRecord({ Name: 'INV-1', Amount: '120' });
  await expect(page.getByText('Record created.').first()).toBeVisible();
  const refused = await addRecord({ Name: 'INV-2', Amount: '80', Contact: 'nope' });
  await expect(refused.getByText('"nope" is not a valid email address for field "Contact"')).toBeVisible();
  await refused.getByLabel('Contact').fill('ana@example.com');
  await refused.getByRole('button', { name: 'Add record' }).click();
  await expect(refused).toBeHidden();
  await expect(page.getByText('2 records', { exact: true })).toBeVisible();
  const rows = page.getByRole('grid', { name: 'Records' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);

  // Sort by Amount (kept in the URL), then search.
  await page.getByRole('button', { name: 'Amount' }).click();
  await expect(page.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first()).toContainText('INV-2');
  await page.getByRole('button', { name: 'Amount' }).click();
  await expect(rows.first()).toContainText('INV-1');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
  await page.getByPlaceholder('Search records').fill('ana@');
  await page.getByPlaceholder('Search records').press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('INV-2');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(rows).toHaveCount(2);

  // Open a record, edit it; select one and delete it.
  await page.getByRole('button', { name: 'INV-1' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit record' });
  await expect(edit.getByLabel('Amount')).toHaveValue('120');
  await edit.getByLabel('Amount').fill('150');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Record saved.').first()).toBeVisible();
  await expect(rows.first()).toContainText('150');
  await page.getByRole('checkbox', { name: 'Select INV-2' }).check();
  await page.getByRole('button', { name: 'Delete 1 record' }).click();
  await page.getByRole('dialog', { name: 'Delete 1 record?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('1 record deleted.').first()).toBeVisible();
  await expect(rows).toHaveCount(1);

  // Export CSV downloads the table, the page stays.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Invoices.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(
    csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n'),
  ).toEqual(['Name,Amount,Contact', 'INV-1,150,']);
  await expect(rows).toHaveCount(1);

  // Import CSV: a preview with the columns matched by name and the bad rows named, then the
  // valid rows imported at once.
  const lines = ['Name,Amount,Contact'];
  for (let i = 1; i <= 30; i += 1) lines.push(`CSV-${i},${i},client${i}@example.com`);
  lines[3] = 'CSV-3,three,client3@example.com';
  lines[7] = 'CSV-7,7,not-an-email';
  const file = testInfo.outputPath('invoices.csv');
  await writeFile(file, `${lines.join('\n')}\n`);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import CSV' });
  await importing.locator('input[type="file"]').setInputFiles(file);
  await expect(
    importing.getByText('30 rows in the file: 28 can be imported, 2 have errors and will be left out.'),
  ).toBeVisible();
  await expect(importing.getByText('Line 4: Field "Amount" expects a number')).toBeVisible();
  await expect(
    importing.getByText('Line 8: "not-an-email" is not a valid email address for field "Contact"'),
  ).toBeVisible();
  await expect(importing.getByLabel('Field for Amount')).toHaveValue(/^fld/);
  await importing.getByRole('button', { name: 'Import 28 rows' }).click();
  await expect(page.getByText('28 records imported.').first()).toBeVisible();
  // The toast on screen is this one (an earlier action's toast is not shown again).
  const toasts = page.locator('.Polaris-Frame-Toast');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toHaveText(/^28 records imported\./);
  await expect(page.getByText('29 records', { exact: true })).toBeVisible();

  // Back in the Data area the table has its records and fields.
  await page.getByRole('link', { name: 'Data' }).first().click();
  const invoices = page.getByRole('row', { name: /Invoices/ });
  await expect(invoices.getByRole('cell').nth(1)).toHaveText('29');
  await expect(invoices.getByRole('cell').nth(2)).toHaveText('3');

  // A table that something uses cannot be deleted: the refusal names the use.
  await page.getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  await page.getByRole('button', { name: 'Delete table', exact: true }).click();
  const refusedDelete = page.getByRole('dialog', { name: 'Delete Clients?' });
  await refusedDelete.getByRole('button', { name: 'Delete table' }).click();
  await expect(
    refusedDelete.getByText(/cannot be deleted while it is used by the link field "[^"]+" of Projects/),
  ).toBeVisible();
  await refusedDelete.getByRole('button', { name: 'Cancel' }).click();

  // Rename Invoices, then delete it: back in the Data area without it.
  await page.getByRole('link', { name: 'Data' }).first().click();
  await page.getByRole('link', { name: 'Invoices' }).click();
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  await page.getByRole('button', { name: 'Rename table', exact: true }).click();
  const rename = page.getByRole('dialog', { name: 'Rename table' });
  await rename.getByLabel('Table name').fill('Bills');
  await rename.getByLabel('Table name').press('Enter');
  await expect(page.getByRole('heading', { name: 'Bills' })).toBeVisible();
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  await page.getByRole('button', { name: 'Delete table', exact: true }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete Bills?' });
  await expect(deleting.getByText('The table and its 29 records will be deleted.', { exact: false })).toBeVisible();
  await deleting.getByRole('button', { name: 'Delete table' }).click();
  await expect(page.getByText('Table deleted.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Data', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bills' })).toHaveCount(0);
});

test('[DATA-GRID] select and link fields: options to choose from, and records of another table linked by searching it', async ({
  page,
  demo,
}) => {
  await newDemoTable(page, demo, 'Orders');

  // A single select with its options, and a link to Clients.
  await page.getByRole('button', { name: 'Add field' }).click();
  const select = page.getByRole('dialog', { name: 'Add field' });
  await select.getByLabel('Field name').fill('Status');
  await select.getByLabel('Field type').selectOption('singleSelect');
  await select.getByRole('button', { name: 'Add field' }).click();
  await expect(select.getByText('Add at least one option.')).toBeVisible();
  await select.getByLabel('Options').fill('New\nShipped');
  await select.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await page.getByRole('button', { name: 'Add field' }).click();
  const link = page.getByRole('dialog', { name: 'Add field' });
  await link.getByLabel('Field name').fill('Client');
  await link.getByLabel('Field type').selectOption('multipleRecordLinks');
  await link.getByLabel('Link to table').selectOption({ label: 'Clients' });
  await link.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByRole('columnheader', { name: 'Client' })).toBeVisible();

  // A record: its status chosen, a client found by searching and linked.
  await page.getByRole('button', { name: 'Add record' }).click();
  const form = page.getByRole('dialog', { name: 'Add record' });
  await form.getByLabel('Name').fill('Order 1');
  await form.getByLabel('Status').selectOption('Shipped');
  await form.getByPlaceholder('Search to link a record').fill('north');
  await form.getByRole('button', { name: /^Link Northwind/ }).click();
  await expect(form.getByText(/^Northwind/)).toBeVisible();
  await form.getByRole('button', { name: 'Add record' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('grid', { name: 'Records' }).locator('tbody tr').first();
  await expect(row).toContainText('Shipped');
  await expect(row).toContainText('Northwind');

  // Opened again, the link shows as a tag and can be removed.
  await page.getByRole('button', { name: 'Order 1' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit record' });
  await expect(edit.getByLabel('Status')).toHaveValue('Shipped');
  await edit.getByRole('button', { name: /Remove Northwind/ }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).not.toContainText('Northwind');

  // In the grid: Enter opens the Status cell's select; the Client cell opens the link picker.
  const statusCell = row.getByRole('gridcell').nth(2);
  await statusCell.click();
  await page.keyboard.press('Enter');
  await statusCell.getByRole('combobox', { name: 'Status' }).selectOption('New');
  await page.keyboard.press('Enter');
  await expect(statusCell).toHaveText(/^New/);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const links = page.getByRole('dialog', { name: 'Links of Client' });
  await links.getByPlaceholder('Search to link a record').fill('north');
  await links.getByRole('button', { name: /^Link Northwind/ }).click();
  await links.getByRole('button', { name: 'Save links' }).click();
  await expect(links).toBeHidden();
  await expect(row.getByRole('gridcell').nth(3)).toHaveText(/^Northwind/);
  await expect(row.getByRole('gridcell').nth(3)).toBeFocused();
  await page.reload();
  await expect(row).toContainText('New');
  await expect(row).toContainText('Northwind');

  // Names pasted into a link cell: records the grid has not loaded are found in Clients by name.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => navigator.clipboard.writeText('northwind traders, Lumen Fitness'));
  const clientCell = row.getByRole('gridcell').nth(3);
  await expect(async () => {
    await clientCell.click();
    await expect(clientCell).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(clientCell).toHaveText(/^Northwind Traders.*Lumen Fitness/);
  await page.evaluate(() => navigator.clipboard.writeText('Nobody Ltd'));
  await page.keyboard.press('ControlOrMeta+V');
  await expect(clientCell).toContainText('No linked record is named "Nobody Ltd"');
  await page.reload();
  await expect(row.getByRole('gridcell').nth(3)).toHaveText(/^Northwind Traders.*Lumen Fitness/);
});

test('[DATA-GRID] a spreadsheet grid: records added and cells edited with the keyboard, TSV pasted, a change undone, all kept after a reload', async ({
  page,
  demo,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await newDemoTable(page, demo, 'Invoices');
  for (const [name, type] of [
    ['Amount', 'number'],
    ['Contact', 'email'],
  ] as const) {
    await addField(page, name, type);
  }

  // A record's cells: 0 the row header, then Name, Amount, Contact.
  const { cell, addRow, status } = gridOf(page);

  // From the search box, Tab reaches the header's sort buttons, then the grid's one tab stop.
  await page.getByPlaceholder('Search records').focus();
  for (let i = 0; i < 10 && !(await addRow.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(addRow).toBeFocused();

  // Enter adds a record and puts the cursor in its first cell; typing fills it, Tab moves right,
  // Enter saves and moves down (past the last record: onto the add row).
  await page.keyboard.press('Enter');
  await expect(cell(0, 1)).toBeFocused();
  await page.keyboard.type('INV-1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('120');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ana@example.com');
  await page.keyboard.press('Enter');
  await expect(addRow).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cell(1, 1)).toBeFocused();
  await page.keyboard.type('INV-2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('80');
  await page.keyboard.press('Enter');
  await expect(addRow).toBeFocused();
  await expect(status).toHaveText('Saved.');
  await expect(page.getByText('2 records', { exact: true })).toBeVisible();
  await expect(cell(0, 3)).toContainText('ana@example.com');

  // Edit a cell: Enter opens its editor with the value; a refused value shows the server's
  // reason at the cell and the value before comes back; then a good one is saved. (The add row
  // keeps the column the cursor came down in.)
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(cell(0, 2)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cell(0, 2).getByRole('textbox', { name: 'Amount' })).toHaveValue('120');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('lots');
  await page.keyboard.press('Enter');
  await expect(cell(0, 2)).toContainText('Field "Amount" expects a number');
  await expect(cell(0, 2)).toContainText('120');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.type('150');
  await page.keyboard.press('Escape');
  await expect(cell(0, 2)).toContainText('120');
  await page.keyboard.type('150');
  await page.keyboard.press('Enter');
  await expect(cell(0, 2)).toHaveText(/^150/);
  await expect(cell(0, 2)).not.toContainText('expects a number');

  // Copy a range (Shift+arrows) as TSV.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('ControlOrMeta+C');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('INV-1\t150\nINV-2\t80');

  // Paste two rows of TSV from Amount down: each cell saved on its own; a value the field
  // refuses shows its reason there and the others are saved.
  await page.evaluate(() => navigator.clipboard.writeText('300\tbilling@acme.test\n400\tnot-an-email\n'));
  await page.keyboard.press('ArrowUp');
  await expect(cell(0, 2)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(status).toHaveText('1 cell not saved: the reason shows at each cell.');
  await expect(cell(1, 3)).toContainText('"not-an-email" is not a valid email address for field "Contact"');
  await expect(cell(0, 2)).toHaveText(/^300/);
  await expect(cell(0, 3)).toHaveText(/^billing@acme\.test/);
  await expect(cell(1, 2)).toHaveText(/^400/);

  // Undo (Ctrl+Z) puts back what the paste changed; the Undo button undoes the edit before it.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(status).toHaveText('3 cells saved.');
  await expect(cell(0, 2)).toHaveText(/^150/);
  await expect(cell(0, 3)).toHaveText(/^ana@example\.com/);
  await expect(cell(1, 2)).toHaveText(/^80/);
  await page.getByRole('button', { name: 'Undo the last change' }).click();
  await expect(cell(0, 2)).toHaveText(/^120/);
  await expect(status).toHaveText('Saved.');

  // What was saved is what the server has.
  await page.reload();
  await expect(page.getByText('2 records', { exact: true })).toBeVisible();
  await expect(cell(0, 1)).toHaveText('INV-1');
  // (A number field shows its precision, two decimals by default.)
  await expect(cell(0, 2)).toHaveText('120.00');
  await expect(cell(0, 3)).toHaveText('ana@example.com');
  await expect(cell(1, 1)).toHaveText('INV-2');
  await expect(cell(1, 2)).toHaveText('80.00');
  await expect(cell(1, 3)).toHaveText('');
});

test('[DATA-GRID] a long table: only the rows in view are in the page, scrolling near the end reads the next page, keys reach any loaded row', async ({
  page,
  demo,
}, testInfo) => {
  // The rows the server renders are the rows the browser renders first (no hydration warning).
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      consoleErrors.push(message.text());
    }
  });
  await newDemoTable(page, demo, 'Ledger');
  const lines = ['Name'];
  for (let i = 1; i <= 300; i += 1) lines.push(`Entry ${i}`);
  await importRows(page, testInfo, 'ledger.csv', `${lines.join('\n')}\n`, '300 records');

  const grid = page.getByRole('grid', { name: 'Records' });
  const recordRows = grid.locator('tbody tr[aria-rowindex]');
  await expect(page.getByText('Showing 50 of 300 records')).toBeVisible();
  // Virtualised: fewer rows in the page than the 50 loaded.
  expect(await recordRows.count()).toBeLessThan(50);

  // Scrolled to the end of what is loaded, the grid reads the next page, and again.
  const scroller = page.locator('.atrium-grid-scroll');
  await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(page.getByText('Showing 100 of 300 records')).toBeVisible();
  await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(page.getByText('Showing 150 of 300 records')).toBeVisible();
  expect(await recordRows.count()).toBeLessThan(50);

  // Keys move through rows that were not in the page: Ctrl+Home to the first, Ctrl+End to the
  // last loaded, each scrolled into view and focused.
  await grid
    .getByRole('gridcell', { name: /^Entry \d+$/ })
    .first()
    .click();
  await page.keyboard.press('Control+Home');
  await expect(page.locator('td:focus')).toHaveText('Entry 1');
  await page.keyboard.press('Control+End');
  await expect(page.locator('td:focus')).toHaveText(/^Entry (150|200|250|300)$/);
  // A key pressed while the page Ctrl+End's row asked for is arriving is not lost: Ctrl+Home
  // right after Ctrl+End, again and again as pages arrive, always ends on the first row.
  for (const pause of [0, 30, 60, 120]) {
    await page.keyboard.press('Control+End');
    if (pause) await page.waitForTimeout(pause);
    await page.keyboard.press('Control+Home');
    await expect(page.locator('td:focus')).toHaveText('Entry 1');
  }
  expect(await recordRows.count()).toBeLessThan(50);

  // A reload renders the 300 records' grid on the server (its first 50) and hydrates it; the
  // grid may ask for the next page as soon as it is hydrated, so the server's answer is read alone.
  const served = await (await page.request.get(page.url())).text();
  expect(served).toContain('Showing 50 of 300 records');
  await page.reload();
  await expect(page.getByText(/^Showing \d+ of 300 records$/)).toBeVisible();
  // (A click before the page is hydrated does nothing: try until the grid answers.)
  await expect(async () => {
    await grid.getByRole('gridcell', { name: 'Entry 2', exact: true }).click();
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('td:focus')).toHaveText('Entry 1', { timeout: 1_000 });
  }).toPass();
  expect(consoleErrors).toEqual([]);
});

test('[DATA-GRID] the grid edits each field type in place: options ticked, a checkbox toggled, a date typed, long text on two lines', async ({
  page,
  demo,
}) => {
  await newDemoTable(page, demo, 'Tasks');
  for (const [name, type] of [
    ['Tags', 'multipleSelects'],
    ['Paid', 'checkbox'],
    ['Due', 'date'],
    ['Notes', 'multilineText'],
  ] as const) {
    await page.getByRole('button', { name: 'Add field' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add field' });
    await dialog.getByLabel('Field name').fill(name);
    await dialog.getByLabel('Field type').selectOption(type);
    if (type === 'multipleSelects') await dialog.getByLabel('Options').fill('Rush\nGift');
    await dialog.getByRole('button', { name: 'Add field' }).click();
    await expect(page.getByRole('columnheader', { name })).toBeVisible();
  }
  const grid = page.getByRole('grid', { name: 'Records' });
  const cell = (col: number) => grid.getByRole('row').nth(1).getByRole('gridcell').nth(col);

  // A click on the add row adds a record; then only keys.
  await grid.getByRole('gridcell', { name: '+ Add record' }).click();
  await expect(cell(1)).toBeFocused();
  await page.keyboard.type('Task 1');
  await page.keyboard.press('Tab');
  // Tags: Enter opens the options; Space ticks, Down moves, Tab saves and moves right.
  await page.keyboard.press('Enter');
  const options = cell(2).getByRole('listbox', { name: 'Tags' });
  await expect(options).toBeFocused();
  await page.keyboard.press(' ');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  await expect(options.getByRole('option', { selected: true })).toHaveCount(2);
  await page.keyboard.press('Tab');
  await expect(cell(2)).toHaveText(/^Rush, Gift/);
  // Paid: Space toggles at once.
  await expect(cell(3)).toBeFocused();
  await page.keyboard.press(' ');
  await expect(cell(3).getByRole('checkbox', { name: 'Paid' })).toBeChecked();
  await expect(cell(3)).toContainText('Saved');
  await page.keyboard.press('Tab');
  // Due: a typed date that does not exist is refused with the server's reason, and Enter opens
  // what was typed again; a real date is saved.
  await page.keyboard.type('2026-02-31');
  await page.keyboard.press('Enter');
  await expect(cell(4)).toContainText('"2026-02-31" is not a valid date for field "Due" (expected YYYY-MM-DD)');
  await page.keyboard.press('ArrowUp');
  await expect(cell(4)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cell(4).getByRole('textbox', { name: 'Due' })).toHaveValue('2026-02-31');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2026-03-04');
  await page.keyboard.press('Tab');
  await expect(cell(4)).toHaveText(/^2026-03-04/);
  // Notes: Shift+Enter is a new line, Enter saves.
  await page.keyboard.press('Enter');
  await page.keyboard.type('first line');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('second line');
  await page.keyboard.press('Enter');
  await expect(cell(5)).toContainText('first line');
  // Enter on a date without a refusal opens the date picker.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(cell(4).getByLabel('Due')).toHaveAttribute('type', 'date');
  await page.keyboard.press('Escape');
  await expect(cell(4)).toBeFocused();

  await page.reload();
  await expect(cell(1)).toHaveText('Task 1');
  await expect(cell(2)).toHaveText('Rush, Gift');
  await expect(cell(3).getByRole('checkbox', { name: 'Paid' })).toBeChecked();
  await expect(cell(4)).toHaveText('2026-03-04');
  await expect(cell(5)).toHaveText('first line\nsecond line');
});

test('[DATA-GRID] keys typed on the add row before its record exists wait for it: each value in its own cell', async ({
  page,
  demo,
}) => {
  await newDemoTable(page, demo, 'Quick');
  await addField(page, 'Amount', 'number');

  const { cell, addRow } = gridOf(page);
  // The record's creation is held back (a slow connection) while the builder types on.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/records$/, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await expect(async () => {
    await addRow.focus();
    await expect(addRow).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Q-1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('42');
  await expect(addRow).toContainText('Adding…');
  release();
  // Once created: Q-1 saved in Name, the Amount cell's editor open with what was typed there.
  await expect(cell(0, 2).getByRole('textbox', { name: 'Amount' })).toHaveValue('42');
  await page.keyboard.press('Enter');
  await expect(addRow).toBeFocused();
  await expect(page.getByRole('status', { name: 'Grid changes' })).toHaveText('Saved.');
  await expect(cell(0, 1)).toHaveText(/^Q-1/);
  await expect(cell(0, 2)).toHaveText(/^42/);

  // A whole record typed and ended with Enter before it exists.
  const again = new Promise<void>((resolve) => (release = resolve));
  await page.unroute(/\/records$/);
  await page.route(/\/records$/, async (route) => {
    if (route.request().method() === 'POST') await again;
    await route.continue();
  });
  await page.keyboard.press('Enter');
  await page.keyboard.type('Q-2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  release();
  await expect(cell(1, 1)).toHaveText(/^Q-2/);
  await expect(cell(1, 2)).toHaveText(/^7/);
  await expect(addRow).toBeFocused();

  // A Tab with nothing typed after it before the record exists: the cursor is then on the next
  // cell (the Tab is not lost, and what follows does not go on into Name).
  const third = new Promise<void>((resolve) => (release = resolve));
  await page.unroute(/\/records$/);
  await page.route(/\/records$/, async (route) => {
    if (route.request().method() === 'POST') await third;
    await route.continue();
  });
  await page.keyboard.press('Enter');
  await page.keyboard.type('Q-3');
  await page.keyboard.press('Tab');
  await expect(addRow).toContainText('Adding…');
  release();
  await expect(cell(2, 2)).toBeFocused();
  await page.keyboard.type('9');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status', { name: 'Grid changes' })).toHaveText('Saved.');
  await expect(cell(2, 1)).toHaveText(/^Q-3(?!9)/);
  await expect(cell(2, 2)).toHaveText(/^9/);
  await page.reload();
  await expect(cell(1, 1)).toHaveText(/^Q-2/);
  await expect(cell(1, 2)).toHaveText(/^7/);
  await expect(cell(2, 1)).toHaveText(/^Q-3(?!9)/);
});

test('[DATA-GRID] filters by column: from a column menu and the Filter button, kept in the URL, changed and removed as chips, and the export holds the filtered records', async ({
  page,
  demo,
}, testInfo) => {
  await newDemoTable(page, demo, 'Orders');
  await addField(page, 'Amount', 'number');
  await addField(page, 'Status', 'singleSelect', async (dialog) => {
    await dialog.getByLabel('Options').fill('Open\nPaid');
  });
  await importRows(
    page,
    testInfo,
    'orders.csv',
    'Name,Amount,Status\nORD-1,50,Paid\nORD-2,150,Paid\nORD-3,250,Open\nORD-4,350,Paid\nORD-5,20,Open\n',
    '5 records',
  );
  const grid = page.getByRole('grid', { name: 'Records' });
  const names = grid.getByRole('gridcell', { name: /^ORD-\d$/ });
  await expect(names).toHaveCount(5);

  // From the Status column's menu: Status is Paid.
  await page.getByRole('columnheader', { name: 'Status' }).getByRole('button', { name: 'Column menu' }).click();
  await page.getByRole('menuitem', { name: 'Filter by this field' }).click();
  const filtering = page.getByRole('dialog', { name: 'Filter records' });
  await expect(filtering.getByLabel('Field')).toHaveValue(/^fld/);
  await filtering.getByLabel('Condition').selectOption({ label: 'is' });
  await filtering.getByLabel('Value').selectOption('Paid');
  await filtering.getByRole('button', { name: 'Apply filter' }).click();
  const filters = page.getByRole('list', { name: 'Filters' });
  await expect(filters.getByRole('button', { name: 'Status is Paid', exact: true })).toBeVisible();
  await expect(names).toHaveText(['ORD-1', 'ORD-2', 'ORD-4']);
  await expect(page.getByText('3 matching records', { exact: true })).toBeVisible();

  // From the Filter button: Amount > 100; an empty value is refused with a reason first.
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await filtering.getByLabel('Field').selectOption({ label: 'Amount' });
  await filtering.getByLabel('Condition').selectOption({ label: '>' });
  await filtering.getByRole('button', { name: 'Apply filter' }).click();
  await expect(filtering.getByText('Enter a value to filter by.')).toBeVisible();
  await filtering.getByLabel('Value').fill('100');
  await filtering.getByLabel('Value').press('Enter');
  await expect(filtering).toBeHidden();
  await expect(names).toHaveText(['ORD-2', 'ORD-4']);

  // Kept in the URL: a reload shows the same records and chips.
  await page.reload();
  await expect(filters.getByRole('button', { name: 'Amount > 100', exact: true })).toBeVisible();
  await expect(names).toHaveText(['ORD-2', 'ORD-4']);

  // The export holds the filtered records only.
  const rows = await exportedRows(page);
  expect(rows).toEqual(['Name,Amount,Status', 'ORD-2,150,Paid', 'ORD-4,350,Paid']);

  // A chip changes its filter: Amount < 100.
  await filters.getByRole('button', { name: 'Amount > 100', exact: true }).click();
  const changing = page.getByRole('dialog', { name: 'Change filter' });
  await expect(changing.getByLabel('Value')).toHaveValue('100');
  await changing.getByLabel('Condition').selectOption({ label: '<' });
  await changing.getByRole('button', { name: 'Apply filter' }).click();
  await expect(names).toHaveText(['ORD-1']);

  // Its × removes it; Clear filters removes the rest.
  await filters.getByRole('button', { name: 'Remove filter Status is Paid' }).click();
  await expect(names).toHaveText(['ORD-1', 'ORD-5']);
  await filters.getByRole('button', { name: 'Amount < 100', exact: true }).focus();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(filters).toBeHidden();
  await expect(names).toHaveCount(5);

  // A filter nothing passes says so.
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await filtering.getByLabel('Field').selectOption({ label: 'Name' });
  await filtering.getByLabel('Condition').selectOption({ label: 'contains' });
  await filtering.getByLabel('Value').fill('nothing like this');
  await filtering.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page.getByText('No records match these filters.')).toBeVisible();
});
