import {
  AUTO_ASSIGN_UPDATED_MESSAGE,
  IDENTITY_SET_UP_MESSAGE,
  SETUP_NEEDS_ACCOUNTS_MESSAGE,
  ZCreatePortalSchema,
  loadAppConfig,
  parseAppConfigChange,
  type TAppConfig,
} from '@atrium/core';
import {
  createBuilder,
  createLocalTable,
  createSite,
  createUserGroup,
  getSiteAccessState,
  resolveWorkspace,
} from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS } from '../cache/cache';
import type { Runtime } from '../runtime';
import { createTestRuntime } from '../testing/create-test-runtime';
import { changeAppConfig } from './change-app-config';

let runtime: Runtime;
let site: { id: string; workspaceId: number };
const announced: string[] = [];

beforeAll(async () => {
  runtime = await createTestRuntime();
  const builder = await createBuilder(runtime.db, {
    firstName: 'X',
    lastName: '',
    email: 'config@example.com',
    password: 'long enough pw',
  });
  const personal = (await resolveWorkspace(runtime.db, { builderId: builder.id, routeId: 0 }))!;
  site = await createSite(runtime.db, {
    workspaceId: personal.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: 'Config' }),
  });
  await createLocalTable(runtime.db, {
    siteId: site.id,
    id: 'tblPeople000000001',
    name: 'People',
    fields: [
      { id: 'fldEmail0000000001', name: 'Email', type: 'email' },
      { id: 'fldCount0000000001', name: 'Count', type: 'number' },
    ],
  });
  await runtime.cache.subscribe(CHANNELS.siteChanged, (siteId) => announced.push(siteId));
});

afterAll(async () => {
  await runtime.close();
});

async function current(): Promise<TAppConfig> {
  return (await getSiteAccessState(runtime.db, { siteId: site.id })).appConfig;
}

/** Parses the request body as the route does, then applies it. */
async function change(body: unknown) {
  const appConfig = await current();
  return changeAppConfig(runtime, { site, appConfig, change: parseAppConfigChange(body, appConfig) });
}

describe('changeAppConfig', () => {
  it('turns accounts on, sets up a built-in users table, saves the config and announces it', async () => {
    await expect(change({ intent: 'setup', tableId: 'tblPeople000000001', primaryFieldId: 'x' })).rejects.toThrow(
      SETUP_NEEDS_ACCOUNTS_MESSAGE,
    );
    expect((await change({ intent: 'enable' })).appConfig.identity.enabled).toBe(true);
    await expect(
      change({ intent: 'setup', tableId: 'tblPeople000000001', primaryFieldId: 'fldCount0000000001' }),
    ).rejects.toThrow('Choose the field that holds their email.');
    const done = await change({
      intent: 'setup',
      source: 'local',
      tableId: 'tblPeople000000001',
      primaryFieldId: 'fldEmail0000000001',
      registrationRestrictions: ['invite-only'],
    });
    expect(done.message).toBe(IDENTITY_SET_UP_MESSAGE);
    const saved = await current();
    expect(saved.identity.config).toEqual({
      source: 'local',
      baseId: '',
      table: { id: 'tblPeople000000001', name: 'People' },
      primaryField: { id: 'fldEmail0000000001', name: 'Email' },
    });
    expect(saved.identity.registrationRestrictions).toEqual(['invite-only']);
    expect(announced.filter((id) => id === site.id).length).toBeGreaterThanOrEqual(2);
  });

  it('accepts only groups of this portal for auto-assign and the default group', async () => {
    const group = await createUserGroup(runtime.db, { siteId: site.id, name: 'Clients' });
    await expect(
      change({ intent: 'auto-assign', fieldId: 'fldCount0000000001', mapping: [{ group: 'nope', value: '1' }] }),
    ).rejects.toThrow('You need to select a group');
    const assigned = await change({
      intent: 'auto-assign',
      fieldId: 'fldCount0000000001',
      mapping: [{ group: group.id, value: '1' }],
    });
    expect(assigned.message).toBe(AUTO_ASSIGN_UPDATED_MESSAGE);
    expect(assigned.appConfig.autoAssign).toEqual({
      field: { id: 'fldCount0000000001' },
      mapping: [{ group: group.id, value: '1' }],
    });
    await expect(change({ intent: 'default-group', groupId: 'nope' })).rejects.toThrow('Group not found');
    expect((await change({ intent: 'default-group', groupId: group.id })).appConfig.defaultGroup).toBe(group.id);
    expect((await change({ intent: 'default-group', groupId: null })).appConfig.defaultGroup).toBeNull();
  });

  it('writes the settings without their intent', async () => {
    const redirects = {
      redirectOnSignup: '/account',
      redirectOnLogin: '/',
      redirectOnForbidden: '/login',
      redirectOnLogout: '/',
    };
    await change({ intent: 'redirects', ...redirects });
    await change({ intent: 'welcome-email', subject: 'Hello', body: null });
    const saved = loadAppConfig(await current());
    expect(saved.identity).toMatchObject(redirects);
    expect(saved.identity).not.toHaveProperty('intent');
    expect(saved.emails.welcome).toEqual({ subject: 'Hello', body: null });
  });

  it('keeps a change saved while another request was checking its own', async () => {
    // Both requests read the config before either saved, as two tabs of the builder would.
    const before = await current();
    const welcome = parseAppConfigChange({ intent: 'welcome-email', subject: 'Both stay', body: null }, before);
    const embedOnly = parseAppConfigChange({ intent: 'embed-only', embedOnly: true }, before);
    await changeAppConfig(runtime, { site, appConfig: before, change: welcome });
    await changeAppConfig(runtime, { site, appConfig: before, change: embedOnly });
    const saved = await current();
    expect(saved.emails.welcome).toEqual({ subject: 'Both stay', body: null });
    expect(saved.embedOnly).toBe(true);
  });
});
