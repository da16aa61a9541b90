/**
 * `npm start` / `npm run dev`: both apps in ONE process on the embedded defaults (or on
 * Postgres/Redis/SMTP when their URLs are set), sharing one runtime: database, cache,
 * pub/sub and outbox. Runs migrations, seeds the demo on an empty database (outside
 * production) and prints where everything is.
 */
import { builderUrl, portalUrl } from '@atrium/core';
import { DEMO_LOGIN, DEMO_SUBDOMAIN, seedDemo } from '@atrium/db';
import { closeOnSignals, listenOrExit, loadEnv, startRuntime } from '@atrium/integrations';
import { createBuilderApp } from '../builder/server/create-server';
import { createPortalHostApp } from '../portal-host/server/create-server';

async function main() {
  const dev = process.argv.includes('--dev');
  const { env, runtime } = await startRuntime(() => loadEnv(process.env));
  const seeded = env.NODE_ENV === 'production' ? undefined : await seedDemo(runtime.db);

  const builder = await createBuilderApp(runtime, { dev, hmrPort: 24678 });
  const portalHost = await createPortalHostApp(runtime, { dev, hmrPort: 24679 });
  const servers = await Promise.all([
    listenOrExit(builder, env.BUILDER_PORT, 'builder', 'BUILDER_PORT'),
    listenOrExit(portalHost, env.PORTAL_PORT, 'portal host', 'PORTAL_PORT'),
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

  closeOnSignals(servers, runtime);
}

void main();
