import { portalUrl } from '@atrium/core';
import { contentSecurityPolicy, type RuntimeEnv, type SecurityHeadersOptions } from '@atrium/integrations';

/**
 * The builder's security headers (ADR 021). Its own needs, source by source:
 * - scripts: its own bundles ('self') and Remix's inline hydration scripts (the nonce);
 * - styles: Polaris and the builder's CSS files, and inline `style` attributes (Polaris, dnd-kit,
 *   the preview's theme variables) and `<style>` elements (the preview's `@font-face` rules),
 *   hence 'unsafe-inline' for styles only;
 * - images and video: anywhere, because a block's image may be any http(s) URL a builder typed,
 *   a stock photo or an upload (data: and blob: for icons and local previews);
 * - frames: embeds (https only, core's `embedFrame`) and code blocks, which run on the portal's
 *   origin (`/_atrium/code-preview` on any portal subdomain), never on the builder's;
 * - fonts, fetches and form posts: the builder itself; nobody may frame the builder.
 * In development, Vite's HMR websocket is allowed too (and only then).
 */
export function builderSecurityHeaders(
  env: RuntimeEnv,
  options: { dev: boolean; hmrPort: number },
): SecurityHeadersOptions {
  const portals = portalUrl(env, '*');
  return {
    referrerPolicy: 'same-origin',
    frameOptions: 'DENY',
    hsts: env.NODE_ENV === 'production',
    contentSecurityPolicy: (nonce, req) =>
      contentSecurityPolicy({
        'default-src': ["'self'"],
        'script-src': ["'self'", `'nonce-${nonce}'`],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ['*', 'data:', 'blob:'],
        'media-src': ['*', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': [
          "'self'",
          ...(options.dev ? [`${req.protocol === 'https' ? 'wss' : 'ws'}://${req.hostname}:${options.hmrPort}`] : []),
        ],
        'frame-src': ['https:', portals],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      }),
  };
}
