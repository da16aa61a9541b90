import {
  AppError,
  BLANK_TEMPLATE_ID,
  customisePortalTemplate,
  findPortalTemplate,
  type TCreatePortal,
} from '@atrium/core';
import { applyPortalTemplate, createSite, listPages, type Builder } from '@atrium/db';
import { generatePagesFromBase, readBaseTables, type Runtime } from '@atrium/integrations';
import { publishPortal } from '../publish-portal.server';

export interface CreatedPortal {
  siteId: string;
  /** The page the editor opens first: the first generated page, else the home page. */
  pageId: string | undefined;
}

/**
 * The wizard's Create portal, one function for each way it makes a portal:
 * - Blank: one home page and the demo tables (as before templates);
 * - from an Airtable base ("Generate from this base"): the base and tables are checked before the
 *   portal exists, so a refusal leaves nothing behind; then a page per table;
 * - a template: steps 3 and 4's choices applied (customisePortalTemplate, ADR 051), the whole
 *   working portal made in one transaction with its images in the portal's media folder
 *   (applyPortalTemplate, ADR 049), and published through the editor's Publish (publishPortal) — only for a
 *   verified builder (spec doc 1 §4, §6), telling the portal host and indexing the listings' sorts.
 * The template id was checked by the form's schema; an id with no template is refused.
 */
export async function createPortalFromWizard(
  runtime: Runtime,
  params: { workspaceId: number; builder: Pick<Builder, 'id' | 'verifiedAt'>; input: TCreatePortal },
): Promise<CreatedPortal> {
  const { input, builder, workspaceId } = params;
  if (input.template === BLANK_TEMPLATE_ID) {
    const chosen =
      input.dataSource === 'airtable'
        ? await readBaseTables(runtime, { workspaceId, baseId: input.baseId, tableIds: input.tableIds })
        : undefined;
    const siteId = (await createSite(runtime.db, { workspaceId, builderId: builder.id, input })).id;
    const generated = chosen ? (await generatePagesFromBase(runtime, { siteId, ...chosen })).pages[0]?.id : undefined;
    return { siteId, pageId: generated ?? (await homePageId(runtime, siteId)) };
  }
  const found = findPortalTemplate(input.template);
  if (!found) throw new AppError('BAD_REQUEST', 'Choose one of the templates shown.', { field: 'template' });
  const template = customisePortalTemplate(found, {
    accounts: input.accounts === 'on',
    usersTableName: input.usersTableName,
    groupNames: input.groupNames,
  });
  const site = await applyPortalTemplate(runtime.db, {
    workspaceId,
    builderId: builder.id,
    template,
    appName: input.appName,
    domain: input.domain,
    color: input.color,
    media: runtime.media,
  });
  if (builder.verifiedAt) await publishPortal(runtime, { builder, site });
  return { siteId: site.id, pageId: await homePageId(runtime, site.id) };
}

async function homePageId(runtime: Runtime, siteId: string): Promise<string | undefined> {
  return (await listPages(runtime.db, { siteId })).find((page) => page.isHome)?.id;
}
