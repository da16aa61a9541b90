import { defineConfig } from 'vitest/config';

// Tests run against the production build (build/server/index.js), so the Remix plugin is not loaded here.
export default defineConfig({
  test: { setupFiles: ['../vitest.setup.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
