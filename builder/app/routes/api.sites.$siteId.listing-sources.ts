import { listAirtableListingTables, listingGroups, loadListingSources } from '@atrium/integrations';
import { pickerError } from '../data-sources/airtable-pickers.server';
import { jsonApiLoader } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/**
 * GET: what the connect-data wizard and the listing's tabs choose from (with the portal's user
 * groups, for the Permissions panel). Without `baseId`: integrations' loadListingSources (the
 * portal's built-in tables, whether the workspace has an Airtable token, the users table when
 * user accounts are set up). With `baseId`: that Airtable base's tables, from the workspace's
 * cached connection; a failure answers the picker's alert.
 */
export const loader = jsonApiLoader(async (ctx) => {
  const { site, workspaceRouteId } = await requireSite(ctx, ctx.params.siteId);
  const baseId = new URL(ctx.request.url).searchParams.get('baseId');
  if (baseId) {
    const groups = await listingGroups(ctx.runtime, site.id);
    try {
      const tables = await listAirtableListingTables(ctx.runtime, { workspaceId: site.workspaceId, baseId });
      return { ok: true as const, tables, groups };
    } catch (error) {
      return pickerError(error, 'Something went wrong fetching your tables');
    }
  }
  const { tables, hasAirtableToken, groups, users } = await loadListingSources(ctx.runtime, site);
  return { ok: true as const, tables, airtable: { hasToken: hasAirtableToken, workspaceRouteId }, groups, users };
});
