import { expect, test, type Page } from '../support/scenario';
import { PORTAL_PORT } from '../playwright.config';
import { addUserListing, listingEditor } from '../support/listing-editor';
import { openDemoEditor } from '../support/demo-login';
import { restrictPageToGroup, turnAccountsOn } from '../support/user-accounts';

const OTHER_PORTAL = `http://members-club.localhost:${PORTAL_PORT}`;

async function createGroup(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Groups' }).click();
  await page.getByRole('button', { name: 'Create group' }).first().click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText(`Group ${name} created`).first()).toBeVisible();
}

async function portalSignUp(page: Page, url: string, password: string) {
  await page.goto(url);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

test('[ACCOUNTS] accounts on, a group-only page, an invitation, sign-up, log-in, forbidden and anonymous visitors', async ({
  page,
  browser,
  demo,
}) => {
  const PORTAL = demo.portal;
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('favicon')) consoleErrors.push(m.text());
  });
  // The test's demo portal (in its demo agency's workspace) gets a Members page, published.
  await openDemoEditor(page, demo);
  const editorUrl = page.url().split('?')[0]!;
  await page.getByRole('button', { name: 'Add Page' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Page' });
  await create.getByLabel('Name').fill('Members');
  await create.getByRole('button', { name: 'Create Page' }).click();
  await expect(page.getByText('Members | Demo Client Portal')).toBeVisible();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // Turn user accounts on, with the groups 'Clients' and 'Staff'.
  await turnAccountsOn(page);
  await createGroup(page, 'Clients');
  await createGroup(page, 'Staff');

  // Restrict the Members page to Clients, from its page access in the page menu (one click).
  await page.goto(editorUrl);
  const access = await restrictPageToGroup(page, 'Members', 'Clients');
  // Nobody joins Clients on sign-up yet: the dialog says new users will not see the page.
  await expect(access.getByText('People who sign up will not see this page')).toBeVisible();
  await access.getByRole('button', { name: 'Done' }).click();
  await expect(access).toBeHidden();

  // The Sign Up page's texts, from the page menu's User Account block; saved, then published.
  await page.getByRole('button', { name: 'Pages' }).click();
  await page
    .getByRole('list', { name: 'User Account' })
    .getByRole('link', { name: /Sign up/ })
    .click();
  const signupForm = page.getByRole('complementary', { name: 'Sign Up Form' });
  await expect(signupForm.getByRole('button', { name: 'Save' })).toBeDisabled();
  await signupForm.getByLabel('Heading').fill('Join the club');
  await expect(page.locator('.atrium-editor__preview .atrium-account__card h1')).toHaveText('Join the club');
  await signupForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Site Updated.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // Clients becomes the default group; the Invite dialog ticks it to start with.
  await page.goto(`${editorUrl}/users/settings`);
  await page.getByRole('button', { name: 'Select Default Group' }).click();
  const defaultGroup = page.getByRole('dialog', { name: 'Select Default Group' });
  await defaultGroup.getByLabel('Default group').selectOption({ label: 'Clients' });
  await defaultGroup.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New users join Clients.')).toBeVisible();

  // Invite someone into Clients.
  await page.goto(`${editorUrl}/users`);
  await page.getByRole('button', { name: 'Invite Users' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Users' });
  await invite.getByLabel('Email 1').fill('Nova@Example.com');
  await expect(invite.getByLabel('Clients', { exact: true })).toBeChecked();
  await expect(invite.getByLabel('Staff', { exact: true })).not.toBeChecked();
  await invite.getByRole('button', { name: 'Send invites' }).click();
  await expect(page.getByText('You have invited 1 user').first()).toBeVisible();
  await page.goto('/dev/mailbox?to=nova@example.com');
  await page
    .getByText(/invited you to Demo Client Portal/)
    .first()
    .click();
  const invitation = await page.getByRole('link', { name: /\/account\/signup\?invitation=/ }).getAttribute('href');
  expect(invitation).toContain(`${demo.subdomain}.localhost`);

  // An anonymous visitor is sent to log in, and does not see the link.
  const visitor = await browser.newPage();
  await visitor.goto(`${PORTAL}/members`);
  await expect(visitor).toHaveURL(`${PORTAL}/account/login?redirectTo=%2Fmembers`);
  await expect(visitor.getByRole('link', { name: 'Members', exact: true })).toHaveCount(0);
  await visitor.goto(`${PORTAL}/account/signup`);
  await expect(visitor.getByRole('heading', { name: 'Join the club' })).toBeVisible();

  // The invitee signs up through the link, lands on My Account, and sees the page and its link.
  const invitee = await browser.newPage();
  await portalSignUp(invitee, invitation!, 'nova password 1');
  await expect(invitee).toHaveURL(`${PORTAL}/account`);
  await expect(invitee.getByText('nova@example.com')).toBeVisible();
  await invitee.getByRole('link', { name: 'Members', exact: true }).click();
  await expect(invitee).toHaveURL(`${PORTAL}/members`);
  await expect(invitee).toHaveTitle(/Members/);

  // Log out, log back in: back to the page that asked for it.
  await invitee.goto(`${PORTAL}/account`);
  // The header offers My Account and Log Out once logged in; My Account has its own Log Out too.
  await expect(invitee.locator('header').getByRole('link', { name: 'My Account' })).toBeVisible();
  await invitee.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
  await expect(invitee).toHaveURL(`${PORTAL}/`);
  await invitee.goto(`${PORTAL}/members`);
  await invitee.getByLabel('Email').fill('nova@example.com');
  await invitee.getByLabel('Password').fill('nova password 1');
  await invitee.getByRole('button', { name: 'Log In' }).click();
  await expect(invitee).toHaveURL(`${PORTAL}/members`);

  // A member of another group (a test user in Staff) is sent to the forbidden target, the log-in page.
  await page.goto(`${editorUrl}/users`);
  await page.getByRole('button', { name: 'Add test user' }).click();
  const testUser = page.getByRole('dialog', { name: 'Add test user' });
  await testUser.getByLabel('Email').fill('tester@example.com');
  await testUser.getByLabel('Password').fill('Te5t!pass');
  await testUser.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('Test user tester@example.com was created.').first()).toBeVisible();
  await page
    .getByRole('row', { name: /tester@example\.com/ })
    .getByRole('button', { name: 'Assign groups' })
    .click();
  const assign = page.getByRole('dialog', { name: 'Assign User' });
  await assign.getByLabel('Staff').check();
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /tester@example\.com/ }).getByText('Staff')).toBeVisible();
  const outsider = await browser.newPage();
  await outsider.goto(`${PORTAL}/account/login`);
  await outsider.getByLabel('Email').fill('tester@example.com');
  await outsider.getByLabel('Password').fill('Te5t!pass');
  await outsider.getByRole('button', { name: 'Log In' }).click();
  await expect(outsider).toHaveURL(`${PORTAL}/account`);
  await outsider.goto(`${PORTAL}/members`);
  await expect(outsider).toHaveURL(`${PORTAL}/account/login`);
  await expect(outsider.getByText('You are logged in as tester@example.com.')).toBeVisible();

  // Preview as a user in the editor shows each of them what they saw on the portal.
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Pages' }).click();
  await page
    .getByRole('list', { name: 'Pages' })
    .getByRole('link', { name: /^Members/ })
    .click();
  await expect(page.getByText('Members | Demo Client Portal')).toBeVisible();
  const previewNav = page.locator('.atrium-editor__preview .atrium-header__nav');
  const chooseViewer = async (name: RegExp) => {
    await page.getByRole('button', { name: /^(Preview as user|Previewing as)/ }).click();
    await page.getByRole('listbox', { name: 'Preview as' }).getByRole('option', { name }).click();
  };
  await chooseViewer(/nova@example\.com/);
  await expect(page.getByRole('button', { name: /^Previewing as nova/ })).toBeVisible();
  await expect(previewNav.getByRole('link', { name: 'Members', exact: true })).toBeVisible();
  await expect(page.locator('.atrium-editor__preview .atrium-preview-notice')).toHaveCount(0);
  await chooseViewer(/tester@example\.com/);
  await expect(
    page.getByText(/^The selected user tester.* does not have permission to view this page\.$/),
  ).toBeVisible();
  await expect(previewNav.getByRole('link', { name: 'Members', exact: true })).toHaveCount(0);
  await chooseViewer(/Logged-out visitor/);
  await expect(
    page.getByText('The selected user Logged-out visitor does not have permission to view this page.'),
  ).toBeVisible();
  await expect(
    page.locator('.atrium-editor__preview .atrium-header').getByRole('link', { name: 'Log In' }),
  ).toBeVisible();
  // Choosing the current viewer again goes back to editing.
  await chooseViewer(/Logged-out visitor/);
  await expect(page.getByRole('button', { name: 'Preview as user' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Header' })).toBeVisible();

  // My Account: the builder puts Name and Website on the page; Clients may only view their name.
  await page.getByRole('button', { name: 'Pages' }).click();
  await page
    .getByRole('list', { name: 'User Account' })
    .getByRole('link', { name: /My Account/ })
    .click();
  const myAccountForm = page.getByRole('complementary', { name: 'My Account Form' });
  const preview = page.locator('.atrium-editor__preview');
  await expect(myAccountForm.getByRole('button', { name: 'Save' })).toBeDisabled();
  await myAccountForm.getByRole('button', { name: 'Add Name to Profile Fields' }).click();
  await myAccountForm.getByRole('button', { name: 'Add Website to Profile Fields' }).click();
  await expect(preview.getByLabel('Website')).toBeVisible();
  await myAccountForm.getByRole('tab', { name: 'Access' }).click();
  await myAccountForm.getByLabel('Group').selectOption({ label: 'Clients' });
  await myAccountForm.getByLabel('Name', { exact: true }).selectOption({ label: 'View only' });
  // The preview follows the draft at once: a member of Clients sees their name, edits their website.
  await expect(preview.getByLabel('Name')).toHaveCount(0);
  await expect(preview.locator('dt', { hasText: /^Name$/ })).toBeVisible();
  await myAccountForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('My Account updated.').first()).toBeVisible();
  await expect(myAccountForm.getByRole('button', { name: 'Save' })).toBeDisabled();

  // On the portal, the client edits the field she may edit; it is saved to her users-table record.
  await invitee.goto(`${PORTAL}/account`);
  await expect(invitee.locator('dt', { hasText: /^Name$/ })).toBeVisible();
  await invitee.getByLabel('Website').fill('https://nova.example.com');
  await invitee.getByRole('button', { name: 'Save Profile' }).click();
  await expect(invitee.getByText('Your profile was saved.')).toBeVisible();
  await invitee.reload();
  await expect(invitee.getByLabel('Website')).toHaveValue('https://nova.example.com');

  // A session cookie of one portal means nothing on another portal with user accounts.
  await page.goto('/workspaces/0/portals/create');
  await page.getByLabel('App name').fill('Members Club');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create portal' }).click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+\?pageId=/);
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();
  await turnAccountsOn(page);
  const session = (await invitee.context().cookies(PORTAL)).find((c) => c.name === 'atrium_user');
  expect(session).toBeDefined();
  const elsewhere = await browser.newContext();
  await elsewhere.addCookies([{ name: session!.name, value: session!.value, url: OTHER_PORTAL }]);
  const stranger = await elsewhere.newPage();
  await stranger.goto(`${OTHER_PORTAL}/account`);
  await expect(stranger).toHaveURL(`${OTHER_PORTAL}/account/login?redirectTo=%2Faccount`);

  expect(consoleErrors).toEqual([]);
});

