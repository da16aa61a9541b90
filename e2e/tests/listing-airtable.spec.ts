import { expect, test } from '../support/scenario';
import { PORTAL_PORT } from '../playwright.config';
import { listingEditor } from '../support/listing-editor';
import { logInAsDemoBuilder } from '../support/demo-login';
import { addAirtableToken } from '../support/airtable-token';

test('[LISTING] the same listing flows against Airtable (the fake Airtable on loopback)', async ({ page, demo }) => {
  await logInAsDemoBuilder(page, demo);

  // The personal workspace's Airtable token.
  await addAirtableToken(page);

  await page.goto('/workspaces/0/portals/create');
  await page.getByLabel('App name').fill('Airtable Board');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create portal' }).click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+\?pageId=/);
  await page.getByRole('button', { name: 'Add Page' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Page' });
  await create.getByLabel('Name').fill('Work');
  await create.getByRole('button', { name: 'Create Page' }).click();
  await expect(page.getByText('Your page is empty - Start by adding a section to your page')).toBeVisible();

  // A list of the Airtable base's Projects table.
  await page.getByRole('button', { name: 'Add Section' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Section' });
  await modal.getByRole('button', { name: /Add List layout 1/ }).click();
  const connect = page.getByRole('dialog', { name: "Let's Connect" });
  await connect.getByText('Airtable', { exact: true }).click();
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect.getByText('Which Airtable base should we use?')).toBeVisible();
  await connect.getByLabel('Base', { exact: true }).selectOption({ label: 'Client Projects' });
  await expect(connect.getByRole('link', { name: 'View Base' })).toBeVisible();
  await connect.getByLabel('Table', { exact: true }).selectOption({ label: 'Projects' });
  await connect.getByLabel('Default sort').selectOption('view');
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect.getByText('Which Airtable view should we use?')).toBeVisible();
  await connect.getByLabel('View', { exact: true }).selectOption({ index: 1 });
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect).toBeHidden();

  const preview = page.locator('.atrium-editor__preview');
  await expect(preview.locator('.atrium-listing__card')).toHaveCount(20);
  const editor = listingEditor(page);
  await expect(editor.canvas.locator('.atrium-listing__card')).toHaveCount(20);
  const search = await editor.open('Search');
  await search.getByRole('checkbox', { name: 'Name', exact: true }).check({ force: true });
  await expect(editor.canvas.getByRole('searchbox')).toBeVisible();
  await editor.step('Forms');
  await editor.addFormField('Name');
  const permissions = await editor.open('Permissions');
  await permissions
    .getByRole('group', { name: 'Anyone' })
    .getByRole('checkbox', { name: 'Create' })
    .check({ force: true });
  await permissions
    .getByRole('group', { name: 'Anyone' })
    .getByRole('checkbox', { name: 'Edit' })
    .check({ force: true });
  await editor.saved();
  await editor.back();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // On the portal: search in place, open a record, add one through the form (written to Airtable).
  const portal = `http://airtable-board.localhost:${PORTAL_PORT}/work`;
  await page.goto(portal);
  const cards = page.locator('.atrium-listing__card');
  await expect(cards).toHaveCount(20);
  const firstTitle = (await page.locator('.atrium-listing__title').first().textContent()) ?? '';
  const word = firstTitle.split(' ')[0]!;
  await page.getByRole('searchbox').fill(word);
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word)}`));
  await expect(page.locator('.atrium-listing__title').first()).toContainText(word);

  await page.locator('.atrium-listing__title a').first().click();
  await expect(page).toHaveURL(/\/work\/rec[A-Za-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);

  await page.goto(portal);
  await page.locator('.atrium-listing__create > summary').click();
  const form = page.locator('.atrium-listing__create form');
  await form.getByLabel('Name').fill('Airtable e2e project');
  await form.getByRole('button', { name: 'Add record' }).click();
  await expect(page.getByText('Your record was created.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Airtable e2e project' })).toBeVisible();
  await page.goto(`${portal}?q=${encodeURIComponent('Airtable e2e')}`);
  await expect(page.locator('.atrium-listing__title')).toHaveText(['Airtable e2e project']);
});
