import { expect, type Page } from '@playwright/test';

/** A scenario's builder (support/scenario.ts): whom a test logs in as. */
export interface BuilderLogin {
  email: string;
  password: string;
}

/** The scenario's builder logs in and lands on their workspaces. */
export async function logInAsDemoBuilder(page: Page, builder: BuilderLogin) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(builder.email);
  await page.getByLabel('Password').fill(builder.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/workspaces\//);
}

/**
 * The scenario's builder logs in and opens their demo portal's editor (in their Demo Agency
 * workspace); returns the portal's id.
 */
export async function openDemoEditor(page: Page, builder: BuilderLogin): Promise<string> {
  await logInAsDemoBuilder(page, builder);
  await page.getByRole('link', { name: 'Demo Agency' }).click();
  await expect(page).toHaveURL(/\/workspaces\/\d+$/);
  await page.goto(`${page.url()}/portals`);
  await page.locator('a[href^="/edit/"]').first().click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+/);
  return new URL(page.url()).pathname.split('/')[2]!;
}
