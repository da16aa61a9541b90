/**
 * `npm start` / `npm run dev`: both apps in ONE process on the embedded defaults (or on
 * Postgres/Redis/SMTP when their URLs are set), sharing one runtime: database, cache,
 * pub/sub and outbox. Runs migrations, seeds the demo on an empty database (outside
 * production) and prints where everything is.
 */
import type { Server } from 'node:http';
import type { Express } from 'express';
import { ConfigError, builderUrl, portalUrl } from '@atrium/core';
import { DEMO_LOGIN, DEMO_SUBDOMAIN, seedDemo } from '@atrium/db';
import { createRuntime, loadEnv, startWebhookRefresher, type RuntimeEnv } from '@atrium/integrations';
import { createBuilderApp } from '../builder/server/create-server';
import { createPortalHostApp } from '../portal-host/server/create-server';

async function main() {
  const dev = process.argv.includes('--dev');
  let env: RuntimeEnv;
  try {
    env = loadEnv(process.env);
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
  const seeded = env.NODE_ENV === 'production' ? undefined : await seedDemo(runtime.db);

  const builder = await createBuilderApp(runtime, { dev, hmrPort: 24678 });
  const portalHost = await createPortalHostApp(runtime, { dev, hmrPort: 24679 });
  const servers = await Promise.all([
    listen(builder, env.BUILDER_PORT, 'builder'),
    listen(portalHost, env.PORTAL_PORT, 'portal host'),
  ]);

  const storage = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}/pglite`;
  console.log('');
  console.log(`  Atrium is running${dev ? ' (development, hot reload)' : ''}`);
  console.log(`  Builder:      ${builderUrl(env)}`);
  console.log(`  Portals:      ${portalUrl(env, '{subdomain}')}`);
  console.log(`  Demo portal:  ${portalUrl(env, DEMO_SUBDOMAIN)}`);
  console.log(`  Demo login:   ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}${seeded ? '  (just created)' : ''}`);
  if (runtime.mailer.kind === 'outbox') console.log(`  Mailbox:      ${builderUrl(env)}/dev/mailbox`);
  console.log(`  Data:         ${storage}; cache: ${runtime.cache.kind}; email: ${runtime.mailer.kind}`);
  console.log('');

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const server of servers) server.close();
    void runtime.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function listen(app: Express, port: number, name: string) {
  return new Promise<Server>((resolve, reject) => {
    const server = app.listen(port, () => resolve(server));
    server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        console.error(
          `The ${name} cannot start: port ${port} is already in use. Set ${name === 'builder' ? 'BUILDER_PORT' : 'PORTAL_PORT'} to another port.`,
        );
        process.exit(1);
      }
      reject(error);
    });
  });
}

void main();
