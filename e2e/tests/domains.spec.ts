import { startTestDnsServer, type TestDnsServer } from '@atrium/integrations/testing/dns-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DNS_PORT, PORTAL_PORT } from '../playwright.config';
import { expect, test, type Locator, type Page } from '../support/scenario';
import { logInAsDemoBuilder } from '../support/demo-login';

/** The custom domain a builder connects; Chromium's host resolver sends it (and its www) to loopback. */
const DOMAIN = 'portal.clientco.test';
const CNAME_TARGET = 'cname.localhost';
const NEW_SUBDOMAIN = 'demo-launch';

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1, MAP www.${DOMAIN} 127.0.0.1`],
  },
});

/** The DNS the portal's domain is checked against (serve.ts points DNS_SERVERS at this port). */
let dns: TestDnsServer;
test.beforeAll(async () => {
  dns = await startTestDnsServer({ port: DNS_PORT });
});
test.afterAll(async () => {
  await dns?.close();
});

/** A DNS records table's rows as [type, name, value], once it shows. */
async function records(table: Locator): Promise<string[][]> {
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('td')?.textContent?.trim() ?? '',
        ...Array.from(row.querySelectorAll('code'), (code) => code.textContent?.trim() ?? ''),
      ]),
    );
}

/** The test's demo portal's editor, through its demo agency's portals list. */
async function openDemoEditor(page: Page) {
  await page.getByRole('link', { name: 'Demo Agency' }).click();
  await expect(page).toHaveURL(/\/workspaces\/\d+$/);
  await page.goto(`${page.url()}/portals`);
  await page.locator('a[href^="/edit/"]').first().click();
  await expect(page).toHaveURL(/\/edit\/[a-z0-9]+/);
}

test('[DOMAINS] changes the subdomain, connects a custom domain through DNS, serves it and removes it', async ({
  page,
  context,
  demo,
}) => {
  await logInAsDemoBuilder(page, demo);
  await openDemoEditor(page);
  const editorUrl = page.url().split('?')[0]!;
  await expect(page.getByTestId('browser-address')).toContainText(`${demo.subdomain}.localhost:${PORTAL_PORT}`);

  // The domain bar's edit button opens the Edit Domain drawer.
  await page.getByRole('button', { name: 'Edit domain' }).click();
  const drawer = page.getByRole('complementary', { name: 'Edit Domain' });
  await expect(drawer.getByText(`${demo.subdomain}.localhost`)).toBeVisible();
  await expect(drawer.getByText('No domain set up yet')).toBeVisible();

  // Free subdomain: validated on every change with the spec's messages; Save only when valid.
  await drawer.getByRole('button', { name: 'Edit Domain' }).click();
  const subdomainModal = page.getByRole('dialog', { name: 'Edit Domain' });
  const field = subdomainModal.getByLabel('Subdomain');
  const save = subdomainModal.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await field.fill('');
  await expect(subdomainModal.getByText('Subdomain name is required.')).toBeVisible();
  await expect(save).toBeDisabled();
  await field.fill('demo launch');
  await expect(subdomainModal.getByText('No spaces and alphanumeric characters only')).toBeVisible();
  await expect(save).toBeDisabled();
  await field.fill('x'.repeat(51));
  await expect(subdomainModal.getByText('subdomain name is too long')).toBeVisible();
  await field.fill(NEW_SUBDOMAIN);
  await expect(subdomainModal.getByText(`${NEW_SUBDOMAIN}.localhost is available.`)).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Subdomain updated.')).toBeVisible();
  await expect(page.getByTestId('browser-address')).toContainText(`${NEW_SUBDOMAIN}.localhost:${PORTAL_PORT}`);

  // The portal answers at the new subdomain at once; the old one is gone.
  const visitor = await context.newPage();
  const moved = await visitor.goto(`http://${NEW_SUBDOMAIN}.localhost:${PORTAL_PORT}/`);
  expect(moved?.status()).toBe(200);
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `http://${NEW_SUBDOMAIN}.localhost:${PORTAL_PORT}/`,
  );
  const old = await visitor.goto(`${demo.portal}/`);
  expect(old?.status()).toBe(404);
  await expect(visitor.getByText('Portal not found')).toBeVisible();

  // Custom domain: the add form checks the name, and starts empty every time it opens.
  await drawer.getByRole('button', { name: 'Add domain' }).click();
  let addModal = page.getByRole('dialog', { name: 'Add custom domain' });
  await addModal.getByRole('button', { name: 'Add domain' }).click();
  await expect(addModal.getByText('Please enter a valid domain', { exact: true })).toBeVisible();
  await addModal.getByRole('textbox', { name: /^Domain/ }).fill('not a domain');
  await addModal.getByRole('textbox', { name: /^Domain/ }).blur();
  await expect(addModal.getByText('Please enter a valid domain name.')).toBeVisible();
  await addModal.getByRole('button', { name: 'Cancel' }).click();
  await drawer.getByRole('button', { name: 'Add domain' }).click();
  addModal = page.getByRole('dialog', { name: 'Add custom domain' });
  await expect(addModal.getByRole('textbox', { name: /^Domain/ })).toHaveValue('');
  await addModal.getByRole('textbox', { name: /^Domain/ }).fill(DOMAIN);
  await addModal.getByLabel(`Also connect www.${DOMAIN}`).check();
  await addModal.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByText(`${DOMAIN} was added. Now add its DNS records.`)).toBeVisible();

  // Nothing in the DNS yet: the records to add, with the recommended CNAMEs.
  await expect(drawer.getByText('Invalid domain configuration')).toBeVisible();
  expect(await records(drawer.getByRole('table', { name: 'DNS records to add' }))).toEqual([
    ['CNAME', 'portal', CNAME_TARGET],
    ['CNAME', 'www.portal', CNAME_TARGET],
  ]);
  const [[type, host, txt]] = (await records(drawer.getByRole('table', { name: 'Verification record' }))) as [string[]];
  expect([type, host]).toEqual(['TXT', '_atrium-verification.portal']);
  expect(txt).toMatch(/^atrium-verification=[0-9a-f]{40}$/);

  // The DNS publishes the routing records: pending verification, with the TXT record.
  dns.set(DOMAIN, 'CNAME', [CNAME_TARGET]);
  dns.set(`www.${DOMAIN}`, 'CNAME', [CNAME_TARGET]);
  await drawer.getByRole('button', { name: 'Check again' }).click();
  await expect(drawer.getByText('Pending verification')).toBeVisible();
  expect(await records(drawer.getByRole('table', { name: 'Verification record' }))).toEqual([
    ['TXT', '_atrium-verification.portal', txt],
  ]);

  // Then the TXT record: valid, and the Site URL becomes the custom domain.
  dns.set(`_atrium-verification.${DOMAIN}`, 'TXT', [txt!]);
  await drawer.getByRole('button', { name: 'Check again' }).click();
  await expect(drawer.getByText('Your custom domain configuration is valid')).toBeVisible();
  await expect(page.getByTestId('browser-address')).toContainText(`${DOMAIN}:${PORTAL_PORT}`);

  // The portal through its custom domain, with its canonical link there; www redirects to it.
  const served = await visitor.goto(`http://${DOMAIN}:${PORTAL_PORT}/`);
  expect(served?.status()).toBe(200);
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://${DOMAIN}:${PORTAL_PORT}/`);
  await visitor.goto(`http://www.${DOMAIN}:${PORTAL_PORT}/`);
  await expect(visitor).toHaveURL(`http://${DOMAIN}:${PORTAL_PORT}/`);
  // The free subdomain still answers, with links on the custom domain.
  await visitor.goto(`http://${NEW_SUBDOMAIN}.localhost:${PORTAL_PORT}/`);
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://${DOMAIN}:${PORTAL_PORT}/`);

  // Remove it: the portal stops answering there at once.
  await drawer.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove custom domain?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Custom domain was removed successfully.')).toBeVisible();
  await expect(drawer.getByText('No domain set up yet')).toBeVisible();
  const removed = await visitor.goto(`http://${DOMAIN}:${PORTAL_PORT}/`);
  expect(removed?.status()).toBe(404);
  await expect(page.getByTestId('browser-address')).toContainText(`${NEW_SUBDOMAIN}.localhost:${PORTAL_PORT}`);

  // Back to the portal's own subdomain (the drawer again, from the top bar).
  await page.getByRole('button', { name: 'Close the domain settings' }).click();
  await page.getByRole('button', { name: 'Domain', exact: true }).click();
  await drawer.getByRole('button', { name: 'Edit Domain' }).click();
  await subdomainModal.getByLabel('Subdomain').fill(demo.subdomain);
  await expect(subdomainModal.getByText(`${demo.subdomain}.localhost is available.`)).toBeVisible();
  await subdomainModal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Subdomain updated.')).toBeVisible();
  expect((await visitor.goto(`${demo.portal}/`))?.status()).toBe(200);
  expect((await visitor.goto(`http://${NEW_SUBDOMAIN}.localhost:${PORTAL_PORT}/`))?.status()).toBe(404);
  expect(page.url().split('?')[0]).toBe(editorUrl);
});
