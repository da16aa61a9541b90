import { fileURLToPath } from 'node:url';
import { DEMO_CLIENT_LOGIN, DEMO_LOGIN, DEMO_SUBDOMAIN } from '@atrium/db';
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/scenario';
import { chooseTemplate, startWizard } from '../support/wizard';
import { PORTAL_PORT } from '../playwright.config';
import { addAirtableToken } from '../support/airtable-token';

/** Where the run keeps the README's screenshots (docs/screenshots, committed from a run). */
const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const DEMO = `http://${DEMO_SUBDOMAIN}.localhost:${PORTAL_PORT}`;
const NORTHWIND_PROJECTS = [
  'Content calendar',
  'Customer survey',
  'Email automation',
  'Help centre',
  'Website redesign',
];

async function shot(page: Page, name: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.screenshot({ path: `${SHOTS}${name}.png` });
}

/**
 * The first five minutes on the demo `npm start` seeds on the run's fresh data directory (serve.ts
 * starts Atrium as `npm start` does): the demo builder, the demo portal, the demo client; then two
 * portals a newcomer makes, from a template and from an Airtable base (the fake on loopback).
 */
test("[FIRST-RUN] the demo builder lands on the demo's workspace; the demo portal searches, filters and opens records; its client sees only their projects; a template and an Airtable base make working portals", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The portals it makes are named for the run (a repeat or retry in the same server makes new ones).
  const run =
    test.info().repeatEachIndex + test.info().retry > 0 ? `-${test.info().repeatEachIndex}-${test.info().retry}` : '';
  // The builder: the seeded demo builder lands where the demo portal is.
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_LOGIN.email);
  await page.getByLabel('Password').fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/workspaces\/[1-9]\d*\/portals$/);
  await expect(page.getByText('Harbour & Field Studio').first()).toBeVisible();
  const workspace = new URL(page.url()).pathname.split('/')[2]!;

  // A visitor of the demo portal: its home page, Projects searched and filtered, a record at its pretty URL.
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await visitor.goto(DEMO);
  await expect(visitor.getByRole('heading', { name: 'Every project, in one calm place' })).toBeVisible();
  await expect
    .poll(() =>
      visitor
        .locator('img[src*="showcase-hero"]')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  expect(await axeViolations(visitor)).toEqual([]);
  await shot(visitor, 'demo-portal', { width: 1280, height: 800 });
  await shot(visitor, 'demo-portal-phone', { width: 390, height: 844 });
  await visitor.setViewportSize({ width: 1280, height: 800 });
  await visitor.goto(`${DEMO}/projects`);
  await visitor.getByRole('navigation', { name: 'Status' }).getByRole('link', { name: 'Done' }).click();
  await expect(visitor).toHaveURL(/\?(?:.*&)?f\.[^=]+=Done/);
  const titles = visitor.locator('.atrium-listing__title');
  // Every card shown is Done (the listing may update in place after the URL changes).
  await expect
    .poll(async () => {
      const cards = await visitor.locator('.atrium-listing__card').allInnerTexts();
      return cards.length > 0 && cards.every((card) => card.includes('Done'));
    })
    .toBe(true);
  await visitor.goto(`${DEMO}/projects`);
  await expect(titles.first()).toBeVisible();
  expect(await axeViolations(visitor)).toEqual([]);
  await shot(visitor, 'demo-projects', { width: 1280, height: 800 });
  await visitor.getByRole('searchbox').fill('brand');
  await visitor.getByRole('searchbox').press('Enter');
  await expect(titles).toHaveText(['Brand refresh']);
  await titles.getByRole('link').click();
  await expect(visitor).toHaveURL(`${DEMO}/projects/brand-refresh`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Brand refresh');
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Brand refresh');
  expect(await axeViolations(visitor)).toEqual([]);

  // The demo client logs in and sees only their own company's projects.
  const client = await browser.newPage();
  await client.goto(`${DEMO}/client-area`);
  await expect(client).toHaveURL(/\/account\/login/);
  await client.getByLabel('Email').fill(DEMO_CLIENT_LOGIN.email);
  await client.getByLabel('Password').fill(DEMO_CLIENT_LOGIN.password);
  await client.getByRole('button', { name: 'Log In' }).click();
  await client.goto(`${DEMO}/client-area`);
  const own = client.locator('.atrium-listing__title');
  await expect(own).toHaveCount(NORTHWIND_PROJECTS.length);
  expect((await own.allInnerTexts()).map((t) => t.trim()).sort()).toEqual(NORTHWIND_PROJECTS);
  expect(await axeViolations(client)).toEqual([]);

  // The editor, as the README shows it.
  await page.getByRole('link', { name: 'Edit Harbour & Field Studio' }).click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+/);
  await expect(page.locator('.atrium-editor__preview').getByText('Every project, in one calm place')).toBeVisible();
  await shot(page, 'editor', { width: 1440, height: 900 });
  // On a 1280 px screen the tools show icons only: Publish keeps its room and the bar one row.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: 'Publish Changes' })).toBeInViewport({ ratio: 1 });
  await expect(
    page.getByRole('button', { name: 'Preview Portal' }).or(page.getByRole('link', { name: 'Preview Portal' })),
  ).toBeInViewport({ ratio: 1 });
  expect((await page.locator('.atrium-editor__topbar').boundingBox())!.height).toBeLessThanOrEqual(64);
  await expect(page.getByRole('button', { name: 'Theme' })).toBeVisible();
  // The getting-started checklist: the demo portal has done every step.
  await page.getByRole('button', { name: 'Getting started' }).click();
  await expect(page.getByText('Getting started: 6 of 6 done')).toBeVisible();
  await expect(page.getByText('Publish (done)')).toBeVisible();
  await page.keyboard.press('Escape');

  // A portal from the Client portal template, published in one step.
  await startWizard(page, { appName: 'First Client Portal', domain: `first-client-portal${run}`, workspace });
  await chooseTemplate(page, /Client portal/);
  // Steps 3 and 4: the users table and group it makes, kept as the template names them.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Users table name')).toHaveValue('Clients');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Group name')).toHaveValue('Clients');
  await page.getByRole('button', { name: 'Create portal' }).click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+\?pageId=/);
  // Published at once: its home page answers; its projects are for its clients only.
  const templated = await browser.newPage();
  const templatedHome = `http://first-client-portal${run}.localhost:${PORTAL_PORT}`;
  await templated.goto(templatedHome);
  await expect(templated.getByRole('heading', { name: 'Your projects, in one place' })).toBeVisible();
  await templated.goto(`${templatedHome}/projects`);
  await expect(templated).toHaveURL(/\/account\/login/);
  // In the editor, the client listing shows the template's sample projects.
  await page.getByRole('button', { name: 'Pages' }).click();
  await page
    .getByRole('link', { name: 'Your projects' })
    .or(page.getByRole('button', { name: 'Your projects' }))
    .first()
    .click();
  await expect(page.locator('.atrium-editor__preview .atrium-listing__card').first()).toBeVisible();

  // A portal generated from an Airtable base: the workspace's token, then the wizard.
  await addAirtableToken(page, workspace);
  await page.goto(`/workspaces/${workspace}/portals/create`);
  await page.getByLabel('App name').fill('First Airtable Portal');
  await page.getByLabel('Domain').fill(`first-airtable-portal${run}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('An Airtable base', { exact: true }).click();
  await page.getByLabel('Base', { exact: true }).selectOption({ label: 'Client Projects' });
  await expect(page.getByRole('group', { name: 'Pages to generate' }).getByRole('checkbox')).toHaveCount(3);
  await page.getByRole('button', { name: 'Generate from this base' }).click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+\?pageId=/);
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();
  const generated = await browser.newPage();
  await generated.goto(`http://first-airtable-portal${run}.localhost:${PORTAL_PORT}/projects`);
  await expect(generated.locator('.atrium-listing__card')).toHaveCount(20);
});
