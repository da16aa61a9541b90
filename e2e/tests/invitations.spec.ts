import { expect, test, type Page } from '../support/scenario';
import { axeViolations } from '../support/axe';
import { logInAsDemoBuilder } from '../support/demo-login';
import { emailedLink, turnAccountsOn } from '../support/user-accounts';

/** The wizard's Blue swatch (#2563EB), as the browser computes it. */
const BLUE = 'rgb(37, 99, 235)';

/** A fresh portal from the create-portal wizard, in the builder's personal space, with the Blue accent. */
async function createBluePortal(page: Page, name: string) {
  await page.goto('/workspaces/0/portals/create');
  await page.getByLabel('App name').fill(name);
  await page.getByRole('button', { name: 'Blue #2563EB' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create portal' }).click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+\?pageId=/);
}

test('[JOURNEY-INVITE] inviting to a portal never published: warned, Publish and invite, an email that says who, what and until when, the client signs up to a live portal in its colour', async ({
  page,
  browser,
  demo,
}) => {
  await logInAsDemoBuilder(page, demo);
  await createBluePortal(page, 'Invite Works');
  await turnAccountsOn(page);

  // The Invite dialog warns: the portal was never published, invitees would find 'Not published yet'.
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Invite Users' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Users' });
  await expect(invite.getByRole('heading', { name: 'Not published yet' })).toBeVisible();
  await expect(invite.getByText(/This portal is not published yet\./)).toBeVisible();
  await expect(invite.getByRole('button', { name: 'Invite without publishing' })).toBeVisible();
  // The set-up toast may still show: its close button is named too.
  expect(await axeViolations(page)).toEqual([]);
  await invite.getByLabel('Email 1').fill('Iris@Example.com');
  await invite.getByRole('button', { name: 'Publish and invite' }).click();
  await expect(
    page.getByText('Your portal was published. Version 1 is live. You have invited 1 user').first(),
  ).toBeVisible();
  // Published now: the dialog opens without the warning, with its usual Send invites.
  await page.getByRole('button', { name: 'Invite Users' }).click();
  await expect(invite.getByRole('button', { name: 'Send invites' })).toBeVisible();
  await expect(invite.getByRole('heading', { name: 'Not published yet' })).toHaveCount(0);
  await invite.getByRole('button', { name: 'Close' }).last().click();

  // The email: who invites to which portal, what happens next, until when the link works.
  const link = await emailedLink(
    page,
    'iris@example.com',
    'invited you to Invite Works',
    /\/account\/signup\?invitation=/,
  );
  const email = page.locator('body');
  await expect(email).toContainText('invited you to Invite Works.');
  await expect(email).toContainText('Open the link below and choose a password for iris@example.com.');
  await expect(email).toContainText(/The link works once, for 14 days \(until .+ UTC\)\./);

  // The client opens the link: a live sign-up page, not 'Not published yet'; then their account.
  const client = await browser.newPage();
  const response = await client.goto(link);
  expect(response?.status()).toBe(200);
  await expect(client.getByText('Not published yet')).toHaveCount(0);
  await client.getByLabel('Password', { exact: true }).fill('iris password 1');
  await client.getByLabel('Confirm password').fill('iris password 1');
  await client.getByRole('button', { name: 'Sign Up' }).click();
  await expect(client).toHaveURL(/\/account$/);
  await expect(client.getByText('iris@example.com')).toBeVisible();

  // The wizard's colour reaches the header: the current page's link and its underline are Blue.
  await client.goto(new URL('/', link).href);
  const home = client.locator('.atrium-header__nav a[aria-current="page"]');
  await expect(home).toHaveText('Home');
  await expect(home).toHaveCSS('border-bottom-color', BLUE);
  await expect(home).toHaveCSS('color', BLUE);
  await client.close();
});

test("[JOURNEY-INVITE] an open tab drops the verification banner once the builder verified in another tab; Publish's toast opens the live portal", async ({
  page,
}) => {
  const email = `journey-invite-${test.info().testId}-${test.info().retry}-${test.info().repeatEachIndex}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Verifier');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page).toHaveURL(/\/workspaces\/0\/portals/);
  const banner = page.getByText('Please verify your email');
  await expect(banner).toBeVisible();

  // Another tab verifies through the emailed link; this one is left as it was.
  const other = await page.context().newPage();
  await other.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await other.getByText('Verify your email for Atrium').first().click();
  await other.getByRole('link', { name: /\/verify\?token=/ }).click();
  await expect(other).toHaveURL(/\/workspaces\/0\/portals|\/login/);
  await other.close();
  await expect(banner).toBeVisible();
  // Back on this tab: the banner goes without a reload.
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(banner).toHaveCount(0);

  // Publish: the toast says which version is live and opens the portal.
  await createBluePortal(page, 'Vera Portal');
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  const toast = page.getByText('Your portal was published. Version 1 is live.');
  await expect(toast).toBeVisible();
  const [portal] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'View portal' }).click(),
  ]);
  await portal.waitForLoadState();
  expect(new URL(portal.url()).hostname).toMatch(/^vera-portal(-[a-z0-9]+)?\.localhost$/);
  await expect(portal.getByRole('heading', { name: 'Vera Portal' })).toBeVisible();
});

test('[JOURNEY-INVITE] Users → Settings is one form: the welcome email in the rich-text editor, one Save for the page', async ({
  page,
  clientMembers,
}) => {
  await logInAsDemoBuilder(page, clientMembers);
  await page.goto(`/edit/${clientMembers.siteId}/users/settings`);
  await expect(page.getByRole('heading', { name: 'Welcome email' })).toBeVisible();
  // No Save per card; the rich-text editor's toolbar has the builder's styles, not the browser's.
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  const bold = page.locator('.atrium-rich-text__toolbar button').first();
  await expect(bold).toHaveCSS('border-radius', '6px');
  await expect(bold).toHaveCSS('height', '28px');
  expect(await axeViolations(page)).toEqual([]);

  // Edits in three cards, one Save.
  await page.getByLabel('After log-in').selectOption({ label: 'Sign Up' });
  await page.getByLabel('Subject').fill('');
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('Glad to have you with us.');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // A blank subject is refused on its field with the spec's message; nothing is sent.
  await save.click();
  await expect(page.getByText('Please enter a subject.')).toBeVisible();
  await page.getByLabel('Subject').fill('Welcome to the club');
  await save.click();
  await expect(page.getByText('Settings saved.').first()).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // Saved together: after a reload the page shows all three.
  await page.reload();
  await expect(page.getByLabel('After log-in')).toHaveValue('/account/signup');
  await expect(page.getByLabel('Subject')).toHaveValue('Welcome to the club');
  await expect(page.getByRole('textbox', { name: 'Body' })).toContainText('Glad to have you with us.');

  // Discard puts the saved values back.
  await page.getByLabel('Subject').fill('Something else');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('Welcome to the club');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // Leaving with unsaved changes asks first: Stay keeps them, Leave drops them.
  await page.getByLabel('Subject').fill('Not saved yet');
  await page.getByRole('tab', { name: 'Users' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByLabel('Subject')).toHaveValue('Not saved yet');
  await page.getByRole('tab', { name: 'Users' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${clientMembers.siteId}/users$`));
});
