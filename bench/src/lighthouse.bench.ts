/**
 * Lighthouse on the seeded demo portal (issue 23: "Keep Lighthouse performance 100"):
 * `npm run build && npm run bench:lighthouse`.
 *
 * The portal host (production build, embedded defaults) serves the showcase demo `npm start`
 * seeds; Lighthouse 12 (mobile, its default simulated throttling) audits the home page, the
 * Projects listing, a record page at its pretty URL and the Clients directory in Debian's
 * Chromium. Prints each page's four category scores as JSON and exits 1 when a page's
 * performance or accessibility is under 100. Not part of CI (a minute of a loaded machine).
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_SUBDOMAIN, seedDemo } from '@atrium/db';
import { createRuntime, loadEnv } from '@atrium/integrations';
import { createPortalHostApp } from '../../portal-host/server/create-server';
import { hostRequest } from './host-request';

const PAGES = ['/', '/projects', '/projects/website-redesign', '/clients'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGET = { performance: 100, accessibility: 100 } as const;

const env = loadEnv({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atrium-lighthouse-')),
  NODE_ENV: 'production',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-00',
});
const runtime = await createRuntime(env);
await seedDemo(runtime.db, { media: runtime.media });
const server = http.createServer(await createPortalHostApp(runtime, { dev: false })).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const port = (server.address() as AddressInfo).port;
const host = `${DEMO_SUBDOMAIN}.localhost:${port}`;
const origin = `http://${host}`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const results: Record<string, Record<string, number>> = {};
const missed: string[] = [];
try {
  for (const page of PAGES) {
    // A first visit fills the portal's page cache, as any real visitor after a publish does.
    const warm = await hostRequest(`http://127.0.0.1:${port}`, host, page);
    if (warm.status !== 200) throw new Error(`${page} answered ${warm.status}`);
    const run = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((run.lhr.categories[c]?.score ?? 0) * 100)] as const),
    );
    results[page] = scores;
    for (const [category, target] of Object.entries(TARGET)) {
      if ((scores[category] ?? 0) < target) {
        const failing = Object.values(run.lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
          .map((a) => a.id);
        missed.push(`${page} ${category} ${scores[category]} (< ${target}): ${failing.join(', ')}`);
      }
    }
  }
} finally {
  await chrome.kill();
  server.close();
  await runtime.close();
}

console.log(JSON.stringify({ lighthouse: '12', pages: results }, null, 2));
if (missed.length > 0) {
  console.error(`Lighthouse targets missed:\n${missed.join('\n')}`);
  process.exit(1);
}
console.log('Lighthouse targets met: performance and accessibility 100 on every page.');
process.exit(0);
