import { expect, test, type Page } from '../support/scenario';
import { axeViolations } from '../support/axe';
import { listingEditor } from '../support/listing-editor';
import { emailedLink, restrictPageToGroup, turnAccountsOn } from '../support/user-accounts';
import { finishWizard, startWizard } from '../support/wizard';

/**
 * axe-core finds nothing on the builder screen as it is now; a modal dialog is checked on its
 * own (`within`), the page faded behind its backdrop being no part of what the builder reads.
 */
async function expectAccessible(page: Page, screen: string, within?: string) {
  expect(await axeViolations(page, within ? [within] : undefined), `axe on ${screen}`).toEqual([]);
}

/** Northwind's projects in the demo tables (every sixth of the thirty), and one of another client's. */
const NORTHWIND_PROJECTS = [
  'Website redesign',
  'Customer survey',
  'Help centre',
  'Email automation',
  'Content calendar',
];
const OTHER_CLIENTS_PROJECT = 'Brand refresh';
const CLIENT_EMAIL = 'ops@northwind.example.com';
const USER_LISTING = 'User listing — each signed-in person sees only their own records';

test('[JOURNEY] a new customer builds a client portal from sign-up to a client who sees only their own projects', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const stamp = `${Date.now().toString(36)}${test.info().repeatEachIndex}`;
  const email = `journey-${stamp}@example.com`;
  const subdomain = `journey-${stamp}`;
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('favicon')) consoleErrors.push(message.text());
  });

  // Sign up: the builder lands where their portals are, asked to verify their email.
  await page.goto('/signup');
  await expectAccessible(page, 'sign-up');
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Journey');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page).toHaveURL(/\/workspaces\/0\/portals/);
  await expect(page.getByText('Please verify your email')).toBeVisible();
  await expectAccessible(page, 'My Portals');

  // Verify through the development mailbox.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.getByText('Verify your email for Atrium').first().click();
  await page.getByRole('link', { name: /\/verify\?token=/ }).click();
  await expect(page).toHaveURL(/\/workspaces\/0\/portals/);

  // A workspace for the agency, from the workspace home the logo leads to.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/workspaces\/0$/);
  await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await expectAccessible(page, 'workspace home');
  await page.getByRole('button', { name: 'Create Workspace' }).click();
  const workspaceDialog = page.getByRole('dialog', { name: 'Create a workspace' });
  await workspaceDialog.getByLabel('Workspace Name').fill('Journey Studio');
  await workspaceDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Workspace Created.')).toBeVisible();
  await expect(page).toHaveURL(/\/workspaces\/[1-9]\d*/);
  const workspace = new URL(page.url()).pathname.split('/')[2]!;

  // A portal from the wizard, with the built-in demo tables (Projects and Clients).
  await page.goto(`/workspaces/${workspace}/portals/create`);
  await expectAccessible(page, 'wizard step 1');
  await startWizard(page, { appName: 'Journey Client Hub', domain: subdomain, workspace });
  await expectAccessible(page, 'wizard step 2');
  await finishWizard(page);
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+\?pageId=/);
  const editorUrl = page.url().split('?')[0]!;
  await expectAccessible(page, 'editor');

  // A Client area page with a public grid of Projects.
  await page.getByRole('button', { name: 'Add Page' }).first().click();
  const createPage = page.getByRole('dialog', { name: 'Create Page' });
  await createPage.getByLabel('Name').fill('Client area');
  await expectAccessible(page, 'Create Page');
  await createPage.getByRole('button', { name: 'Create Page' }).click();
  await expect(page.getByText('Client area | Journey Client Hub')).toBeVisible();
  const clientAreaId = new URL(page.url()).searchParams.get('pageId')!;
  await page.getByRole('button', { name: 'Add Section' }).click();
  const addSection = page.getByRole('dialog', { name: 'Add Section' });
  await addSection.getByRole('tab', { name: 'Grid' }).click();
  await expectAccessible(page, 'Add Section');
  await addSection.getByRole('button', { name: /Add Grid layout 1/ }).click();
  const connect = page.getByRole('dialog', { name: "Let's Connect" });
  await connect.getByRole('button', { name: 'Connect' }).click();
  await connect.getByLabel('Table', { exact: true }).selectOption({ label: 'Projects' });
  await expectAccessible(page, "Let's Connect", '.Polaris-Modal-Dialog');
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect).toBeHidden();
  const editor = listingEditor(page);
  await expect(editor.canvas.locator('.atrium-listing__card')).toHaveCount(20);
  // Dates and numbers on the cards read as people write them, not as stored ('2026-01-01', '2000').
  const fieldsPanel = editor.panel('Listing Fields');
  await fieldsPanel.getByLabel('Subtitle').selectOption({ label: 'Due date' });
  await fieldsPanel.getByLabel('Body').selectOption({ label: 'Budget' });
  const firstCard = editor.canvas.locator('.atrium-listing__card').first();
  await expect(firstCard.locator('.atrium-listing__subtitle')).toHaveText('Jan 1, 2026');
  await expect(firstCard).toContainText('2,000');
  await expectAccessible(page, 'listing editor');
  await editor.saved();
  await editor.back();
  // The section is named by what it shows.
  await expect(page.getByRole('group', { name: 'Section 1: Projects — Cards' })).toBeVisible();

  // User accounts with the suggested users table (Clients, by its Email field), and a group.
  await turnAccountsOn(page);
  await expectAccessible(page, 'Users');
  await page.getByRole('tab', { name: 'Groups' }).click();
  await page.getByRole('button', { name: 'Create group' }).first().click();
  await page.getByRole('dialog').getByLabel('Name').fill('Clients');
  await page.getByRole('dialog').getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('Group Clients created').first()).toBeVisible();
  await expectAccessible(page, 'Groups');

  // The Client area is for Clients only; with no default group, the builder is told new users will not see it.
  await page.goto(`${editorUrl}?pageId=${clientAreaId}`);
  const access = await restrictPageToGroup(page, 'Client area', 'Clients');
  await expect(access.getByText('People who sign up will not see this page')).toBeVisible();
  await expectAccessible(page, 'page access');
  await access.getByRole('button', { name: 'Done' }).click();
  await expect(access).toBeHidden();

  // The public grid becomes a user listing without being rebuilt: its cards and fields stay.
  const preview = page.locator('.atrium-editor__preview');
  const frame = preview.locator('.atrium-section-frame').first();
  await frame.hover();
  await frame.getByRole('button', { name: 'Edit Listing', exact: true }).click();
  const source = await editor.open('Data', 'Data Source');
  await source.getByText(USER_LISTING, { exact: true }).click();
  await expect(source.getByLabel('Field linking records to your users').locator('option:checked')).toHaveText('Client');
  // Nobody has signed up yet: the preview says whose records it shows.
  await expect(
    editor.root.getByText('No users yet: the preview shows every record; each user will see only their own.'),
  ).toBeVisible();
  await expect(firstCard.locator('.atrium-listing__subtitle')).toHaveText('Jan 1, 2026');
  await expectAccessible(page, 'listing editor, user listing');
  await editor.saved();
  await editor.back();

  // Clients is the default group: new users join it, and the warning is gone.
  await page.goto(`${editorUrl}/users/settings`);
  await page.getByRole('button', { name: 'Select Default Group' }).click();
  const defaultGroup = page.getByRole('dialog', { name: 'Select Default Group' });
  await defaultGroup.getByLabel('Default group').selectOption({ label: 'Clients' });
  await defaultGroup.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New users join Clients.')).toBeVisible();
  await expectAccessible(page, 'Users settings');

  // Inviting the client while the portal was never published: warned, then Publish and invite.
  await page.goto(`${editorUrl}/users`);
  await page.getByRole('button', { name: 'Invite Users' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Users' });
  await expect(invite.getByRole('heading', { name: 'Not published yet' })).toBeVisible();
  await invite.getByLabel('Email 1').fill(CLIENT_EMAIL);
  await expect(invite.getByLabel('Clients', { exact: true })).toBeChecked();
  await expectAccessible(page, 'Invite Users');
  await invite.getByRole('button', { name: 'Publish and invite' }).click();
  await expect(
    page.getByText('Your portal was published. Version 1 is live. You have invited 1 user').first(),
  ).toBeVisible();
  const link = await emailedLink(
    page,
    CLIENT_EMAIL,
    'invited you to Journey Client Hub',
    /\/account\/signup\?invitation=/,
  );
  await expect(page.locator('body')).toContainText('Jo Journey');

  // The client signs up on the live portal (no 'Not published yet'), and sees only their projects.
  const client = await browser.newPage();
  const response = await client.goto(link);
  expect(response?.status()).toBe(200);
  await client.getByLabel('Password', { exact: true }).fill('northwind password 1');
  await client.getByLabel('Confirm password').fill('northwind password 1');
  await client.getByRole('button', { name: 'Sign Up' }).click();
  await expect(client).toHaveURL(/\/account$/);
  const portal = new URL(link).origin;
  await client.getByRole('link', { name: 'Client area', exact: true }).first().click();
  await expect(client).toHaveURL(`${portal}/client-area`);
  const clientCards = client.locator('.atrium-listing__card');
  await expect(clientCards.locator('.atrium-listing__title')).toHaveText(NORTHWIND_PROJECTS);
  await expect(client.getByText(OTHER_CLIENTS_PROJECT)).toHaveCount(0);
  await expect(clientCards.first().locator('.atrium-listing__subtitle')).toHaveText('Jan 1, 2026');
  await expect(client.getByText(/spreadsheet/i)).toHaveCount(0);

  // Logged out, the page asks to log in; logging in brings the client back to it.
  await client.context().clearCookies();
  await client.goto(`${portal}/client-area`);
  await expect(client).toHaveURL(`${portal}/account/login?redirectTo=%2Fclient-area`);
  await client.getByLabel('Email').fill(CLIENT_EMAIL);
  await client.getByLabel('Password').fill('northwind password 1');
  await client.getByRole('button', { name: 'Log In' }).click();
  await expect(client).toHaveURL(`${portal}/client-area`);
  await expect(clientCards).toHaveCount(NORTHWIND_PROJECTS.length);
  await client.close();

  expect(consoleErrors).toEqual([]);
});
