import { expect, test, watchCspViolations } from '../support/scenario';

/**
 * How a portal looks on a phone (390 px) and a laptop (1280 px), with JavaScript off as content
 * pages are served (issue 23, ADR 048): the header's Menu, sections as tall as their content,
 * cards with their pictures and record pages with the picture beside the fields.
 */

test('[PORTAL] on a phone the header links and account buttons sit behind a Menu that opens without JavaScript, by click or Enter', async ({
  browser,
  projectGallery,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const violations: string[] = [];
  await watchCspViolations(context, violations);
  const phone = await context.newPage();
  await phone.goto(`${projectGallery.portal}/`);

  const header = phone.locator('header.atrium-header');
  const menu = header.locator('summary', { hasText: 'Menu' });
  const nav = header.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeVisible();
  await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Log In' })).toBeHidden();
  // One row: the brand and the Menu (it was about 130 px with everything stacked).
  expect((await header.boundingBox())!.height).toBeLessThan(80);

  // A tap opens it: the links and the account buttons, under the header; a link works.
  await menu.click();
  await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(phone).toHaveURL(/\/about$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  // A new page starts with the Menu closed.
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeHidden();

  // The keyboard: Tab reaches the Menu, Enter opens it and closes it again.
  await phone.keyboard.press('Tab'); // the brand
  await phone.keyboard.press('Tab');
  await expect(menu).toBeFocused();
  await phone.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
  await phone.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
  await menu.focus();
  await phone.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeHidden();

  // On a laptop the same header shows its links and buttons in one row, and no Menu.
  await phone.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  const brandBox = (await header.locator('.atrium-header__brand').boundingBox())!;
  const linkBox = (await nav.getByRole('link', { name: 'Projects' }).boundingBox())!;
  const signUpBox = (await header.getByRole('link', { name: 'Sign Up' }).boundingBox())!;
  expect(Math.abs(brandBox.y + brandBox.height / 2 - (linkBox.y + linkBox.height / 2))).toBeLessThan(8);
  expect(brandBox.x).toBeLessThan(linkBox.x);
  expect(linkBox.x).toBeLessThan(signUpBox.x);
  expect(violations).toEqual([]);
  await context.close();
});

test('[PORTAL] sections follow their content, cards show their covers, a record page puts its picture beside its fields', async ({
  browser,
  projectGallery,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  const violations: string[] = [];
  await watchCspViolations(context, violations);
  const page = await context.newPage();

  // The home page: three short text sections, none with the 425 px minimum height of old.
  await page.goto(`${projectGallery.portal}/`);
  const sections = page.locator('main section.atrium-section');
  await expect(sections).toHaveCount(3);
  for (const section of await sections.all()) {
    const { minHeight, height } = await section.evaluate((el) => ({
      minHeight: getComputedStyle(el).minHeight,
      height: el.getBoundingClientRect().height,
    }));
    expect(['auto', '0px']).toContain(minHeight);
    expect(height).toBeLessThan(425);
  }
  // Their text is one centred column, not a left column beside an empty half.
  const text = (await page.locator('main .atrium-content__body').first().boundingBox())!;
  expect(Math.abs(text.x + text.width / 2 - 640)).toBeLessThan(40);
  expect(await page.locator('script').count()).toBe(0);

  // The Projects cards: each with its cover, its size in the markup; the first row eager.
  await page.goto(`${projectGallery.portal}/projects`);
  const covers = page.locator('.atrium-listing__card img.atrium-listing__image');
  await expect(covers).toHaveCount(12);
  await expect(covers.nth(0)).toHaveAttribute('loading', 'eager');
  await expect(covers.nth(2)).toHaveAttribute('loading', 'eager');
  await expect(covers.nth(3)).toHaveAttribute('loading', 'lazy');
  await expect(covers.nth(0)).toHaveAttribute('width', /^\d+$/);
  await expect(covers.nth(0)).toHaveAttribute('height', /^\d+$/);
  await expect(covers.nth(0)).toHaveJSProperty('complete', true);
  expect(await covers.nth(0).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const cardBox = (await page.locator('.atrium-listing__card').first().boundingBox())!;
  const coverBox = (await covers.nth(0).boundingBox())!;
  expect(Math.round(coverBox.width)).toBe(Math.round(cardBox.width));
  expect(Math.round(coverBox.height)).toBe(200);

  // A record page: the title, the cover beside the fields, the fields as a grid on a card.
  const first = page.locator('.atrium-listing__title a').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const picture = page.locator('img.atrium-record__image');
  await expect(picture).toBeVisible();
  // Loaded, not only laid out (its box has a size before the file arrives).
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const fields = page.locator('.atrium-record__main dl.atrium-record__fields');
  await expect(fields.locator('dt', { hasText: 'Budget' })).toBeVisible();
  await expect(fields.locator('dt', { hasText: 'Client email' })).toBeVisible();
  const pictureBox = (await picture.boundingBox())!;
  const fieldsBox = (await fields.boundingBox())!;
  expect(pictureBox.x + pictureBox.width).toBeLessThan(fieldsBox.x);
  expect(Math.abs(pictureBox.y - fieldsBox.y)).toBeLessThan(4);
  expect(await page.locator('script').count()).toBe(0);

  // On a phone the same record stacks: the picture above the fields, both the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  const stackedPicture = (await picture.boundingBox())!;
  const stackedFields = (await fields.boundingBox())!;
  expect(stackedPicture.y + stackedPicture.height).toBeLessThan(stackedFields.y);
  expect(Math.round(stackedPicture.width)).toBe(Math.round(stackedFields.width));
  expect(violations).toEqual([]);
  await context.close();
});
