import { ZAccessRuleFormSchema, ZCreatePortalSchema } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuilder } from '../builders/create-builder';
import type { DbHandle } from '../create-db';
import { getPage } from '../pages/get-page';
import { listPages } from '../pages/list-pages';
import { createSite } from '../sites/create-site';
import { createTestDb } from '../testing/create-test-db';
import { resolveWorkspace } from '../workspaces/resolve-workspace';
import { createAccessRule, listAccessRules, removeAccessRuleFromPage } from './access-rules';
import { getSiteAccessState } from './access-state';
import { createEndUserSession, findEndUserSession, revokeEndUserSession } from './end-user-sessions';
import {
  END_USER_EXISTS_MESSAGE,
  authenticateEndUser,
  createEndUser,
  getEndUser,
  listEndUsers,
  setEndUserGroups,
} from './end-users';
import { myAccountGroupModes, myAccountLinkedActions, saveMyAccount } from './save-my-account';
import { countGroupMembers, createUserGroup, deleteUserGroup, listUserGroups } from './user-groups';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

let counter = 0;
async function makeSite() {
  const { db } = handle;
  counter += 1;
  const builder = await createBuilder(db, {
    firstName: 'Ada',
    lastName: 'L',
    email: `end-users-${counter}@example.com`,
    password: 'correct horse battery',
  });
  const personal = await resolveWorkspace(db, { builderId: builder.id, routeId: 0 });
  const site = await createSite(db, {
    workspaceId: personal!.id,
    builderId: builder.id,
    input: ZCreatePortalSchema.parse({ appName: `End Users ${counter}` }),
  });
  const home = (await listPages(db, { siteId: site.id })).find((p) => p.isHome)!;
  return { site, home };
}

describe('end users', () => {
  it('are per portal: the same email signs up on two portals, twice on one is refused', async () => {
    const { db } = handle;
    const a = await makeSite();
    const b = await makeSite();
    const one = await createEndUser(db, { siteId: a.site.id, email: 'Client@Example.com', password: 'pass word 123' });
    expect(one.email).toBe('client@example.com');
    expect(one.passwordHash).toMatch(/^\$argon2id\$/);
    await createEndUser(db, { siteId: b.site.id, email: 'client@example.com', password: 'other pass 123' });
    await expect(
      createEndUser(db, { siteId: a.site.id, email: 'CLIENT@example.com', password: 'x y z 1234' }),
    ).rejects.toThrow(END_USER_EXISTS_MESSAGE);

    expect(
      await authenticateEndUser(db, { siteId: a.site.id, email: 'client@example.com', password: 'pass word 123' }),
    ).toMatchObject({ id: one.id });
    expect(
      await authenticateEndUser(db, { siteId: a.site.id, email: 'client@example.com', password: 'other pass 123' }),
    ).toBeUndefined();
    expect(
      await authenticateEndUser(db, { siteId: b.site.id, email: 'client@example.com', password: 'pass word 123' }),
    ).toBeUndefined();
  });

  it('sessions belong to one portal and end at log-out', async () => {
    const { db } = handle;
    const a = await makeSite();
    const b = await makeSite();
    const user = await createEndUser(db, { siteId: a.site.id, email: 'sess@example.com', password: 'pass word 123' });
    const { token } = await createEndUserSession(db, { siteId: a.site.id, endUserId: user.id });
    expect((await findEndUserSession(db, { siteId: a.site.id, token }))?.id).toBe(user.id);
    expect(await findEndUserSession(db, { siteId: b.site.id, token })).toBeUndefined();
    expect(
      await findEndUserSession(db, { siteId: a.site.id, token, now: new Date(Date.now() + 31 * 86400_000) }),
    ).toBeUndefined();
    await revokeEndUserSession(db, { siteId: a.site.id, token });
    expect(await findEndUserSession(db, { siteId: a.site.id, token })).toBeUndefined();
  });

  it('lists users a page at a time with search', async () => {
    const { db } = handle;
    const { site } = await makeSite();
    for (const name of ['ann', 'bob', 'annie', 'carl']) {
      await createEndUser(db, { siteId: site.id, email: `${name}@example.com`, password: 'pass word 123' });
    }
    const found = await listEndUsers(db, { siteId: site.id, search: 'ANN' });
    expect(found.total).toBe(2);
    expect(found.users.map((u) => u.username)).toEqual(['ann', 'annie']);
    const page2 = await listEndUsers(db, { siteId: site.id, page: 2, pageSize: 3 });
    expect(page2).toMatchObject({ total: 4 });
    expect(page2.users.map((u) => u.username)).toEqual(['carl']);
    expect((await listEndUsers(db, { siteId: site.id, search: '%' })).total).toBe(0);
  });
});

