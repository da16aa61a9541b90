import { AppError, PUBLISH_NEEDS_VERIFICATION_MESSAGE, siteUrl } from '@atrium/core';
import { publishSite, type Builder, type SiteRow } from '@atrium/db';
import { CHANNELS, syncPublishedListingIndexes, type Runtime } from '@atrium/integrations';

export interface PortalPublished {
  version: number;
  /** 'Your portal was published. Version N is live.' */
  message: string;
  /** The live portal's address, for the toast's "View portal". */
  url: string;
}

/**
 * Publish Changes (spec doc 1 §4 and §6), the one way a builder publishes: the editor's Publish,
 * the Invite dialog's "Publish and invite" and the wizard's templates all call it. An unverified builder is refused
 * here, not only in the UI. The portal host (this process, or others through Redis) drops its
 * cached snapshot at once, and large built-in tables get indexes for the sorts the published
 * listings use (ADR 044).
 */
export async function publishPortal(
  runtime: Runtime,
  params: { builder: Pick<Builder, 'id' | 'verifiedAt'>; site: SiteRow },
): Promise<PortalPublished> {
  const { builder, site } = params;
  if (!builder.verifiedAt) throw new AppError('FORBIDDEN', PUBLISH_NEEDS_VERIFICATION_MESSAGE);
  const published = await publishSite(runtime.db, { siteId: site.id, builderId: builder.id });
  await runtime.cache.publish(CHANNELS.siteChanged, site.id);
  await syncPublishedListingIndexes(runtime, site.id, published.snapshot);
  return {
    version: published.version,
    message: `Your portal was published. Version ${published.version} is live.`,
    url: siteUrl(runtime.env, site),
  };
}
