import { getSiteForBuilder } from '@atrium/db';
import { mediaNotFound, mediaResponse, type Runtime } from '@atrium/integrations';
import { getCurrentBuilder } from '../auth/session.server';

/**
 * Media in the builder, for the editor and its live preview: the same files and headers as the
 * portal host, but only to a signed-in builder who may edit the portal whose folder holds the key
 * (everyone else gets the same 404 as for a missing file). Because the answer depends on the
 * session cookie, it is cached by the browser only (`private`), still for a year.
 */
export const BUILDER_MEDIA_CACHE_CONTROL = 'private, max-age=31536000, immutable';

export async function builderMediaResponse(
  request: Request,
  runtime: Runtime,
  key: string | undefined,
): Promise<Response> {
  const siteId = key ? /^sites\/([^/]+)\/[^/]+$/.exec(key)?.[1] : undefined;
  if (!siteId) return mediaNotFound();
  const current = await getCurrentBuilder(request, runtime);
  if (!current) return mediaNotFound();
  const access = await getSiteForBuilder(runtime.db, { builderId: current.builder.id, siteId });
  if (!access) return mediaNotFound();
  return mediaResponse(runtime.media, key, request, { cacheControl: BUILDER_MEDIA_CACHE_CONTROL });
}
