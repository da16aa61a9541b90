import {
  AppError,
  GENERATE_MESSAGES,
  MAX_GENERATED_TABLES,
  ZCreatePageSchema,
  emptyPageContents,
  listingSectionFor,
  pagePathFor,
  type TableSchema,
} from '@atrium/core';
import { createPage, freePath, type PageView } from '@atrium/db';
import { airtableDataSourceFor } from '../data/data-source-for';
import type { Runtime } from '../runtime';
import { syncPrettyUrls } from '../listings/sync-pretty-urls';

export interface GeneratedPages {
  pages: PageView[];
  /** Tables whose record pages' pretty URLs could not be synced (they open at record ids until a sync). */
  unsynced: string[];
}

/** An Airtable base and the chosen tables' schemas, as `readBaseTables` checked them. */
export interface ChosenBaseTables {
  base: { id: string; name: string };
  tables: TableSchema[];
}

/**
 * The chosen tables of an Airtable base the workspace's token reaches, read once (through the
 * cache and the rate limiter) before anything is created. Refuses a base the token cannot reach,
 * tables the base does not have, none or too many.
 */
export async function readBaseTables(
  runtime: Runtime,
  params: { workspaceId: number; baseId: string; tableIds: string[] },
): Promise<ChosenBaseTables> {
  const tableIds = [...new Set(params.tableIds)];
  if (tableIds.length === 0) throw new AppError('BAD_REQUEST', GENERATE_MESSAGES.noTables);
  if (tableIds.length > MAX_GENERATED_TABLES) throw new AppError('BAD_REQUEST', GENERATE_MESSAGES.tooManyTables);
  const source = await airtableDataSourceFor(runtime, params.workspaceId);
  if (!source) throw new AppError('BAD_REQUEST', GENERATE_MESSAGES.noToken);
  const base = await findBase(source, params.baseId);
  const tables = await source.listTables({ baseId: base.id });
  return {
    base,
    tables: tableIds.map((id) => {
      const table = tables.find((t) => t.id === id);
      if (!table) throw new AppError('BAD_REQUEST', GENERATE_MESSAGES.unknownTable);
      return table;
    }),
  };
}

/**
 * "Generate from this base": for each chosen table, a page named after it (linked from the
 * header) holding `listingSectionFor`'s listing, and the record pages' pretty URLs synced.
 */
export async function generatePagesFromBase(
  runtime: Runtime,
  params: { siteId: string } & ChosenBaseTables,
): Promise<GeneratedPages> {
  const { base } = params;
  const pages: PageView[] = [];
  const unsynced: string[] = [];
  for (const table of params.tables) {
    const section = listingSectionFor(base, table);
    const page = await createPage(runtime.db, {
      siteId: params.siteId,
      input: ZCreatePageSchema.parse({
        name: table.name.slice(0, 100),
        path: await freePath(runtime.db, { siteId: params.siteId, base: pagePathFor(table.name) }),
      }),
      contents: { ...emptyPageContents(), sections: [section] },
    });
    pages.push(page);
    if (!section.data.detail.slugFieldId || !section.data.source) continue;
    try {
      await syncPrettyUrls(runtime, {
        siteId: params.siteId,
        sectionId: section.id,
        source: section.data.source,
        lookupFieldId: section.data.detail.slugFieldId,
      });
    } catch (error) {
      console.warn(
        `[generate] pretty URLs of ${table.name}: ${error instanceof Error ? error.message : String(error)}`,
      );
      unsynced.push(table.name);
    }
  }
  return { pages, unsynced };
}

async function findBase(
  source: NonNullable<Awaited<ReturnType<typeof airtableDataSourceFor>>>,
  baseId: string,
): Promise<{ id: string; name: string }> {
  let cursor: string | undefined;
  do {
    const page = await source.listBases({ cursor });
    const found = page.bases.find((b) => b.id === baseId);
    if (found) return { id: found.id, name: found.name };
    cursor = page.cursor;
  } while (cursor);
  throw new AppError('BAD_REQUEST', GENERATE_MESSAGES.unknownBase);
}
