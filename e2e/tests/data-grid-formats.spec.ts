import { expect, test } from '../support/scenario';
import { openDemoEditor } from '../support/demo-login';

// The builder's browser is in Paris: the picker shows their time and saves UTC.
test.use({ timezoneId: 'Europe/Paris' });

test('[DATA-GRID] a date-time picked in the builder’s time, an amount and rich text edited in the grid, shown formatted on the portal', async ({
  page,
  projectDetails,
}) => {
  const siteId = await openDemoEditor(page, projectDetails);
  await page.goto(`/edit/${siteId}/data`);
  await page.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('columnheader', { name: 'Brief' })).toBeVisible();
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const column = (name: string) => headers.findIndex((h) => h.trim().startsWith(name));
  const row = page.getByRole('grid', { name: 'Records' }).getByRole('row', { name: /Website redesign/ });
  const cell = (name: string) => row.getByRole('gridcell').nth(column(name));
  const status = page.getByRole('status', { name: 'Grid changes' });

  // The date-time picker: a date and a time in Paris time, labelled so, saved in UTC.
  await cell('Kick-off').click();
  await page.keyboard.press('Enter');
  const picker = cell('Kick-off').getByRole('group', { name: 'Kick-off, in your time' });
  await expect(picker.getByLabel('Kick-off: date')).toBeFocused();
  await picker.getByLabel('Kick-off: date').fill('2026-01-05');
  await picker.getByLabel('Kick-off: time').fill('15:30');
  await expect(picker).toContainText('Your time (Europe/Paris, UTC+01:00). Saved as 2026-01-05 14:30 UTC.');
  await picker.getByLabel('Kick-off: time').press('Enter');
  await expect(cell('Kick-off')).toHaveText(/^2026-01-05 14:30 UTC/);
  await expect(status).toHaveText('Saved.');
  // Opened again, it shows the builder's time; Escape keeps the value.
  await cell('Kick-off').click();
  await page.keyboard.press('Enter');
  await expect(picker.getByLabel('Kick-off: time')).toHaveValue('15:30');
  await page.keyboard.press('Escape');
  await expect(cell('Kick-off')).toBeFocused();

  // An amount in dollars.
  await cell('Fee').click();
  await page.keyboard.type('1234.5');
  await page.keyboard.press('Enter');
  await expect(cell('Fee')).toHaveText(/^\$1,234\.50/);

  // Rich text: the editor opens in a panel over the cell; Ctrl or Cmd+Enter saves markdown.
  await cell('Brief').click();
  await page.keyboard.press('Enter');
  const panel = cell('Brief').getByRole('group', { name: 'Brief, rich text' });
  await expect(panel.getByRole('textbox', { name: 'Brief' })).toBeFocused();
  await page.keyboard.type('Kick-off with ');
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.type('the team');
  await expect(panel.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(panel).toHaveCount(0);
  await expect(cell('Brief')).toHaveText(/^Kick-off with \*\*the team\*\*/);
  // Escape leaves it as it was.
  await cell('Brief').click();
  await page.keyboard.press('Enter');
  await page.keyboard.type(' and more');
  await page.keyboard.press('Escape');
  await expect(cell('Brief')).toHaveText(/^Kick-off with \*\*the team\*\*$/);

  // The portal shows the date-time readably (in UTC, and says so) on the card, and the amount
  // with its currency on the record page.
  await page.goto(`${projectDetails.portal}/project-details`);
  const card = page.locator('article', { hasText: 'Website redesign' });
  await expect(card).toContainText('Jan 5, 2026, 2:30 PM UTC');
  await card.getByRole('link', { name: 'Website redesign' }).click();
  await expect(page.getByRole('heading', { name: 'Website redesign' })).toBeVisible();
  const fields = page.locator('dl');
  await expect(fields).toContainText('Fee$1,234.50');
  await expect(fields).toContainText('Kick-offJan 5, 2026, 2:30 PM UTC');
  await expect(fields).toContainText('BriefKick-off with **the team**');
  await expect(page.locator('body')).not.toContainText('2026-01-05T14:30');
});
