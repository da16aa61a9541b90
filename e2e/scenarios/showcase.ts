import { DEMO_LOGIN, createBuilder, createShowcasePortal } from '@atrium/db';
import { CHANNELS, type Runtime } from '@atrium/integrations';
import type { ScenarioResult } from './demo-portal';

/**
 * The demo `npm start` seeds, for one test: a builder of its own (`{key}@atrium.localhost`, the
 * demo password) with the Demo Agency workspace and the published showcase portal at `{key}`
 * (createShowcasePortal, as seedDemo makes it), its hero image stored, and the demo client's account.
 */
export async function setUpShowcase(runtime: Runtime, key: string): Promise<ScenarioResult> {
  const email = `${key}@atrium.localhost`;
  const builder = await createBuilder(runtime.db, {
    firstName: 'Demo',
    lastName: 'Builder',
    email,
    password: DEMO_LOGIN.password,
    verified: true,
  });
  const site = await createShowcasePortal(runtime.db, { builder, subdomain: key, media: runtime.media });
  await runtime.cache.publish(CHANNELS.siteChanged, site.id);
  return { email, password: DEMO_LOGIN.password, subdomain: key, siteId: site.id };
}
