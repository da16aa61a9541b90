import { defineConfig } from '@playwright/test';

/** Overridable so that several runs can share a machine (E2E_BUILDER_PORT / E2E_PORTAL_PORT). */
export const BUILDER_PORT = Number(process.env.E2E_BUILDER_PORT ?? 3100);
export const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 3101);

/**
 * End-to-end tests drive both apps, started in one process by serve.ts on their own ports and
 * a fresh database, in Debian's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: './tests',
  // Long journeys on a loaded 2-core CI machine; each expectation still waits 15 s at most.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${BUILDER_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npx tsx serve.ts',
    url: `http://localhost:${BUILDER_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { BUILDER_PORT: String(BUILDER_PORT), PORTAL_PORT: String(PORTAL_PORT) },
  },
});
