import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZAccessRuleSchema, type TAccessRule } from './access-rule';
import { abilitiesFor, createAbility, pageGate, permissionsFor, type TPageAccess, type TViewer } from './abilities';

const anonymous: TViewer = { kind: 'anonymous' };
const client: TViewer = { kind: 'user', userId: 'u1', groups: ['clients'] };
const staffViaAirtable: TViewer = { kind: 'user', userId: 'u2', groups: [], integrationGroups: ['staff'] };
const noGroup: TViewer = { kind: 'user', userId: 'u3', groups: [] };

const pages: TPageAccess[] = [
  { id: 'home', isPublic: true, groups: [] },
  { id: 'clients-page', isPublic: false, groups: ['clients'] },
  { id: 'staff-page', isPublic: false, groups: [] },
  { id: 'members-only', isPublic: false, groups: [] },
];

function rule(partial: Omit<Partial<TAccessRule>, 'rule'> & { rule: z.input<typeof ZAccessRuleSchema>['rule'] }) {
  return ZAccessRuleSchema.parse({ _id: Math.random().toString(36).slice(2), ...partial });
}

const rules: TAccessRule[] = [
  rule({ groups: ['staff'], rule: { subject: 'Page', action: ['view'], conditions: { pages: ['staff-page'] } } }),
  rule({ applyToAll: true, rule: { subject: 'Page', action: ['view'], conditions: { pages: ['public-by-rule'] } } }),
  rule({ groups: ['staff'], rule: { subject: 'Table', action: ['view', 'create', 'update'] } }),
  rule({ groups: ['clients'], rule: { subject: 'Profile', action: ['view', 'update'], fields: [{ id: 'fldName' }] } }),
  rule({
    groups: ['clients'],
    rule: { subject: 'LinkedField', action: ['view'], conditions: { linkedProfileField: { id: 'fldProjects' } } },
  }),
];
const allPages = [...pages, { id: 'public-by-rule', isPublic: false, groups: [] }];

function can(viewer: TViewer, ...args: Parameters<ReturnType<typeof createAbility>['can']>) {
  return abilitiesFor({ viewer, identityEnabled: true, rules, pages: allPages }).can(...args);
}

describe('access engine (spec doc 3 §3, §6; doc 1 §7)', () => {
  // Each row: [case in the spec's words, viewer, action, subject, target, expected]
  const cases: Array<
    [string, TViewer, Parameters<typeof can>[1], Parameters<typeof can>[2], Parameters<typeof can>[3], boolean]
  > = [
    ['a public page is open to visitors who are not logged in', anonymous, 'view', 'Page', { pageId: 'home' }, true],
    ['a page with groups is closed to visitors', anonymous, 'view', 'Page', { pageId: 'clients-page' }, false],
    ['a page with groups opens to a member of the group', client, 'view', 'Page', { pageId: 'clients-page' }, true],
    [
      'a page with groups stays closed to a user in no group',
      noGroup,
      'view',
      'Page',
      { pageId: 'clients-page' },
      false,
    ],
    [
      'a not-public page with no group or rule is closed to everyone',
      client,
      'view',
      'Page',
      { pageId: 'members-only' },
      false,
    ],
    [
      'a rule for a group opens its pages to that group',
      staffViaAirtable,
      'view',
      'Page',
      { pageId: 'staff-page' },
      true,
    ],
    [
      'groups from the data provider count as assigned',
      staffViaAirtable,
      'view',
      'Page',
      { pageId: 'staff-page' },
      true,
    ],
    ['a rule for a group does not open the page to others', client, 'view', 'Page', { pageId: 'staff-page' }, false],
    [
      'the public-access rule (View on Page, apply to all) opens a page to visitors',
      anonymous,
      'view',
      'Page',
      { pageId: 'public-by-rule' },
      true,
    ],
    ['viewing a page never implies editing it', client, 'edit', 'Page', { pageId: 'clients-page' }, false],
    ['with no rule the default is view only: tables', noGroup, 'view', 'Table', {}, false],
    ['a table rule allows its actions to its group', staffViaAirtable, 'create', 'Table', {}, true],
    ['a table rule allows nothing it does not list', staffViaAirtable, 'delete', 'Table', {}, false],
    ['a table rule for one group closes the table to other groups', client, 'view', 'Table', {}, false],
    [
      'default access grants the Profile subject with no field limits',
      noGroup,
      'update',
      'Profile',
      { fieldId: 'fldAny' },
      true,
    ],
    ['a Profile rule limits its group to the listed fields', client, 'view', 'Profile', { fieldId: 'fldName' }, true],
    ['… and hides the other fields from that group', client, 'view', 'Profile', { fieldId: 'fldPhone' }, false],
    ['visitors have no profile', anonymous, 'view', 'Profile', {}, false],
    [
      'a linked-field rule opens its linked field to its group',
      client,
      'view',
      'LinkedField',
      { linkedFieldId: 'fldProjects' },
      true,
    ],
    [
      '… and closes that linked field to other groups',
      staffViaAirtable,
      'view',
      'LinkedField',
      { linkedFieldId: 'fldProjects' },
      false,
    ],
    [
      'linked fields no rule names are viewable (view only)',
      staffViaAirtable,
      'view',
      'LinkedField',
      { linkedFieldId: 'fldInvoices' },
      true,
    ],
    [
      '… but not editable: deny by default',
      staffViaAirtable,
      'update',
      'LinkedField',
      { linkedFieldId: 'fldInvoices' },
      false,
    ],
  ];
  it.each(cases)('%s', (_case, viewer, action, subject, target, expected) => {
    expect(can(viewer, action, subject, target)).toBe(expected);
  });

  it('tables no rule names are viewable but nothing more', () => {
    const ability = abilitiesFor({ viewer: noGroup, identityEnabled: true, rules: [], pages });
    expect(ability.can('view', 'Table')).toBe(true);
    expect(ability.can('create', 'Table')).toBe(false);
  });

  it('without user accounts, and for the builder, everything is allowed', () => {
    expect(
      abilitiesFor({ viewer: anonymous, identityEnabled: false, rules, pages }).can('view', 'Page', {
        pageId: 'members-only',
      }),
    ).toBe(true);
    const builder = abilitiesFor({ viewer: { kind: 'builder' }, identityEnabled: true, rules, pages });
    expect(builder.managesAll).toBe(true);
    expect(builder.can('delete', 'Table')).toBe(true);
  });

  it('the builder rebuilds the same abilities from the permissions endpoint answer (JSON round trip)', () => {
    const input = { viewer: client, identityEnabled: true, rules, pages: allPages };
    const fromServer = createAbility(JSON.parse(JSON.stringify(permissionsFor(input))));
    for (const [, viewer, action, subject, target, expected] of cases) {
      if (viewer !== client) continue;
      expect(fromServer.can(action, subject, target)).toBe(expected);
    }
  });

  it('page gate: visitors log in, users without access go to the forbidden target', () => {
    const forVisitor = abilitiesFor({ viewer: anonymous, identityEnabled: true, rules, pages });
    expect(pageGate(forVisitor, anonymous, 'clients-page')).toBe('login');
    expect(pageGate(forVisitor, anonymous, 'home')).toBe('allow');
    const forUser = abilitiesFor({ viewer: noGroup, identityEnabled: true, rules, pages });
    expect(pageGate(forUser, noGroup, 'clients-page')).toBe('forbidden');
  });

  it('deny by default: no permissions allow nothing', () => {
    expect(createAbility([]).can('view', 'Page', { pageId: 'home' })).toBe(false);
  });
});
