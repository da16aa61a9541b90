import { describe, expect, it } from 'vitest';
import { abilitiesFor, type TViewer } from '../access/abilities';
import type { TAccessRule } from '../access/access-rule';
import {
  linkedFieldVisible,
  myAccountGroupRules,
  myAccountLayoutProblem,
  myAccountLinkedRule,
  myAccountView,
  linkedChangesFromForm,
  profileChangesFromForm,
  profileFieldMode,
  toggleLinkedAction,
} from './my-account';

const rulesFor = (groupId: string, modes: Parameters<typeof myAccountGroupRules>[1]): TAccessRule[] =>
  myAccountGroupRules(groupId, modes).map((rule, i) => ({ ...rule, _id: `${groupId}-${i}` }));

const ability = (viewer: TViewer, rules: TAccessRule[]) =>
  abilitiesFor({ viewer, identityEnabled: true, rules, pages: [] });
const member = (...groups: string[]): TViewer => ({ kind: 'user', userId: 'u1', groups });

describe('My Account field modes per group', () => {
  const rules = [...rulesFor('clients', { phone: 'edit', company: 'view', notes: 'hidden' }), ...rulesFor('staff', {})];

  it("a group's modes decide what its members see and edit", () => {
    const clients = ability(member('clients'), rules);
    expect(profileFieldMode(clients, 'phone')).toBe('edit');
    expect(profileFieldMode(clients, 'company')).toBe('view');
    expect(profileFieldMode(clients, 'notes')).toBe('hidden');
  });

  it('a group with every field hidden sees none; a group without rules keeps the default (all editable)', () => {
    const staff = ability(member('staff'), rules);
    expect(profileFieldMode(staff, 'phone')).toBe('hidden');
    const others = ability(member('volunteers'), rules);
    expect(profileFieldMode(others, 'notes')).toBe('edit');
  });

  it('visitors who are not logged in have no profile at all', () => {
    expect(profileFieldMode(ability({ kind: 'anonymous' }, rules), 'phone')).toBe('hidden');
  });

  it('a member of two groups gets what either allows', () => {
    const both = ability(member('clients', 'staff'), rules);
    expect(profileFieldMode(both, 'phone')).toBe('edit');
    expect(profileFieldMode(both, 'company')).toBe('view');
  });
});

describe('linked-field actions on My Account (spec doc 3 §4.10)', () => {
  it('View alone is exclusive; other actions remove View; unchecking removes the action', () => {
    expect(toggleLinkedAction(['edit', 'delete'], 'view', true)).toEqual(['view']);
    expect(toggleLinkedAction(['view'], 'edit', true)).toEqual(['edit']);
    expect(toggleLinkedAction(['edit'], 'create', true)).toEqual(['edit', 'create']);
    expect(toggleLinkedAction(['edit', 'create'], 'edit', false)).toEqual(['create']);
    expect(toggleLinkedAction(['view'], 'view', false)).toEqual([]);
  });

  it("a group's linked rule shows the records to its members only; without rules everyone sees them", () => {
    const rule = myAccountLinkedRule('clients', 'projects', ['view'])!;
    const rules: TAccessRule[] = [{ ...rule, _id: 'r1' }];
    expect(linkedFieldVisible(ability(member('clients'), rules), 'projects')).toBe(true);
    expect(linkedFieldVisible(ability(member('staff'), rules), 'projects')).toBe(false);
    expect(linkedFieldVisible(ability(member('staff'), []), 'projects')).toBe(true);
    expect(linkedFieldVisible(ability(member('staff'), rules), 'invoices')).toBe(true);
    expect(myAccountLinkedRule('clients', 'projects', [])).toBeUndefined();
  });
});

