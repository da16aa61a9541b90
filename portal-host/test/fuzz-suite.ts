/**
 * The portal host under hostile input (ADR 020), run as FUZZ_SHARDS test files that share this
 * suite, through the real Express app on loopback
 * (request guard, Remix handler, production build): every route with an action (account forms,
 * listing posts, webhooks), every resource route with a loader and the listing pages' query
 * strings, read from the build's route manifest, get FUZZ_RUNS_PER_TARGET hostile requests
 * (seeded fast-check samples; FUZZ_SEED=<n> replays a run) from a signed-in end user,
 * anonymously and with a forged cookie. No answer may be a 5xx or show a stack trace or file
 * path, the portal must still answer, refused requests and reads may change no saved data, and
 * another portal's data never changes.
 */
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import {
  ZAppConfigSchema,
  ZCodeSectionSchema,
  ZCreatePageSchema,
  ZCreatePortalSchema,
  ZDataSectionSchema,
} from '@atrium/core';
import {
  createBuilder,
  createEndUser,
  createEndUserSession,
  createLocalTable,
  createPage,
  createPasswordResetToken,
  createSite,
  createUserGroup,
  insertLocalRecords,
  publishSite,
  resolveWorkspace,
  saveAppConfig,
  type Database,
} from '@atrium/db';
import type { Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import {
  FUZZ_RUNS_PER_TARGET,
  FUZZ_SHARDS,
  inShard,
  fuzzSeed,
  fuzzTarget,
  savedDataFingerprint,
  stillAnswers,
  type FuzzApp,
  type TenantScope,
} from '@atrium/integrations/testing/fuzz/run-fuzz';
import { fuzzTargets, uncoveredParams, type FuzzTarget } from '@atrium/integrations/testing/fuzz/route-targets';
import type { ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalHostApp } from '../server/create-server';
import { endUserCookie } from '../app/portal/end-user-session.server';

const BUILD = new URL('../build/server/index.js', import.meta.url);

/**
 * A published portal with accounts on: a Members users table, a Requests user listing whose
 * members may add and edit their own requests, and a public Projects listing with search and
 * a filter. Returns the ids the fuzz uses.
 */
export async function createFuzzPortal(runtime: Runtime, subdomain: string) {
  const { db } = runtime;
  const builder = await createBuilder(db, {
    firstName: 'Fuzz',
    lastName: subdomain,
    email: `builder@${subdomain}.example`,
    password: 'correct horse battery',
  });
  const workspace = (await resolveWorkspace(db, { builderId: builder.id, routeId: 0 }))!;
  const site = await createSite(db, {
    workspaceId: workspace.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: `Fuzz ${subdomain}`, domain: subdomain }),
  });
  const members = await createLocalTable(db, {
    siteId: site.id,
    name: 'Members',
    fields: [
      { id: 'fldEmail00000000', name: 'Email', type: 'email' },
      { id: 'fldCompany000000', name: 'Company', type: 'singleLineText' },
    ],
  });
  const [member] = await insertLocalRecords(db, {
    siteId: site.id,
    tableId: members.id,
    records: [{ fields: { fldEmail00000000: `client@${subdomain}.example`, fldCompany000000: 'Acme' } }],
  });
  const clients = await createUserGroup(db, { siteId: site.id, name: 'Clients' });
  await saveAppConfig(db, {
    siteId: site.id,
    appConfig: ZAppConfigSchema.parse({
      identity: {
        enabled: true,
        config: {
          source: 'local',
          table: { id: members.id, name: 'Members' },
          primaryField: { id: 'fldEmail00000000', name: 'Email' },
        },
      },
    }),
  });
  const requests = await createLocalTable(db, {
    siteId: site.id,
    name: 'Requests',
    fields: [
      { id: 'fldReqTitle00000', name: 'Title', type: 'singleLineText' },
      {
        id: 'fldReqStatus0000',
        name: 'Status',
        type: 'singleSelect',
        options: { choices: [{ id: 'selOpen', name: 'Open' }] },
      },
      { id: 'fldReqMember0000', name: 'Member', type: 'multipleRecordLinks', options: { linkedTableId: members.id } },
    ],
  });
  const [request] = await insertLocalRecords(db, {
    siteId: site.id,
    tableId: requests.id,
    records: [
      { fields: { fldReqTitle00000: 'First request', fldReqStatus0000: 'Open', fldReqMember0000: [member!.id] } },
    ],
  });
  const embed = await createFuzzPages(db, {
    siteId: site.id,
    requestsTableId: requests.id,
    clientsGroupId: clients.id,
  });
  await publishSite(db, { siteId: site.id, builderId: builder.id });
  const user = await createEndUser(db, {
    siteId: site.id,
    email: `client@${subdomain}.example`,
    password: 'a good password',
    groups: [clients.id],
    recordId: member!.id,
  });
  return { builder, workspace, site, user, member: member!, request: request!, clients, embed };
}

