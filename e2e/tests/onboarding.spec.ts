import http from 'node:http';
import { expect, test } from '../support/scenario';
import { PORTAL_PORT } from '../playwright.config';

/** Fetches a portal page the way a crawler would: plain HTTP, no JavaScript, Host header chosen. */
function fetchWithoutJs(host: string, path: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORTAL_PORT, path, headers: { Host: `${host}:${PORTAL_PORT}` } }, (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (html += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, html }));
      })
      .on('error', reject);
  });
}

test('[ONBOARDING] sign up, verify, create a workspace and a portal, add a page, publish, open the portal', async ({
  page,
}) => {
  const email = `newcomer-${Date.now()}@example.com`;
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('favicon')) consoleErrors.push(message.text());
  });

  // Sign up.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page).toHaveURL(/\/workspaces\/0\/portals/);
  await expect(page.getByText(/verify your email/i).first()).toBeVisible();

  // Verify through the development mailbox.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.getByText('Verify your email for Atrium').first().click();
  await page.getByRole('link', { name: /\/verify\?token=/ }).click();
  await expect(page).toHaveURL(/\/workspaces\/0\/portals|\/login/);
  if (page.url().includes('/login')) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  // Create a workspace from the personal workspace home.
  await page.goto('/workspaces/0');
  await page.getByRole('button', { name: 'Create Workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a workspace' });
  await dialog.getByLabel('Workspace Name').fill('Nia Studio');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Workspace Created.')).toBeVisible();
  await expect(page).toHaveURL(/\/workspaces\/[1-9]\d*/);

  // Create a portal with the wizard.
  await page
    .getByRole('link', { name: 'Create Portal' })
    .or(page.getByRole('button', { name: 'Create Portal' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/portals\/create/);
  await page.getByLabel('App name').fill('Nia Client Hub');
  await expect(page.getByLabel('Domain')).toHaveValue('nia-client-hub');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create portal' }).click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+\?pageId=/);

  // Add a page; the editor selects it without a full reload.
  await page.evaluate(() => ((window as unknown as { __e2eMarker: string }).__e2eMarker = 'still-here'));
  await page.getByRole('button', { name: 'Add Page' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Page' });
  await create.getByLabel('Name').fill('Project Updates');
  await expect(create.getByLabel('Path')).toHaveValue('/project-updates');
  await create.getByRole('button', { name: 'Create Page' }).click();
  await expect(page).toHaveURL(/pageId=/);
  await expect(page.getByText('Project Updates | Nia Client Hub')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker)).toBe('still-here');

  // Publish.
  const publish = page.getByRole('button', { name: 'Publish Changes' });
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // The page is in the portal host's server HTML, fetched without JavaScript…
  const server = await fetchWithoutJs('nia-client-hub.localhost', '/project-updates');
  expect(server.status).toBe(200);
  expect(server.html).toContain('<title>Project Updates | Nia Client Hub</title>');
  expect(server.html).toContain('href="/project-updates"');
  expect(server.html).not.toContain('<script');

  // …and in the browser at the portal's own subdomain.
  await page.goto(`http://nia-client-hub.localhost:${PORTAL_PORT}/project-updates`);
  await expect(page).toHaveTitle('Project Updates | Nia Client Hub');
  await expect(page.getByRole('link', { name: 'Project Updates' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Nia Client Hub' })).toBeVisible();

  expect(consoleErrors).toEqual([]);
});

test('[ONBOARDING] what a person types on the sign-up page before its script has run is kept', async ({ page }) => {
  const email = `early-typist-${Date.now()}@example.com`;
  // Hold the app's script back until the form is filled, as on a slow connection.
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto('/signup', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('First name').fill('Ezra');
  await page.getByLabel('Last name').fill('Early');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long enough password');
  expect(await page.evaluate(() => '__remixRouter' in window)).toBe(false);

  releaseScript();
  await page.waitForFunction(() => '__remixRouter' in window);
  // Moving through the fields re-renders them: the text typed earlier stays.
  await page.getByLabel('First name').focus();
  await page.getByLabel('Password').focus();
  await expect(page.getByLabel('First name')).toHaveValue('Ezra');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page).toHaveURL(/\/workspaces\/0\/portals/);
  await expect(page.getByText(/verify your email/i).first()).toBeVisible();
});
