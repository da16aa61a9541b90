import { expect, test } from '../support/scenario';
import { PORTAL_PORT } from '../playwright.config';
import { logInAsDemoBuilder } from '../support/demo-login';
import { addAirtableToken } from '../support/airtable-token';

test('[WIZARD] a portal generated from an Airtable base: a page per ticked table, searchable, filterable, records at pretty URLs', async ({
  page,
  demo,
}) => {
  await logInAsDemoBuilder(page, demo);
  await addAirtableToken(page);

  await page.goto('/workspaces/0/portals/create');
  await page.getByLabel('App name').fill('Generated Board');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('An Airtable base', { exact: true }).click();
  // No base chosen yet: the wizard says so instead of creating anything.
  await page.getByRole('button', { name: 'Generate from this base' }).click();
  await expect(page.getByText('Choose a base.')).toBeVisible();

  await page.getByLabel('Base', { exact: true }).selectOption({ label: 'Client Projects' });
  const tables = page.getByRole('group', { name: 'Pages to generate' });
  await expect(tables.getByRole('checkbox')).toHaveCount(3);
  await expect(tables.getByText(/Cards titled by Name, the picture from Attachments, tags from Status/)).toBeVisible();
  await tables.getByRole('checkbox', { name: 'Users' }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Generate from this base' }).click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+\?pageId=/);
  await expect(page.locator('.atrium-editor__preview .atrium-listing__card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  const portal = `http://generated-board.localhost:${PORTAL_PORT}`;
  await page.goto(`${portal}/projects`);
  await expect(page.locator('.atrium-listing__card')).toHaveCount(20);
  const nav = page.locator('.atrium-header');
  await expect(nav.getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/clients');
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);

  // The Status filter, as tags.
  await page.getByRole('navigation', { name: 'Status' }).getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(/f\.fld1XlTdbUD2fN7Ng=Done/);
  const statuses = await page.locator('.atrium-listing__card').allInnerTexts();
  expect(statuses.length).toBeGreaterThan(0);
  for (const card of statuses) expect(card).toContain('Done');

  await page.goto(`${portal}/projects`);
  await page.getByRole('searchbox').fill('Loyalty program research #001');
  await page.getByRole('searchbox').press('Enter');
  await expect(page.locator('.atrium-listing__card')).toHaveCount(1);
  await page.getByRole('link', { name: 'Loyalty program research #001' }).click();
  await expect(page).toHaveURL(`${portal}/projects/loyalty-program-research-001`);
  await expect(page.getByRole('heading', { level: 1, name: 'Loyalty program research #001' })).toBeVisible();

  await page.goto(`${portal}/clients`);
  await expect(page.locator('.atrium-listing__card').first()).toBeVisible();
});