/** The fuzz portal's pages: the members' Requests user listing, a public Projects listing and a code block. */
async function createFuzzPages(
  db: Database,
  params: { siteId: string; requestsTableId: string; clientsGroupId: string },
) {
  const listing = (id: string, data: Record<string, unknown>) =>
    ZDataSectionSchema.parse({ id, type: 'data', sectionName: 'list1', data });
  const { siteId } = params;
  const source = { kind: 'local', tableId: params.requestsTableId, tableName: 'Requests' };
  await createPage(db, {
    siteId,
    input: ZCreatePageSchema.parse({ name: 'Requests', path: '/requests' }),
    contents: {
      version: 1,
      sections: [
        listing('requestsList', {
          listingType: 'user',
          source,
          userLinkFieldId: 'fldReqMember0000',
          fields: { title: 'fldReqTitle00000' },
          access: [
            { action: 'view', groups: [params.clientsGroupId] },
            { action: 'create', groups: [params.clientsGroupId] },
            { action: 'edit', groups: [params.clientsGroupId] },
            { action: 'delete', groups: [params.clientsGroupId] },
          ],
          form: { fields: ['fldReqTitle00000', 'fldReqStatus0000', 'fldReqMember0000'] },
        }),
      ],
    },
  });
  await createPage(db, {
    siteId,
    input: ZCreatePageSchema.parse({ name: 'Projects', path: '/projects' }),
    contents: {
      version: 1,
      sections: [
        listing('projectsList', {
          source,
          fields: { title: 'fldReqTitle00000' },
          search: { fieldIds: ['fldReqTitle00000'] },
          filters: [{ fieldId: 'fldReqStatus0000' }],
        }),
      ],
    },
  });
  // A code block, served from its own document at /_atrium/code/{pageId}/{sectionId} (ADR 021).
  const embed = await createPage(db, {
    siteId,
    input: ZCreatePageSchema.parse({ name: 'Embed', path: '/embed' }),
    contents: {
      version: 1,
      sections: [
        ZCodeSectionSchema.parse({ id: 'codeBlock001', type: 'code', data: { code: { snippet: '<p>Hello</p>' } } }),
      ],
    },
  });
  return embed;
}

/** Form field names the hostile bodies use: the portal's forms, the fuzz portal's fields, webhook keys. */
const FIELD_NAMES = [
  'intent',
  'sectionId',
  'recordId',
  'blockId',
  'actionId',
  'linkedFieldId',
  'linkedRecordId',
  'email',
  'password',
  'confirmPassword',
  'redirectTo',
  'invitation',
  'code',
  'fldReqTitle00000',
  'fldReqStatus0000',
  'fldReqMember0000',
  'fldEmail00000000',
  'fldCompany000000',
  'payloads',
  'cursor',
];
/** Values worth trying besides the other tenant's ids: intents, section ids, another tenant's address. */
const KNOWN_VALUES = [
  'listing-create',
  'listing-update',
  'listing-delete',
  'listing-action',
  'listing-upvote',
  'listing-link',
  'listing-unlink',
  'listing-form',
  'requestsList',
  'projectsList',
  'profile',
  `client@other-fuzz.example`,
];

const seed = fuzzSeed();

