import { builderUrl, domainTargets } from '@atrium/core';
import type { Runtime } from '@atrium/integrations';
import { findHostedSite } from './resolve-portal.server';
import type { PortalRequest } from '../load-context';

/**
 * Caddy's on-demand TLS permission check (`on_demand_tls { ask … }` in docker/Caddyfile): before
 * it requests or loads a certificate for a name, Caddy asks `GET {TLS_ASK_PATH}?domain={name}` and
 * goes ahead only on a 2xx. Answering 2xx for any name would let anyone make the server request
 * certificates for names of their choosing (and spend the ACME account's rate limits), so:
 *
 * - 200 for a host name the portal host serves: a portal's free subdomain under
 *   PORTAL_ROOT_DOMAIN that exists (published or not, as the portal host answers it), a portal's
 *   custom domain once Atrium verified it through DNS, and its `www.` form when the portal
 *   included it (served as a redirect, which needs a certificate too);
 * - 404 for anything else: unknown subdomains, the root domain, the builder's host, the CNAME
 *   target, IP addresses, and custom domains that are unverified, removed or unknown;
 * - 400 for a missing or malformed name; 403 for a request that came through a proxy (Caddy asks
 *   directly over the internal network; the Caddyfile also answers this path 404 to the public);
 * - 503 (fail closed) when the database cannot be asked about a name this process does not know.
 *
 * Answers come from the portal host's in-process host map (kept current by the site-changed
 * invalidation, and answered from memory through a brief database outage), so Caddy's checks on
 * every handshake for a name it does not hold cost no query once warm, and a name that just became
 * valid elsewhere is seen at once (the invalidation also drops remembered unknown names). See
 * ADR 023 and ADR 025.
 */
export const TLS_ASK_PATH = '/_atrium/tls-ask';

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'x-real-ip'];
const HEADERS = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };

export async function answerTlsPermission({ request, runtime }: PortalRequest): Promise<Response> {
  if (PROXY_HEADERS.some((name) => request.headers.has(name))) {
    return new Response('This check answers the TLS terminator directly, not through a proxy.', {
      status: 403,
      headers: HEADERS,
    });
  }
  const domains = new URL(request.url).searchParams.getAll('domain');
  const hostname = (domains[0] ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (domains.length !== 1 || !HOSTNAME.test(hostname)) {
    return new Response('Give one host name as ?domain=, e.g. ?domain=acme.portals.example.com.', {
      status: 400,
      headers: HEADERS,
    });
  }
  let allowed: boolean;
  try {
    allowed = await certificateAllowed(runtime, hostname);
  } catch (error) {
    // Fails closed: Caddy refuses the handshake and asks again on the next one.
    console.error('TLS permission check: the database did not answer.', error);
    return new Response('Cannot check this host name now. Please try again.', { status: 503, headers: HEADERS });
  }
  if (!allowed) {
    return new Response(`${hostname} is not a host name this portal host serves.`, { status: 404, headers: HEADERS });
  }
  return new Response(`${hostname} is served here.`, { status: 200, headers: HEADERS });
}

/** Whether Caddy may hold a certificate for hostname (already lowercased, without a trailing dot). */
async function certificateAllowed(runtime: Runtime, hostname: string): Promise<boolean> {
  if (hostname === new URL(builderUrl(runtime.env)).hostname) return false;
  if (hostname === domainTargets(runtime.env).cnameTarget) return false;
  // The host map holds free subdomains (one label under the root) and verified custom domains
  // with their included www form only: whatever it knows is served here.
  return (await findHostedSite(runtime, hostname)) !== undefined;
}
