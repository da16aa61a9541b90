import { describe, expect, it } from 'vitest';
import { ZAppConfigSchema, newUsersJoinOneOf } from './app-config';

describe('whether new users can open a page for groups', () => {
  const config = (over: object) => ZAppConfigSchema.parse(over);

  it('a page for no group is for everyone', () => {
    expect(newUsersJoinOneOf(config({}), [])).toBe(true);
  });

  it('is false without a default group or auto-assign to the page’s groups', () => {
    expect(newUsersJoinOneOf(config({}), ['grpA'])).toBe(false);
    expect(newUsersJoinOneOf(config({ defaultGroup: 'grpB' }), ['grpA'])).toBe(false);
  });

  it('is true when the default group or an auto-assigned group opens the page', () => {
    expect(newUsersJoinOneOf(config({ defaultGroup: 'grpA' }), ['grpA', 'grpC'])).toBe(true);
    const autoAssign = { field: { id: 'fldRole' }, mapping: [{ group: 'grpC', value: 'Client' }] };
    expect(newUsersJoinOneOf(config({ autoAssign }), ['grpA', 'grpC'])).toBe(true);
    // A mapping without its field assigns nobody.
    expect(newUsersJoinOneOf(config({ autoAssign: { ...autoAssign, field: null } }), ['grpC'])).toBe(false);
  });
});
