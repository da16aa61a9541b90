import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BUILDER_PORT, PORTAL_PORT } from '../playwright.config';
import { expect, test } from '../support/scenario';

/**
 * Security headers as Chromium applies them (ADR 021). Every spec fails on a
 * Content-Security-Policy violation (support/csp.ts); these tests make violations on purpose,
 * check that they were seen and blocked, and then clear them.
 */

test('[SECURITY] the e2e suite sees a script the builder’s policy blocks', async ({ page, cspViolations }) => {
  await page.goto('/login');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.join('\n')).toMatch(/script-src/);
  cspViolations.length = 0;
});

test('[SECURITY] nobody frames the builder; portals are framed only by themselves and the builder', async ({
  page,
  cspViolations,
  demo,
}) => {
  // Another site (a page served from a third origin) tries to frame the builder and a portal page.
  const attacker = http.createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!DOCTYPE html><title>Another site</title><iframe src="${src.replace(/"/g, '')}"></iframe>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  const attackerUrl = (src: string) =>
    `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/?src=${encodeURIComponent(src)}`;
  const framedDocument = () => page.frames().find((f) => f !== page.mainFrame());
  try {
    for (const [src, refusal, content] of [
      [`http://localhost:${BUILDER_PORT}/login`, /frame-ancestors 'none'/, 'input[name="password"]'],
      [`${demo.portal}/about`, /frame-ancestors 'self' http:\/\/localhost:/, 'text=About us'],
    ] as const) {
      await page.goto(attackerUrl(src));
      await expect.poll(() => cspViolations.join('\n')).toMatch(refusal);
      // Chromium shows its error page in the frame instead of the document.
      await expect.poll(() => framedDocument()?.url()).toMatch(/^chrome-error:/);
      await expect(framedDocument()!.locator(content)).toHaveCount(0);
      cspViolations.length = 0;
    }
  } finally {
    await new Promise((resolve) => attacker.close(resolve));
  }

  // The builder may frame a portal page (its preview runs code blocks from there).
  await page.goto('/login');
  await page.evaluate((url) => {
    const frame = document.createElement('iframe');
    frame.src = url;
    document.body.append(frame);
  }, `${demo.portal}/about`);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'About us' })).toBeVisible();
  expect(cspViolations).toEqual([]);
});

/** The local addresses listening on `port` (Linux: /proc/net/tcp and tcp6). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const found: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== '0A') continue;
      const [address, localPort] = local.split(':');
      if (localPort !== hexPort) continue;
      found.push(
        address!.length === 8
          ? address!
              .match(/../g)!
              .reverse()
              .map((b) => parseInt(b, 16))
              .join('.')
          : `ipv6:${address}`,
      );
    }
  }
  return found;
}

test('[SECURITY] npm start listens on this machine only (127.0.0.1) by default', async ({ page, demo }) => {
  expect(listeningAddresses(BUILDER_PORT)).toEqual(['127.0.0.1']);
  expect(listeningAddresses(PORTAL_PORT)).toEqual(['127.0.0.1']);
  // Browsers still reach both through localhost names.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /log in/i })).toBeVisible();
  await page.goto(`${demo.portal}/about`);
  await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible();
});
