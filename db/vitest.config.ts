import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Files share one module graph per worker (ADR 040): each still makes its own database.
  test: { setupFiles: ['../vitest.setup.ts'], testTimeout: 30_000, hookTimeout: 60_000, isolate: false },
});
