/**
 * `npm start` / `npm run dev`: both apps in ONE process on the embedded defaults (or on
 * Postgres/Redis/SMTP when their URLs are set), sharing one runtime: database, cache,
 * pub/sub and outbox. Runs migrations, seeds the demo on an empty database (outside
 * production) and prints where everything is. Listens on 127.0.0.1 unless HOST says otherwise.
 */
import { DEMO_CLIENT_LOGIN, DEMO_LOGIN, DEMO_SUBDOMAIN, seedDemo } from '@atrium/db';
import {
  EMBEDDED_HOST,
  closeOnSignals,
  listenOrExit,
  loadEnv,
  startBanner,
  startDomainChecker,
  startRuntime,
} from '@atrium/integrations';
import { createBuilderApp } from '../builder/server/create-server';
import { createPortalHostApp } from '../portal-host/server/create-server';

async function main() {
  const dev = process.argv.includes('--dev');
  const { env, runtime } = await startRuntime(() => loadEnv(process.env));
  const seeded = env.NODE_ENV === 'production' ? undefined : await seedDemo(runtime.db, { media: runtime.media });
  // The builder's background job: re-checks custom domains until they are valid (ADR 025).
  const stopDomainChecker = startDomainChecker(runtime);
  runtime.onClose(stopDomainChecker);

  const builder = await createBuilderApp(runtime, { dev, hmrPort: 24678 });
  const portalHost = await createPortalHostApp(runtime, { dev, hmrPort: 24679 });
  const host = env.HOST ?? EMBEDDED_HOST;
  const servers = await Promise.all([
    listenOrExit(builder, env.BUILDER_PORT, 'builder', 'BUILDER_PORT', host),
    listenOrExit(portalHost, env.PORTAL_PORT, 'portal host', 'PORTAL_PORT', host),
  ]);

  const banner = startBanner({
    env,
    dev,
    host,
    demo: { subdomain: DEMO_SUBDOMAIN, ...DEMO_LOGIN, client: DEMO_CLIENT_LOGIN },
    seeded: Boolean(seeded),
    mailer: runtime.mailer.kind,
    cache: runtime.cache.kind,
  });
  console.log(banner.join('\n'));

  closeOnSignals(servers, runtime);
  return { runtime };
}

/** The running apps' shared runtime, for the e2e suite's serve.ts (its test-only set-up endpoint). */
export const started = main();
