import { landingWorkspace } from '@atrium/db';
import type { Runtime } from '@atrium/integrations';

/**
 * Where a builder lands after logging in, or on `/`: the portals list of their personal space, or
 * of the first workspace with portals when their personal space has none (landingWorkspace).
 */
export async function landingPath(runtime: Runtime, builderId: string): Promise<string> {
  return `/workspaces/${await landingWorkspace(runtime.db, { builderId })}/portals`;
}
