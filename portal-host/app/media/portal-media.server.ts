import { abilitiesFor, mediaUploadId, mediaUses, pageGate, type Ability, type TMediaUses } from '@atrium/core';
import type { PublishedSite, SiteAccessState } from '@atrium/db';
import { mediaNotFound, mediaResponse, type Runtime } from '@atrium/integrations';
import { portalViewer } from '../portal/portal-access.server';
import {
  publishedSnapshot,
  resolvePortal,
  siteAccessState,
  type PublishedPortal,
} from '../portal/resolve-portal.server';
import type { PortalRequest } from '../load-context';

/** Media only some viewers may see: the browser may keep it, shared caches never, and it asks again each time. */
export const RESTRICTED_MEDIA_CACHE_CONTROL = 'private, no-cache';

/**
 * GET /media/sites/{siteId}/{file} on a portal (ADR 008, ADR 022). A host serves only its own
 * portal's folder. On a portal with user accounts, an upload that the published snapshot uses
 * only on pages an anonymous visitor may not open is served only to viewers who may open one of
 * those pages (everyone else gets the same 404 as for a missing file), privately. Anything else
 * (used on an open page, in the header, footer, theme or settings, or by no published page) is
 * public and cached for a year, as before.
 */
export async function portalMediaResponse({ request, runtime, params }: PortalRequest): Promise<Response> {
  const key = params['*'];
  const portal = await resolvePortal(runtime, request);
  if (portal.kind === 'unknown-host' || !key?.startsWith(`sites/${portal.site.siteId}/`)) return mediaNotFound();
  if (portal.kind !== 'published' || !portal.site.accountsOn) return mediaResponse(runtime.media, key, request);

  const uses = await publishedMediaUses(runtime, portal);
  const upload = mediaUploadId(key);
  const pages = uses.byPage.get(upload) ?? [];
  if (uses.outsidePages.has(upload) || pages.length === 0) return mediaResponse(runtime.media, key, request);

  const state = await siteAccessState(runtime, portal.site.siteId);
  const anonymous = anonymousAbility(state);
  if (pages.some((pageId) => pageGate(anonymous, { kind: 'anonymous' }, pageId) === 'allow')) {
    return mediaResponse(runtime.media, key, request);
  }
  const access = await portalViewer(request, runtime, portal.site);
  if (!pages.some((pageId) => pageGate(access.ability, access.viewer, pageId) === 'allow')) {
    const refused = mediaNotFound();
    refused.headers.set('Cache-Control', 'private, no-store');
    return refused;
  }
  return mediaResponse(runtime.media, key, request, { cacheControl: RESTRICTED_MEDIA_CACHE_CONTROL });
}

/** What an anonymous visitor may do on a portal, once per access state (cached with it). */
function anonymousAbility(state: SiteAccessState): Ability {
  let ability = anonymousAbilities.get(state);
  if (!ability) {
    ability = abilitiesFor({
      viewer: { kind: 'anonymous' },
      identityEnabled: true,
      rules: state.rules,
      pages: state.pages,
    });
    anonymousAbilities.set(state, ability);
  }
  return ability;
}

const anonymousAbilities = new WeakMap<SiteAccessState, Ability>();

/**
 * Which uploads a publication uses, and on which pages: every page's contents are read for it
 * (cached per page with the snapshot), the answer kept as long as the publication is.
 */
async function publishedMediaUses(runtime: Runtime, portal: PublishedPortal): Promise<TMediaUses> {
  let uses = usesByPublication.get(portal.publication);
  if (!uses) {
    uses = mediaUses(await publishedSnapshot(runtime, portal, 'all'));
    usesByPublication.set(portal.publication, uses);
  }
  return uses;
}

const usesByPublication = new WeakMap<PublishedSite, TMediaUses>();
