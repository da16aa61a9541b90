import { expect, test, watchCspViolations, type Page } from '../support/scenario';
import { logInAsDemoBuilder } from '../support/demo-login';

/** Hovers section `index` of the editor's preview and clicks one of its tools. */
async function sectionTool(page: Page, index: number, name: string) {
  const frame = page.locator('.atrium-editor__preview .atrium-section-frame').nth(index);
  await frame.hover();
  await frame.getByRole('button', { name, exact: true }).first().click();
}

test('[TEAM] the owner invites a person, who accepts through the mailbox, edits a portal page and loses access when removed', async ({
  page,
  browser,
  demo,
}) => {
  const teammateEmail = `teammate-${Date.now()}@example.com`;
  const ownerErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('favicon')) ownerErrors.push(m.text());
  });

  // The owner opens the Demo Agency workspace and its Invite Team card.
  await logInAsDemoBuilder(page, demo);
  await page.getByRole('link', { name: 'Demo Agency' }).click();
  await expect(page).toHaveURL(/\/workspaces\/[1-9]\d*$/);
  await page.getByRole('link', { name: 'Invite Team' }).click();
  await expect(page).toHaveURL(/\/workspaces\/[1-9]\d*\/members$/);
  const membersUrl = page.url();
  await expect(page.getByText('No pending invitations')).toBeVisible();

  // Invalid input shows the message; Enter sends a valid address.
  const emailField = page.getByLabel('Email address');
  await emailField.fill('not an email');
  await emailField.press('Tab');
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await emailField.fill(teammateEmail);
  await emailField.press('Enter');
  await expect(page.getByText(`Invitation sent to ${teammateEmail}.`)).toBeVisible();
  await expect(emailField).toHaveValue('');
  const pendingRow = page.getByRole('row', { name: new RegExp(teammateEmail) });
  await expect(pendingRow).toBeVisible();
  await expect(pendingRow.getByRole('button', { name: `Resend the invitation to ${teammateEmail}` })).toBeVisible();

  // The teammate, in a browser of their own, finds the email in the mailbox and signs up.
  const teammateContext = await browser.newContext();
  const teammateViolations: string[] = [];
  await watchCspViolations(teammateContext, teammateViolations);
  const teammate = await teammateContext.newPage();
  await teammate.goto('/dev/mailbox');
  await teammate.getByText('invited you to Demo Agency on Atrium').first().click();
  await expect(teammate.getByText(`To ${teammateEmail}`)).toBeVisible();
  await teammate.getByRole('link', { name: /\/invitations\// }).click();
  await expect(teammate.getByRole('heading', { name: 'Join Demo Agency' })).toBeVisible();
  await expect(teammate.getByLabel('Email')).toHaveValue(teammateEmail);
  await teammate.getByLabel('First name').fill('Tess');
  await teammate.getByLabel('Last name').fill('Mate');
  await teammate.getByLabel('Password').fill('a long enough password');
  await teammate.getByRole('button', { name: 'Create account and join' }).click();
  await expect(teammate).toHaveURL(/\/workspaces\/[1-9]\d*$/);
  await expect(teammate.getByText('You joined the workspace. Its portals are yours to edit now.')).toBeVisible();
  // The link proved the address: no verification banner.
  await expect(teammate.getByText(/verify your email/i)).toHaveCount(0);

  // The owner sees them as a member; the invitation is no longer pending.
  await page.reload();
  await expect(page.getByRole('row', { name: /Tess Mate/ })).toBeVisible();
  await expect(page.getByText('No pending invitations')).toBeVisible();

  // The teammate edits the home page of the workspace's portal; autosave keeps it.
  await teammate.getByRole('link', { name: 'Edit Demo Client Portal' }).click();
  await expect(teammate).toHaveURL(/\/edit\/[a-z0-9]+/);
  const editorUrl = teammate.url();
  await sectionTool(teammate, 0, 'Edit section');
  const drawer = teammate.getByRole('complementary', { name: 'Edit Content' });
  await drawer.getByLabel('Heading', { exact: true }).fill('Welcome, from the whole team');
  await expect(teammate.locator('.atrium-editor__preview h1').first()).toHaveText('Welcome, from the whole team');
  await expect(teammate.getByText('All changes saved')).toBeVisible();
  await teammate.reload();
  await expect(teammate.locator('.atrium-editor__preview h1').first()).toHaveText('Welcome, from the whole team');

  // The owner removes them, after a confirmation.
  await page.goto(membersUrl);
  await page.getByRole('button', { name: 'Remove Tess Mate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Tess Mate from Demo Agency?' });
  await confirm.getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByText('Tess Mate was removed from the workspace.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Tess Mate/ })).toHaveCount(0);

  // The open editor's next autosave is refused, and the portal and workspace are gone for them.
  await sectionTool(teammate, 0, 'Edit section');
  await teammate
    .getByRole('complementary', { name: 'Edit Content' })
    .getByLabel('Heading', { exact: true })
    .fill('Edited after removal');
  await expect(teammate.getByText("Couldn't save", { exact: true })).toBeVisible();
  await teammate.goto(editorUrl);
  await expect(teammate.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(teammate.getByText('Portal not found')).toBeVisible();
  await teammate.goto('/workspaces/0/portals');
  await expect(teammate.getByRole('link', { name: 'Demo Agency' })).toHaveCount(0);

  // What they saved while a member stays; what they typed afterwards never arrived.
  await page.getByRole('link', { name: 'Demo Agency' }).click();
  await page.getByRole('link', { name: 'Edit Demo Client Portal' }).click();
  await expect(page.locator('.atrium-editor__preview h1').first()).toHaveText('Welcome, from the whole team');

  await teammateContext.close();
  expect(teammateViolations, 'Content-Security-Policy violations (teammate)').toEqual([]);
  expect(ownerErrors).toEqual([]);
});

test('[TEAM] the owner revokes and resends invitations with confirmations; a collaborator leaves; another account is refused', async ({
  page,
  browser,
  demo,
}) => {
  const stamp = Date.now();
  const revokedEmail = `revoked-${stamp}@example.com`;
  const leaverEmail = `leaver-${stamp}@example.com`;
  await logInAsDemoBuilder(page, demo);
  await page.getByRole('link', { name: 'Demo Agency' }).click();
  await page.getByRole('link', { name: 'Invite Team' }).click();
  for (const email of [revokedEmail, leaverEmail]) {
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  }

  const person = await (async () => {
    const context = await browser.newContext();
    const violations: string[] = [];
    await watchCspViolations(context, violations);
    return { context, violations, page: await context.newPage() };
  })();
  /** Opens the newest invitation email to an address in the mailbox. */
  const openNewestEmail = async (to: string) => {
    await person.page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    await person.page.getByText('invited you to Demo Agency on Atrium').first().click();
    await expect(person.page).toHaveURL(/\/dev\/mailbox\/[^/?]+$/);
  };
  const openInvitation = async (to: string) => {
    await openNewestEmail(to);
    await person.page.getByRole('link', { name: /\/invitations\// }).click();
  };

  // Revoke: a confirmation, a toast, and the link says it was revoked.
  await page.getByRole('button', { name: `Revoke the invitation to ${revokedEmail}` }).click();
  const revoke = page.getByRole('dialog', { name: `Revoke the invitation to ${revokedEmail}?` });
  await revoke.getByRole('button', { name: 'Cancel' }).click();
  await expect(revoke).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(revokedEmail) })).toBeVisible();
  await page.getByRole('button', { name: `Revoke the invitation to ${revokedEmail}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(page.getByText(`Invitation to ${revokedEmail} revoked.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(revokedEmail) })).toHaveCount(0);
  await openInvitation(revokedEmail);
  await expect(person.page.getByRole('heading', { name: 'Invitation revoked' })).toBeVisible();
  await expect(person.page.getByText('This invitation was revoked.')).toBeVisible();

  // Resend: the first link stops working, the new one signs the person up.
  await openNewestEmail(leaverEmail);
  const firstLink = await person.page.getByRole('link', { name: /\/invitations\// }).getAttribute('href');
  await page.getByRole('button', { name: `Resend the invitation to ${leaverEmail}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Resend invitation' }).click();
  await expect(page.getByText(`Invitation sent again to ${leaverEmail}.`)).toBeVisible();
  await person.page.goto(firstLink!);
  await expect(person.page.getByRole('heading', { name: 'Invitation not found' })).toBeVisible();
  await openInvitation(leaverEmail);
  await person.page.getByLabel('First name').fill('Lee');
  await person.page.getByLabel('Password').fill('a long enough password');
  await person.page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(person.page).toHaveURL(/\/workspaces\/[1-9]\d*$/);

  // The collaborator leaves from the members page and lands on My Portals.
  await person.page.getByRole('link', { name: 'Invite Team' }).click();
  await expect(person.page.getByText('Send invite')).toHaveCount(0);
  await person.page.getByRole('button', { name: 'Leave workspace' }).click();
  await person.page
    .getByRole('dialog', { name: 'Leave Demo Agency?' })
    .getByRole('button', { name: 'Leave workspace' })
    .click();
  await expect(person.page).toHaveURL(/\/workspaces\/0\/portals$/);
  await expect(person.page.getByText('You left Demo Agency.')).toBeVisible();
  await expect(person.page.getByRole('link', { name: 'Demo Agency' })).toHaveCount(0);

  // The owner, still signed in, opens an invitation meant for someone else: refused, with a way out.
  const otherEmail = `other-${stamp}@example.com`;
  await page.getByLabel('Email address').fill(otherEmail);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText(`Invitation sent to ${otherEmail}.`)).toBeVisible();
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(otherEmail)}`);
  await page.getByText('invited you to Demo Agency on Atrium').first().click();
  await page.getByRole('link', { name: /\/invitations\// }).click();
  await expect(page.getByRole('heading', { name: 'This invitation is for someone else' })).toBeVisible();
  await expect(
    page.getByText(`This invitation is for ${otherEmail}, but you are logged in as ${demo.email}.`),
  ).toBeVisible();
  await page.getByRole('button', { name: `Log out and continue as ${otherEmail}` }).click();
  await expect(page.getByRole('heading', { name: 'Join Demo Agency' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account and join' })).toBeVisible();

  await person.context.close();
  expect(person.violations, 'Content-Security-Policy violations (collaborator)').toEqual([]);
});
