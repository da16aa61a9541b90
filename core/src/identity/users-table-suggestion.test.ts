import { describe, expect, it } from 'vitest';
import { suggestUsersTable } from './users-table-suggestion';

const table = (name: string, ...types: string[]) => ({ name, fields: types.map((type) => ({ type })) });

describe('the suggested users table', () => {
  it('prefers a table of people with an email field over the first table', () => {
    const tables = [table('Projects', 'singleLineText', 'email'), table('Clients', 'singleLineText', 'email')];
    expect(suggestUsersTable(tables)?.name).toBe('Clients');
    expect(suggestUsersTable([table('Tasks', 'singleLineText'), table('Team members', 'email')])?.name).toBe(
      'Team members',
    );
  });

  it('takes a table with an email field when no name says people, else the first table', () => {
    expect(suggestUsersTable([table('Orders', 'singleLineText'), table('Signups', 'email')])?.name).toBe('Signups');
    expect(suggestUsersTable([table('Orders', 'singleLineText'), table('Clients', 'singleLineText')])?.name).toBe(
      'Orders',
    );
    expect(suggestUsersTable([])).toBeUndefined();
  });

  it('does not take a name that only contains a people word', () => {
    expect(suggestUsersTable([table('Userspace logs', 'email'), table('Members', 'email')])?.name).toBe('Members');
  });
});