describe('the My Account view and form', () => {
  const usersTable = {
    fields: [
      { id: 'email', name: 'Email', type: 'email' },
      { id: 'phone', name: 'Phone', type: 'phoneNumber' },
      { id: 'tier', name: 'Tier', type: 'singleSelect' },
      { id: 'vip', name: 'VIP', type: 'checkbox' },
      { id: 'projects', name: 'Projects', type: 'multipleRecordLinks', options: { linkedTableId: 'tblProjects' } },
    ],
  };
  const linkedTables = [{ id: 'tblProjects', fields: [{ id: 'title', name: 'Title', type: 'singleLineText' }] }];
  const layout = {
    profile: [{ id: 'email' }, { id: 'phone' }, { id: 'tier' }, { id: 'vip' }, { id: 'gone' }],
    linked: [{ id: 'projects', fields: [{ id: 'title' }] }],
  };
  const record = { id: 'rec1', createdTime: '', fields: { email: 'a@example.com', tier: 'Gold', vip: true } };
  const linked = { projects: [{ id: 'recP', createdTime: '', fields: { title: 'Website' } }] };
  const rules = rulesFor('clients', { email: 'view', phone: 'edit', tier: 'edit', vip: 'hidden' });

  it('shows what the viewer may see, editable only where they may update a plain field', () => {
    const view = myAccountView({
      layout,
      primaryFieldId: 'email',
      ability: ability(member('clients'), rules),
      usersTable,
      linkedTables,
      record,
      linked,
    });
    expect(view.profile).toEqual([
      { id: 'email', name: 'Email', type: 'email', mode: 'view', value: 'a@example.com' },
      { id: 'phone', name: 'Phone', type: 'phoneNumber', mode: 'edit', value: '' },
      { id: 'tier', name: 'Tier', type: 'singleSelect', mode: 'view', value: 'Gold' },
    ]);
    expect(view.linked).toEqual([
      {
        id: 'projects',
        name: 'Projects',
        fields: [{ id: 'title', name: 'Title', type: 'singleLineText', editable: true }],
        records: [{ id: 'recP', cells: ['Website'], values: ['Website'] }],
        // No linked rule: the records are only shown.
        actions: { edit: false, create: false, delete: false },
      },
    ]);
  });

  it("linked records: the group's actions, and a form writes only the layout's editable fields", () => {
    const linkedRule = { ...myAccountLinkedRule('clients', 'projects', ['edit', 'delete'])!, _id: 'r9' };
    const view = myAccountView({
      layout,
      primaryFieldId: 'email',
      ability: ability(member('clients'), [...rules, linkedRule]),
      usersTable,
      linkedTables,
      record,
      linked,
    });
    expect(view.linked[0]!.actions).toEqual({ edit: true, create: false, delete: true });
    const staff = myAccountView({
      layout,
      primaryFieldId: 'email',
      ability: ability(member('staff'), [...rules, linkedRule]),
      usersTable,
      linkedTables,
      record,
      linked,
    });
    // The rule names another group: staff do not see these records at all.
    expect(staff.linked).toEqual([]);
    const form = new FormData();
    form.set('field:title', ' Relaunch ');
    form.set('field:owner', 'someone else');
    expect(linkedChangesFromForm(view.linked[0]!, form)).toEqual({ title: 'Relaunch' });
  });

  it('a form changes only the fields the viewer may edit', () => {
    const view = myAccountView({
      layout,
      primaryFieldId: 'email',
      ability: ability(member('clients'), rules),
      usersTable,
      linkedTables,
      record,
      linked,
    });
    const form = new FormData();
    form.set('field:phone', ' +1 555 0100 ');
    form.set('field:email', 'hacker@example.com');
    form.set('field:vip', 'on');
    expect(profileChangesFromForm(view, form)).toEqual({ phone: '+1 555 0100' });
    const everyone = myAccountView({
      layout,
      primaryFieldId: 'email',
      ability: ability(member(), []),
      usersTable,
      linkedTables,
      record,
      linked,
    });
    // Everyone may edit every field by default, but never the email (primary) field of the users table.
    expect(everyone.profile.find((f) => f.id === 'email')?.mode).toBe('view');
    expect(profileChangesFromForm(everyone, new FormData())).toEqual({ phone: null, vip: null });
    const noPrimary = myAccountView({
      layout,
      primaryFieldId: undefined,
      ability: ability(member(), []),
      usersTable,
      linkedTables,
      record,
      linked,
    });
    expect(noPrimary.profile.find((f) => f.id === 'email')?.mode).toBe('edit');
  });

  it('a layout must match the users table', () => {
    expect(myAccountLayoutProblem({ ...layout, profile: [{ id: 'email' }] }, usersTable, linkedTables)).toBeUndefined();
    expect(myAccountLayoutProblem(layout, usersTable, linkedTables)).toBe('This field no longer exists in your table.');
    expect(myAccountLayoutProblem({ profile: [{ id: 'projects' }], linked: [] }, usersTable, linkedTables)).toMatch(
      /Linked Records/,
    );
    expect(
      myAccountLayoutProblem(
        { profile: [], linked: [{ id: 'projects', fields: [{ id: 'x' }] }] },
        usersTable,
        linkedTables,
      ),
    ).toBe('This field no longer exists in your table.');
    expect(myAccountLayoutProblem({ profile: [{ id: 'email' }, { id: 'email' }], linked: [] }, usersTable, [])).toBe(
      'A field can be listed only once.',
    );
  });
});
