/**
 * `npm run bench:cold-page -w @atrium/bench` (ADR 046): one page of a 50-page portal (every
 * section type but data on each page), rendered by the portal host's production build with empty
 * caches (a runtime object the host has not seen, so no snapshot cache and no rendered-page
 * cache: what a request costs right after a publish or an eviction). For each: p50/p99 ms, and
 * the queries and JSON bytes of the rows the database returned.
 *
 * Measured for the portal as published now (site-wide part + one row per page) and for the same
 * portal rewritten as publications were stored before ADR 046 (one document with every page),
 * and the 50-page publish. `--samples=N` (default 30). PGlite by default; DATABASE_URL for
 * PostgreSQL. Run `npm run build -w @atrium/portal-host` first.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ServerBuild } from '@remix-run/node';
import { SECTION_CATALOGUE, ZCreatePageSchema, ZCreatePortalSchema, type TPageContents } from '@atrium/core';
import { createPage, createSite, getLatestPublication, publishSite } from '@atrium/db';
import { createTestSite } from '@atrium/db/testing/create-test-site';
import { storeAsOldFormat } from '@atrium/db/testing/store-as-old-format';
import { createAppRequestHandler, createRuntime, loadEnv, type Runtime } from '@atrium/integrations';
import { percentile, round } from './percentiles';

const samplesFlag = process.argv.find((arg) => arg.startsWith('--samples='));
const SAMPLES = Number(samplesFlag?.split('=')[1] ?? 30);
const WARM_UP = 3;
const PAGES = 50;
const BUILD = new URL('../../portal-host/build/server/index.js', import.meta.url);

const env = loadEnv({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atrium-bench-cold-page-')),
  DATABASE_URL: process.env.DATABASE_URL,
  NODE_ENV: 'production',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-00',
});
const runtime = await createRuntime(env);
const { db } = runtime;
const handler = createAppRequestHandler((await import(BUILD.href)) as ServerBuild, 'production');
const stamp = Date.now().toString(36);
const { builder, site } = await createTestSite(db, `cold-${stamp}`);

/** A page with one section of every type but data (as the builder adds them, with their defaults). */
function everySection(): TPageContents {
  const types = Object.values(SECTION_CATALOGUE).filter((d) => d.type !== 'data');
  return { version: 1, sections: types.map((d) => d.create()) } as TPageContents;
}

async function fiftyPagePortal(name: string): Promise<{ id: string; subdomain: string }> {
  const subdomain = `${name}-${stamp}`;
  const portal = await createSite(db, {
    workspaceId: site.workspaceId,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: name, domain: subdomain }),
  });
  for (let i = 1; i < PAGES; i += 1) {
    await createPage(db, {
      siteId: portal.id,
      input: ZCreatePageSchema.parse({ name: `Page ${i}`, path: `/page-${i}` }),
      contents: everySection(),
    });
  }
  return { id: portal.id, subdomain };
}

function figures(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50), 2), p99: round(percentile(sorted, 99), 2) };
}

/** Cold renders of `pathname`: a fresh runtime object each time, queries and rows counted. */
async function coldRenders(subdomain: string, pathname: string) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const times: number[] = [];
  let queries = 0;
  let rowBytes = 0;
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const context = { runtime: { ...runtime } as Runtime, clientIp: '127.0.0.1' };
    const request = new Request(`http://${subdomain}.${env.PORTAL_ROOT_DOMAIN}${pathname}`);
    const started = performance.now();
    const response = await handler(request, context);
    const html = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200 || !html.includes('atrium-main')) throw new Error(`${pathname}: ${response.status}`);
    if (i >= WARM_UP) times.push(ms);
    if (i === 0) {
      // Once more, counting what the database sent back (outside the timings).
      const original = client.query.bind(client);
      const results: unknown[] = [];
      client.query = async (...args: unknown[]) => {
        const result = await original(...args);
        results.push((result as { rows?: unknown }).rows ?? null);
        return result;
      };
      try {
        await (await handler(request, { runtime: { ...runtime } as Runtime, clientIp: '127.0.0.1' })).text();
      } finally {
        client.query = original;
      }
      queries = results.length;
      rowBytes = results.reduce<number>((sum, rows) => sum + JSON.stringify(rows).length, 0);
    }
  }
  return { ...figures(times), queries, rowKB: round(rowBytes / 1024, 1) };
}

const perPage = await fiftyPagePortal('fifty');
const publishTimes: number[] = [];
for (let i = 0; i < WARM_UP + Math.min(SAMPLES, 20); i += 1) {
  const started = performance.now();
  await publishSite(db, { siteId: perPage.id, builderId: builder.id });
  if (i >= WARM_UP) publishTimes.push(performance.now() - started);
}
const snapshotKB = round(
  JSON.stringify((await getLatestPublication(db, { siteId: perPage.id }))!.snapshot).length / 1024,
);

const oneDocument = await fiftyPagePortal('fifty-old');
await publishSite(db, { siteId: oneDocument.id, builderId: builder.id });
await storeAsOldFormat(db, oneDocument.id);

const result = {
  database: runtime.dbKind,
  samples: SAMPLES,
  snapshotKB,
  publish50Pages: figures(publishTimes),
  coldRender: {
    perPage: {
      page25: await coldRenders(perPage.subdomain, '/page-25'),
      home: await coldRenders(perPage.subdomain, '/'),
    },
    oneDocument: {
      page25: await coldRenders(oneDocument.subdomain, '/page-25'),
      home: await coldRenders(oneDocument.subdomain, '/'),
    },
  },
};
console.log(JSON.stringify(result, null, 2));
await runtime.close();
