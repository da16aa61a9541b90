import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
// By path, not by package name: Vite bundles a config's relative imports but hands package
// imports to Node, which cannot load the workspace packages' TypeScript source.
import { REMIX_FUTURE_FLAGS, SERVER_ONLY_PACKAGES } from '../integrations/src/http/remix-vite-options';

export default defineConfig({
  optimizeDeps: { exclude: SERVER_ONLY_PACKAGES },
  plugins: [remix({ future: REMIX_FUTURE_FLAGS })],
});
