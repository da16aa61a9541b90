/** Favicon links in the portal head, through the production build (`npm run build -w portal-host` first). */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ZCreatePortalSchema } from '@atrium/core';
import {
  createBuilder,
  createSite,
  getSiteDraft,
  listPages,
  publishSite,
  resolveWorkspace,
  saveDraft,
} from '@atrium/db';
import { createAppRequestHandler, type Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import '../load-context';

const BUILD = new URL('../../build/server/index.js', import.meta.url);
let runtime: Runtime;
let handler: (request: Request) => Promise<Response>;

beforeAll(async () => {
  if (!existsSync(fileURLToPath(BUILD)))
    throw new Error('No portal-host build: run `npm run build -w portal-host` first.');
  const build = (await import(BUILD.href)) as ServerBuild;
  const handle = createAppRequestHandler(build, 'production');
  runtime = await createTestRuntime();
  handler = (request) => handle(request, { runtime, clientIp: '127.0.0.1' });
  const { db } = runtime;
  const builder = await createBuilder(db, {
    firstName: 'Fay',
    lastName: 'V',
    email: 'fay@example.com',
    password: 'correct horse battery',
  });
  const workspace = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
  const site = await createSite(db, {
    workspaceId: workspace.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: 'Favicon Co', domain: 'favicon-co' }),
  });
  const draft = await getSiteDraft(db, { siteId: site.id });
  const home = (await listPages(db, { siteId: site.id }))[0]!;
  await saveDraft(db, {
    siteId: site.id,
    pageId: home.id,
    header: {
      ...draft.header,
      data: { ...draft.header.data, faviconUrl: `/media/sites/${site.id}/brand-abc-favicon-192.png` },
    },
  });
  await publishSite(db, { siteId: site.id, builderId: builder.id });
});

afterAll(async () => {
  await runtime?.close();
});

it('an uploaded favicon is offered in the sizes browsers ask for', async () => {
  const html = await (await handler(new Request('http://favicon-co.localhost:3001/'))).text();
  expect(html).toMatch(
    /<link rel="icon" href="\/media\/sites\/\w+\/brand-abc-favicon\.ico" sizes="16x16 32x32 48x48"\/>/,
  );
  expect(html).toMatch(/<link rel="icon" href="[^"]+-favicon-32\.png" type="image\/png" sizes="32x32"\/>/);
  expect(html).toMatch(/<link rel="apple-touch-icon" href="[^"]+-favicon-180\.png"/);
  expect(html).not.toContain('href="data:,"');
});
