import { expect, test } from '../support/scenario';
import { editProjectBoard, listingEditor } from '../support/listing-editor';
import { openDemoEditor } from '../support/demo-login';

test('[LISTING] a grid listing of a built-in table: connect it, pick its fields, publish, then search and filter it on the portal', async ({
  page,
  demo,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('favicon')) consoleErrors.push(message.text());
  });
  await openDemoEditor(page, demo);

  // A page of its own for the listing.
  await page.getByRole('button', { name: 'Add Page' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Page' });
  await create.getByLabel('Name').fill('Project Board');
  await create.getByRole('button', { name: 'Create Page' }).click();
  await expect(page.getByText('Your page is empty - Start by adding a section to your page')).toBeVisible();

  // Add Section: Grid, the first layout; the connect-data wizard opens.
  await page.getByRole('button', { name: 'Add Section' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Section' });
  await modal.getByRole('tab', { name: 'Grid' }).click();
  await expect(modal.locator('.atrium-add-section__thumb .atrium-listing__card').first()).toBeAttached();
  await modal.getByRole('button', { name: /Add Grid layout 1/ }).click();
  const connect = page.getByRole('dialog', { name: "Let's Connect" });
  await expect(connect).toBeVisible();
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect.getByText('Which table should we use?')).toBeVisible();
  await connect.getByLabel('Table', { exact: true }).selectOption({ label: 'Projects' });
  await connect.getByLabel('Default sort').selectOption('field');
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect.getByText('Which field do you want to sort by?')).toBeVisible();
  await connect.getByLabel('Sort field').selectOption({ label: 'Name' });
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect).toBeHidden();

  // The listing editor opens on the Listing step with its fields; its preview shows real records.
  const editor = listingEditor(page);
  const canvas = editor.canvas;
  await expect(canvas.locator('.atrium-listing__card')).toHaveCount(20);
  await editor.panel('Listing Fields').getByLabel('Subtitle').selectOption({ label: 'Status' });
  await expect(canvas.locator('.atrium-listing__subtitle').first()).toHaveText(
    /Planning|In progress|Review|Done|On hold|Active/,
  );
  const header = await editor.open('Header');
  await header.getByLabel('Heading', { exact: true }).fill('Project board');
  await expect(canvas.getByRole('heading', { name: 'Project board' })).toBeVisible();
  // One panel at a time.
  await expect(editor.panel('Listing Fields')).toBeHidden();
  // Pagination: a Load more button instead of page links.
  const appearancePanel = await editor.open('Appearance', 'Listing Appearance');
  await appearancePanel.getByRole('tab', { name: 'Pagination' }).click();
  await appearancePanel.getByLabel('Pagination style').selectOption({ label: 'Load more button' });
  await expect(canvas.getByRole('link', { name: 'Load more' })).toBeVisible();
  // A new listing has no search and no filters (spec doc 2 §5); the builder adds search in Name
  // and a tag filter on Status.
  await expect(canvas.getByRole('searchbox')).toHaveCount(0);
  const search = await editor.open('Search');
  await search.getByRole('checkbox', { name: 'Name', exact: true }).check({ force: true });
  await expect(canvas.getByRole('searchbox')).toBeVisible();
  const filterPanel = await editor.open('Filters');
  await expect(filterPanel.getByText('You have no filters set up.')).toBeVisible();
  await filterPanel.getByLabel('Filter by').selectOption({ label: 'Field' });
  await filterPanel.getByRole('checkbox', { name: 'Status', exact: true }).check({ force: true });
  await filterPanel.getByRole('tab', { name: 'Settings' }).click();
  await filterPanel.getByLabel('Status shown as').selectOption({ label: 'Tags' });
  await expect(canvas.getByRole('navigation', { name: 'Status' })).toBeVisible();

  // Detailed View: a card opens its record there; SEO from fields, pretty URLs synced from Name.
  const firstCardName = (await canvas.locator('.atrium-listing__title a').first().textContent()) ?? '';
  await canvas.locator('.atrium-listing__title a').first().click();
  await expect(editor.root.getByRole('tab', { name: 'Detailed View' })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('heading', { level: 1, name: firstCardName })).toBeVisible();
  const seo = await editor.open('SEO Settings');
  await seo.getByLabel('Meta description').selectOption({ label: 'Notes' });
  const prettyUrl = await editor.open('Pretty URL');
  await prettyUrl.getByLabel('Pretty URL field').selectOption({ label: 'Name' });
  await prettyUrl.getByRole('button', { name: 'Save and Sync' }).click();
  await expect(page.getByText(/Successfully synced \d+ of 3\d\./)).toBeVisible();

  // The record page: two columns with a block of fields, added from Add Block.
  const appearance = await editor.open('Appearance');
  await appearance.getByLabel('Record page layout').selectOption('columns');
  const addBlock = await editor.open('Add Block');
  await addBlock
    .getByRole('region', { name: 'Description Lists' })
    .getByRole('button', { name: /^Fields/ })
    .click();
  const editBlock = editor.panel('Edit Block');
  await editBlock.getByLabel('Block title').fill('About this project');
  await editBlock.getByRole('checkbox', { name: 'Notes' }).check({ force: true });
  await expect(canvas.getByRole('heading', { level: 2, name: 'About this project' })).toBeVisible();
  // Linked Records offers the table's link fields: the project's Client, which editors may link.
  const addLinked = await editor.open('Add Block');
  await addLinked
    .getByRole('region', { name: 'Linked Records' })
    .getByRole('button', { name: /^Client/ })
    .click();
  const linkedBlock = editor.panel('Edit Block');
  await linkedBlock.getByRole('tab', { name: 'Actions' }).click();
  await linkedBlock.getByLabel('People who may edit the record can link and unlink records').check({ force: true });
  await expect(canvas.getByRole('heading', { level: 2, name: 'Client' })).toBeVisible();
  // A record action that marks a project done.
  await editor.addUpdateAction('Mark done', 'Status', 'Done');

  // Forms: the form builder, on the Create Record form (the listing has none yet).
  await editor.step('Forms');
  await expect(editor.root.getByRole('tab', { name: 'Create Record' })).toHaveAttribute('aria-selected', 'true');
  await expect(editor.form.getByText('Nothing to show yet')).toBeVisible();
  // Name (required) and Status, in a first group.
  const nameField = await editor.addFormField('Name');
  await nameField.getByLabel('Required').check({ force: true });
  await editor.addFormField('Status');
  await expect(editor.form.locator('.atrium-field__required')).toHaveCount(1);
  await expect(editor.form.locator('.atrium-form-builder__submit')).toHaveText('Add record');
  // The edit form is the create form until the builder separates them.
  await editor.root.getByRole('tab', { name: 'Edit Record' }).click();
  await expect(canvas.getByText('People edit records with the Create Record form.')).toBeVisible();
  await editor.root.getByRole('tab', { name: 'Create Record' }).click();
  await expect(editor.form.getByRole('button', { name: 'Edit field Name', exact: true })).toBeVisible();
  // A link field: people choose the project's client among the Clients, shown by their email.
  const clientField = await editor.addFormField('Client');
  await clientField.getByLabel('Title field').selectOption({ label: 'Email' });
  await clientField.getByLabel('Add record text').fill('Add a client');
  await expect(editor.form.getByRole('button', { name: 'Edit field Client', exact: true })).toBeVisible();
  // Permissions: anyone may create and edit (and so view) these records.
  const permissions = await editor.open('Permissions');
  const anyone = permissions.getByRole('group', { name: 'Anyone' });
  await anyone.getByRole('checkbox', { name: 'Create' }).check({ force: true });
  await anyone.getByRole('checkbox', { name: 'Edit' }).check({ force: true });
  await expect(anyone.getByRole('checkbox', { name: 'Edit' })).toBeChecked();
  await editor.saved();
  await editor.back();

  // Saved into the page: the page's preview has the create form too; submitting it only says where to try it.
  const preview = page.locator('.atrium-editor__preview');
  await expect(preview.locator('.atrium-listing__create')).toBeVisible();
  await preview.locator('.atrium-listing__create > summary').click();
  await preview.locator('.atrium-listing__create form button[type="submit"]').click();
  await expect(page.getByText('Preview only. You can test form submission in the live app.')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Project board' })).toBeVisible();

  // Publish.
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // On the portal: the records are in the server's HTML; search and filters live in the URL.
  const portal = `${demo.portal}/project-board`;
  await page.goto(portal);
  await expect(page.getByRole('heading', { name: 'Project board' })).toBeVisible();
  const cards = page.locator('.atrium-listing__card');
  await expect(cards).toHaveCount(20);
  const firstTitle = (await page.locator('.atrium-listing__title').first().textContent()) ?? '';
  const word = firstTitle.split(' ')[0]!;
  // Typing searches after a pause, in place (no page load), and the URL follows.
  await page.evaluate(() => ((window as unknown as { __listingMarker: string }).__listingMarker = 'same-page'));
  await page.getByRole('searchbox').fill(word);
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word)}`));
  await expect(page.locator('.atrium-listing__title').first()).toContainText(word);
  const found = await cards.count();
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(20);
  expect(await page.evaluate(() => (window as unknown as { __listingMarker?: string }).__listingMarker)).toBe(
    'same-page',
  );
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue(word);
  await expect(cards).toHaveCount(found);

  // A tag filter: a link, so the URL (and the back button) keep the state.
  await page.goto(portal);
  const tags = page.getByRole('navigation', { name: 'Status' });
  const firstTag = tags.getByRole('link').first();
  const tagName = (await firstTag.textContent()) ?? '';
  await firstTag.click();
  await expect(page).toHaveURL(/f\./);
  await expect(tags.getByRole('link', { name: tagName })).toHaveAttribute('aria-current', 'true');
  const subtitles = await page.locator('.atrium-listing__subtitle').allTextContents();
  expect(subtitles.length).toBeGreaterThan(0);
  expect(new Set(subtitles)).toEqual(new Set([tagName]));
  await page.goBack();
  await expect(cards).toHaveCount(20);
  // Load more adds the next records under these, in place; the URL stays.
  const before = page.url();
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(20);
  expect(page.url()).toBe(before);
  await expect(page.locator('.atrium-listing__card').nth(20).locator('a').first()).toBeFocused();

  // A record at its pretty URL, with its title and Open Graph tags in the server's HTML.
  const title = page.locator('.atrium-listing__title a').first();
  const recordName = (await title.textContent()) ?? '';
  await title.click();
  await expect(page).toHaveURL(/\/project-board\/[a-z0-9-]+$/);
  expect(page.url()).not.toMatch(/\/rec[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: recordName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'About this project' })).toBeVisible();
  await expect(page.locator('.atrium-record__blocks--columns dt')).toHaveText(['Notes']);
  // The browser fetches the server's HTML as a crawler would see it (Node cannot resolve *.localhost).
  const fetchText = (url: string) => page.evaluate(async (u) => (await fetch(u)).text(), url);
  const html = await fetchText(page.url());
  expect(html).toContain(`<title>${recordName} | Demo Client Portal</title>`);
  expect(html).toContain(`<meta property="og:title" content="${recordName}"/>`);
  expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
  const sitemap = await fetchText(`${demo.portal}/sitemap.xml`);
  expect(sitemap).toContain(`<loc>${page.url()}</loc>`);

  // A visitor adds a project with the form, edits it on its page and marks it done.
  await page.goto(portal);
  await page.locator('.atrium-listing__create > summary').click();
  const createForm = page.locator('.atrium-listing__create form');
  await createForm.getByLabel('Name').fill('E2E launch plan');
  await createForm.getByLabel('Status').selectOption({ index: 1 });
  const client = createForm.getByRole('group', { name: 'Client' });
  await client.getByText('Add a client').click();
  await client.getByRole('checkbox', { name: 'ops@northwind.example.com' }).check();
  await createForm.getByRole('button', { name: 'Add record' }).click();
  await expect(page.getByText('Your record was created.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E launch plan' })).toBeVisible();
  // The edit form shows the client chosen; another one is added beside it.
  await page.locator('.atrium-record__edit > summary').click();
  const editForm = page.locator('.atrium-record__edit form');
  const editClient = editForm.getByRole('group', { name: 'Client' });
  await expect(editClient.getByRole('checkbox', { name: 'ops@northwind.example.com' })).toBeChecked();
  await editForm.getByLabel('Name').fill('E2E launch plan v2');
  await editClient.getByText('Add a client').click();
  await editClient.getByRole('checkbox', { name: 'hello@blueharbor.example.com' }).check();
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E launch plan v2' })).toBeVisible();
  await page.locator('.atrium-record__edit > summary').click();
  await expect(editClient.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark done' }).click();
  await expect(page.locator('.atrium-record__subtitle')).toHaveText('Done');
  // The record's Client block lists both clients; the visitor (anyone may edit) unlinks Northwind
  // and links Cedar & Pine instead (records not linked yet are offered by name).
  const clientBlock = page.locator('.atrium-record__block--linked');
  const linkedTitles = clientBlock.locator('.atrium-record__linked-title');
  await expect(linkedTitles).toHaveCount(2);
  await clientBlock.getByRole('button', { name: 'Unlink Northwind Traders' }).click();
  await expect(page.getByText('The record was unlinked.')).toBeVisible();
  await expect(linkedTitles).toHaveText(['Blue Harbor Dental']);
  const clientChoice = clientBlock.getByLabel('Link a record');
  // Clients not linked to it are offered by name (other tests may have added unnamed ones).
  await expect
    .poll(async () => (await clientChoice.locator('option').allTextContents()).filter((t) => t !== 'Unnamed record'))
    .toEqual([
      '—',
      'Cedar & Pine Architects',
      'Lumen Fitness',
      'Northwind Traders',
      'Oakridge Veterinary',
      'Saffron Kitchen',
    ]);
  await clientChoice.selectOption({ label: 'Cedar & Pine Architects' });
  await clientBlock.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByText('The record was linked.')).toBeVisible();
  await expect(linkedTitles).toHaveCount(2);
  await expect(clientBlock).toContainText('Cedar & Pine Architects');
  expect(consoleErrors).toEqual([]);
});

test('[LISTING-AUTOSAVE] the listing editor saves as you edit, and undo brings the last change back', async ({
  page,
  projectBoard,
}) => {
  await editProjectBoard(page, projectBoard);
  const editor = listingEditor(page);
  // No Save changes: the bar has the page editor's autosave status, Undo and Redo.
  await expect(editor.root.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  const undo = editor.root.getByRole('button', { name: 'Undo', exact: true });
  const redo = editor.root.getByRole('button', { name: 'Redo', exact: true });
  await expect(undo).toBeDisabled();
  const header = await editor.open('Header');
  const heading = header.getByLabel('Heading', { exact: true });
  await heading.fill('Autosaved board');
  await expect(editor.canvas.getByRole('heading', { name: 'Autosaved board' })).toBeVisible();
  await editor.saved();

  // Reloaded, the editor has it: it went into the page's draft.
  await page.reload();
  const frame = page.locator('.atrium-editor__preview .atrium-section-frame').first();
  await expect(frame.getByRole('heading', { name: 'Autosaved board' })).toBeVisible();
  await frame.hover();
  await frame.getByRole('button', { name: 'Edit Listing', exact: true }).click();
  await expect(editor.canvas.getByRole('heading', { name: 'Autosaved board' })).toBeVisible();
  await expect(undo).toBeDisabled();

  // Typing is one undo step: Undo brings the last heading back, and autosave saves that too.
  const again = await editor.open('Header');
  await again.getByLabel('Heading', { exact: true }).fill('');
  await again.getByLabel('Heading', { exact: true }).pressSequentially('Board v2');
  await expect(editor.canvas.getByRole('heading', { name: 'Board v2' })).toBeVisible();
  await editor.saved();
  await undo.click();
  await expect(editor.canvas.getByRole('heading', { name: 'Autosaved board' })).toBeVisible();
  await expect(undo).toBeDisabled();
  await editor.saved();
  // The keys as in the page editor: Shift+Ctrl+Z redoes, Ctrl+Z undoes.
  await redo.focus();
  await page.keyboard.press('Shift+Control+Z');
  await expect(editor.canvas.getByRole('heading', { name: 'Board v2' })).toBeVisible();
  await page.keyboard.press('Control+Z');
  await expect(editor.canvas.getByRole('heading', { name: 'Autosaved board' })).toBeVisible();
  await editor.saved();

  // A value that is not valid stays in its field, out of the page, and the status says so.
  const tooLong = again.getByLabel('Heading', { exact: true });
  await tooLong.fill('x'.repeat(301));
  await expect(again.getByText(/at most 300/)).toBeVisible();
  await expect(editor.status).toContainText('Not saved until valid');
  await expect(editor.canvas.getByRole('heading', { name: 'Autosaved board' })).toBeVisible();
  await tooLong.fill('Autosaved board');
  await editor.saved();

  // Back to editor just goes back; the page shows what was saved.
  await editor.back();
  await expect(frame.getByRole('heading', { name: 'Autosaved board' })).toBeVisible();

  // The draft changed in another tab: the listing editor says so, as the page editor does.
  const other = await page.context().newPage();
  await other.goto(page.url());
  const otherFrame = other.locator('.atrium-editor__preview .atrium-section-frame').first();
  await otherFrame.hover();
  await otherFrame.getByRole('button', { name: 'Edit Listing', exact: true }).click();
  const otherEditor = listingEditor(other);
  await (await otherEditor.open('Header')).getByLabel('Heading', { exact: true }).fill('Edited elsewhere');
  await otherEditor.saved();
  await other.close();
  await frame.hover();
  await frame.getByRole('button', { name: 'Edit Listing', exact: true }).click();
  await (await editor.open('Header')).getByLabel('Heading', { exact: true }).fill('Edited here');
  await expect(editor.status).toHaveText('Changed elsewhere');
  await expect(editor.root.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('[LISTING] records in a modal: the builder switches the detail view, the portal opens records over the listing', async ({
  page,
  projectBoard,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('favicon')) consoleErrors.push(message.text());
  });
  // The first test's listing opens records on pages; now they open in a modal.
  const preview = await editProjectBoard(page, projectBoard);
  const editor = listingEditor(page);
  await editor.step('Detailed View');
  const appearance = editor.panel('Appearance');
  await appearance.getByLabel('Open a record').selectOption('modal');
  await appearance.getByLabel('Modal size').selectOption('4xl');
  await editor.saved();
  await editor.back();
  // In the preview a card opens its record in the modal (a real record), and closes again.
  const firstCard = preview.locator('.atrium-listing__title a').first();
  await expect(firstCard).toHaveAttribute('href', /^\?record=/);
  const firstName = (await firstCard.textContent()) ?? '';
  await firstCard.click();
  const previewDialog = preview.getByRole('dialog');
  await expect(previewDialog.getByRole('heading', { level: 2, name: firstName })).toBeVisible();
  await previewDialog.getByRole('link', { name: 'Close' }).click();
  await expect(previewDialog).toBeHidden();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // On the portal: a card opens its record over the listing, in place, and the URL says which.
  const portal = `${projectBoard.portal}/project-board`;
  await page.goto(portal);
  await page.evaluate(() => ((window as unknown as { __listingMarker: string }).__listingMarker = 'same-page'));
  const titles = page.locator('.atrium-listing__title a');
  const names = await titles.allTextContents();
  await titles.nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2, name: names[1] })).toBeVisible();
  await expect(page).toHaveURL(/\?record=[a-z0-9-]+$/);
  await expect(dialog).toBeFocused();
  // Previous and Next walk the listing's records.
  await dialog.getByRole('link', { name: 'Next record' }).click();
  await expect(dialog.getByRole('heading', { level: 2, name: names[2] })).toBeVisible();
  await dialog.getByRole('link', { name: 'Previous record' }).click();
  await expect(dialog.getByRole('heading', { level: 2, name: names[1] })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __listingMarker?: string }).__listingMarker)).toBe(
    'same-page',
  );
  // Escape closes it; Back opens the record again; a reload keeps it (the URL is the state).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(portal);
  await page.goBack();
  await expect(dialog.getByRole('heading', { level: 2, name: names[1] })).toBeVisible();
  await page.reload();
  await expect(dialog.getByRole('heading', { level: 2, name: names[1] })).toBeVisible();

  // Editing in the modal saves and comes back to the same record.
  await dialog.locator('.atrium-record__edit > summary').click();
  await dialog.locator('.atrium-record__edit form').getByLabel('Name').fill(`${names[1]} (edited)`);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2, name: `${names[1]} (edited)` })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('[LISTING] a Form section: the builder arranges groups and fields in the form builder, people submit records on the portal', async ({
  page,
  projectBoard,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('favicon')) consoleErrors.push(message.text());
  });
  await page.setViewportSize({ width: 1400, height: 1100 });
  await openDemoEditor(page, projectBoard);
  await page.getByRole('button', { name: 'Add Page' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Page' });
  await create.getByLabel('Name').fill('Project Request');
  await create.getByRole('button', { name: 'Create Page' }).click();
  await expect(page.getByText('Your page is empty - Start by adding a section to your page')).toBeVisible();

  // Add Section: Form; it connects a table and starts with a group of its fields.
  await page.getByRole('button', { name: 'Add Section' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Section' });
  await modal.getByRole('tab', { name: 'Form' }).click();
  await modal.getByRole('button', { name: /Add Form layout 1/ }).click();
  const connect = page.getByRole('dialog', { name: "Let's Connect" });
  await connect.getByLabel('Table', { exact: true }).selectOption({ label: 'Projects' });
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect).toBeHidden();

  // The listing editor opens on the Form step: the form builder's canvas, no panel yet.
  const editor = listingEditor(page);
  await expect(editor.root.locator('.atrium-listing-editor__steps').getByRole('tab')).toHaveText([
    'Form',
    'Success Screen',
  ]);
  const form = editor.form;
  await expect(form.getByRole('button', { name: 'Edit field Name', exact: true })).toBeVisible();
  await expect(editor.root.getByRole('complementary')).toHaveCount(0);

  // Selecting the group opens Edit Group; selecting it again closes it.
  const group = editor.panel('Edit Group');
  await form.getByRole('button', { name: 'Edit group Group 1' }).click();
  await group.getByLabel('Group Title').fill('Your project');
  await expect(form.getByRole('region', { name: 'Group Your project' })).toBeVisible();
  await form.getByRole('button', { name: 'Edit group Your project' }).click();
  await expect(group).toBeHidden();

  // A second group opens for editing as it is added; the keyboard drags it above the first, and
  // says what happens.
  await form.getByRole('button', { name: 'Add Group', exact: true }).click();
  await group.getByLabel('Group Title').fill('Contact');
  const announced = form.locator('[id^="DndLiveRegion"]');
  await form.getByRole('button', { name: 'Drag group Contact' }).focus();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Picked up group Contact.');
  await page.keyboard.press('ArrowUp');
  await expect(announced).toHaveText('Group Contact is over group Your project.');
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Group Contact was dropped at group Your project.');
  await expect(form.locator('.atrium-form-builder__group-title')).toHaveText(['Contact', 'Your project']);

  // Client email is dragged with the mouse from Your project into Contact.
  const contact = form.getByRole('region', { name: 'Group Contact' });
  await editor.drag(
    form.getByRole('button', { name: 'Drag field Client email' }),
    contact.locator('.atrium-form-builder__group-end'),
  );
  await expect(contact.getByRole('button', { name: 'Edit field Client email' })).toBeVisible();
  await expect(
    form.getByRole('region', { name: 'Group Your project' }).getByRole('button', { name: 'Edit field Client email' }),
  ).toHaveCount(0);

  // A new field says 'Select Field' until it has a table field, and only then can be required.
  await form.getByRole('button', { name: 'Add Field to group Contact' }).click();
  const field = editor.panel('Edit Field');
  await expect(contact.getByRole('button', { name: /^Select Field/ })).toBeVisible();
  await expect(field.getByLabel('Required')).toBeDisabled();
  await field.getByLabel('Table Field').selectOption({ label: 'Website' });
  await expect(field.getByLabel('Required')).toBeEnabled();
  await expect(contact.getByRole('button', { name: 'Edit field Website' })).toBeVisible();
  await form.getByRole('button', { name: 'Move field Website up' }).click();
  await expect(contact.locator('.atrium-form-builder__field label')).toHaveText(['Website', 'Client email']);

  // Name becomes required; the keyboard selects a field too.
  await form.getByRole('button', { name: 'Edit field Name', exact: true }).click();
  await field.getByLabel('Required').check({ force: true });
  await expect(form.locator('.atrium-field__required')).toHaveCount(1);
  await form.getByRole('button', { name: 'Edit field Status' }).focus();
  await page.keyboard.press('Enter');
  await expect(field.getByLabel('Table Field').locator('option:checked')).toHaveText('Status');
  // The keyboard drags fields too: Budget goes above Status.
  const yourProject = form.getByRole('region', { name: 'Group Your project' });
  await yourProject.getByRole('button', { name: 'Drag field Budget' }).focus();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Picked up field Budget.');
  await page.keyboard.press('ArrowUp');
  await expect(announced).toHaveText('Field Budget is over field Status.');
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Field Budget was dropped at field Status.');
  await expect(yourProject.locator('.atrium-form-builder__field label')).toHaveText([
    /^Name/,
    'Budget',
    'Status',
    'Due date',
    'Active',
  ]);

  // Edit Submit Button: its label; the redirect page is picked from the portal's pages (not used here).
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  const submit = editor.panel('Edit Submit Button');
  await expect(field).toBeHidden();
  await submit.getByLabel('Button Label').fill('Request project');
  await expect(form.getByRole('button', { name: 'Request project' })).toBeVisible();
  await submit.getByLabel('Go to a page after submitting').check({ force: true });
  await expect(submit.getByLabel('Page', { exact: true }).locator('option')).toContainText([
    'Choose a page',
    'Project Request',
  ]);
  await submit.getByLabel('Go to a page after submitting').uncheck({ force: true });
  await expect(submit.getByLabel('Page', { exact: true })).toBeHidden();

  // Styles: the dark theme sets its colours.
  const styles = await editor.open('Styles');
  await styles.getByLabel('Theme').selectOption('dark');
  await expect(editor.canvas.locator('.atrium-custom-form--dark')).toBeVisible();

  // Edit Form: the success screen's title and rich message, with a live preview.
  const settings = await editor.open('Edit Form');
  await settings.getByLabel('Success Title').fill('Request received');
  await settings.getByRole('textbox', { name: 'Success Message' }).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Thanks, we will be in touch.');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+B');
  const successPreview = settings.getByRole('group', { name: 'Success screen preview' });
  await expect(successPreview.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await expect(successPreview.locator('strong')).toHaveText('Thanks, we will be in touch.');

  // Success Screen: as people will see it; Back to form returns to the form.
  await editor.step('Success Screen');
  await expect(editor.canvas.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await expect(editor.canvas.locator('.atrium-custom-form__success-message strong')).toHaveText(
    'Thanks, we will be in touch.',
  );
  await editor.canvas.getByRole('button', { name: 'Back to form' }).click();
  await expect(editor.root.getByRole('tab', { name: 'Form', exact: true })).toHaveAttribute('aria-selected', 'true');
  // Every change is already in the page (no Save Form): autosave has it.
  await editor.saved();
  await editor.back();

  // The page's preview: submitting only says where to try it, then shows the success screen and 'Back to form'.
  const preview = page.locator('.atrium-editor__preview');
  const previewForm = preview.locator('form.atrium-custom-form');
  await expect(previewForm.locator('legend')).toHaveText(['Contact', 'Your project']);
  await previewForm.getByRole('button', { name: 'Request project' }).click();
  await expect(page.getByText('Preview only. You can test form submission in the live app.')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await preview.getByRole('button', { name: 'Back to form' }).click();
  await expect(previewForm.locator('legend')).toHaveText(['Contact', 'Your project']);
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();
  // The builder reported no errors (the portal's refusal below is a 400 on purpose).
  expect(consoleErrors).toEqual([]);

  // On the portal: the groups as arranged; a required field left empty is refused with what was
  // typed kept; then it is sent and the rich success screen shows.
  const portal = `${projectBoard.portal}/project-request`;
  await page.goto(portal);
  const live = page.locator('form.atrium-custom-form');
  await expect(live.locator('legend')).toHaveText(['Contact', 'Your project']);
  const contactGroup = live.locator('fieldset', { has: page.locator('legend', { hasText: 'Contact' }) });
  await expect(contactGroup.getByLabel('Client email')).toBeVisible();
  await expect(contactGroup.getByLabel('Website')).toBeVisible();
  await live.getByLabel('Client email').fill('ops@example.com');
  await live.getByRole('button', { name: 'Request project' }).click();
  await expect(page.getByRole('alert')).toHaveText('Name is required.');
  await expect(live.getByLabel('Client email')).toHaveValue('ops@example.com');
  await live.getByLabel('Name').fill('E2E form request');
  await live.getByRole('button', { name: 'Request project' }).click();
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await expect(page.locator('.atrium-custom-form__success-message strong')).toHaveText('Thanks, we will be in touch.');
  await expect(page).toHaveURL(/\?submitted=/);
  // The record is in the table: the project board lists it.
  await page.goto(`${projectBoard.portal}/project-board?q=E2E+form+request`);
  await expect(page.locator('.atrium-listing__title')).toHaveText(['E2E form request']);
});

test('[LISTING] a Single Record View: the builder picks a record by sort, adds a header and a text block, the portal shows that record', async ({
  page,
  demo,
}) => {
  await openDemoEditor(page, demo);
  await page.getByRole('button', { name: 'Add Page' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Page' });
  await create.getByLabel('Name').fill('Featured');
  await create.getByRole('button', { name: 'Create Page' }).click();
  await expect(page.getByText('Your page is empty - Start by adding a section to your page')).toBeVisible();
  await page.getByRole('button', { name: 'Add Section' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Section' });
  await modal.getByRole('tab', { name: 'Single Record View' }).click();
  await modal.getByRole('button', { name: /Add Single Record View layout 1/ }).click();
  const connect = page.getByRole('dialog', { name: "Let's Connect" });
  await connect.getByLabel('Table', { exact: true }).selectOption({ label: 'Projects' });
  await connect.getByLabel('Default sort').selectOption('field');
  await connect.getByLabel('Sort field').selectOption({ label: 'Name' });
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect).toBeHidden();

  // The listing editor has only the Detailed View and Forms steps; the preview shows the first record by Name.
  const editor = listingEditor(page);
  await expect(editor.root.locator('.atrium-listing-editor__steps').getByRole('tab')).toHaveText([
    'Detailed View',
    'Forms',
  ]);
  const name = editor.canvas.locator('.atrium-record__title');
  await expect(name).toHaveCount(1);
  const recordName = (await name.textContent()) ?? '';
  expect(recordName).not.toBe('');
  const header = await editor.open('Header');
  await header.getByLabel('Heading', { exact: true }).fill('Featured project');
  await expect(editor.canvas.getByRole('heading', { name: 'Featured project' })).toBeVisible();
  const addBlock = await editor.open('Add Block');
  await addBlock.getByRole('region', { name: 'Free Text' }).getByRole('button', { name: /^Text/ }).click();
  const block = editor.panel('Edit Block');
  await block.getByLabel('Block title').fill('Why we like it');
  await block.getByLabel('Text', { exact: true }).fill('Our pick of the week.');
  await expect(editor.canvas.getByText('Our pick of the week.')).toBeVisible();
  // A header block with the record's name, moved above the text.
  await (
    await editor.open('Add Block')
  )
    .getByRole('region', { name: 'Headers' })
    .getByRole('button', { name: /^Header 2/ })
    .click();
  await block.getByLabel('Title field', { exact: true }).selectOption({ label: 'Name' });
  await block.getByLabel('Subtitle field').selectOption({ label: 'Status' });
  await expect(editor.canvas.locator('.atrium-record__header--split .atrium-record__header-title')).toHaveText(
    recordName,
  );
  const outline = editor.root.getByRole('list', { name: 'Blocks' });
  await expect(outline.getByRole('listitem')).toHaveCount(2);
  await outline.getByRole('button', { name: 'Move block Header up' }).click();
  await expect(outline.getByRole('listitem').first()).toHaveText(/^Header/);
  // No Save changes: Back to editor just goes back, with everything in the page.
  await editor.back();
  const preview = page.locator('.atrium-editor__preview');
  await expect(preview.getByText('Our pick of the week.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // On the portal: the same record, server-rendered, with no links to record pages.
  await page.goto(`${demo.portal}/featured`);
  await expect(page.getByRole('heading', { name: 'Featured project' })).toBeVisible();
  await expect(page.locator('.atrium-record__title')).toHaveText(recordName);
  await expect(page.getByText('Our pick of the week.')).toBeVisible();
  await expect(page.locator('.atrium-record__header-title')).toHaveText(recordName);
  // The header comes first, as arranged.
  await expect(page.locator('.atrium-record__block').first()).toHaveClass(/atrium-record__header/);
  await expect(page.locator('.atrium-listing__card')).toHaveCount(0);
  await expect(page.locator('a[href^="/featured/"]')).toHaveCount(0);
});

test('[LISTING] call to action: the builder turns on upvotes counted in a Number field, visitors upvote once', async ({
  page,
  projectBoard,
}) => {
  await editProjectBoard(page, projectBoard);

  // Listing Fields → Call To Action: upvotes counted in Budget.
  const editor = listingEditor(page);
  const fields = editor.panel('Listing Fields');
  // A short description under each card's body, in bold titles.
  await fields.getByLabel('Short Description').selectOption({ label: 'Notes' });
  await expect(editor.canvas.locator('.atrium-listing__short').first()).toBeVisible();
  await fields.getByRole('tab', { name: 'Styles' }).click();
  await fields.getByLabel('Title weight').selectOption({ label: 'Bold' });
  await expect(editor.canvas.locator('.atrium-listing__title').first()).toHaveCSS('font-weight', '700');
  await fields.getByRole('tab', { name: 'Call To Action' }).click();
  await fields.getByLabel('Call To Action Button').selectOption({ label: 'Upvote' });
  await fields.getByLabel('Count upvotes in (a Number field)').selectOption({ label: 'Budget' });
  const upvoteButtons = editor.canvas.locator('.atrium-listing__upvote-button');
  await expect(upvoteButtons).toHaveCount(20);
  // The preview does not vote.
  await upvoteButtons.first().click();
  await expect(page.getByText('Please go to the live app to test upvoting')).toBeVisible();
  await editor.saved();
  await editor.back();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // On the portal: one vote adds one to Budget; a second vote from the same visitor is refused.
  await page.goto(`${projectBoard.portal}/project-board`);
  const firstCard = page.locator('.atrium-listing__card').first();
  await expect(firstCard.locator('.atrium-listing__short')).toBeVisible();
  const name = (await firstCard.locator('.atrium-listing__title').textContent()) ?? '';
  const before = Number(await firstCard.locator('.atrium-listing__upvote-count').textContent());
  await firstCard.getByRole('button', { name: `Upvote: ${name}` }).click();
  await expect(page.getByText('Thanks for your vote.')).toBeVisible();
  const card = page.locator('.atrium-listing__card', { hasText: name }).first();
  await expect(card.locator('.atrium-listing__upvote-count')).toHaveText(String(before + 1));
  await card.getByRole('button', { name: `Upvote: ${name}` }).click();
  await expect(page.getByRole('alert')).toHaveText('You have already upvoted this record.');
  await expect(
    page.locator('.atrium-listing__card', { hasText: name }).first().locator('.atrium-listing__upvote-count'),
  ).toHaveText(String(before + 1));
});

test('[LISTING] filters from a linked table: the builder filters the board by client, a visitor picks a client on the portal', async ({
  page,
  projectBoard,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('favicon')) consoleErrors.push(message.text());
  });
  await editProjectBoard(page, projectBoard);
  const editor = listingEditor(page);
  const canvas = editor.canvas;
  // The board filters by Status (a select field) until the source becomes the Clients table.
  await expect(canvas.getByRole('navigation', { name: 'Status' })).toBeVisible();
  const filters = await editor.open('Filters');
  await expect(filters.getByLabel('Filter by')).toHaveValue('field');
  await filters.getByLabel('Filter by').selectOption({ label: 'Table' });
  // Switching away from field cleared the chosen fields: the Status tags are gone.
  await expect(canvas.getByRole('navigation', { name: 'Status' })).toBeHidden();
  await filters.getByLabel('Link field').selectOption({ label: 'Client' });
  await expect(filters.getByText('Options are the records of Clients.')).toBeVisible();
  await filters.getByLabel('Sort order').selectOption({ label: 'Descending' });
  // The preview offers the clients by name, Z to A.
  const byName = [
    'Saffron Kitchen',
    'Oakridge Veterinary',
    'Northwind Traders',
    'Lumen Fitness',
    'Cedar & Pine Architects',
    'Blue Harbor Dental',
  ];
  // (Other tests' sign-ups may have added clients without a name: they are 'Unnamed record'.)
  const named = (texts: string[]) => texts.filter((t) => t !== 'Unnamed record');
  await expect
    .poll(async () => named(await canvas.getByRole('combobox', { name: 'Client' }).locator('option').allTextContents()))
    .toEqual(['Client: all', ...byName]);
  // Settings: a label, shown as tags.
  await filters.getByRole('tab', { name: 'Settings' }).click();
  await filters.getByLabel('Client label').fill('Clients');
  await filters.getByLabel('Client shown as').selectOption({ label: 'Tags' });
  await expect
    .poll(async () =>
      named(await canvas.getByRole('navigation', { name: 'Clients' }).getByRole('link').allTextContents()),
    )
    .toEqual(byName);
  await editor.saved();
  await editor.back();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // On the portal: picking a client shows its projects, in place; the URL holds the choice.
  const portal = `${projectBoard.portal}/project-board`;
  await page.goto(portal);
  const cards = page.locator('.atrium-listing__card');
  await expect(cards).toHaveCount(20);
  await page.evaluate(() => ((window as unknown as { __listingMarker: string }).__listingMarker = 'same-page'));
  const clients = page.getByRole('navigation', { name: 'Clients' });
  await clients.getByRole('link', { name: 'Northwind Traders' }).click();
  await expect(page).toHaveURL(/\?f\.fldprojectclient1=rec[a-z0-9]+$/);
  const northwind = ['Content calendar', 'Customer survey', 'Email automation', 'Help centre', 'Website redesign'];
  await expect(page.locator('.atrium-listing__title')).toHaveText(northwind);
  await expect(clients.getByRole('link', { name: 'Northwind Traders' })).toHaveAttribute('aria-current', 'true');
  expect(await page.evaluate(() => (window as unknown as { __listingMarker?: string }).__listingMarker)).toBe(
    'same-page',
  );
  // Back and forward walk the choices; a reload keeps the choice.
  await page.goBack();
  await expect(cards).toHaveCount(20);
  await page.goForward();
  await expect(page.locator('.atrium-listing__title')).toHaveText(northwind);
  await page.reload();
  await expect(page.locator('.atrium-listing__title')).toHaveText(northwind);
  // The server's HTML for the shared link holds the same records (no script needed).
  const html = await page.evaluate(async (u) => (await fetch(u)).text(), page.url());
  expect(html.match(/<article class="atrium-listing__card"/g)).toHaveLength(5);
  // A link to a client that is not there: no records, the page still works.
  await page.goto(`${portal}?f.fldprojectclient1=recnosuchclient00`);
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('No results found')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('[LISTING] an Expandable list whose cards fold open and open their edit form', async ({ page, demo }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('favicon')) consoleErrors.push(message.text());
  });
  await openDemoEditor(page, demo);
  await page.getByRole('button', { name: 'Add Page' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Page' });
  await create.getByLabel('Name').fill('Project Notes');
  await create.getByRole('button', { name: 'Create Page' }).click();
  await expect(page.getByText('Your page is empty - Start by adding a section to your page')).toBeVisible();

  // The Expandable list of Projects.
  await page.getByRole('button', { name: 'Add Section' }).click();
  await page
    .getByRole('dialog', { name: 'Add Section' })
    .getByRole('button', { name: /Add List layout 3/ })
    .click();
  const connect = page.getByRole('dialog', { name: "Let's Connect" });
  await connect.getByLabel('Table', { exact: true }).selectOption({ label: 'Projects' });
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect).toBeHidden();
  const editor = listingEditor(page);
  // Records fold open in the list: the Detailed View says blocks do not apply.
  await expect(editor.canvas.locator('.atrium-listing__expand').first()).toBeVisible();
  // The card's button opens the record's edit form, for people who may edit.
  const fields = editor.panel('Listing Fields');
  await fields.getByRole('tab', { name: 'Call To Action' }).click();
  await fields.getByLabel('Call To Action Button').selectOption({ label: 'Open the edit form' });
  await fields.getByLabel('Button text').fill('Rename');
  await editor.step('Forms');
  await editor.addFormField('Name');
  const permissions = await editor.open('Permissions');
  await permissions
    .getByRole('group', { name: 'Anyone' })
    .getByRole('checkbox', { name: 'Edit' })
    .check({ force: true });
  await editor.saved();
  await editor.back();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // On the portal: 'View more' folds a card open with its fields, 'View less' closes it.
  await page.goto(`${demo.portal}/project-notes`);
  const card = page.locator('.atrium-listing__card').first();
  const title = ((await card.locator('.atrium-listing__title').textContent()) ?? '').trim();
  await card.getByText('View more').click();
  await expect(card.locator('.atrium-listing__expand dl')).toBeVisible();
  await expect(card.getByText('View less')).toBeVisible();
  await card.getByText('View less').click();
  await expect(card.locator('.atrium-listing__expand dl')).toBeHidden();
  // The card's edit form: saving renames the record and comes back to the list.
  await card.locator('summary', { hasText: 'Rename' }).click();
  await card.getByLabel('Name', { exact: true }).fill(`${title} (renamed)`);
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes were saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/project-notes\?done=updated$/);
  await expect(page.locator('.atrium-listing__title', { hasText: `${title} (renamed)` })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
