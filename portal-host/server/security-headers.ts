import { contentSecurityPolicy, type RuntimeEnv, type SecurityHeadersOptions } from '@atrium/integrations';
import { portalFrameAncestors } from '../app/portal/portal-headers';
import { frameAncestorsOf } from './portal-embedding';

/**
 * The portal host's security headers (ADR 021). A portal page's own needs, source by source:
 * - scripts: only those carrying the request's nonce (the listing script; pages without
 *   listings ship none);
 * - styles: the sections' CSS file, the inline `@font-face` rules and the theme's inline
 *   `style` attributes, hence 'unsafe-inline' for styles only;
 * - images and video: anywhere (a block's image may be any http(s) URL, records carry
 *   attachment URLs), fonts from the portal itself (ADR 009);
 * - frames: embeds (https only) and the portal's own code block frames (ADR 010), which carry a
 *   sandboxing policy of their own;
 * - form posts: the portal itself and https mailing-list services (a hero's sign-up button);
 * - framing: the portal itself, the builder (its preview frames code blocks from here) and the
 *   websites allowed to embed the portal, which a portal document's root loader names for its
 *   response (ADR 027); other responses keep the first two.
 */
export function portalSecurityHeaders(env: RuntimeEnv): SecurityHeadersOptions {
  const policy = (nonce: string, frameAncestors: string[]) =>
    contentSecurityPolicy({
      'default-src': ["'self'"],
      'script-src': [`'nonce-${nonce}'`],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ['*', 'data:', 'blob:'],
      'media-src': ['*', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'self'", 'https:'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'", 'https:'],
      'frame-ancestors': frameAncestors,
    });
  return {
    referrerPolicy: 'strict-origin-when-cross-origin',
    hsts: env.NODE_ENV === 'production',
    contentSecurityPolicy: (nonce, _req, res) => policy(nonce, frameAncestorsOf(res) ?? portalFrameAncestors(env)),
  };
}
