/**
 * `npm run start -w portal-host` (production build) or `npm run dev -w portal-host` (--dev):
 * the portal host as its own process. It is stateless, so any number can run behind a load
 * balancer; with REDIS_URL set they all hear the builder's invalidations.
 */
import { ConfigError, portalUrl } from '@atrium/core';
import { createRuntime, startWebhookRefresher, type RuntimeEnv } from '@atrium/integrations';
import { getEnv } from '../app/env.server';
import { createPortalHostApp } from './create-server';

async function main() {
  const dev = process.argv.includes('--dev');
  let env: RuntimeEnv;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const runtime = await createRuntime(env);
  // Keeps Airtable webhooks alive (they expire after 7 days); a no-op without PUBLIC_URL.
  const stopWebhookRefresher = startWebhookRefresher(runtime);
  runtime.onClose(async () => stopWebhookRefresher());
  const app = await createPortalHostApp(runtime, { dev });
  const server = app.listen(env.PORTAL_PORT, () => {
    console.log(`Portal host${dev ? ' (development)' : ''} listening on port ${env.PORTAL_PORT}`);
    console.log(`Portals: ${portalUrl(env, '{subdomain}')}`);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `The portal host cannot start: port ${env.PORTAL_PORT} is already in use. Set PORTAL_PORT to another port.`
        : error,
    );
    process.exit(1);
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    void runtime.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
