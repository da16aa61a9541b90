import { AppError, BLANK_TEMPLATE_ID, findPortalTemplate, type TCreatePortal } from '@atrium/core';
import { applyPortalTemplate, createSite, publishSite, type Builder } from '@atrium/db';
import { CHANNELS, syncPublishedListingIndexes, type Runtime } from '@atrium/integrations';

/**
 * The wizard's Create portal: Blank makes a portal with one home page and the demo tables (as
 * before templates); a template makes the whole working portal with its images in the portal's
 * media folder (applyPortalTemplate, ADR 049) and publishes it as the editor's Publish does —
 * only for a verified builder (spec doc 1 §4, §6), telling the portal host and indexing the
 * listings' sorts. The id was checked by the form's schema; an id with no template is refused.
 */
export async function createPortalFromWizard(
  runtime: Runtime,
  params: { workspaceId: number; builder: Pick<Builder, 'id' | 'verifiedAt'>; input: TCreatePortal },
): Promise<string> {
  const { input, builder } = params;
  if (input.template === BLANK_TEMPLATE_ID) {
    return (await createSite(runtime.db, { workspaceId: params.workspaceId, builderId: builder.id, input })).id;
  }
  const template = findPortalTemplate(input.template);
  if (!template) throw new AppError('BAD_REQUEST', 'Choose one of the templates shown.', { field: 'template' });
  const site = await applyPortalTemplate(runtime.db, {
    workspaceId: params.workspaceId,
    builderId: builder.id,
    template,
    appName: input.appName,
    domain: input.domain,
    color: input.color,
    media: runtime.media,
  });
  if (builder.verifiedAt) {
    const published = await publishSite(runtime.db, { siteId: site.id, builderId: builder.id });
    await runtime.cache.publish(CHANNELS.siteChanged, site.id);
    await syncPublishedListingIndexes(runtime, site.id, published.snapshot);
  }
  return site.id;
}
