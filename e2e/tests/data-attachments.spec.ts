import { expect, test } from '../support/scenario';
import { openDemoEditor } from '../support/demo-login';
import { listingEditor } from '../support/listing-editor';

/** An 8×8 PNG and a small PDF, as a builder would pick them. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMwTpuJFTEMLQkAyvtMgQDiJ6sAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('[DATA-GRID] attachment fields: upload a PNG and a PDF into a cell, see them in the grid and on the portal, the PDF as a download', async ({
  page,
  projectBoard,
}) => {
  const siteId = await openDemoEditor(page, projectBoard);
  await page.goto(`/edit/${siteId}/data`);
  await page.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();

  // Add field offers Attachment.
  await page.getByRole('button', { name: 'Add field' }).click();
  const addField = page.getByRole('dialog', { name: 'Add field' });
  await addField.getByLabel('Field name').fill('Documents');
  await addField.getByLabel('Field type').selectOption({ label: 'Attachment' });
  await addField.getByRole('button', { name: 'Add field' }).click();
  await expect(page.getByRole('columnheader', { name: 'Documents' })).toBeVisible();

  // Enter on the first record's cell opens its files; each upload shows in the list.
  const row = page.getByRole('grid', { name: 'Records' }).locator('tbody tr').first();
  const recordName = (await row.getByRole('gridcell').nth(1).textContent())?.trim() ?? '';
  expect(recordName).not.toBe('');
  const cell = row.getByRole('gridcell').last();
  await cell.click();
  await cell.press('Enter');
  const files = page.getByRole('dialog', { name: 'Files of Documents' });
  await expect(files.getByText('No files yet.')).toBeVisible();
  const input = files.locator('input[type=file]');
  await input.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(files.getByRole('link', { name: 'cover.png' })).toBeVisible();
  await input.setInputFiles({ name: 'Proposal été.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(files.getByRole('link', { name: 'Proposal été.pdf' })).toBeVisible();
  // A file can be removed before saving (and a third one is then added back).
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await files.getByRole('button', { name: 'Remove notes.txt' }).click();
  await expect(files.getByRole('link', { name: 'notes.txt' })).toBeHidden();
  await files.getByRole('button', { name: 'Save files' }).click();
  await expect(files).toBeHidden();
  await expect(cell.getByText('Saved')).toBeVisible();
  await expect(cell.getByRole('img', { name: 'cover.png' })).toBeVisible();
  await expect(cell.getByText('Proposal été.pdf')).toBeVisible();
  // Saved on the server: after a reload the chips are still there.
  await page.reload();
  const reloaded = page.getByRole('grid', { name: 'Records' }).locator('tbody tr').first().getByRole('gridcell').last();
  await expect(reloaded.getByRole('img', { name: 'cover.png' })).toBeVisible();
  await expect(reloaded.getByText('Proposal été.pdf')).toBeVisible();

  // Deleted, then brought back with Undo: the record keeps its files (on the server too).
  await page.getByRole('checkbox', { name: `Select ${recordName}` }).check();
  await page.getByRole('button', { name: 'Delete 1 record' }).click();
  await page.getByRole('dialog', { name: 'Delete 1 record?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('checkbox', { name: `Select ${recordName}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo the last change' }).click();
  await expect(page.getByRole('status', { name: 'Grid changes' })).toHaveText('1 record added back.');
  const restored = () =>
    page
      .getByRole('grid', { name: 'Records' })
      .locator('tbody tr')
      .filter({ has: page.getByRole('checkbox', { name: `Select ${recordName}` }) })
      .getByRole('gridcell')
      .last();
  // It comes back as the table's last record.
  const toEnd = () => page.locator('.atrium-grid-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await toEnd();
  await expect(restored().getByRole('img', { name: 'cover.png' })).toBeVisible();
  await page.reload();
  await toEnd();
  await expect(restored().getByRole('img', { name: 'cover.png' })).toBeVisible();
  await expect(restored().getByText('Proposal été.pdf')).toBeVisible();

  // The Project Board's record pages show the field: an image block and an attachments block.
  await page.goto(`/edit/${siteId}`);
  await page.getByRole('button', { name: 'Pages' }).click();
  await page
    .getByRole('list', { name: 'Pages' })
    .getByRole('link', { name: /^Project Board/ })
    .click();
  const frame = page.locator('.atrium-editor__preview .atrium-section-frame').first();
  await frame.hover();
  await frame.getByRole('button', { name: 'Edit Listing', exact: true }).click();
  const editor = listingEditor(page);
  await expect(editor.root).toBeVisible();
  await editor.step('Detailed View');
  for (const [region, block] of [
    ['Image/Video', /^Image/],
    ['Attachments', /^Attachments/],
  ] as const) {
    const add = await editor.open('Add Block');
    await add.getByRole('region', { name: region }).getByRole('button', { name: block }).click();
    await editor.panel('Edit Block').getByRole('checkbox', { name: 'Documents' }).check({ force: true });
  }
  await editor.saved();
  await editor.back();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();

  // On the portal: the record page shows the picture and links the PDF, served as a download.
  await page.goto(`${projectBoard.portal}/project-board?q=${encodeURIComponent(recordName)}`);
  await page.locator('.atrium-listing__title a', { hasText: recordName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: recordName })).toBeVisible();
  const picture = page.locator('.atrium-record__images img').first();
  await expect(picture).toHaveAttribute('src', new RegExp(`^/media/sites/${siteId}/`));
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  const link = page.locator('.atrium-record__files').getByRole('link', { name: 'Proposal été.pdf' });
  await expect(link).toBeVisible();
  // Clicking it downloads the file under its own name.
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Proposal été.pdf');
  // The headers that make it a download and keep the browser from sniffing it.
  const href = (await link.getAttribute('href'))!;
  const served = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      nosniff: response.headers.get('x-content-type-options'),
      body: await response.text(),
    };
  }, href);
  expect(served).toEqual({
    status: 200,
    type: 'application/pdf',
    disposition: `attachment; filename="Proposal _t_.pdf"; filename*=UTF-8''Proposal%20%C3%A9t%C3%A9.pdf`,
    nosniff: 'nosniff',
    body: PDF.toString(),
  });
});
