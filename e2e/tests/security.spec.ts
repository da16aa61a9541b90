import { expect, test } from '../support/scenario';
import { PORTAL_PORT } from '../playwright.config';
import { logInAsDemoBuilder } from '../support/demo-login';
import { addUserListing, listingEditor } from '../support/listing-editor';
import { emailedLink, turnAccountsOn } from '../support/user-accounts';

/** Northwind Traders' projects in the demo tables (every sixth project is theirs). */
const NORTHWIND = 'ops@northwind.example.com';
const NORTHWIND_PROJECTS = [
  'Website redesign',
  'Customer survey',
  'Help centre',
  'Email automation',
  'Content calendar',
];

test("[SECURITY] a stranger who signs up with a client's address sees nothing of theirs; the client verifies through the mailbox and sees their records", async ({
  page,
  browser,
  demo,
}) => {
  // A portal on the demo data (its Clients and Projects tables), made here so the test stands alone:
  // user accounts from Clients, open registration, and a page with a user listing of Projects.
  await logInAsDemoBuilder(page, demo);
  await page.goto('/workspaces/0/portals/create');
  await page.getByLabel('App name').fill('Client Hub');
  await expect(page.getByLabel('Domain')).toHaveValue('client-hub');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create portal' }).click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+\?pageId=/);
  const editorUrl = page.url().split('?')[0]!;
  await turnAccountsOn(page);
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Add Page' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Page' });
  await create.getByLabel('Name').fill('Client Projects');
  await create.getByRole('button', { name: 'Create Page' }).click();
  await expect(page.getByText('Your page is empty - Start by adding a section to your page')).toBeVisible();
  await addUserListing(page, { table: 'Projects', linkField: 'Client' });
  // Connected, the listing is saved; its defaults are what this test needs.
  await listingEditor(page).back();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();
  const portal = `http://client-hub.localhost:${PORTAL_PORT}`;

  // The stranger signs up with the client's address: the page every sign-up gets, and nothing else.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto(`${portal}/account/signup`);
  await stranger.getByLabel('Email').fill(NORTHWIND);
  await stranger.getByLabel('Password', { exact: true }).fill('stranger password');
  await stranger.getByLabel('Confirm password').fill('stranger password');
  await stranger.getByRole('button', { name: 'Sign Up' }).click();
  await expect(stranger.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(stranger.getByText(`We have sent an email to ${NORTHWIND}.`, { exact: false })).toBeVisible();
  expect((await strangerContext.cookies(portal)).map((c) => c.name)).not.toContain('atrium_user');
  await stranger.goto(`${portal}/client-projects`);
  await expect(stranger.getByText('Log in to see your records.')).toBeVisible();
  for (const project of NORTHWIND_PROJECTS) await expect(stranger.getByText(project)).toHaveCount(0);
  await stranger.goto(`${portal}/account`);
  await expect(stranger).toHaveURL(`${portal}/account/login?redirectTo=%2Faccount`);
  await expect(stranger.getByText(NORTHWIND)).toHaveCount(0);

  // The client finds the email in the mailbox and opens the link in their own browser: they choose their password.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  const link = await emailedLink(client, NORTHWIND, 'Confirm your email for Client Hub', /\/account\/signup\/verify\//);
  expect(link.startsWith(`${portal}/account/signup/verify/`)).toBe(true);
  await client.goto(link);
  await expect(client.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await client.getByLabel('Password', { exact: true }).fill('the client password');
  await client.getByLabel('Confirm password').fill('the client password');
  await client.getByRole('button', { name: 'Finish signing up' }).click();
  await expect(client).toHaveURL(`${portal}/account`);
  await expect(client.getByText(NORTHWIND).first()).toBeVisible();
  await client.goto(`${portal}/client-projects`);
  const titles = client.locator('.atrium-listing__title');
  await expect(titles).toHaveCount(NORTHWIND_PROJECTS.length);
  expect((await titles.allInnerTexts()).map((t) => t.trim()).sort()).toEqual([...NORTHWIND_PROJECTS].sort());

  // The stranger never learns the password of the account: theirs opens nothing, and the link is spent.
  await stranger.goto(`${portal}/account/login`);
  await stranger.getByLabel('Email').fill(NORTHWIND);
  await stranger.getByLabel('Password').fill('stranger password');
  await stranger.getByRole('button', { name: 'Log In' }).click();
  await expect(stranger.getByText('Incorrect email or password.')).toBeVisible();
  await stranger.goto(link);
  await expect(stranger.getByText('This sign-up link is invalid, was already used or has expired.')).toBeVisible();
  await stranger.goto(`${portal}/client-projects`);
  for (const project of NORTHWIND_PROJECTS) await expect(stranger.getByText(project)).toHaveCount(0);

  await strangerContext.close();
  await clientContext.close();
});
