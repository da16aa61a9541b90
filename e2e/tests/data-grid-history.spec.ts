import { expect, test } from '../support/scenario';
import { newDemoTable } from '../support/data-grid';

test('[DATA-GRID] undo and redo: a record added from the grid is deleted and comes back with its cell; deleted records come back with their values', async ({
  page,
  demo,
}) => {
  await newDemoTable(page, demo, 'Notes');

  const grid = page.getByRole('grid', { name: 'Records' });
  const rows = grid.locator('tbody tr');
  const cell = (row: number) =>
    grid
      .getByRole('row')
      .nth(row + 1)
      .getByRole('gridcell')
      .nth(1);
  const addRow = grid.getByRole('gridcell', { name: '+ Add record' });
  const status = page.getByRole('status', { name: 'Grid changes' });
  const count = (text: string) => page.getByText(text, { exact: true });

  // Two records added from the add row, each named with the keyboard.
  for (const [row, name] of ['Kept', 'Added'].entries()) {
    await addRow.click();
    await expect(cell(row)).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Saved.');
  }
  await expect(count('2 records')).toBeVisible();

  // Ctrl+Z undoes the name, then the record itself (deleted on the server).
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(cell(1)).toHaveText(/^$|^Saved/);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(status).toHaveText('1 record deleted.');
  await expect(rows).toHaveCount(1);
  await expect(count('1 record')).toBeVisible();

  // Redo (Ctrl+Shift+Z) adds it back under a new id, and Ctrl+Y its name on that record.
  await cell(0).focus();
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect(status).toHaveText('1 record added back.');
  await expect(rows).toHaveCount(2);
  await page.keyboard.press('Control+Y');
  await expect(cell(1)).toHaveText(/^Added/);
  await expect(status).toHaveText('Saved.');
  await expect(page.getByRole('button', { name: 'Redo the last undone change' })).toHaveCount(0);

  // Delete it with the Delete button; Undo adds it back with its name, Redo deletes it again.
  await page.reload();
  await expect(rows).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select Added' }).check();
  await page.getByRole('button', { name: 'Delete 1 record' }).click();
  await page.getByRole('dialog', { name: 'Delete 1 record?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo the last change' }).click();
  await expect(status).toHaveText('1 record added back.');
  await expect(rows).toHaveCount(2);
  await expect(cell(1)).toHaveText(/^Added/);
  await page.getByRole('button', { name: 'Redo the last undone change' }).click();
  await expect(status).toHaveText('1 record deleted.');
  await expect(rows).toHaveCount(1);

  // What the server has.
  await page.reload();
  await expect(count('1 record')).toBeVisible();
  await expect(cell(0)).toHaveText('Kept');
});
