/**
 * `npm run start -w portal-host` (production build) or `npm run dev -w portal-host` (--dev):
 * the portal host as its own process. It is stateless, so any number can run behind a load
 * balancer; with REDIS_URL set they all hear the builder's invalidations.
 */
import { portalUrl } from '@atrium/core';
import { closeOnSignals, listenOrExit, startRuntime } from '@atrium/integrations';
import { getEnv } from '../app/env.server';
import { createPortalHostApp } from './create-server';

async function main() {
  const dev = process.argv.includes('--dev');
  const { env, runtime } = await startRuntime(getEnv);
  const app = await createPortalHostApp(runtime, { dev });
  const server = await listenOrExit(app, env.PORTAL_PORT, 'portal host', 'PORTAL_PORT', env.HOST);
  console.log(`Portal host${dev ? ' (development)' : ''} listening on port ${env.PORTAL_PORT}`);
  console.log(`Portals: ${portalUrl(env, '{subdomain}')}`);
  closeOnSignals([server], runtime);
}

void main();
