import { expect, test } from '../support/scenario';
import { logInAsDemoBuilder } from '../support/demo-login';

test('[DATA] the Data dialog lists the built-in tables, asks for an Airtable token and keeps the refresh interval', async ({
  page,
  demo,
}) => {
  await logInAsDemoBuilder(page, demo);

  // The test's demo portal lives in its demo agency's workspace.
  await page.getByRole('link', { name: 'Demo Agency' }).click();
  await expect(page).toHaveURL(/\/workspaces\/\d+$/);
  await page.goto(`${page.url()}/portals`);
  await page.locator('a[href^="/edit/"]').first().click();
  await expect(page).toHaveURL(/\/edit\//);

  await page.getByRole('button', { name: 'Data', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Data sources' });
  await expect(dialog.getByText('Projects')).toBeVisible();
  // 30 seeded projects.
  await expect(dialog.getByText(/^3\d records · 10 fields$/)).toBeVisible();
  await expect(dialog.getByText(/no Airtable access token yet/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Add access token' })).toBeVisible();

  const interval = dialog.getByLabel('Refresh cached records every');
  await expect(interval).toHaveValue('60');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await interval.selectOption('300');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Site Updated.')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Data', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Data sources' }).getByLabel('Refresh cached records every'),
  ).toHaveValue('300');
});
