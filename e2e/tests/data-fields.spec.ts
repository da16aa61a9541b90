import { expect, test } from '../support/scenario';
import { addField, linkingTo, newDemoTable } from '../support/data-grid';

test('[DATA-GRID] fields from their column menus: change type with a count first, rename, move (menu and drag), hide, and a link deleted with its inverse', async ({
  page,
  demo,
}) => {
  const siteId = await newDemoTable(page, demo, 'Orders');

  for (const [name, type] of [
    ['Code', 'singleLineText'],
    ['Client', 'multipleRecordLinks'],
  ] as const) {
    await addField(page, name, type, type === 'multipleRecordLinks' ? linkingTo('Clients') : undefined);
  }
  for (const [name, code] of [
    ['Order 1', '10'],
    ['Order 2', '2,500'],
    ['Order 3', 'n/a'],
  ]) {
    await page.getByRole('button', { name: 'Add record' }).click();
    const form = page.getByRole('dialog', { name: 'Add record' });
    await form.getByLabel('Name').fill(name!);
    await form.getByLabel('Code').fill(code!);
    if (name === 'Order 1') {
      await form.getByPlaceholder('Search to link a record').fill('north');
      await form.getByRole('button', { name: /^Link Northwind/ }).click();
    }
    await form.getByRole('button', { name: 'Add record' }).click();
    await expect(form).toBeHidden();
  }
  const header = (name: string) => page.getByRole('columnheader', { name });
  const menu = async (column: string, item: string) => {
    await header(column).getByRole('button', { name: 'Column menu' }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };

  // Change type: the count of values that cannot be converted shows before anything changes.
  await menu('Code', 'Change type');
  const changing = page.getByRole('dialog', { name: 'Change the type of Code' });
  await changing.getByLabel('New type').selectOption('number');
  await changing.getByLabel('Currency').selectOption('USD');
  await expect(
    changing.getByText('2 values will be converted; 1 value cannot be converted and will be cleared.'),
  ).toBeVisible();
  await expect(changing.getByText('“n/a” will be cleared')).toBeVisible();
  const rows = page.getByRole('grid', { name: 'Records' }).locator('tbody tr');
  await expect(rows.nth(2)).toContainText('n/a');
  await changing.getByRole('button', { name: 'Change type' }).click();
  await expect(
    page.getByText('Field type changed; 1 value could not be converted and was cleared.').first(),
  ).toBeVisible();
  await expect(rows.nth(1)).toContainText('$2,500.00');
  await expect(rows.nth(2)).not.toContainText('n/a');

  // Rename, then move Client left of it.
  await menu('Code', 'Rename field');
  await page.getByRole('dialog', { name: 'Rename field' }).getByLabel('Field name').fill('Total');
  await page.getByRole('dialog', { name: 'Rename field' }).getByRole('button', { name: 'Save' }).click();
  await expect(header('Total')).toBeVisible();
  await menu('Client', 'Move left');
  await expect(page.getByText('Field moved.').first()).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText([/Select/, /Name/, /Client/, /Total/]);
  // Dragged back with the keyboard on its handle (Space to pick up, an arrow, Space to drop).
  const live = page.locator('[id^="DndLiveRegion"]');
  await header('Total').getByRole('button', { name: 'Move column' }).focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText('The column Total');
  await page.keyboard.press('ArrowLeft');
  await expect(live).toContainText('The column Total is over Client.');
  await page.keyboard.press('Space');
  await expect(live).toContainText('The column Total was dropped at Client.');
  await expect(page.getByRole('columnheader')).toHaveText([/Select/, /Name/, /Total/, /Client/]);

  // Hide: kept over a reload, shown again from Hidden fields.
  await menu('Total', 'Hide field');
  await expect(page.getByRole('button', { name: 'Hidden fields (1)' })).toBeVisible();
  await expect(header('Total')).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'Hidden fields (1)' }).click();
  await page.getByRole('menuitem', { name: 'Total' }).click();
  await expect(header('Total')).toBeVisible();
  await expect(page.getByRole('button', { name: /Hidden fields/ })).toHaveCount(0);

  // The link's other side: Clients got an Orders field naming Order 1 on Northwind.
  const orders = page.url();
  await page.goto(`/edit/${siteId}/data`);
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(header('Orders')).toBeVisible();
  await expect(page.getByRole('row', { name: /Northwind/ })).toContainText('Order 1');
  await page.goto(orders);

  // Deleting the link says what is lost and asks about its other side.
  await expect(page.getByRole('columnheader')).toHaveText([/Select/, /Name/, /Total/, /Client/]);
  await menu('Client', 'Delete field');
  const deleting = page.getByRole('dialog', { name: 'Delete the field Client?' });
  await expect(deleting.getByText(/^1 record has a value in this field/)).toBeVisible();
  await deleting.getByLabel('Also delete the field "Orders" of Clients').check();
  await deleting.getByRole('button', { name: 'Delete field' }).click();
  await expect(page.getByText('Field deleted, with the field "Orders" of Clients.').first()).toBeVisible();
  await expect(header('Client')).toHaveCount(0);
});
