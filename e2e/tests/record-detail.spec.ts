import { expect, test } from '../support/scenario';
import { editProjectBoard, listingEditor } from '../support/listing-editor';

/**
 * Issue 24, point 7, as a builder meets it: the Detailed View's Fields checklist ticks what the
 * record shows, the subtitle (Status) is shown once, numbers and dates are formatted, and the
 * preview offers only the actions some visitor has (the Project Board lets Anyone edit, nobody
 * delete). Then the same record on the portal.
 */
test('[JOURNEY-DETAIL] a record page: the Fields checklist, each field once, formatted values, the preview’s actions', async ({
  page,
  projectBoard,
}) => {
  await editProjectBoard(page, projectBoard);
  const editor = listingEditor(page);

  // The first card opens its record in the Detailed View.
  const canvas = editor.canvas;
  const title = ((await canvas.locator('.atrium-listing__title a').first().textContent()) ?? '').trim();
  await canvas.locator('.atrium-listing__title a').first().click();
  await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Anyone may edit and nobody may delete: Edit shows, Delete does not, and the preview says who.
  await expect(canvas.locator('.atrium-record__edit')).toBeVisible();
  await expect(canvas.locator('.atrium-record__delete')).toHaveCount(0);
  await expect(canvas.getByText('Edit: Anyone. Visitors without the right do not see them.')).toBeVisible();

  // Appearance → Fields: nothing chosen and the card has no body or tags, so nothing is ticked;
  // the title and the subtitle (Status) cannot be, they head the record.
  const appearance = await editor.open('Appearance');
  await appearance.getByRole('tab', { name: 'Fields' }).click();
  await expect(appearance.getByText('Nothing chosen yet: the record shows the card’s body and tags.')).toBeVisible();
  await expect(appearance.getByRole('checkbox', { name: /^Status/ })).toBeDisabled();
  await expect(appearance.getByText('The subtitle: it is shown under the title already.')).toBeVisible();
  for (const name of ['Budget', 'Due date']) {
    const box = appearance.getByRole('checkbox', { name, exact: true });
    await expect(box).not.toBeChecked();
    await box.check({ force: true });
    await expect(box).toBeChecked();
  }
  const fields = canvas.locator('.atrium-record__fields');
  await expect(fields.locator('dt')).toHaveText(['Budget', 'Due date']);
  // A number with its grouping, a date as people write it, not '2000' or '2026-01-01'.
  await expect(fields.locator('dd').nth(0)).toHaveText(/^\d{1,3}(,\d{3})+$/);
  await expect(fields.locator('dd').nth(1)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, 20\d\d$/);
  const status = ((await canvas.locator('.atrium-record__subtitle').textContent()) ?? '').trim();
  expect(status).not.toBe('');
  // Shown once: under the title, not again among the fields (the edit form's choices aside).
  const shownOnce = '.atrium-record__head, .atrium-record__fields';
  await expect(canvas.locator(shownOnce).getByText(status, { exact: true })).toHaveCount(1);

  await editor.saved();
  await editor.back();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // On the portal: the same record page, each field once, values formatted.
  await page.goto(`${projectBoard.portal}/project-board`);
  await page.getByRole('link', { name: title, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const onPortal = page.locator('.atrium-record__fields');
  await expect(onPortal.locator('dt')).toHaveText(['Budget', 'Due date']);
  await expect(onPortal.locator('dd').nth(1)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, 20\d\d$/);
  await expect(page.locator(shownOnce).getByText(status, { exact: true })).toHaveCount(1);
  await expect(page.locator('.atrium-record__delete')).toHaveCount(0);
});
