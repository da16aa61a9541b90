import { portalLoader } from '../lib/route-builders.server';
import { portalMediaResponse } from '../media/portal-media.server';

/**
 * GET /media/sites/{siteId}/{file}: a portal's uploaded images (media/portal-media.server.ts:
 * its own folder only; media used only on pages some viewers may not open, to those who may).
 * A resource route, so it wins over the pages' splat route for this path.
 */
export const loader = portalLoader(portalMediaResponse);
