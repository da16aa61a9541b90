import { CHANNELS, type Runtime } from '@atrium/integrations';
import { DEMO_LOGIN, createBuilder, createDemoPortal, publishSite, type Builder } from '@atrium/db';

/** What a scenario hands its test: whom to log in as and which portal is theirs. */
export interface ScenarioResult {
  /** The builder who owns the scenario's workspace (password: the demo password). */
  email: string;
  password: string;
  /** The portal's free subdomain: `http://{subdomain}.localhost:{PORTAL_PORT}`. */
  subdomain: string;
  siteId: string;
}

export interface DemoPortal extends ScenarioResult {
  builder: Builder;
}

/**
 * The demo seed for one test: a builder of its own (`{key}@atrium.localhost`, verified, the demo
 * password) with the Demo Agency workspace and the published Demo Client Portal at the subdomain
 * `{key}` — `createDemoPortal`, the test factory (what `npm start` seeded before issue 23; the
 * seed is now the showcase, scenarios/showcase.ts). Nothing another test does can reach it.
 */
export async function setUpDemoPortal(runtime: Runtime, key: string): Promise<DemoPortal> {
  const email = `${key}@atrium.localhost`;
  const builder = await createBuilder(runtime.db, {
    firstName: 'Demo',
    lastName: 'Builder',
    email,
    password: DEMO_LOGIN.password,
    verified: true,
  });
  const site = await createDemoPortal(runtime.db, { builder, subdomain: key });
  return { builder, email, password: DEMO_LOGIN.password, subdomain: key, siteId: site.id };
}

/** Publishes the portal's draft and tells the portal host, as the builder's Publish Changes does. */
export async function publish(runtime: Runtime, portal: { siteId: string; builder: Builder }): Promise<void> {
  await publishSite(runtime.db, { siteId: portal.siteId, builderId: portal.builder.id });
  await runtime.cache.publish(CHANNELS.siteChanged, portal.siteId);
}

/** The public part of a scenario (the builder row stays on the server). */
export function resultOf(portal: DemoPortal): ScenarioResult {
  const { email, password, subdomain, siteId } = portal;
  return { email, password, subdomain, siteId };
}
