import { expect, type Page } from '@playwright/test';

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
