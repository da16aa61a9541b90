import http from 'node:http';
import sharp from 'sharp';
import { expect, test, type Page } from '../support/scenario';
import { PORTAL_PORT } from '../playwright.config';
import { logInAsDemoBuilder } from '../support/demo-login';

function fetchWithoutJs(host: string, path: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORTAL_PORT, path, headers: { Host: `${host}:${PORTAL_PORT}` } }, (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (html += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, html }));
      })
      .on('error', reject);
  });
}

/** Hovers section `index` of the preview (its toolbar shows on hover or focus) and clicks one of its tools. */
async function sectionTool(page: Page, index: number, name: string) {
  const frame = page.locator('.atrium-editor__preview .atrium-section-frame').nth(index);
  await frame.hover();
  await frame.getByRole('button', { name, exact: true }).first().click();
}

/** The preview's sections, top to bottom, by their first heading. */
async function sectionHeadings(page: Page): Promise<string[]> {
  return page
    .locator('.atrium-editor__preview .atrium-section-frame')
    .evaluateAll((frames) => frames.map((f) => f.querySelector('h1, h2')?.textContent?.trim() ?? ''));
}

test('[EDITOR] builds a page: sections from the modal, drawer edits, reorder, copy, remove, upload, undo and redo, reload, publish', async ({
  page,
  demo,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('favicon')) consoleErrors.push(m.text());
  });
  await logInAsDemoBuilder(page, demo);

  // A fresh portal: an empty About-like page to build on.
  await page.goto('/workspaces/0/portals/create');
  await page.getByLabel('App name').fill('Editor Works');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create portal' }).click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+\?pageId=/);
  await page.getByRole('button', { name: 'Add Page' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Page' });
  await create.getByLabel('Name').fill('Services');
  await create.getByRole('button', { name: 'Create Page' }).click();
  await expect(page.getByText('Your page is empty - Start by adding a section to your page')).toBeVisible();

  // Add a hero from the modal: categories on the left, real thumbnails on the right.
  await page.getByRole('button', { name: 'Add Section' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Section' });
  // Data categories come first (List, Grid, Table), then the marketing ones.
  await expect(modal.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
  await modal.getByRole('tab', { name: 'Hero' }).click();
  await expect(modal.getByRole('tab', { name: 'Hero' })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.locator('.atrium-add-section__thumb .atrium-hero').first()).toBeAttached();
  await modal.getByRole('button', { name: /Add Hero layout 1/ }).click();
  await expect(modal).toBeHidden();

  // The drawer opens on the new block; the heading typed shows in the preview at once.
  const drawer = page.getByRole('complementary', { name: 'Edit Hero' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Heading', { exact: true }).fill('Design that ships');
  await expect(page.locator('.atrium-editor__preview h1')).toHaveText('Design that ships');
  await drawer.getByRole('button', { name: 'Close the block editor' }).click();

  // Add features below it, from the keyboard: arrow down to Features.
  await sectionTool(page, 0, 'Add section below');
  await page.getByRole('tab', { name: 'Hero' }).press('ArrowDown');
  await expect(page.getByRole('tab', { name: 'Features' })).toBeFocused();
  await page.getByRole('button', { name: /Add Features layout 2/ }).click();
  const features = page.getByRole('complementary', { name: 'Edit Features' });
  await features.getByRole('tab', { name: 'List' }).click();
  await features.getByRole('button', { name: 'Always up to date', exact: true }).click();
  await features.getByLabel('Title').fill('Always fresh');
  await expect(page.locator('.atrium-editor__preview .atrium-feature__title').first()).toHaveText('Always fresh');
  // The body is rich text: '/' at the start of a paragraph offers blocks, links need a safe scheme.
  const body = features.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('/head');
  const blocks = page.getByRole('listbox', { name: 'Blocks' });
  await expect(blocks.getByRole('option')).toHaveCount(6);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(blocks.getByRole('option', { name: 'Heading 3' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Fresh daily');
  const previewBody = page.locator('.atrium-editor__preview .atrium-feature__body').first();
  await expect(previewBody.locator('h3')).toHaveText('Fresh daily');
  await page.keyboard.press('Shift+Home');
  const formatting = features.getByRole('toolbar', { name: 'Formatting' });
  await formatting.getByRole('button', { name: 'Link', exact: true }).click();
  const setLink = formatting.getByRole('button', { name: 'Set Link' });
  await formatting.getByLabel('Link URL').fill('javascript:alert(1)');
  await expect(setLink).toBeDisabled();
  await formatting.getByLabel('Link URL').fill('https://example.com/daily');
  await setLink.click();
  await expect(previewBody.locator('a')).toHaveAttribute('href', 'https://example.com/daily');
  await features.getByRole('button', { name: 'Add feature' }).click();
  await expect(page.locator('.atrium-editor__preview .atrium-feature__item')).toHaveCount(4);

  // Upload an image into the hero.
  await features.getByRole('button', { name: 'Close the block editor' }).click();
  await sectionTool(page, 0, 'Edit section');
  const hero = page.getByRole('complementary', { name: 'Edit Hero' });
  // First a stock photo: 3 a page, Prev/Next, the search runs once typing stops.
  await hero.getByLabel('Image source').selectOption('stock');
  await hero.getByLabel('Search stock photos').fill('forest');
  const stock = hero.getByRole('list', { name: 'Stock photos' });
  await expect(stock.getByRole('listitem')).toHaveCount(3);
  await hero.getByRole('button', { name: 'Next' }).click();
  await expect(stock.getByRole('button', { name: /forest photo 4/ })).toBeVisible();
  await stock.getByRole('button', { name: /forest photo 5/ }).click();
  await expect(page.locator('.atrium-editor__preview .atrium-hero img')).toHaveAttribute(
    'src',
    /\/photos\/1005\/pexels-photo-1005\.jpeg/,
  );
  await hero.getByLabel('Image source').selectOption('upload');
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
  await hero.getByLabel('Upload image').setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('.atrium-editor__preview .atrium-hero img')).toHaveAttribute('src', /\/media\/.+\.webp$/);
  await hero.getByRole('button', { name: 'Close the block editor' }).click();

  expect(await sectionHeadings(page)).toEqual(['Design that ships', 'Everything your clients need']);

  // Reorder by dragging the features section's handle above the hero.
  const frames = page.locator('.atrium-editor__preview .atrium-section-frame');
  await frames.nth(1).hover();
  const handle = page.getByRole('button', { name: 'Drag to reorder Section 2: Features' });
  const from = (await handle.boundingBox())!;
  const target = (await frames.nth(0).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, target.y + 10, { steps: 15 });
  await page.mouse.up();
  await expect.poll(() => sectionHeadings(page)).toEqual(['Everything your clients need', 'Design that ships']);
  // …back with the keyboard on the drag handle (Space to pick up, an arrow, Space to drop)…
  await frames.nth(1).hover();
  await page.getByRole('button', { name: 'Drag to reorder Section 2: Hero' }).focus();
  await page.keyboard.press('Space');
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(live).toContainText('Section 2: Hero is over position 2 of 2.');
  await page.keyboard.press('ArrowUp');
  await expect(live).toContainText('is over position 1 of 2.');
  await page.keyboard.press('Space');
  await expect.poll(() => sectionHeadings(page)).toEqual(['Design that ships', 'Everything your clients need']);
  await expect(live).toContainText('was dropped at position 1 of 2.');
  // …and down again with the toolbar.
  await sectionTool(page, 0, 'Move section down');
  expect(await sectionHeadings(page)).toEqual(['Everything your clients need', 'Design that ships']);

  // Copy one, then remove the copy with the spec's dialog.
  await sectionTool(page, 0, 'Copy section');
  await expect(page.locator('.atrium-editor__preview .atrium-section-frame')).toHaveCount(3);
  await sectionTool(page, 1, 'Remove section');
  await page.getByRole('dialog', { name: 'Remove Section?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('.atrium-editor__preview .atrium-section-frame')).toHaveCount(2);

  // Undo brings the copy back, redo removes it again (buttons and keyboard).
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.atrium-editor__preview .atrium-section-frame')).toHaveCount(3);
  await page.keyboard.press('Control+Shift+Z');
  await expect(page.locator('.atrium-editor__preview .atrium-section-frame')).toHaveCount(2);

  // Switch the colour scheme: the preview's colours change at once.
  const accentOf = () =>
    page
      .locator('.atrium-editor__preview .atrium-portal')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--atrium-accent').trim());
  const accentBefore = await accentOf();
  await page.getByRole('button', { name: 'Theme', exact: true }).click();
  const theme = page.getByRole('complementary', { name: 'App Theme' });
  await theme.getByRole('tab', { name: 'Color Schemes' }).click();
  await expect(theme.getByRole('radio').nth(11)).toHaveAttribute('aria-checked', 'true');
  await theme.getByRole('radio').first().click();
  await expect(theme.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');
  await expect.poll(accentOf).not.toBe(accentBefore);
  const accentAfter = await accentOf();
  await theme.getByRole('button', { name: 'Close the theme editor' }).click();

  // Edit the header: a new external link shows in the preview's navigation at once.
  await page.getByRole('button', { name: 'Edit Header' }).click();
  const header = page.getByRole('complementary', { name: 'Edit Header' });
  await header.getByRole('button', { name: 'Add link' }).click();
  await header.getByLabel('Name').fill('Blog');
  await header.getByLabel('Type').selectOption('external');
  await header.getByLabel('URL or path').fill('https://blog.example.com');
  await header.getByLabel('Visibility').selectOption({ label: 'Always visible' });
  await expect(page.locator('.atrium-editor__preview .atrium-header__nav a', { hasText: 'Blog' })).toHaveAttribute(
    'href',
    'https://blog.example.com',
  );
  // A sub-link turns the link into a group that opens on click; the layout moves the logo to the centre.
  await header.getByRole('button', { name: 'Add sub-link' }).click();
  const subLinks = header.getByRole('list', { name: 'Sub-links' });
  await subLinks.getByLabel('Name').fill('Careers');
  await subLinks.getByLabel('Type').selectOption('external');
  await subLinks.getByLabel('URL or path').fill('/careers');
  const previewGroup = page.locator('.atrium-editor__preview .atrium-header__group');
  await expect(previewGroup.locator('summary')).toHaveText('Blog');
  await header.getByRole('tab', { name: 'Styles' }).click();
  await header.getByLabel('Layout').selectOption('globalHeader03');
  await expect(page.locator('.atrium-editor__preview .atrium-header--globalHeader03')).toBeVisible();
  await header.getByRole('button', { name: 'Close the header editor' }).click();
  await previewGroup.locator('summary').click();
  await expect(previewGroup.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');

  // Edit the footer: its description shows in the preview at once.
  await page.getByRole('button', { name: /^(Add|Edit) Footer$/ }).click();
  const footer = page.getByRole('complementary', { name: 'Edit Footer' });
  await footer.getByRole('tab', { name: 'Content' }).click();
  await footer.getByLabel('Description').fill('Studio work since 2009.');
  await expect(page.locator('.atrium-editor__preview .atrium-footer__description')).toHaveText(
    'Studio work since 2009.',
  );
  await footer.getByRole('button', { name: 'Close the footer editor' }).click();

  // Branding: the logo and favicon dialog saves only a change, refuses files over 1 MB.
  await page.getByRole('button', { name: 'Branding' }).click();
  const branding = page.getByRole('dialog', { name: 'Branding' });
  await expect(branding.getByText('No logo uploaded.')).toBeVisible();
  const saveBranding = branding.getByRole('button', { name: 'Save' });
  await expect(saveBranding).toBeDisabled();
  await branding
    .locator('#branding-logo')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1_100_000) });
  await expect(branding.getByText('The image is too large: the limit is 1 MB.')).toBeVisible();
  await expect(saveBranding).toBeDisabled();
  const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#cc3366' } })
    .png()
    .toBuffer();
  await branding.locator('#branding-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(branding.getByRole('img', { name: 'Current logo' })).toBeVisible();
  await branding.locator('#branding-favicon').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: logo });
  await expect(branding.getByRole('img', { name: 'Current favicon' })).toBeVisible();
  await saveBranding.click();
  await expect(page.getByText('Logo Updated.').first()).toBeVisible();
  await expect(page.locator('.atrium-editor__preview img.atrium-header__logo')).toBeVisible();

  // Everything is saved: a reload finds the same page.
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  expect(await sectionHeadings(page)).toEqual(['Everything your clients need', 'Design that ships']);
  await expect(page.locator('.atrium-editor__preview .atrium-feature__title').first()).toHaveText('Always fresh');
  expect(await accentOf()).toBe(accentAfter);

  // Publish, and find the same content in the portal host's HTML, without JavaScript.
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();
  const portal = await fetchWithoutJs('editor-works.localhost', '/services');
  expect(portal.status).toBe(200);
  expect(portal.html).toContain('Design that ships');
  expect(portal.html).toContain('Always fresh');
  expect(portal.html).toMatch(/<h3[^>]*><a href="https:\/\/example.com\/daily"[^>]*>Fresh daily<\/a><\/h3>/);
  expect(portal.html).toMatch(/<img[^>]+src="\/media\/[^"]+\.webp"/);
  expect(portal.html.indexOf('Everything your clients need')).toBeLessThan(portal.html.indexOf('Design that ships'));
  expect(portal.html).not.toContain('<script');
  expect(portal.html).toContain('Studio work since 2009.');
  expect(portal.html).toContain('href="https://blog.example.com"');
  expect(portal.html).toContain('<details><summary>Blog</summary>');
  expect(portal.html).toContain('href="/careers"');
  expect(portal.html).toContain('atrium-header--globalHeader03');
  expect(portal.html).toMatch(/<img class="atrium-header__logo" src="\/media\/[^"]+"/);
  expect(portal.html).toMatch(/<link rel="icon"[^>]+href="\/media\/[^"]+"/);
  expect(portal.html.toLowerCase()).toContain(`--atrium-accent:${accentAfter.toLowerCase()}`);

  // The preview and the portal lay the page out the same way: at the preview's width, every
  // section has the same height and its heading, text and images sit at the same places.
  const layoutOf = (els: Element[]) =>
    els.map((section) => {
      const box = section.getBoundingClientRect();
      const parts = Array.from(section.querySelectorAll('h1, h2, h3, p, img')).map((el) => {
        const r = el.getBoundingClientRect();
        return [el.tagName, Math.round(r.left - box.left), Math.round(r.top - box.top), Math.round(r.width)];
      });
      return { className: section.className, height: Math.round(box.height), parts };
    });
  const previewWidth = await page
    .locator('.atrium-editor__preview .atrium-portal')
    .evaluate((el) => Math.round(el.getBoundingClientRect().width));
  const previewLayout = await page.locator('.atrium-editor__preview section.atrium-section').evaluateAll(layoutOf);
  const visitor = await page.context().newPage();
  await visitor.setViewportSize({ width: previewWidth, height: page.viewportSize()!.height });
  await visitor.goto(`http://editor-works.localhost:${PORTAL_PORT}/services`);
  await visitor.evaluate(() => document.fonts.ready);
  const portalLayout = await visitor.locator('main section.atrium-section').evaluateAll(layoutOf);
  // Same sections, same parts in the same order; sizes and offsets agree within a few pixels
  // (the builder's own stylesheet may round line boxes and glyph widths a little differently).
  const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(4, Math.abs(b) * 0.02);
  expect(portalLayout.map((s) => [s.className, s.parts.map((p) => p[0])])).toEqual(
    previewLayout.map((s) => [s.className, s.parts.map((p) => p[0])]),
  );
  portalLayout.forEach((section, i) => {
    const preview = previewLayout[i]!;
    expect(near(section.height, preview.height), `height of ${section.className}`).toBe(true);
    section.parts.forEach((part, j) => {
      const numbers = part.slice(1) as number[];
      const expected = preview.parts[j]!.slice(1) as number[];
      expect(
        numbers.every((n, k) => near(n, expected[k]!)),
        `${part[0]} of ${section.className}: ${numbers} vs ${expected}`,
      ).toBe(true);
    });
  });
  await page.screenshot({ path: test.info().outputPath('preview.png') });
  await visitor.screenshot({ path: test.info().outputPath('portal.png'), fullPage: true });

  expect(consoleErrors).toEqual([]);
});

test('[EDITOR] code blocks run their script in a sandboxed frame on the portal origin, in the preview and when published', async ({
  page,
  demo,
}) => {
  await logInAsDemoBuilder(page, demo);
  await page.goto('/workspaces/0/portals/create');
  await page.getByLabel('App name').fill('Code Corner');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create portal' }).click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+\?pageId=/);
  await page.getByRole('button', { name: 'Add Page' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Page' });
  await create.getByLabel('Name').fill('Widgets');
  await create.getByRole('button', { name: 'Create Page' }).click();
  await expect(page.getByText('Your page is empty - Start by adding a section to your page')).toBeVisible();

  await page.getByRole('button', { name: 'Add Section' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Section' });
  await modal.getByRole('tab', { name: 'Content' }).click();
  await modal.getByRole('button', { name: /Full-width code/ }).click();
  const drawer = page.getByRole('complementary', { name: 'Edit Code' });
  // The snippet's inline script reports where it runs: an opaque origin (sandboxed) on the
  // portal's host, with no access to cookies.
  await drawer
    .getByLabel('Code snippet')
    .fill(
      '<p id="widget">waiting</p><script>var c; try { c = document.cookie; c = "cookies readable"; } catch (e) { c = "no cookies"; }' +
        ' document.getElementById("widget").textContent = "ran on " + location.host + " as " + self.origin + ", " + c;</script>',
    );
  const previewFrame = page.frameLocator('.atrium-editor__preview iframe.atrium-code__frame');
  await expect(previewFrame.locator('#widget')).toHaveText(
    `ran on code-corner.localhost:${PORTAL_PORT} as null, no cookies`,
  );
  await drawer.getByRole('button', { name: 'Close the block editor' }).click();

  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText(/published/i).first()).toBeVisible();
  const visitor = await page.context().newPage();
  await visitor.goto(`http://code-corner.localhost:${PORTAL_PORT}/widgets`);
  await expect(visitor.frameLocator('iframe.atrium-code__frame').locator('#widget')).toHaveText(
    `ran on code-corner.localhost:${PORTAL_PORT} as null, no cookies`,
  );
});
