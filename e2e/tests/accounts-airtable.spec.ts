import { expect, test } from '@playwright/test';
import { PORTAL_PORT } from '../playwright.config';

test('[ACCOUNTS] a users table in Airtable: the token, the base and table pickers, and sign-up checked against the table', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo@atrium.localhost');
  await page.getByLabel('Password').fill('atrium-demo-password');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/workspaces\//);

  // The personal workspace gets an Airtable token (the fake Airtable on loopback knows 'pat-e2e').
  await page.goto('/workspaces/0');
  await page.getByRole('button', { name: 'Add access token' }).click();
  await page.getByRole('textbox', { name: /Personal access token/ }).fill('pat-e2e');
  await page.getByRole('button', { name: 'Save token' }).click();
  await expect(page.getByText('Token added')).toBeVisible();

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
  await expect(page.getByText('User accounts is now set up for this app.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await expect(page.getByText(/Airtable: Users, email field Email/)).toBeVisible();

  // Published, and on the portal only people in the Airtable table can sign up.
  await page.goto(editor);
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();
  const portal = `http://airtable-members.localhost:${PORTAL_PORT}`;
  await page.goto(`${portal}/account/signup`);
  await page.getByLabel('Email').fill('mallory@example.com');
  await page.getByLabel('Password', { exact: true }).fill('a good password');
  await page.getByLabel('Confirm password').fill('a good password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByText('Only people already registered with this portal can sign up.', { exact: false }).first(),
  ).toBeVisible();

  await page.getByLabel('Email').fill('grace.hopper@example.com');
  await page.getByLabel('Password', { exact: true }).fill('a good password');
  await page.getByLabel('Confirm password').fill('a good password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(`${portal}/account`);
  await expect(page.getByText('grace.hopper@example.com').first()).toBeVisible();
});
