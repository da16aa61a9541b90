import { jsonApiLoader } from '../lib/json-api-action.server';
import { listBasePage, pickerError, workspaceAirtable } from '../data-sources/airtable-pickers.server';

/** GET: the bases the workspace's Airtable token reaches, 5 a page (`?cursor=` from the last answer). */
export const loader = jsonApiLoader(async (ctx) => {
  const source = await workspaceAirtable(ctx);
  if (source instanceof Response) return source;
  try {
    return await listBasePage(source, new URL(ctx.request.url).searchParams.get('cursor'));
  } catch (error) {
    return pickerError(error);
  }
});