/** One shard (1…FUZZ_SHARDS) of the portal host's fuzz targets, with its own runtime and server. */
export function describePortalFuzz(shard: number): void {
  let runtime: Runtime;
  let server: Server;
  let app: FuzzApp;
  let victimScope: TenantScope;
  let victimBefore: Record<string, string>;
  let targets: FuzzTarget[];

  beforeAll(async () => {
    runtime = await createTestRuntime();
    const own = await createFuzzPortal(runtime, 'fuzz');
    const theirs = await createFuzzPortal(runtime, 'other-fuzz');
    const { token } = await createEndUserSession(runtime.db, { siteId: own.site.id, endUserId: own.user.id });
    const cookie = (await endUserCookie(runtime).serialize(token)).split(';')[0]!;
    const resetToken = await createPasswordResetToken(runtime.db, { endUserId: own.user.id });

    victimScope = { siteIds: [theirs.site.id], workspaceIds: [theirs.workspace.id], builderIds: [theirs.builder.id] };
    const build = (await import(BUILD.href)) as ServerBuild;
    targets = fuzzTargets(build, { pageLoaders: ['routes/$', 'routes/_index'] });
    server = createServer(await createPortalHostApp(runtime, { dev: false })).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));

    const otherTenantIds = [theirs.site.id, theirs.member.id, theirs.request.id, theirs.user.id, theirs.clients.id];
    app = {
      port: (server.address() as AddressInfo).port,
      host: 'fuzz.localhost:3001',
      identities: { member: cookie, member2: cookie, anonymous: undefined, forged: `${cookie.split('=')[0]}=forged` },
      paramValues: {
        '*': ['requests', 'projects', `requests/${own.request.id}`, `projects/${theirs.request.id}`, 'account', ''],
        token: [resetToken, 'not-a-token'],
        hookId: ['hook-that-does-not-exist', theirs.site.id],
        pageId: [own.embed.id, theirs.embed.id, 'page-that-does-not-exist'],
        sectionId: ['codeBlock001', 'requestsList', 'section-that-does-not-exist'],
      },
      vocabulary: {
        fieldNames: FIELD_NAMES,
        knownValues: [...otherTenantIds, ...KNOWN_VALUES],
      },
      // Valid bodies to mutate; none for the forms that hash a password when they succeed.
      examples: {
        'routes/$': [
          {
            intent: 'listing-create',
            sectionId: 'requestsList',
            fldReqTitle00000: 'A new request',
            fldReqStatus0000: 'Open',
          },
          { intent: 'listing-update', sectionId: 'requestsList', recordId: own.request.id, fldReqTitle00000: 'Edited' },
          { intent: 'listing-delete', sectionId: 'requestsList', recordId: own.request.id },
          {
            intent: 'listing-update',
            sectionId: 'requestsList',
            recordId: theirs.request.id,
            fldReqTitle00000: 'Theirs',
          },
        ],
        'routes/account.reset-password._index': [{ email: 'client@fuzz.example' }],
        'routes/account._index': [{ intent: 'profile', fldCompany000000: 'Acme Ltd' }],
      },
      fingerprint: () => savedDataFingerprint(runtime),
    };
    victimBefore = await savedDataFingerprint(runtime, victimScope);
    console.log(
      `Portal host fuzz shard ${shard}: seed ${seed} (replay with FUZZ_SEED=${seed}), ${inShard(targets, shard).length} of ${targets.length} targets`,
    );
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await runtime?.close();
  });

  describe(`the portal host under hostile input (shard ${shard} of ${FUZZ_SHARDS})`, () => {
    it('has fuzz values for every parameter of every route with an action, an API or a listing', () => {
      expect(targets.filter((t) => t.kind === 'action').map((t) => t.routeId)).toContain('routes/account.signup');
      expect(targets.some((t) => t.routeId === 'routes/$' && t.kind === 'loader')).toBe(true);
      expect(uncoveredParams(targets, app.paramValues)).toEqual([]);
    });

    it(`answers ${FUZZ_RUNS_PER_TARGET} hostile requests per route without a 5xx, a stack trace or a change to saved data`, async () => {
      const failures: string[] = [];
      for (const target of inShard(targets, shard)) {
        for (const failure of await fuzzTarget(target, app, seed)) {
          failures.push(`${target.kind} ${target.routeId}: ${failure.problem}\n    ${failure.request}`);
        }
        if (!(await stillAnswers(app))) failures.push(`${target.routeId}: the portal stopped answering`);
      }
      expect(failures.join('\n')).toBe('');
      expect(await savedDataFingerprint(runtime, victimScope)).toEqual(victimBefore);
    }, 600_000);
  });
}
