import { portalLoader } from '../lib/route-builders.server';
import { answerTlsPermission } from '../portal/tls-permission.server';

/**
 * `GET /_atrium/tls-ask?domain=…`: Caddy's on-demand TLS permission check (TLS_ASK_PATH). Any
 * Host: Caddy asks over the internal network. `_` cannot start a page path, so no page hides it.
 */
export const loader = portalLoader(answerTlsPermission);

/** Only GET is a question. */
export const action = () =>
  new Response('Only GET is answered here.', {
    status: 405,
    headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' },
  });
