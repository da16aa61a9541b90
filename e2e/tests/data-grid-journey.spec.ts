import { writeFile } from 'node:fs/promises';
import { expect, test } from '../support/scenario';
import { addField, createTable, exportedRows, linkingTo } from '../support/data-grid';
import { openDemoEditor } from '../support/demo-login';
import { addUserListing, listingEditor } from '../support/listing-editor';

/** Invoices.csv as an agency's accounting tool would export it: 1,000 rows, two of them wrong. */
function invoicesCsv(): string {
  const statuses = ['Draft', 'Sent', 'Paid'];
  const lines = ['Name,Amount,Due,Status'];
  for (let i = 1; i <= 1000; i += 1) {
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(`IMP-${String(i).padStart(4, '0')},${100 + i},2026-12-${day},${statuses[i % 3]}`);
  }
  lines[101] = 'IMP-0101,lots,2026-12-01,Sent';
  lines[501] = 'IMP-0501,601,someday,Paid';
  return `${lines.join('\n')}\n`;
}

test('[DATA-GRID] an agency onboards a client with their invoices: a table, records, an import, links, a user listing, an invitation, the client sees only theirs, an export', async ({
  page,
  browser,
  clientMembers,
}, testInfo) => {
  test.setTimeout(300_000);
  // The clientMembers scenario: accounts on with Clients as the users table, a Members page for
  // the Clients group, and Nova, a client.
  const siteId = await openDemoEditor(page, clientMembers);
  const editorUrl = `/edit/${siteId}`;

  // An Invoices table with a number, a date, a single select and a link to Clients.
  await page.goto(`${editorUrl}/data`);
  await createTable(page, 'Invoices');
  await addField(page, 'Amount', 'number');
  await addField(page, 'Due', 'date');
  await addField(page, 'Status', 'singleSelect', async (dialog) => {
    await dialog.getByLabel('Options').fill('Draft\nSent\nPaid');
  });
  await addField(page, 'Client', 'multipleRecordLinks', linkingTo('Clients'));

  // Two invoices typed into the grid with the keyboard: Enter on the add row adds a record with
  // the cursor in its first cell, Tab moves right, Enter saves and moves down to the add row.
  const grid = page.getByRole('grid', { name: 'Records' });
  const addRow = grid.getByRole('gridcell', { name: '+ Add record' });
  await addRow.focus();
  for (const [name, amount, due] of [
    ['INV-1', '1200', '2026-12-15'],
    ['INV-2', '800', '2026-12-31'],
  ]) {
    await expect(addRow).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.type(name!);
    await page.keyboard.press('Tab');
    await page.keyboard.type(amount!);
    await page.keyboard.press('Tab');
    await page.keyboard.type(due!);
    await page.keyboard.press('Enter');
  }
  await expect(addRow).toBeFocused();
  await expect(page.getByRole('status', { name: 'Grid changes' })).toHaveText('Saved.');
  await expect(page.getByText('2 records', { exact: true })).toBeVisible();

  // 1,000 invoices from a CSV: the two bad rows are reported by line, the others imported at once.
  const file = testInfo.outputPath('invoices.csv');
  await writeFile(file, invoicesCsv());
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import CSV' });
  await importing.locator('input[type="file"]').setInputFiles(file);
  await expect(
    importing.getByText('1,000 rows in the file: 998 can be imported, 2 have errors and will be left out.'),
  ).toBeVisible();
  await expect(importing.getByText(/^Line 102: /)).toBeVisible();
  await expect(importing.getByText(/^Line 502: /)).toBeVisible();
  await importing.getByRole('button', { name: 'Import 998 rows' }).click();
  await expect(page.getByText('998 records imported.').first()).toBeVisible();
  await expect(page.getByText('1,000 records', { exact: true })).toBeVisible();

  // A user listing of Invoices on the Members page (Clients only), linked to users by Client.
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Pages' }).click();
  await page.getByRole('link', { name: 'Members /members' }).click();
  await expect(page.getByText('Members | Demo Client Portal')).toBeVisible();
  await addUserListing(page, { table: 'Invoices', linkField: 'Client' });
  const editor = listingEditor(page);
  await editor.panel('Listing Fields').getByLabel('Subtitle').selectOption({ label: 'Amount' });
  await editor.saved();
  await editor.back();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // A new client, Orion, is invited into Clients, and their row is added to Clients at once.
  await page.goto(`${editorUrl}/users`);
  await page.getByRole('button', { name: 'Invite Users' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Users' });
  await invite.getByLabel('Email 1').fill('orion@example.com');
  await invite.getByLabel('Clients', { exact: true }).check();
  await expect(invite.getByLabel('Add people who are not in Clients yet to it')).toBeChecked();
  await invite.getByRole('button', { name: 'Send invites' }).click();
  await expect(page.getByText('You have invited 1 user').first()).toBeVisible();

  // In Clients the builder names the new row; in Invoices links two invoices to it.
  await page.goto(`${editorUrl}/data`);
  await page.getByRole('link', { name: 'Clients' }).click();
  await page.getByPlaceholder('Search records').fill('orion@');
  await page.getByPlaceholder('Search records').press('Enter');
  const orionRow = page.getByRole('grid', { name: 'Records' }).locator('tbody tr');
  await expect(orionRow).toHaveCount(1);
  await orionRow.getByRole('button').first().click();
  const clientForm = page.getByRole('dialog', { name: 'Edit record' });
  await expect(clientForm.getByLabel('Email')).toHaveValue('orion@example.com');
  await clientForm.getByRole('textbox', { name: 'Name' }).fill('Orion Studio');
  await clientForm.getByRole('button', { name: 'Save' }).click();
  await expect(clientForm).toBeHidden();

  await page.goto(`${editorUrl}/data`);
  await page.getByRole('link', { name: 'Invoices' }).click();
  for (const invoice of ['INV-1', 'IMP-0777']) {
    await page.getByPlaceholder('Search records').fill(invoice);
    await page.getByPlaceholder('Search records').press('Enter');
    await page.getByRole('button', { name: invoice, exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Edit record' });
    await form.getByPlaceholder('Search to link a record').fill('orion');
    await form.getByRole('button', { name: /^Link Orion Studio/ }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('grid', { name: 'Records' }).locator('tbody tr').first()).toContainText('Orion Studio');
  }

  // Orion signs up through the invitation and sees exactly their two invoices.
  await page.goto('/dev/mailbox?to=orion@example.com');
  await page
    .getByText(/invited you to Demo Client Portal/)
    .first()
    .click();
  const invitation = await page.getByRole('link', { name: /\/account\/signup\?invitation=/ }).getAttribute('href');
  const orion = await browser.newPage();
  await orion.goto(invitation!);
  await orion.getByLabel('Password', { exact: true }).fill('orion password 1');
  await orion.getByLabel('Confirm password').fill('orion password 1');
  await orion.getByRole('button', { name: 'Sign Up' }).click();
  await expect(orion).toHaveURL(`${clientMembers.portal}/account`);
  await orion.goto(`${clientMembers.portal}/members`);
  const titles = orion.locator('.atrium-listing__title');
  await expect(titles).toHaveCount(2);
  expect((await titles.allInnerTexts()).sort()).toEqual(['IMP-0777', 'INV-1']);
  // Amounts as the field has them: thousands separated, its two decimal places.
  expect((await orion.locator('.atrium-listing__subtitle').allInnerTexts()).sort()).toEqual(['1,200.00', '877.00']);
  await orion.close();

  // The export holds every invoice, with its values.
  await page.goto(`${editorUrl}/data`);
  await page.getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByText('1,000 records', { exact: true })).toBeVisible();
  const rows = await exportedRows(page);
  expect(rows[0]).toBe('Name,Amount,Due,Status,Client');
  expect(rows).toHaveLength(1 + 1000);
  expect(rows).toContain('IMP-0002,102,2026-12-03,Paid,');
  expect(rows.find((row) => row.startsWith('INV-1,'))).toBe('INV-1,1200,2026-12-15,,Orion Studio');
  expect(rows.some((row) => row.startsWith('IMP-0101,'))).toBe(false);
});
