import { defineConfig } from '@playwright/test';

/** Overridable so that several runs can share a machine (E2E_BUILDER_PORT / E2E_PORTAL_PORT). */
export const BUILDER_PORT = Number(process.env.E2E_BUILDER_PORT ?? 3100);
export const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 3101);
/**
 * The loopback port of the test DNS server a spec runs (UDP and TCP; tests/domains.spec.ts):
 * serve.ts points DNS_SERVERS at it, so custom domains are checked against records the spec sets.
 */
export const DNS_PORT = Number(process.env.E2E_DNS_PORT ?? PORTAL_PORT + 1);
/**
 * Two more loopback ports for the other websites tests/embed.spec.ts serves: the client's website
 * that embeds a portal (this one) and a website that is not allowed to (the next one).
 */
export const EMBED_WEBSITE_PORT = Number(process.env.E2E_EMBED_PORT ?? PORTAL_PORT + 2);
/**
 * The loopback port of serve.ts's test-only set-up endpoint, which the scenario fixtures call
 * (support/scenario.ts); after the ports the specs' own servers use.
 */
export const SCENARIO_PORT = Number(process.env.E2E_SCENARIO_PORT ?? PORTAL_PORT + 4);

/** Debian's Chromium, as the suite launches it (a spec that adds arguments starts from these). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * End-to-end tests drive both apps, started in one process by serve.ts on their own ports and
 * a fresh database, in Debian's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: './tests',
  // Long journeys on a loaded 2-core CI machine; each expectation still waits 15 s at most.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  // Every test sets up its own portal (support/scenario.ts), so tests may run in any order and
  // side by side: E2E_WORKERS=2 runs two at a time, each its own browser, against one serve.ts.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${BUILDER_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'npx tsx serve.ts',
    // serve.ts's set-up endpoint listens once both apps do.
    url: `http://127.0.0.1:${SCENARIO_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      BUILDER_PORT: String(BUILDER_PORT),
      PORTAL_PORT: String(PORTAL_PORT),
      E2E_DNS_PORT: String(DNS_PORT),
      E2E_SCENARIO_PORT: String(SCENARIO_PORT),
    },
  },
});
