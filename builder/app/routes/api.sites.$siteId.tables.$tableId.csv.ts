import { gridQueryFromSearch } from '@atrium/core';
import { csvFileName, exportTableCsv, gridTable } from '@atrium/integrations';
import { builderLoader, requireSite } from '../lib/route-builders.server';

/**
 * GET `?q=&sort=&dir=&filter=`: the table as a CSV download (the grid's Export CSV), in the grid's
 * order, search and column filters, streamed as it is read.
 */
export const loader = builderLoader(async (ctx) => {
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const tableId = ctx.params.tableId ?? '';
  // Not found before the download starts: a 404, not a broken file.
  const table = await gridTable(ctx.runtime, site.id, tableId);
  const query = gridQueryFromSearch(new URL(ctx.request.url).searchParams);
  const rows = exportTableCsv(ctx.runtime, { siteId: site.id, tableId, query });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const name = csvFileName(table.name);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'private, no-store',
    },
  });
});
