import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    remix({
      // Files starting with "__" sit next to routes without being routes (shared route pieces).
      ignoredRouteFiles: ['**/__*', '**/*.test.*'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  ssr: {
    // Polaris ships CSS imports and ESM that Node cannot load unbundled.
    noExternal: ['@shopify/polaris'],
  },
  build: { target: 'es2022' },
});
