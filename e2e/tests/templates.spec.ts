import { WIZARD_TEMPLATES } from '@atrium/core';
import { axeViolations, type AxeViolation } from '../support/axe';
import { expect, test } from '../support/scenario';
import { logInAsDemoBuilder } from '../support/demo-login';
import { chooseTemplate, finishWizard, startWizard } from '../support/wizard';
import { PORTAL_PORT } from '../playwright.config';

/** The demo client (the showcase template's sample account) and Northwind Traders' projects. */
const CLIENT = { email: 'ops@northwind.example.com', password: 'northwind-demo-password' };
const NORTHWIND_PROJECTS = [
  'Content calendar',
  'Customer survey',
  'Email automation',
  'Help centre',
  'Website redesign',
];

test("[DEMO] the demo builder lands on the demo's workspace; a visitor searches projects and opens one; the demo client sees only Northwind's projects", async ({
  page,
  browser,
  showcase,
}) => {
  await logInAsDemoBuilder(page, showcase);
  await expect(page).toHaveURL(/\/workspaces\/[1-9]\d*\/portals$/);
  await expect(page.getByText('Harbour & Field Studio').first()).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(showcase.portal);
  await expect(visitor.getByRole('heading', { name: 'Every project, in one calm place' })).toBeVisible();
  const hero = visitor.locator('img[src*="showcase-hero"]').first();
  await expect(hero).toBeVisible();
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await visitor.getByRole('link', { name: 'Browse projects' }).click();
  await expect(visitor).toHaveURL(`${showcase.portal}/projects`);
  await visitor.getByRole('searchbox').fill('brand');
  await expect(visitor).toHaveURL(/\?q=brand/);
  await expect(visitor.locator('.atrium-listing__title')).toHaveText(['Brand refresh']);
  await visitor.locator('.atrium-listing__title a').first().click();
  await expect(visitor).toHaveURL(`${showcase.portal}/projects/brand-refresh`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Brand refresh');
  await expect(visitor.getByText('Blue Harbor Dental').first()).toBeVisible();

  const client = await browser.newPage();
  await client.goto(`${showcase.portal}/client-area`);
  await expect(client).toHaveURL(/\/account\/login/);
  await client.getByLabel('Email').fill(CLIENT.email);
  await client.getByLabel('Password').fill(CLIENT.password);
  await client.getByRole('button', { name: 'Log In' }).click();
  await client.goto(`${showcase.portal}/client-area`);
  const titles = client.locator('.atrium-listing__title');
  await expect(titles).toHaveCount(NORTHWIND_PROJECTS.length);
  expect((await titles.allInnerTexts()).map((t) => t.trim()).sort()).toEqual(NORTHWIND_PROJECTS);
});

test('[TEMPLATES] the wizard creates a working portal from a template, with the users table and group named in steps 3 and 4', async ({
  page,
  browser,
  demo,
}) => {
  await logInAsDemoBuilder(page, demo);
  const domain = `supplier-hub-${Date.now().toString(36)}`;
  await startWizard(page, { appName: 'Supplier Hub', domain });
  const templates = page.getByRole('radiogroup', { name: 'Template' });
  await expect(templates.getByRole('radio')).toHaveCount(7);
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await chooseTemplate(page, /Vendor portal/);
  // A template with user accounts adds the users table and groups steps.
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Users table' })).toBeVisible();
  const tableName = page.getByLabel('Users table name');
  await expect(tableName).toHaveValue('Vendors');
  await expect(page.getByText(/Fields: .*Email/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await tableName.fill('Suppliers');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'User groups' })).toBeVisible();
  const group = page.getByLabel('Group name');
  await expect(group).toHaveValue('Vendors');
  await expect(page.getByText('People join it when they sign up.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Too short: the field says why, and the portal is not made until it is fixed.
  await group.fill('AB');
  await page.getByRole('button', { name: 'Create portal' }).click();
  await expect(page.getByText('Name needs to be a minimum of 3 characters')).toBeVisible();
  await group.fill('Approved suppliers');
  await page.getByRole('button', { name: 'Create portal' }).click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+\?pageId=/);

  // Published at once: the portal answers with the template's home page and its pages.
  const visitor = await browser.newPage();
  const portal = `http://${domain}.localhost:${PORTAL_PORT}`;
  await visitor.goto(portal);
  await expect(visitor.getByRole('heading', { name: 'Your orders with us, always current' })).toBeVisible();
  await visitor.goto(`${portal}/orders`);
  await expect(visitor).toHaveURL(/\/account\/login/);

  // The builder finds the names they chose.
  await page.goto(page.url().replace(/\?.*$/, '/users/groups'));
  await expect(page.getByText('Approved suppliers').first()).toBeVisible();
});

test('[TEMPLATES] skipping user accounts in step 3 makes an open portal without the pages for members', async ({
  page,
  browser,
  demo,
}) => {
  await logInAsDemoBuilder(page, demo);
  const domain = `open-clients-${Date.now().toString(36)}`;
  await startWizard(page, { appName: 'Open Clients', domain });
  await chooseTemplate(page, /Client portal/);
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByRole('radiogroup', { name: 'User accounts' })
    .getByRole('radio', { name: /Skip user accounts/ })
    .check();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByText(/these pages are not made: Your projects/)).toBeVisible();
  await page.getByRole('button', { name: 'Create portal' }).click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+\?pageId=/);

  const visitor = await browser.newPage();
  const portal = `http://${domain}.localhost:${PORTAL_PORT}`;
  await visitor.goto(portal);
  await expect(visitor.getByRole('heading', { name: 'Your projects, in one place' })).toBeVisible();
  await expect(visitor.locator('a[href^="/account"]')).toHaveCount(0);
  expect((await visitor.goto(`${portal}/projects`))!.status()).toBe(404);
});

test("[TEMPLATES] every template's portal: axe finds no violations on its pages, record pages and log-in page", async ({
  page,
  browser,
  demo,
}) => {
  test.setTimeout(180_000);
  await logInAsDemoBuilder(page, demo);
  const visitor = await browser.newPage();
  const found: Record<string, AxeViolation[]> = {};
  const check = async (url: string) => {
    await visitor.goto(url);
    const violations = await axeViolations(visitor);
    if (violations.length > 0) found[url] = violations;
  };
  for (const [i, template] of WIZARD_TEMPLATES.entries()) {
    const domain = `${demo.subdomain}-t${i}`;
    await startWizard(page, { appName: template.name, domain });
    await chooseTemplate(page, template.name);
    await finishWizard(page);
    await expect(page).toHaveURL(/\/edit\/[a-z0-9]+\?pageId=/);

    const portal = `http://${domain}.localhost:${PORTAL_PORT}`;
    await visitor.goto(portal);
    const paths = await visitor
      .locator('.atrium-header a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(paths.length, template.name).toBeGreaterThan(0);
    for (const path of paths) {
      await check(`${portal}${path}`);
      // A listing's first record page (restricted pages show the log-in page instead).
      const record = await visitor
        .locator('.atrium-listing__title a')
        .first()
        .getAttribute('href', { timeout: 1_000 })
        .catch(() => null);
      if (record) await check(`${portal}${record}`);
    }
    await check(`${portal}/account/login`);
  }
  expect(found).toEqual({});
});
