import { listUserGroups } from '@atrium/db';
import type { Runtime } from '../runtime';

/** The portal's user groups as a listing's Permissions panel chooses from them. */
export async function listingGroups(runtime: Runtime, siteId: string): Promise<Array<{ id: string; name: string }>> {
  return (await listUserGroups(runtime.db, { siteId })).map((g) => ({ id: g.id, name: g.name }));
}
