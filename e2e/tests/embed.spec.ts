import http from 'node:http';
import type { BrowserContext, Locator } from '@playwright/test';
import { BUILDER_PORT, EMBED_WEBSITE_PORT } from '../playwright.config';
import { expect, test, type Page } from '../support/scenario';
import { openDemoEditor } from '../support/demo-login';

/**
 * The embed widget (ADR 027) as a builder and the client's website use it: the snippet copied
 * from the editor's Embed menu, pasted into a plain page on another origin; embed-only; and a
 * website that is not on the list.
 */

const BUILDER = `http://localhost:${BUILDER_PORT}`;
/** Other websites on loopback: the client's (allowed to embed) and a stranger's (not allowed). */
const CLIENT_PORT = EMBED_WEBSITE_PORT;
const STRANGER_PORT = EMBED_WEBSITE_PORT + 1;
const CLIENT_SITE = `http://127.0.0.1:${CLIENT_PORT}`;
const STRANGER_SITE = `http://127.0.0.1:${STRANGER_PORT}`;

/** A tiny static server: `/` is a page around `body()`; `/spoof` posts fake messages to its parent. */
async function website(port: number, body: () => string) {
  const server = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (req.url === '/spoof') {
      res.end(`<!DOCTYPE html><script>parent.postMessage({ type: 'atrium:frame', height: 7 }, '*');</script>`);
      return;
    }
    res.end(
      `<!DOCTYPE html><html><head><title>Client website</title></head><body style="margin:0">` +
        `<h1>Client website</h1>${body()}<p id="below">Below the portal</p></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}

async function openEmbedMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('dialog', { name: 'Embed' });
  if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Embed', exact: true }).click();
  await expect(menu).toBeVisible();
  return menu;
}

/** The frame's height on the page and the height of the portal page (at `portal`) inside it. */
async function heights(site: Page, portal: string) {
  const frame = site.locator('iframe[data-atrium-portal]');
  const outer = await frame.evaluate((el) => el.getBoundingClientRect().height);
  const inner = await site
    .frames()
    .find((f) => f.url().startsWith(portal))!
    .evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  return { outer, inner };
}

async function resetEmbedding(context: BrowserContext, siteId: string) {
  for (const data of [
    { intent: 'embed-only', embedOnly: false },
    { intent: 'embed-websites', websites: [], anyWebsite: false },
  ]) {
    await context.request.patch(`${BUILDER}/api/apps/${siteId}/app-config`, { data, headers: { Origin: BUILDER } });
  }
}

test('[EMBED] another website embeds the portal with the copied snippet; embed-only; a website not on the list cannot', async ({
  page,
  context,
  cspViolations,
  demo,
}) => {
  const PORTAL = demo.portal;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BUILDER });
  let snippet = '';
  const client = await website(CLIENT_PORT, () => snippet);
  const stranger = await website(STRANGER_PORT, () => snippet);
  const siteId = await openDemoEditor(page, demo);
  try {
    // The Embed menu: a refused address explains itself; the client's website is added.
    const menu = await openEmbedMenu(page);
    await expect(menu.getByText('No website may embed this portal yet.')).toBeVisible();
    await menu.getByLabel('Website address').fill('javascript:alert(1)');
    await menu.getByRole('button', { name: 'Add website' }).click();
    await expect(menu.getByText('Only website addresses (https://) can embed a portal.')).toBeVisible();
    await menu.getByLabel('Website address').fill(`http://example.com`);
    await menu.getByRole('button', { name: 'Add website' }).click();
    await expect(menu.getByText('Use https://. Only localhost may use http://.')).toBeVisible();
    await menu.getByLabel('Website address').fill(`${CLIENT_SITE}/`);
    await menu.getByRole('button', { name: 'Add website' }).click();
    await expect(page.getByText('Websites allowed to embed this portal saved.')).toBeVisible();
    const list = menu.getByRole('list', { name: 'Websites allowed to embed' });
    await expect(list.getByText(CLIENT_SITE, { exact: true })).toBeVisible();
    await expect(menu.getByLabel('Website address')).toHaveValue('');
    // Any website is a choice of its own, with a warning while it is on.
    await menu.getByRole('checkbox', { name: 'Any website' }).check();
    await expect(menu.getByText('Any website can embed this portal')).toBeVisible();
    await expect(menu.getByText(/clickjacking/)).toBeVisible();
    await menu.getByRole('checkbox', { name: 'Any website' }).uncheck();
    await expect(menu.getByText('Any website can embed this portal')).toBeHidden();

    // Copy the snippet: a confirmation, and the clipboard holds it.
    await menu.getByRole('button', { name: 'Copy code' }).click();
    await expect(menu.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByText('Embed code copied to clipboard.')).toBeVisible();
    snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toBe(`<script src="${PORTAL}/embed.js" data-domain="${demo.subdomain}.localhost" defer></script>`);

    // The client's website shows the portal where the snippet stands, as tall as its page.
    const site = await context.newPage();
    await site.goto(`${CLIENT_SITE}/`);
    const frame = site.frameLocator('iframe[data-atrium-portal]');
    await expect(frame.getByRole('heading', { name: 'Welcome to the Demo Client Portal' })).toBeVisible();
    const order = await site.evaluate(() =>
      [...document.body.children].map((el) => el.tagName.toLowerCase()).filter((t) => t !== 'script'),
    );
    expect(order).toEqual(['h1', 'iframe', 'p']);
    await expect.poll(async () => (await heights(site, PORTAL)).outer).not.toBe(600);
    await expect
      .poll(async () => Math.abs((await heights(site, PORTAL)).outer - (await heights(site, PORTAL)).inner))
      .toBeLessThanOrEqual(1);
    const homeHeight = (await heights(site, PORTAL)).outer;

    // Navigation stays inside the frame, and the frame follows the new page's height.
    await frame.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(frame.getByRole('heading', { name: 'About us' })).toBeVisible();
    expect(site.url()).toBe(`${CLIENT_SITE}/`);
    await expect.poll(async () => (await heights(site, PORTAL)).outer).not.toBe(homeHeight);
    await expect
      .poll(async () => Math.abs((await heights(site, PORTAL)).outer - (await heights(site, PORTAL)).inner))
      .toBeLessThanOrEqual(1);
    const aboutHeight = (await heights(site, PORTAL)).outer;

    // [SECURITY] Messages from the page itself or another origin's frame are ignored; the
    // portal's own frame cannot set anything but a height in pixels.
    await site.evaluate(() => window.postMessage({ type: 'atrium:frame', height: 5 }, '*'));
    await site.evaluate((src) => {
      const spoof = document.createElement('iframe');
      spoof.src = src;
      spoof.id = 'spoof';
      document.body.append(spoof);
      return new Promise((resolve) => spoof.addEventListener('load', resolve));
    }, `${STRANGER_SITE}/spoof`);
    const portalFrame = site.frames().find((f) => f.url().startsWith(PORTAL))!;
    await portalFrame.evaluate(() => {
      for (const height of ['1px; background: url(https://evil.example/x)', -50, Number.NaN, null]) {
        window.parent.postMessage({ type: 'atrium:frame', height }, '*');
      }
    });
    await site.waitForTimeout(300);
    const style = await site.locator('iframe[data-atrium-portal]').getAttribute('style');
    expect(style).toContain(`height: ${aboutHeight}px`);
    expect(style).not.toContain('evil');
    await site.evaluate(() => document.getElementById('spoof')?.remove());

    // Disable URL access: a direct visit shows the notice; the embedded portal still works.
    await page.bringToFront();
    await (await openEmbedMenu(page)).getByRole('checkbox', { name: 'Disable URL access' }).check();
    await expect(page.getByText('App Updated.')).toBeVisible();
    const direct = await context.newPage();
    await direct.goto(`${PORTAL}/about`);
    await expect(direct.getByRole('heading', { name: 'Only available embedded' })).toBeVisible();
    await expect(direct.getByText('can only be used on the website it is embedded in.')).toBeVisible();
    await site.reload();
    await expect(
      site
        .frameLocator('iframe[data-atrium-portal]')
        .getByRole('heading', { name: 'Welcome to the Demo Client Portal' }),
    ).toBeVisible();
    await expect
      .poll(async () => Math.abs((await heights(site, PORTAL)).outer - (await heights(site, PORTAL)).inner))
      .toBeLessThanOrEqual(1);

    // A website that is not on the list: Chromium refuses to show the portal (CSP frame-ancestors).
    const strangerPage = await context.newPage();
    await strangerPage.goto(`${STRANGER_SITE}/`);
    await expect.poll(() => cspViolations.join('\n')).toMatch(/frame-ancestors/);
    const refused = () => strangerPage.frames().find((f) => f !== strangerPage.mainFrame());
    await expect.poll(() => refused()?.url()).toMatch(/^chrome-error:/);
    await expect(strangerPage.frameLocator('iframe').getByRole('heading')).toHaveCount(0);
    cspViolations.length = 0;

    // Taking the website off the list closes it to the client's website too.
    const menuAgain = await openEmbedMenu(page);
    await menuAgain.getByRole('button', { name: `Remove ${CLIENT_SITE}` }).click();
    await expect(menuAgain.getByText('No website may embed this portal yet.')).toBeVisible();
    await expect(menuAgain.getByText('No website may embed this portal yet, so nobody can see it.')).toBeVisible();
    await menuAgain.getByRole('checkbox', { name: 'Disable URL access' }).uncheck();
    await expect(menuAgain.getByRole('checkbox', { name: 'Disable URL access' })).not.toBeChecked();
    await site.reload();
    await expect.poll(() => cspViolations.join('\n')).toMatch(/frame-ancestors/);
    cspViolations.length = 0;
    await direct.reload();
    await expect(direct.getByRole('heading', { name: 'About us' })).toBeVisible();
  } finally {
    await resetEmbedding(context, siteId);
    await client.close();
    await stranger.close();
  }
});
