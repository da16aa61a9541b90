import { defineConfig } from 'vitest/config';

// Tests run against the production build (build/server/index.js), so the Remix plugin is not loaded here.
// Module tests sit beside their code in app/ and server/; whole-app tests (fuzz, input limits) in test/.
export default defineConfig({
  test: {
    include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['../vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share one module graph per worker (ADR 040): the server build is imported once per
    // worker, not once per file; each file still makes its own runtime and database.
    isolate: false,
  },
});
