import { jsonApiLoader } from '../lib/json-api-action.server';
import { listBaseTables, pickerError, workspaceAirtable } from '../data-sources/airtable-pickers.server';

/** GET: a base's tables with their fields and views, for the table, field and view pickers. */
export const loader = jsonApiLoader(async (ctx) => {
  const source = await workspaceAirtable(ctx);
  if (source instanceof Response) return source;
  try {
    return await listBaseTables(source, ctx.params.baseId ?? '');
  } catch (error) {
    return pickerError(error, 'Something went wrong fetching your tables');
  }
});
