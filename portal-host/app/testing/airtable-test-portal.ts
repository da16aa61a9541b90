/**
 * A portal for request-handler tests (`npm run build -w portal-host` first): a test runtime whose
 * Airtable is the fake on loopback (the demo base), a builder whose workspace holds an Airtable
 * token, and an empty portal of that workspace. Tests add tables, pages and sections, publish,
 * and call `handle` as the portal host would.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { ZCreatePortalSchema } from '@atrium/core';
import { createBuilder, createSite, resolveWorkspace, setWorkspaceApiKey } from '@atrium/db';
import { createAppRequestHandler, AIRTABLE_TOKEN_PURPOSE, encryptSecret, type Runtime } from '@atrium/integrations';
import { demoFixtures } from '@atrium/integrations/airtable/fake/demo-fixtures';
import { startFakeAirtable, type FakeAirtable } from '@atrium/integrations/airtable/fake/fake-airtable';
import type { FakeFixtures } from '@atrium/integrations/airtable/fake/types';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import '../load-context';

const BUILD = new URL('../../build/server/index.js', import.meta.url);

export interface AirtableTestPortal {
  runtime: Runtime;
  fake: FakeAirtable;
  handle: (request: Request) => Promise<Response>;
  siteId: string;
  builderId: string;
  close: () => Promise<void>;
}

export async function startAirtableTestPortal(input: {
  builder: { firstName: string; lastName: string; email: string };
  appName: string;
  domain: string;
  /** The fake's bases (default: the demo base). */
  fixtures?: FakeFixtures;
  /** The fake's clock (default: real time, with its limit of 5 requests a second per base). */
  now?: () => number;
}): Promise<AirtableTestPortal> {
  if (!existsSync(fileURLToPath(BUILD)))
    throw new Error('No portal-host build: run `npm run build -w portal-host` first.');
  const handler = createAppRequestHandler((await import(BUILD.href)) as ServerBuild, 'production');
  const fake = await startFakeAirtable({ fixtures: input.fixtures ?? demoFixtures(), now: input.now });
  const runtime = await createTestRuntime({ AIRTABLE_API_URL: fake.url });
  const { db } = runtime;
  const builder = await createBuilder(db, { ...input.builder, password: 'correct horse battery' });
  const workspace = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
  await setWorkspaceApiKey(db, {
    workspace,
    sealedApiKey: encryptSecret('pat-test', runtime.env.APP_SECRET, AIRTABLE_TOKEN_PURPOSE),
  });
  const site = await createSite(db, {
    workspaceId: workspace.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: input.appName, domain: input.domain }),
  });
  return {
    runtime,
    fake,
    handle: (request) => handler(request, { runtime, clientIp: '127.0.0.1' }),
    siteId: site.id,
    builderId: builder.id,
    close: async () => {
      await runtime.close();
      await fake.close();
    },
  };
}
