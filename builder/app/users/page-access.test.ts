import type { TAccessRule } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { describePageAccess, type ConfiguredPageAccess } from './page-access';

const base: ConfiguredPageAccess = {
  configured: true,
  message: null,
  groups: [
    { id: 'g1', name: 'Clients' },
    { id: 'g2', name: 'Staff' },
    { id: 'g3', name: 'Partners' },
  ],
  pageGroups: [],
  rules: [],
  hasPublicRule: false,
  newUsersCanView: true,
};

const rule = (over: Partial<TAccessRule>): TAccessRule => ({
  _id: 'r1',
  name: 'Rule',
  description: '',
  applyToAll: false,
  groups: [],
  rule: { subject: 'Page', action: ['view'], fields: [], conditions: { pages: ['p1'] } },
  ...over,
});

describe('[ACCESS] who can open a page, in plain words', () => {
  it('says every visitor can open it without user accounts, without groups or rules, and with public access', () => {
    expect(describePageAccess({ ...base, configured: false })).toMatch(/^User accounts are off, so anyone/);
    expect(describePageAccess(base)).toBe('Anyone can open this page, signed in or not.');
    expect(describePageAccess({ ...base, pageGroups: ['g1'], rules: [rule({ applyToAll: true })] })).toBe(
      'Anyone can open this page, signed in or not (public access).',
    );
  });

  it("names the page's groups and its rules' groups, once each", () => {
    expect(describePageAccess({ ...base, pageGroups: ['g1'] })).toMatch(
      /^Only signed-in members of Clients can open this page\. Visitors who are not signed in are asked to log in/,
    );
    expect(describePageAccess({ ...base, pageGroups: ['g1', 'g2'], rules: [rule({ groups: ['g2', 'g3'] })] })).toMatch(
      /^Only signed-in members of Clients, Staff and Partners can open/,
    );
  });

  it('says no one can open it when its rules name no group that exists', () => {
    expect(describePageAccess({ ...base, rules: [rule({ groups: ['gone'] })] })).toMatch(
      /^No one can open this page yet/,
    );
  });
});
