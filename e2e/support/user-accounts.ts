import { expect, type Locator, type Page } from '@playwright/test';

/**
 * User Management: Get started, then connect the Clients table by its Email field — the table
 * and field Connect Users suggests (not Projects, the first table), with sign-up for people in
 * the users table suggested too.
 */
export async function turnAccountsOn(page: Page) {
  await page.getByRole('link', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Get started' }).click();
  await page.getByRole('link', { name: 'Connect Users' }).click();
  await expect(page.getByLabel('Users table', { exact: true }).locator('option:checked')).toHaveText('Clients');
  await expect(page.getByLabel('Email field').locator('option:checked')).toHaveText('Email');
  await expect(page.getByRole('radio', { name: 'Only people in the users table' })).toBeChecked();
  await page.getByRole('button', { name: 'Connect Users' }).click();
  await expect(page.getByText('User accounts are now set up for this app.').first()).toBeVisible();
}

/**
 * Opens, in this page, the newest email to an address whose subject matches, from the builder's
 * development mailbox, and returns the address of its first link matching `link`.
 */
export async function emailedLink(page: Page, to: string, subject: string, link: RegExp): Promise<string> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  await page.getByText(subject).first().click();
  const href = await page.getByRole('link', { name: link }).first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

/**
 * From the editor: the page menu's lock opens the page's access dialog (anyone may open the page
 * yet), which gets a rule for an existing group. Returns the dialog, still open, saying who may
 * open the page now.
 */
export async function restrictPageToGroup(page: Page, pageName: string, group: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Pages' }).click();
  await page.getByRole('button', { name: `Page access: ${pageName}` }).click();
  const access = page.getByRole('dialog', { name: 'Control who can access this page' });
  await expect(access.getByText('Anyone can open this page, signed in or not.')).toBeVisible();
  await access.getByRole('button', { name: 'Add Rule' }).click();
  await access.getByLabel('Add an existing group').check();
  await access.getByRole('button', { name: 'Next' }).click();
  await access.getByLabel(group).check();
  await access.getByRole('button', { name: 'Add group access' }).click();
  await expect(page.getByText('Access rules for the page have been updated.').first()).toBeVisible();
  await expect(access.getByText(new RegExp(`^Only signed-in members of ${group} can open this page\\.`))).toBeVisible();
  return access;
}
