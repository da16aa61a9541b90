import { expect, test } from '../support/scenario';
import { PORTAL_PORT } from '../playwright.config';
import { addUserListing, listingEditor } from '../support/listing-editor';
import { logInAsDemoBuilder } from '../support/demo-login';
import { emailedLink } from '../support/user-accounts';
import { addAirtableToken } from '../support/airtable-token';

test('[ACCOUNTS] a users table in Airtable: the token, the base and table pickers, and sign-up checked against the table', async ({
  page,
  demo,
}) => {
  await logInAsDemoBuilder(page, demo);

  // The personal workspace gets an Airtable token.
  await addAirtableToken(page);

  // A new portal in it.
  await page.goto('/workspaces/0/portals/create');
  await page.getByLabel('App name').fill('Airtable Members');
  await expect(page.getByLabel('Domain')).toHaveValue('airtable-members');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create portal' }).click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+\?pageId=/);
  const editor = page.url();

  // Users: Get started, then the users table from Airtable.
  await page.getByRole('link', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Get started' }).click();
  await page.getByRole('link', { name: 'Connect Users' }).click();
  await page.getByText('A table in Airtable').click();
  await expect(page.getByLabel('A table in Airtable')).toBeChecked();
  const usersTable = page.getByLabel('Users table', { exact: true });
  await expect(usersTable).toBeDisabled();
  await page.getByLabel('Base', { exact: true }).selectOption({ label: 'Client Projects' });
  await expect(page.getByRole('link', { name: 'View Base' })).toHaveAttribute(
    'href',
    'https://airtable.com/appClientProj2025',
  );
  await expect(usersTable).toBeEnabled();
  await usersTable.selectOption({ label: 'Users' });
  // The email field is suggested; only fields that can hold an email are offered.
  const emailField = page.getByLabel('Email field');
  await expect(emailField.locator('option:checked')).toHaveText('Email');
  await expect(emailField.locator('option', { hasText: 'Role' })).toHaveCount(0);
  await page.getByText('Only people in the users table').click();
  await page.getByRole('button', { name: 'Connect Users' }).click();
  await expect(page.getByText('User accounts are now set up for this app.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/users(\?pageId=\w+)?$/);
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await expect(page.getByText(/Airtable: Users, email field Email/)).toBeVisible();

  // Published, and on the portal only people in the Airtable table can sign up, each through the
  // link emailed to them: the page answers everyone the same, the email says which it is.
  await page.goto(editor);
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();
  const portal = `http://airtable-members.localhost:${PORTAL_PORT}`;
  const signUp = async (email: string) => {
    await page.goto(`${portal}/account/signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a good password');
    await page.getByLabel('Confirm password').fill('a good password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(`We have sent an email to ${email}.`, { exact: false })).toBeVisible();
  };
  await signUp('mallory@example.com');
  await page.goto('/dev/mailbox?to=mallory@example.com');
  await page.getByText('Your sign-up to Airtable Members').first().click();
  await expect(
    page.getByText('Only people already registered with this portal can sign up.', { exact: false }).first(),
  ).toBeVisible();

  await signUp('grace.hopper@example.com');
  // Grace opens the link in the browser she signed up in: her account is active with the password she typed.
  const link = await emailedLink(
    page,
    'grace.hopper@example.com',
    'Confirm your email for Airtable Members',
    /\/account\/signup\/verify\//,
  );
  expect(link.startsWith(`${portal}/account/signup/verify/`)).toBe(true);
  await page.goto(link);
  await expect(page).toHaveURL(`${portal}/account`);
  await expect(page.getByText('grace.hopper@example.com').first()).toBeVisible();
});

test('[LISTING] a user listing of Airtable records: each person sees their own, with pretty URLs, filters, forms and actions', async ({
  page,
  browser,
  airtableMembers,
}) => {
  // As the test above leaves it (the airtableMembers scenario): the Airtable Members portal signs
  // people in from Airtable's Users table.
  await logInAsDemoBuilder(page, airtableMembers);
  await page.goto('/workspaces/0/portals');
  await page
    .getByRole('link', { name: /Airtable Members/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+/);
  const editorUrl = page.url();

  await page.getByRole('button', { name: 'Add Page' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Page' });
  await create.getByLabel('Name').fill('My projects');
  await create.getByRole('button', { name: 'Create Page' }).click();
  await expect(page.getByText('Your page is empty - Start by adding a section to your page')).toBeVisible();

  // A user listing of the base's Projects, linked to the Users table by Owner.
  await addUserListing(page, { table: 'Projects', linkField: 'Owner', base: 'Client Projects' });

  const editor = listingEditor(page);
  await editor.panel('Listing Fields').getByLabel('Subtitle').selectOption({ label: 'Status' });
  // Search in Name and a tag filter on Status.
  const search = await editor.open('Search');
  await search.getByRole('checkbox', { name: 'Name', exact: true }).check({ force: true });
  const filterPanel = await editor.open('Filters');
  await filterPanel.getByLabel('Filter by').selectOption({ label: 'Field' });
  await filterPanel.getByRole('checkbox', { name: 'Status', exact: true }).check({ force: true });
  await filterPanel.getByRole('tab', { name: 'Settings' }).click();
  await filterPanel.getByLabel('Status shown as').selectOption({ label: 'Tags' });
  await expect(editor.canvas.getByRole('navigation', { name: 'Status' })).toBeVisible();
  await editor.step('Detailed View');
  const seo = await editor.open('SEO Settings');
  await seo.getByLabel('Meta description').selectOption({ label: 'Notes' });
  const prettyUrl = await editor.open('Pretty URL');
  await prettyUrl.getByLabel('Pretty URL field').selectOption({ label: 'Name' });
  await prettyUrl.getByRole('button', { name: 'Save and Sync' }).click();
  await expect(page.getByText(/Successfully synced \d+ of \d+\./)).toBeVisible();
  await editor.addUpdateAction('Mark done', 'Status', 'Done');
  await editor.step('Forms');
  await editor.addFormField('Name');
  const permissions = await editor.open('Permissions');
  const anyone = permissions.getByRole('group', { name: 'Anyone' });
  await anyone.getByRole('checkbox', { name: 'Create' }).check({ force: true });
  await anyone.getByRole('checkbox', { name: 'Edit' }).check({ force: true });
  await editor.saved();
  await editor.back();
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  const portal = airtableMembers.portal;
  // A visitor is asked to log in.
  const visitor = await browser.newPage();
  await visitor.goto(`${portal}/my-projects`);
  await expect(visitor.getByText('Log in to see your records.')).toBeVisible();
  await visitor.close();

  // Grace (signed up in the test above) sees her 27 projects, 20 a page, and only hers.
  const grace = await browser.newPage();
  await grace.goto(`${portal}/account/login`);
  await grace.getByLabel('Email').fill('grace.hopper@example.com');
  await grace.getByLabel('Password').fill('a good password');
  await grace.getByRole('button', { name: 'Log In' }).click();
  await grace.goto(`${portal}/my-projects`);
  const cards = grace.locator('.atrium-listing__card');
  await expect(cards).toHaveCount(20);
  await grace.getByRole('link', { name: /next/i }).click();
  await expect(cards).toHaveCount(7);

  // A Status tag: the URL keeps it, and every card has that status.
  await grace.goto(`${portal}/my-projects`);
  const tags = grace.getByRole('navigation', { name: 'Status' });
  await tags.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(grace).toHaveURL(/f\./);
  await expect(cards).toHaveCount(7);
  await grace.reload();
  await expect(grace.locator('.atrium-listing__subtitle')).toHaveText(Array(7).fill('Review'));

  // A record at its pretty URL with its Open Graph title.
  const title = grace.locator('.atrium-listing__title a').first();
  const recordName = ((await title.textContent()) ?? '').trim();
  await title.click();
  await expect(grace).toHaveURL(/\/my-projects\/[a-z0-9-]+$/);
  expect(grace.url()).not.toMatch(/\/rec[A-Za-z0-9]+$/);
  await expect(grace.getByRole('heading', { level: 1, name: recordName })).toBeVisible();
  const html = await grace.evaluate(async (u) => (await fetch(u)).text(), grace.url());
  expect(html).toContain(`<meta property="og:title" content="${recordName}"/>`);

  // She adds a project with the form (linked to her in Airtable), edits it and marks it done.
  await grace.goto(`${portal}/my-projects`);
  await grace.locator('.atrium-listing__create > summary').click();
  await grace.locator('.atrium-listing__create form').getByLabel('Name').fill('Grace compiler audit');
  await grace.locator('.atrium-listing__create form').getByRole('button', { name: 'Add record' }).click();
  await expect(grace.getByText('Your record was created.')).toBeVisible();
  await expect(grace.getByRole('heading', { level: 1, name: 'Grace compiler audit' })).toBeVisible();
  await grace.locator('.atrium-record__edit > summary').click();
  await grace.locator('.atrium-record__edit form').getByLabel('Name').fill('Grace compiler audit v2');
  await grace.locator('.atrium-record__edit form').getByRole('button', { name: 'Save changes' }).click();
  await expect(grace.getByText('Your changes were saved.')).toBeVisible();
  await grace.getByRole('button', { name: 'Mark done' }).click();
  await expect(grace.locator('.atrium-record__subtitle')).toHaveText('Done');
  await grace.goto(`${portal}/my-projects?q=${encodeURIComponent('compiler audit')}`);
  await expect(grace.locator('.atrium-listing__title')).toHaveText(['Grace compiler audit v2']);
  await grace.close();
});