test('[LISTING] a client signs in, creates a project with the form, edits it, runs an action, and sees only their own projects', async ({
  page,
  browser,
  clientMembers,
}) => {
  // As the test above leaves its portal (the clientMembers scenario): accounts are on, Members is
  // for Clients, nova is a client.
  const PORTAL = clientMembers.portal;
  await openDemoEditor(page, clientMembers);
  await page.getByRole('button', { name: 'Pages' }).click();
  await page.getByRole('link', { name: 'Members /members' }).click();
  await expect(page.getByText('Members | Demo Client Portal')).toBeVisible();

  // A user listing of Projects, linked to the Clients users table by the Client field.
  await addUserListing(page, { table: 'Projects', linkField: 'Client' });
  const editor = listingEditor(page);
  await editor.panel('Listing Fields').getByLabel('Subtitle').selectOption({ label: 'Status' });
  await editor.step('Detailed View');
  await editor.addUpdateAction('Mark done', 'Status', 'Done');
  await editor.step('Forms');
  await editor.addFormField('Name');
  // The edit form becomes a form of its own, starting as a copy; there Name is 'Project name'.
  await editor.root.getByRole('tab', { name: 'Edit Record' }).click();
  await editor.canvas.getByRole('button', { name: 'Use a different edit form' }).click();
  await editor.form.getByRole('button', { name: 'Edit field Name', exact: true }).click();
  await editor.panel('Edit Field').getByLabel('Label').fill('Project name');
  await expect(editor.form.getByRole('button', { name: 'Edit field Project name' })).toBeVisible();
  await editor.root.getByRole('tab', { name: 'Create Record' }).click();
  await expect(editor.form.getByRole('button', { name: 'Edit field Name', exact: true })).toBeVisible();
  // Clients may view, create and edit their projects.
  const permissions = await editor.open('Permissions');
  const clients = permissions.getByRole('group', { name: 'Clients' });
  await clients.getByRole('checkbox', { name: 'Create' }).check({ force: true });
  await clients.getByRole('checkbox', { name: 'Edit' }).check({ force: true });
  await editor.saved();
  await editor.back();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // Nova, a client, signs in: none of the 30 projects is hers yet.
  const nova = await browser.newPage();
  await nova.goto(`${PORTAL}/members`);
  await nova.getByLabel('Email').fill('nova@example.com');
  await nova.getByLabel('Password').fill('nova password 1');
  await nova.getByRole('button', { name: 'Log In' }).click();
  await expect(nova).toHaveURL(`${PORTAL}/members`);
  await expect(nova.locator('.atrium-listing__card')).toHaveCount(0);

  await nova.locator('.atrium-listing__create > summary').click();
  await nova.locator('.atrium-listing__create form').getByLabel('Name').fill('Nova brand brief');
  await nova.locator('.atrium-listing__create form').getByRole('button', { name: 'Add record' }).click();
  await expect(nova.getByText('Your record was created.')).toBeVisible();
  await expect(nova.getByRole('heading', { level: 1, name: 'Nova brand brief' })).toBeVisible();
  await nova.locator('.atrium-record__edit > summary').click();
  await nova.locator('.atrium-record__edit form').getByLabel('Project name').fill('Nova brand brief v2');
  await nova.locator('.atrium-record__edit form').getByRole('button', { name: 'Save changes' }).click();
  await expect(nova.getByText('Your changes were saved.')).toBeVisible();
  await nova.getByRole('button', { name: 'Mark done' }).click();
  await expect(nova.getByText('Your changes were saved.')).toBeVisible();

  // Her listing holds her project, and only hers.
  await nova.goto(`${PORTAL}/members`);
  await expect(nova.locator('.atrium-listing__title')).toHaveText(['Nova brand brief v2']);
  await expect(nova.locator('.atrium-listing__subtitle')).toHaveText(['Done']);
  await nova.close();
});
