import { defineConfig } from 'vitest/config';

/** Loader and action tests run against the built app (npm run build first; turbo does it). */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'app/**/*.test.ts'],
    setupFiles: ['../vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share one module graph per worker (ADR 040): the server build is imported once per
    // worker, not once per file; each file still makes its own runtime and database.
    isolate: false,
  },
});
