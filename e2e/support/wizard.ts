import { expect, type Page } from '@playwright/test';

/**
 * From the wizard's step 2 on: Next through the steps a template with user accounts adds (users
 * table, user groups — keeping the template's names), then Create portal.
 */
export async function finishWizard(page: Page): Promise<void> {
  const next = page.getByRole('button', { name: 'Next' });
  const create = page.getByRole('button', { name: 'Create portal' });
  for (let step = 2; step < 4 && (await next.isVisible()); step++) {
    await next.click();
    await expect(page.getByText(`Step ${step + 1} of`)).toBeVisible();
  }
  await create.click();
}

/** Opens the create-portal wizard of a workspace (0: personal), fills step 1 and goes on to step 2. */
export async function startWizard(page: Page, step1: { appName: string; domain: string; workspace?: number | string }) {
  await page.goto(`/workspaces/${step1.workspace ?? 0}/portals/create`);
  await page.getByLabel('App name').fill(step1.appName);
  await page.getByLabel('Domain').fill(step1.domain);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Template and data source' })).toBeVisible();
}

/** Step 2's template choice, by the name on its card. */
export async function chooseTemplate(page: Page, name: string | RegExp) {
  await page.getByRole('radiogroup', { name: 'Template' }).getByRole('radio', { name }).check();
}
