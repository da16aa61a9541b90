import type { LoaderFunctionArgs } from '@remix-run/node';
import { mediaNotFound, mediaResponse } from '@atrium/integrations';
import { resolvePortal } from '../portal/resolve-portal.server';

/**
 * GET /media/sites/{siteId}/{file}: a portal's uploaded images, streamed from media storage
 * with year-long immutable caching (integrations/src/storage/media-response.ts). A host serves
 * only its own portal's folder: another portal's key, an unknown host or a traversal attempt is
 * a plain 404. A resource route, so it wins over the pages' splat route for this path.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const key = params['*'];
  const portal = await resolvePortal(context.runtime, new URL(request.url).host);
  if (portal.kind === 'unknown-host' || !key?.startsWith(`sites/${portal.site.siteId}/`)) return mediaNotFound();
  return mediaResponse(context.runtime.media, key, request);
}
