import { builderUrl, portalUrl } from '@atrium/core';
import type { RuntimeEnv } from '../config/load-env';

export interface StartBannerInput {
  env: RuntimeEnv;
  dev: boolean;
  /** Where the apps listen (HOST, or 127.0.0.1 for `npm start`). */
  host: string;
  /** The demo portal's subdomain, the demo builder's log-in and a demo client's (seeded outside production). */
  demo: { subdomain: string; email: string; password: string; client: { email: string; password: string } };
  /** The demo was created by this start. */
  seeded: boolean;
  mailer: 'outbox' | 'smtp';
  cache: 'memory' | 'redis';
}

/**
 * What `npm start` prints (ADR 021): where everything is. The demo log-in and the dev mailbox
 * exist only outside production, so only then does the banner mention them; a production
 * start never prints credentials.
 */
export function startBanner(input: StartBannerInput): string[] {
  const { env } = input;
  const production = env.NODE_ENV === 'production';
  const storage = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}/pglite`;
  return [
    '',
    `  Atrium is running${input.dev ? ' (development, hot reload)' : ''}`,
    `  Builder:      ${builderUrl(env)}`,
    `  Portals:      ${portalUrl(env, '{subdomain}')}`,
    ...(production
      ? []
      : [
          `  Demo portal:  ${portalUrl(env, input.demo.subdomain)}`,
          `  Demo login:   ${input.demo.email} / ${input.demo.password}${input.seeded ? '  (just created)' : ''}`,
          `  Demo client:  ${input.demo.client.email} / ${input.demo.client.password}  (log in on the demo portal: only Northwind's projects)`,
        ]),
    ...(!production && input.mailer === 'outbox' ? [`  Mailbox:      ${builderUrl(env)}/dev/mailbox`] : []),
    `  Listening on: ${input.host}${input.host === '127.0.0.1' ? ' (this machine only; set HOST to change)' : ''}`,
    `  Data:         ${storage}; cache: ${input.cache}; email: ${input.mailer}`,
    '',
  ];
}
