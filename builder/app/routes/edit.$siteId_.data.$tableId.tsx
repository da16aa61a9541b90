import { gridQueryFromSearch } from '@atrium/core';
import { listLocalTables } from '@atrium/db';
import { loadGridPage } from '@atrium/integrations';
import { useLoaderData, type MetaFunction, type ShouldRevalidateFunction } from '@remix-run/react';
import { BuilderFrame } from '../components/builder-frame';
import dataStyles from '../data/data.css?url';
import fieldStyles from '../data/fields.css?url';
import { GridScreen } from '../data/grid-page';
import { builderLoader, requireSite } from '../lib/route-builders.server';
import richTextStyles from '../rich-text/rich-text.css?url';

export const links = () => [
  { rel: 'stylesheet', href: dataStyles },
  { rel: 'stylesheet', href: fieldStyles },
  { rel: 'stylesheet', href: richTextStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.page.table.name} | Data | ${data.site.name} | Atrium` : 'Atrium' },
];

/** A built-in table in the grid: the first page for the URL's search and sort (issue 21). */
export const loader = builderLoader(async (ctx) => {
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const query = gridQueryFromSearch(new URL(ctx.request.url).searchParams);
  const page = await loadGridPage(ctx.runtime, {
    siteId: site.id,
    tableId: ctx.params.tableId ?? '',
    query: { ...query, cursor: undefined },
  });
  const tables = await listLocalTables(ctx.runtime.db, { siteId: site.id });
  return { site: { id: site.id, name: site.name }, page, tables: tables.map((t) => ({ id: t.id, name: t.name })) };
});

/**
 * After Delete table this page goes to the Data area: its table is gone, so it is not read again.
 * A type change's dry run (the Change type dialog's count) changes nothing, so nothing is read again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  formAction,
  json,
  currentParams,
  defaultShouldRevalidate,
}) => {
  if (json && typeof json === 'object' && 'dryRun' in json && json.dryRun === true) return false;
  return formMethod?.toUpperCase() === 'DELETE' &&
    formAction === `/api/sites/${currentParams.siteId}/tables/${currentParams.tableId}`
    ? false
    : defaultShouldRevalidate;
};

export default function TableRoute() {
  return (
    <BuilderFrame>
      <GridScreen {...useLoaderData<typeof loader>()} />
    </BuilderFrame>
  );
}
