import { countLocalRecords, listLocalTables } from '@atrium/db';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { BuilderFrame } from '../components/builder-frame';
import { TablesPage } from '../data/tables-page';
import { builderLoader, requireSite } from '../lib/route-builders.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Data | ${data.site.name} | Atrium` : 'Atrium' },
];

/** The Data area: the portal's built-in tables with their record and field counts. */
export const loader = builderLoader(async (ctx) => {
  const { site } = await requireSite(ctx, ctx.params.siteId);
  const [tables, counts] = await Promise.all([
    listLocalTables(ctx.runtime.db, { siteId: site.id }),
    countLocalRecords(ctx.runtime.db, { siteId: site.id }),
  ]);
  return {
    site: { id: site.id, name: site.name },
    tables: tables.map((t) => ({ id: t.id, name: t.name, fields: t.fields.length, records: counts[t.id] ?? 0 })),
  };
});

export default function DataRoute() {
  return (
    <BuilderFrame>
      <TablesPage {...useLoaderData<typeof loader>()} />
    </BuilderFrame>
  );
}
