import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  // Single fetch: loaders return plain data or data(); typed accordingly in useLoaderData.
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  optimizeDeps: {
    // Server-only packages reached through workspace packages' loaders: never bundle them for
    // the browser (the dev server would try to pre-bundle @node-rs/argon2's WASM fallback).
    exclude: ['@node-rs/argon2', '@electric-sql/pglite', 'pg', 'ioredis', 'nodemailer', 'drizzle-orm'],
  },
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
