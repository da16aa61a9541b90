import { expect, type Page } from '@playwright/test';

/** The demo builder logs in (the seeded account) and lands on their workspaces. */
export async function logInAsDemoBuilder(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo@atrium.localhost');
  await page.getByLabel('Password').fill('atrium-demo-password');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/workspaces\//);
}
