import { AppError, PUBLISH_NEEDS_VERIFICATION_MESSAGE, siteUrl } from '@atrium/core';
import { publishSite, type SiteAccess } from '@atrium/db';
import { CHANNELS, syncPublishedListingIndexes } from '@atrium/integrations';
import type { BuilderContext } from '../lib/route-builders.server';

export interface PortalPublished {
  version: number;
  /** 'Your portal was published. Version N is live.' */
  message: string;
  /** The live portal's address, for the toast's "View portal". */
  url: string;
}

/**
 * Publish Changes (spec doc 1 §4 and §6), the one way a builder publishes: the editor's Publish
 * and the Invite dialog's "Publish and invite" both call it. An unverified builder is refused
 * here, not only in the UI. The portal host (this process, or others through Redis) drops its
 * cached snapshot at once, and large built-in tables get indexes for the sorts the published
 * listings use (ADR 044).
 */
export async function publishPortal(ctx: BuilderContext, site: SiteAccess['site']): Promise<PortalPublished> {
  if (!ctx.builder.verifiedAt) throw new AppError('FORBIDDEN', PUBLISH_NEEDS_VERIFICATION_MESSAGE);
  const published = await publishSite(ctx.runtime.db, { siteId: site.id, builderId: ctx.builder.id });
  await ctx.runtime.cache.publish(CHANNELS.siteChanged, site.id);
  await syncPublishedListingIndexes(ctx.runtime, site.id, published.snapshot);
  return {
    version: published.version,
    message: `Your portal was published. Version ${published.version} is live.`,
    url: siteUrl(ctx.runtime.env, site),
  };
}
