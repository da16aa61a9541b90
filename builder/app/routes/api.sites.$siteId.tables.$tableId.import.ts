import { AppError, REQUEST_MESSAGES, TABLE_MESSAGES, ZImportQuerySchema } from '@atrium/core';
import { checkCsvImport, importCsv } from '@atrium/integrations';
import { assertMethod, jsonApiAction } from '../lib/json-api-action.server';
import { requireSite } from '../lib/route-builders.server';

/**
 * POST a CSV file (`Content-Type: text/csv`, at most 20 MB; the request guard's `csv` kind):
 * - `?mode=preview[&map=…]`: the file's columns, first rows and row count, the mapping (guessed
 *   from the field names when none is given), and how many rows can be imported, with the
 *   first errors. Nothing is written.
 * - `?mode=import&map=…`: imports the valid rows in one transaction and reports the others.
 */
export const action = jsonApiAction(async (ctx) => {
  assertMethod(ctx.request, 'POST');
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const type = (ctx.request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'text/csv') throw new AppError('UNSUPPORTED_MEDIA_TYPE', REQUEST_MESSAGES.unsupportedType(['text/csv']));
  const parsed = ZImportQuerySchema.safeParse(Object.fromEntries(new URL(ctx.request.url).searchParams));
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Bad import request.');
  const { mode, map } = parsed.data;
  const csv = await ctx.request.text();
  const input = { siteId: site.id, tableId: ctx.params.tableId ?? '', csv };
  if (mode === 'preview')
    return { ok: true as const, ...(await checkCsvImport(ctx.runtime, { ...input, mapping: map })) };
  if (!map) throw new AppError('BAD_REQUEST', TABLE_MESSAGES.importNothingMapped);
  const result = await importCsv(ctx.runtime, { ...input, mapping: map });
  return { ok: true as const, message: TABLE_MESSAGES.recordsImported(result.imported), ...result };
});