describe('groups and rules', () => {
  it('a group created from the page dialog closes the page to others; deleting it cleans up everywhere', async () => {
    const { db } = handle;
    const { site, home } = await makeSite();
    const group = await createUserGroup(db, { siteId: site.id, name: 'Clients', pages: [home.id] });
    const page = await getPage(db, { siteId: site.id, pageId: home.id });
    expect(page?.options.isPublic).toBe(false);
    const user = await createEndUser(db, { siteId: site.id, email: 'g@example.com', password: 'pass word 123' });
    await setEndUserGroups(db, {
      siteId: site.id,
      userId: user.id,
      groups: [group.id, 'foreign'],
      knownGroups: [group.id],
    });
    expect((await getEndUser(db, { siteId: site.id, userId: user.id }))?.groups).toEqual([group.id]);
    expect(await countGroupMembers(db, { siteId: site.id })).toEqual({ [group.id]: 1 });
    const rule = await createAccessRule(db, {
      siteId: site.id,
      input: ZAccessRuleFormSchema.parse({
        name: 'Clients view',
        groups: [group.id],
        rule: { subject: 'Table', action: ['view'] },
      }),
    });

    await deleteUserGroup(db, { siteId: site.id, groupId: group.id });
    expect(await listUserGroups(db, { siteId: site.id })).toEqual([]);
    expect((await getEndUser(db, { siteId: site.id, userId: user.id }))?.groups).toEqual([]);
    expect((await listAccessRules(db, { siteId: site.id })).find((r) => r._id === rule._id)?.groups).toEqual([]);
  });

  it('removing a rule from a page detaches it when it covers several pages, deletes it otherwise', async () => {
    const { db } = handle;
    const { site } = await makeSite();
    const rule = await createAccessRule(db, {
      siteId: site.id,
      input: ZAccessRuleFormSchema.parse({
        name: 'Members',
        rule: { subject: 'Page', action: ['view'], conditions: { pages: ['p1', 'p2'] } },
      }),
    });
    expect((await listAccessRules(db, { siteId: site.id, pageId: 'p2' })).map((r) => r._id)).toEqual([rule._id]);
    expect(await removeAccessRuleFromPage(db, { siteId: site.id, ruleId: rule._id, pageId: 'p1' })).toBe('detached');
    expect(await listAccessRules(db, { siteId: site.id, pageId: 'p1' })).toEqual([]);
    expect(await removeAccessRuleFromPage(db, { siteId: site.id, ruleId: rule._id, pageId: 'p2' })).toBe('deleted');
    expect(await listAccessRules(db, { siteId: site.id })).toEqual([]);
  });

  it("one portal cannot touch another portal's rules or groups", async () => {
    const { db } = handle;
    const a = await makeSite();
    const b = await makeSite();
    const group = await createUserGroup(db, { siteId: a.site.id, name: 'Staff' });
    await expect(deleteUserGroup(db, { siteId: b.site.id, groupId: group.id })).rejects.toThrow('Group not found');
    const rule = await createAccessRule(db, {
      siteId: a.site.id,
      input: ZAccessRuleFormSchema.parse({
        name: 'Everyone',
        applyToAll: true,
        rule: { subject: 'Page', action: ['view'] },
      }),
    });
    await expect(removeAccessRuleFromPage(db, { siteId: b.site.id, ruleId: rule._id, pageId: 'x' })).rejects.toThrow(
      'Rule not found',
    );
  });
});

describe('getSiteAccessState', () => {
  it('reads app config, page access and rules of one site in one round trip', async () => {
    const { db } = handle;
    const { site, home } = await makeSite();
    const other = await makeSite();
    const group = await createUserGroup(db, { siteId: site.id, name: 'Clients', pages: [home.id] });
    await createAccessRule(db, {
      siteId: site.id,
      input: ZAccessRuleFormSchema.parse({
        name: 'Clients view',
        groups: [group.id],
        rule: { subject: 'Table', action: ['view'] },
      }),
    });
    const state = await getSiteAccessState(db, { siteId: site.id });
    expect(state.pages).toContainEqual({ id: home.id, isPublic: false, groups: [group.id] });
    expect(state.rules).toMatchObject([
      { name: 'Clients view', groups: [group.id], rule: { subject: 'Table', action: ['view'] } },
    ]);
    expect(state.appConfig.identity.enabled).toBe(false);
    const otherState = await getSiteAccessState(db, { siteId: other.site.id });
    expect(otherState.rules).toEqual([]);
    expect(otherState.pages.every((p) => p.isPublic && p.groups.length === 0)).toBe(true);
  });
});

describe('saveMyAccount', () => {
  it('stores the layout and replaces the My Account rules, leaving other rules alone', async () => {
    const { db } = handle;
    const { site } = await makeSite();
    const other = await makeSite();
    await createAccessRule(db, {
      siteId: site.id,
      input: ZAccessRuleFormSchema.parse({
        name: 'Tables',
        applyToAll: true,
        rule: { subject: 'Table', action: ['view'] },
      }),
    });
    const state = await getSiteAccessState(db, { siteId: site.id });
    const layout = {
      profile: [{ id: 'phone' }, { id: 'company' }],
      linked: [{ id: 'projects', fields: [{ id: 'name' }] }],
    };
    const save = (
      groupModes: Record<string, Record<string, 'edit' | 'view' | 'hidden'>>,
      appConfig = state.appConfig,
    ) =>
      saveMyAccount(db, {
        siteId: site.id,
        appConfig,
        save: { layout, groupModes, linkedActions: { clients: { projects: ['edit', 'create'], gone: ['view'] } } },
      });
    const first = await save({ clients: { phone: 'view', company: 'hidden' }, staff: { phone: 'edit' } });
    expect(first.myAccount).toEqual(layout);
    const again = await save({ clients: { phone: 'edit', company: 'view' } }, first);
    const rules = await listAccessRules(db, { siteId: site.id });
    expect(rules.map((r) => r.name).sort()).toEqual([
      'My Account: edit',
      'My Account: linked records',
      'My Account: view',
      'Tables',
    ]);
    expect(myAccountGroupModes(rules, ['phone', 'company'])).toEqual({ clients: { phone: 'edit', company: 'view' } });
    expect(myAccountLinkedActions(rules)).toEqual({ clients: { projects: ['edit', 'create'] } });
    expect((await getSiteAccessState(db, { siteId: site.id })).appConfig.myAccount).toEqual(again.myAccount);
    expect(await listAccessRules(db, { siteId: other.site.id })).toEqual([]);
  });
});
