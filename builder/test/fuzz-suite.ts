/**
 * The builder under hostile input (ADR 020), run as FUZZ_SHARDS test files (fuzz-1.test.ts,
 * fuzz-2.test.ts) that share this suite, through the real Express app on loopback (request
 * guard, Remix handler, production build): every route with an action and every resource route
 * with a loader, read from the build's route manifest, gets FUZZ_RUNS_PER_TARGET hostile
 * requests (seeded fast-check samples; FUZZ_SEED=<n> replays a run) as the signed-in owner of
 * a portal, anonymously and with a forged cookie. No answer may be a 5xx or show a stack trace
 * or file path, the app must still answer afterwards, refused requests and reads may change
 * no saved data, and another tenant's data never changes.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { ZAppConfigSchema } from '@atrium/core';
import {
  createBuilder,
  createDemoPortal,
  createEndUser,
  createSession,
  createUserGroup,
  inviteToWorkspace,
  listLocalRecords,
  listLocalTables,
  listPages,
  revokeWorkspaceInvitation,
  resolveWorkspace,
  saveAppConfig,
  type Builder,
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
import { createBuilderApp } from '../server/create-server';

const BUILD_PATH = '../build/server/index.js';
const HOST = 'localhost:3000';

const seed = fuzzSeed();

/** One shard (1…FUZZ_SHARDS) of the builder's fuzz targets, with its own runtime and server. */
// One function: its hooks and tests share the runtime, server and seeded tenants it declares.
export function describeBuilderFuzz(shard: number): void {
  let runtime: Runtime;
  let server: Server;
  let app: FuzzApp;
  let victimScope: TenantScope;
  let victimBefore: Record<string, string>;
  let targets: FuzzTarget[];

  /** A portal with user accounts on, a group and a user, so the User Management APIs go deep. */
  async function portalWithAccounts(builder: Builder, subdomain: string) {
    const { db } = runtime;
    const site = await createDemoPortal(db, { builder, subdomain, workspaceName: `${subdomain} team` });
    await saveAppConfig(db, { siteId: site.id, appConfig: ZAppConfigSchema.parse({ identity: { enabled: true } }) });
    const group = await createUserGroup(db, { siteId: site.id, name: 'Clients' });
    const user = await createEndUser(db, {
      siteId: site.id,
      email: `client@${subdomain}.example`,
      password: 'a good password',
    });
    const pages = await listPages(db, { siteId: site.id });
    // The Data area's routes: a built-in table and one of its records.
    const [table] = await listLocalTables(db, { siteId: site.id });
    const [record] = await listLocalRecords(db, { siteId: site.id, tableId: table!.id, limit: 1 });
    return { site, group, user, pages, table: table!, record: record! };
  }

  async function sessionCookieFor(builder: Builder): Promise<string> {
    const { sessionCookie } = await import('../app/auth/session.server');
    const { token } = await createSession(runtime.db, { builderId: builder.id });
    return (await sessionCookie(runtime).serialize(token)).split(';')[0]!;
  }

  // One callback: the seeding steps build on each other (builders, portals, sessions, targets).
  beforeAll(async () => {
    runtime = await createTestRuntime();
    const { db } = runtime;
    const owner = await createBuilder(db, {
      firstName: 'Owner',
      lastName: 'Fuzz',
      email: 'owner@fuzz.example',
      password: 'correct horse battery staple',
      verified: true,
    });
    const victim = await createBuilder(db, {
      firstName: 'Victim',
      lastName: 'Tenant',
      email: 'victim@fuzz.example',
      password: 'correct horse battery staple',
      verified: true,
    });
    const own = await portalWithAccounts(owner, 'own-fuzz');
    const theirs = await portalWithAccounts(victim, 'victim-fuzz');
    const ownPersonal = (await resolveWorkspace(db, { builderId: owner.id, routeId: 0 }))!;
    const victimPersonal = (await resolveWorkspace(db, { builderId: victim.id, routeId: 0 }))!;
    const cookie = await sessionCookieFor(owner);
    // Workspace invitations: a pending one of the owner's team (anyone holding its link may
    // join, so the victim's is revoked: its link can change nothing).
    const ownTeam = (await resolveWorkspace(db, { builderId: owner.id, routeId: own.site.workspaceId }))!;
    const theirTeam = (await resolveWorkspace(db, { builderId: victim.id, routeId: theirs.site.workspaceId }))!;
    const ownInvitation = await inviteToWorkspace(db, {
      workspace: ownTeam,
      email: 'invitee@fuzz.example',
      invitedBy: owner.id,
    });
    const theirInvitation = await inviteToWorkspace(db, {
      workspace: theirTeam,
      email: 'their-invitee@fuzz.example',
      invitedBy: victim.id,
    });
    await revokeWorkspaceInvitation(db, { workspace: theirTeam, invitationId: theirInvitation.invitation.id });

    victimScope = {
      siteIds: [theirs.site.id],
      workspaceIds: [theirs.site.workspaceId, victimPersonal.id],
      builderIds: [victim.id],
    };
    const otherTenantIds = [
      theirs.site.id,
      theirs.group.id,
      theirs.user.id,
      theirInvitation.invitation.id,
      victim.id,
      theirs.table.id,
      theirs.table.fields.at(-1)!.id,
      theirs.record.id,
      ...theirs.pages.map((p) => p.id),
    ];

    const build = (await import(BUILD_PATH)) as ServerBuild;
    targets = fuzzTargets(build);
    const express = await createBuilderApp(runtime, { dev: false });
    server = express.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));

    app = {
      port: (server.address() as AddressInfo).port,
      host: HOST,
      identities: {
        owner: cookie,
        owner2: cookie,
        owner3: cookie,
        anonymous: undefined,
        forged: `${cookie.split('=')[0]}=s%3Aforged.session`,
      },
      paramValues: {
        siteId: [own.site.id, theirs.site.id],
        workspaceId: ['0', String(own.site.workspaceId), String(theirs.site.workspaceId), String(ownPersonal.id)],
        pageId: [...own.pages.map((p) => p.id), ...theirs.pages.map((p) => p.id)],
        groupId: [own.group.id, theirs.group.id],
        userId: [own.user.id, theirs.user.id],
        ruleId: ['rule-that-does-not-exist', theirs.group.id],
        baseId: ['appAAAAAAAAAAAAAA', 'appBBBBBBBBBBBBBB'],
        tableId: [own.table.id, theirs.table.id],
        recordId: [own.record.id, theirs.record.id],
        fieldId: [own.table.fields.at(-1)!.id, own.table.primaryFieldId, theirs.table.fields.at(-1)!.id],
        emailId: ['1', '999999'],
        token: [ownInvitation.token, theirInvitation.token, 'not-an-invitation-token'],
        '*': [`sites/${own.site.id}/photo.webp`, `sites/${theirs.site.id}/photo.webp`, 'inter/latin-400-normal.woff2'],
      },
      vocabulary: {
        fieldNames: [
          'intent',
          'name',
          'description',
          'email',
          'password',
          'firstName',
          'lastName',
          'redirectTo',
          'appName',
          'domain',
          'siteName',
          'siteId',
          'pageId',
          'path',
          'groups',
          'username',
          'contents',
          'header',
          'footer',
          'theme',
          'baseUpdatedAt',
          'texts',
          'emails',
          'publish',
          'payload',
          'section',
          'data',
          'lookupField',
          'token',
          'invitationId',
          'builderId',
          'purpose',
          'publicId',
          'signature',
          'timestamp',
          'folder',
          'file',
          'layout',
          'rules',
          'pages',
          'subdomain',
          'hostname',
          'isWWWIncluded',
          'position',
          'hidden',
          'alsoInverse',
          'dryRun',
          'precision',
          'currency',
        ],
        knownValues: [
          ...otherTenantIds,
          'create-page',
          'update-page',
          'set-home',
          'clone-page',
          'delete-page',
          'createWorkspace',
          'renameWorkspace',
          'setAirtableToken',
          'rename',
          'clone',
          'delete',
          'transfer',
          'setup',
          'auto-assign',
          'default-group',
          'welcome-email',
          'settings',
          'editor',
          'logo',
          'subdomain',
          'add-custom-domain',
          'check-custom-domain',
          'portal.fuzz-client.example',
          'invite',
          'resend',
          'revoke',
          'remove',
          'leave',
          'accept',
          'signup',
          ownInvitation.invitation.id,
        ],
      },
      // Valid bodies to mutate. None for forms that hash a password when they succeed (sign-up,
      // log-in, test users: argon2 per accepted request would dominate the run) nor for the
      // profile (a changed email signs the owner out); random bodies and the [LIMITS] tests
      // cover them.
      examples: {
        'routes/edit.$siteId': [
          { intent: 'create-page', name: 'New page', path: '/new-page' },
          { intent: 'update-page', pageId: own.pages[0]!.id, name: 'Home', path: '/' },
          { intent: 'delete-page', pageId: theirs.pages[0]!.id },
        ],
        'routes/_shell.workspaces.$workspaceId.portals': [
          { intent: 'rename', siteId: own.site.id, siteName: 'Renamed' },
        ],
        'routes/_shell.workspaces.$workspaceId._index': [{ intent: 'renameWorkspace', name: 'Team' }],
        'routes/_shell.workspaces.$workspaceId.members': [
          { intent: 'invite', email: 'colleague@fuzz.example' },
          { intent: 'resend', invitationId: ownInvitation.invitation.id },
          { intent: 'revoke', invitationId: theirInvitation.invitation.id },
          { intent: 'remove', builderId: victim.id },
          { intent: 'leave' },
        ],
        'routes/workspaces.$workspaceId.portals.create': [{ appName: 'Another portal', domain: '' }],
        'routes/api.apps.$siteId.groups': [{ name: 'Group one', description: 'Members' }],
        'routes/api.apps.$siteId.groups.$groupId': [{ name: 'Group two', description: '' }],
        'routes/api.sites.$siteId.draft': [{ pageId: own.pages[0]!.id, contents: { version: 1, sections: [] } }],
        'routes/api.apps.$siteId.invitations': [
          { emails: ['invitee@fuzz.example'], groups: [own.group.id] },
          { emails: ['invitee@fuzz.example'], groups: [own.group.id], publish: true },
        ],
        'routes/api.apps.$siteId.pages.$pageId.access': [{ groups: [own.group.id] }],
        'routes/api.sites.$siteId.tables': [{ name: 'Fuzz table' }],
        'routes/api.sites.$siteId.tables.$tableId': [{ name: 'Fuzz field', type: 'number' }],
        'routes/api.sites.$siteId.tables.$tableId.records': [
          { fields: { [own.table.primaryFieldId]: 'Fuzz record' } },
          { recordIds: [theirs.record.id] },
        ],
        'routes/api.sites.$siteId.tables.$tableId.records.$recordId': [
          { fields: { [own.table.primaryFieldId]: 'Fuzzed' } },
        ],
        'routes/api.sites.$siteId.tables.$tableId.fields.$fieldId': [
          { name: 'Fuzzed field' },
          { position: 1 },
          { hidden: true },
          { alsoInverse: false },
        ],
        'routes/api.sites.$siteId.tables.$tableId.fields.$fieldId.type': [{ type: 'singleLineText', dryRun: true }],
        'routes/api.apps.$siteId.domains': [
          { intent: 'subdomain', subdomain: 'own-fuzz-renamed' },
          { intent: 'add-custom-domain', hostname: 'portal.fuzz-client.example', isWWWIncluded: 'on' },
          { intent: 'check-custom-domain' },
        ],
      },
      fingerprint: () => savedDataFingerprint(runtime),
    };
    victimBefore = await savedDataFingerprint(runtime, victimScope);
    console.log(
      `Builder fuzz shard ${shard}: seed ${seed} (replay with FUZZ_SEED=${seed}), ${inShard(targets, shard).length} of ${targets.length} targets`,
    );
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await runtime?.close();
  });

  describe(`the builder under hostile input (shard ${shard} of ${FUZZ_SHARDS})`, () => {
    it('has fuzz values for every parameter of every route with an action or an API', () => {
      expect(targets.filter((t) => t.kind === 'action').length).toBeGreaterThan(20);
      expect(uncoveredParams(targets, app.paramValues)).toEqual([]);
    });

    it(`answers ${FUZZ_RUNS_PER_TARGET} hostile requests per route without a 5xx, a stack trace or a change to saved data`, async () => {
      const failures: string[] = [];
      for (const target of inShard(targets, shard)) {
        for (const failure of await fuzzTarget(target, app, seed)) {
          failures.push(`${target.kind} ${target.routeId}: ${failure.problem}\n    ${failure.request}`);
        }
        if (!(await stillAnswers(app))) failures.push(`${target.routeId}: the builder stopped answering`);
      }
      expect(failures.join('\n')).toBe('');
      expect(await savedDataFingerprint(runtime, victimScope)).toEqual(victimBefore);
    }, 600_000);
  });
}
