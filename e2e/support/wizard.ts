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
