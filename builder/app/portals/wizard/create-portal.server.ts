import { AppError, BLANK_TEMPLATE_ID, findPortalTemplate, type TCreatePortal } from '@atrium/core';
import { applyPortalTemplate, createSite } from '@atrium/db';
import type { Runtime } from '@atrium/integrations';

/**
 * The wizard's Create portal: Blank makes a portal with one home page and the demo tables (as
 * before templates); a template makes the whole working portal, published, with its images in
 * the portal's media folder (applyPortalTemplate, ADR 049). The id was checked by the form's
 * schema; an id with no template here is still refused, never guessed.
 */
export async function createPortalFromWizard(
  runtime: Runtime,
  params: { workspaceId: number; builderId: string; input: TCreatePortal },
): Promise<string> {
  const { input } = params;
  if (input.template === BLANK_TEMPLATE_ID) {
    return (await createSite(runtime.db, { workspaceId: params.workspaceId, builderId: params.builderId, input })).id;
  }
  const template = findPortalTemplate(input.template);
  if (!template) throw new AppError('BAD_REQUEST', 'Choose one of the templates shown.', { field: 'template' });
  const site = await applyPortalTemplate(runtime.db, {
    workspaceId: params.workspaceId,
    builderId: params.builderId,
    template,
    appName: input.appName,
    domain: input.domain,
    color: input.color,
    media: runtime.media,
    publish: true,
  });
  return site.id;
}
