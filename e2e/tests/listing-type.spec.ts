import { expect, test } from '../support/scenario';
import { editProjectBoard, listingEditor } from '../support/listing-editor';

const PUBLIC = 'Public listing — everyone sees the same records';
const USER = 'User listing — each signed-in person sees only their own records';
const AS_ADA =
  'Previewing as Ada Lovelace (ops@northwind.example.com): a user listing shows each person only their own records.';
const BUILDER_VIEW = "Everyone's records (builder view)";
/** Northwind Traders' five projects, in the board's order (by Name). */
const NORTHWIND = ['Content calendar', 'Customer survey', 'Email automation', 'Help centre', 'Website redesign'];

test("[LISTING-TYPE] a listing turns from public into a user listing without rebuilding it, and the preview shows a sample user's records", async ({
  page,
  clientProjects,
}) => {
  await editProjectBoard(page, clientProjects);
  const editor = listingEditor(page);
  const cards = editor.canvas.locator('.atrium-listing__card');
  await expect(cards).toHaveCount(20);
  // A public listing previews every record, with no one to preview as.
  await expect(editor.root.getByLabel('Preview as')).toHaveCount(0);

  // Data → Source: the type is a choice now; the table's only link to Clients is taken.
  const source = await editor.open('Data', 'Data Source');
  await expect(source.getByRole('radio', { name: PUBLIC })).toBeChecked();
  await source.getByText(USER, { exact: true }).click();
  await expect(source.getByRole('radio', { name: USER })).toBeChecked();
  const link = source.getByLabel('Field linking records to your users');
  await expect(link.locator('option:checked')).toHaveText('Client');

  // The preview shows the sample user, Ada (Nova signed up first but no project links to her).
  await expect(editor.root.getByText(AS_ADA)).toBeVisible();
  await expect(cards).toHaveCount(NORTHWIND.length);
  await expect(cards.locator('.atrium-listing__title')).toHaveText(NORTHWIND);
  // Every other setting is kept: the heading, the search and the Status filter.
  await expect(editor.canvas.getByRole('heading', { name: 'Project board' })).toBeVisible();
  await expect(editor.canvas.getByRole('searchbox')).toBeVisible();
  await expect(editor.canvas.getByText('In progress').first()).toBeVisible();

  // The picker: Ada is chosen; everyone's records as the builder; another user.
  const previewAs = editor.root.getByLabel('Preview as');
  await expect(previewAs.locator('option:checked')).toHaveText('Ada Lovelace (ops@northwind.example.com)');
  await previewAs.selectOption({ label: BUILDER_VIEW });
  await expect(editor.root.getByText(`${BUILDER_VIEW}: each user will see only their own.`)).toBeVisible();
  await expect(cards).toHaveCount(20);
  await previewAs.selectOption({ label: 'nova (nova@example.com)' });
  await expect(editor.root.getByText('Previewing as nova (nova@example.com):', { exact: false })).toBeVisible();
  await expect(cards).toHaveCount(0);

  // Back to public keeps the link field: turning it into a user listing again restores it.
  await source.getByText(PUBLIC, { exact: true }).click();
  await expect(link).toHaveCount(0);
  await expect(editor.root.getByLabel('Preview as')).toHaveCount(0);
  await expect(cards).toHaveCount(20);
  await source.getByText(USER, { exact: true }).click();
  await expect(link.locator('option:checked')).toHaveText('Client');

  await editor.saved();
});
