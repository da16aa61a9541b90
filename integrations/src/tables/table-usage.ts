import { listLocalTables, listPages, getLatestPublication } from '@atrium/db';
import type { Runtime } from '../runtime';

/**
 * What uses a built-in table, in words for the builder (deleting it would break them): pages
 * whose sections read it (as saved in the editor, and as published), the users set-up, and
 * other tables' link fields pointing at it. Table ids are random and long, so finding one in a
 * page's or the app config's JSON finds a real use, wherever a section keeps it (sources,
 * filters, linked records blocks).
 */
export async function tableUsage(
  runtime: Runtime,
  params: { siteId: string; tableId: string; appConfig: unknown },
): Promise<string[]> {
  const uses = await mentionUses(runtime, { siteId: params.siteId, id: params.tableId, appConfig: params.appConfig });
  const tables = await listLocalTables(runtime.db, { siteId: params.siteId });
  for (const table of tables) {
    if (table.id === params.tableId) continue;
    for (const field of table.fields) {
      if (field.options?.linkedTableId === params.tableId) uses.push(`the link field "${field.name}" of ${table.name}`);
    }
  }
  return uses;
}

/**
 * Where a table's or field's id is named, in words: pages whose sections (listings, forms,
 * filters, linked records blocks) name it, as saved in the editor and as published, and the
 * users set-up. Ids are random and long, so finding one in the JSON finds a real use.
 */
export async function mentionUses(
  runtime: Runtime,
  params: { siteId: string; id: string; appConfig: unknown },
): Promise<string[]> {
  const { db } = runtime;
  const [pages, publication] = await Promise.all([
    listPages(db, { siteId: params.siteId }),
    getLatestPublication(db, { siteId: params.siteId }),
  ]);
  const mentions = (value: unknown) => JSON.stringify(value ?? null).includes(params.id);
  const uses: string[] = [];
  const drafts = pages.filter((page) => mentions(page.contents)).map((page) => page.name);
  if (drafts.length > 0) uses.push(`the page${drafts.length > 1 ? 's' : ''} ${quoted(drafts)}`);
  const live = (publication?.snapshot.pages ?? [])
    .filter((page) => mentions(page.contents) && !drafts.includes(page.name))
    .map((page) => page.name);
  if (live.length > 0) uses.push(`the published page${live.length > 1 ? 's' : ''} ${quoted(live)} (publish to update)`);
  if (mentions(params.appConfig)) uses.push('the users set-up of User Management');
  return uses;
}

function quoted(names: string[]): string {
  return names.map((name) => `"${name}"`).join(', ');
}
