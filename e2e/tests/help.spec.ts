import { axeViolations } from '../support/axe';
import { openDemoEditor } from '../support/demo-login';
import { expect, test } from '../support/scenario';

test("[HELP] page access is one click from the page menu, the Users area keeps the editor's context, and help opens the shipped guide", async ({
  page,
  context,
  demo,
}) => {
  const siteId = await openDemoEditor(page, demo);
  await page.getByRole('button', { name: 'Pages' }).click();
  await page.getByRole('list', { name: 'Pages' }).getByRole('link', { name: /About/ }).click();
  await expect(page.getByRole('button', { name: 'Pages' })).toHaveText('About');
  const pageId = new URL(page.url()).searchParams.get('pageId')!;
  expect(pageId).toBeTruthy();

  // One click from the page menu opens the page's access, which says who can open it now.
  await page.getByRole('button', { name: 'Pages' }).click();
  await page.getByRole('button', { name: 'Page access: About' }).click();
  const access = page.getByRole('dialog', { name: 'Control who can access this page' });
  await expect(access.getByText('Page: About')).toBeVisible();
  await expect(access.getByText(/can open this page/).first()).toBeVisible();
  await expect(access.getByRole('link', { name: 'Learn more about page access' })).toHaveAttribute(
    'href',
    '/help/page-access',
  );
  expect(await axeViolations(page, ['.Polaris-Modal-Dialog'])).toEqual([]);
  // Closing returns to the editor, on the same page.
  await access.getByRole('button', { name: 'Done' }).click();
  await expect(access).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pages' })).toHaveText('About');

  // Users opens under the editor's top bar: the portal's name, and Back to editor.
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${siteId}/users\\?pageId=${pageId}$`));
  const bar = page.locator('header.atrium-editor__topbar');
  await expect(bar.getByText('Demo Client Portal')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  expect(await axeViolations(page, ['header.atrium-editor__topbar', '.Polaris-Page'])).toEqual([]);

  // Help opens the guide shipped with the product, in a new tab.
  const [help] = await Promise.all([context.waitForEvent('page'), bar.getByRole('link', { name: 'Help' }).click()]);
  await expect(help.getByRole('heading', { name: 'Atrium guide' })).toBeVisible();
  await help.getByRole('navigation', { name: 'Guide contents' }).getByRole('link', { name: 'Page access' }).click();
  await expect(help).toHaveURL(/\/help\/page-access$/);
  await expect(help.getByRole('heading', { level: 1, name: 'Page access' })).toBeVisible();
  expect(await axeViolations(help)).toEqual([]);
  await help.close();

  // Back to editor returns to the page the builder was on.
  await bar.getByRole('link', { name: 'Back to editor' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${siteId}\\?pageId=${pageId}$`));
  await expect(page.getByRole('button', { name: 'Pages' })).toHaveText('About');
});
