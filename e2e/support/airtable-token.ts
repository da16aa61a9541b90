import { expect, type Page } from '@playwright/test';

/**
 * The workspace's Airtable token, added on its home page as a builder does (the fake Airtable on
 * loopback knows 'pat-e2e'). `workspace` is the route id: 0 for the personal space.
 */
export async function addAirtableToken(page: Page, workspace: number | string = 0): Promise<void> {
  await page.goto(`/workspaces/${workspace}`);
  await page.getByRole('button', { name: 'Add access token' }).click();
  await page.getByRole('textbox', { name: /Personal access token/ }).fill('pat-e2e');
  await page.getByRole('button', { name: 'Save token' }).click();
  await expect(page.getByText('Token added')).toBeVisible();
}
