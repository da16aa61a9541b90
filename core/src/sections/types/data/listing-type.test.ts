import { describe, expect, it } from 'vitest';
import { listingScopeCondition } from '../../../listings/listing-scope';
import { LISTING_USER_LINK_REQUIRED_MESSAGE } from './connect';
import {
  listingTypeNotes,
  listingTypeProblem,
  userLinkFields,
  userListingPossible,
  withListingType,
  type TUsersTableRef,
} from './listing-type';
import { ZDataDataSchema } from './schema';

const users: TUsersTableRef = { source: 'local', baseId: '', tableId: 'tblClients', tableName: 'Clients' };
const fields = [
  { id: 'fldName', name: 'Name', type: 'singleLineText' },
  { id: 'fldClient', name: 'Client', type: 'multipleRecordLinks', options: { linkedTableId: 'tblClients' } },
  { id: 'fldTeam', name: 'Team', type: 'multipleRecordLinks', options: { linkedTableId: 'tblTeams' } },
];
const listing = ZDataDataSchema.parse({
  source: { kind: 'local', tableId: 'tblProjects', tableName: 'Projects' },
  fields: { title: 'fldName' },
  search: { fieldIds: ['fldName'] },
  filters: [{ fieldId: 'fldName', fieldName: 'Name' }],
  sort: { type: 'field', fieldId: 'fldName' },
  detail: { type: 'modal', fields: ['fldName'] },
});

describe('[LISTING-TYPE] public or user listing', () => {
  it('is a user listing only with accounts set up in the same data source', () => {
    expect(userListingPossible(users, { kind: 'local', baseId: '' })).toBe(true);
    expect(userListingPossible(null, { kind: 'local', baseId: '' })).toBe(false);
    expect(userListingPossible(users, { kind: 'airtable', baseId: 'appX' })).toBe(false);
    const airtable = { ...users, source: 'airtable' as const, baseId: 'appX' };
    expect(userListingPossible(airtable, { kind: 'airtable', baseId: 'appX' })).toBe(true);
    expect(userListingPossible(airtable, { kind: 'airtable', baseId: 'appY' })).toBe(false);
  });

  it('offers the link fields to the users table only', () => {
    expect(userLinkFields(fields, users).map((f) => f.id)).toEqual(['fldClient']);
    expect(userLinkFields(fields, null)).toEqual([]);
  });

  it('switches type keeping every other setting, and restores the link field when switched back', () => {
    const links = userLinkFields(fields, users);
    const user = withListingType(listing, 'user', links);
    // The table's only link to users is taken.
    expect(user).toEqual({ ...listing, listingType: 'user', userLinkFieldId: 'fldClient' });
    const back = withListingType(user, 'public', links);
    expect(back).toEqual({ ...listing, listingType: 'public', userLinkFieldId: 'fldClient' });
    expect(withListingType(back, 'user', links)).toEqual(user);
    // With two links to users none is guessed.
    const two = [...links, { id: 'fldOwner' }];
    expect(withListingType(listing, 'user', two).userLinkFieldId).toBe('');
  });

  it('refuses a user listing without a link to users, and a public listing never needs one', () => {
    const links = userLinkFields(fields, users);
    expect(listingTypeProblem({ listingType: 'user', userLinkFieldId: '' })).toBe(LISTING_USER_LINK_REQUIRED_MESSAGE);
    expect(listingTypeProblem({ listingType: 'user', userLinkFieldId: 'fldTeam' }, links)).toBe(
      LISTING_USER_LINK_REQUIRED_MESSAGE,
    );
    expect(listingTypeProblem({ listingType: 'user', userLinkFieldId: 'fldClient' }, links)).toBeUndefined();
    expect(listingTypeProblem({ listingType: 'public', userLinkFieldId: '' })).toBeUndefined();
  });

  it('a user listing without a link field holds nobody’s records, whoever looks', () => {
    const scope = listingScopeCondition(
      { ...listing, listingType: 'user', userLinkFieldId: '' },
      { userRecordId: 'recA' },
    );
    expect(scope).toEqual({ kind: 'not', condition: { kind: 'true' } });
    const linked = listingScopeCondition({ ...listing, listingType: 'user', userLinkFieldId: 'fldClient' }, {});
    expect(linked).toEqual({ kind: 'not', condition: { kind: 'true' } });
  });

  it('says what a public listing keeps that needs a signed-in person or shows the link to users', () => {
    expect(listingTypeNotes(listing)).toEqual([]);
    const rules = ZDataDataSchema.parse({ ...listing, rules: [{ type: 'user', fieldId: 'fldClient' }] });
    expect(listingTypeNotes(rules)[0]).toMatch(/^A rule in Data → View needs a signed-in person/);
    expect(listingTypeNotes({ ...rules, listingType: 'user' })).toEqual([]);
    const shown = ZDataDataSchema.parse({
      ...listing,
      userLinkFieldId: 'fldClient',
      detail: { fields: ['fldClient'] },
    });
    expect(listingTypeNotes(shown, (id) => (id === 'fldClient' ? 'Client' : undefined))).toEqual([
      'The forms or the detailed view use Client: in a public listing people see it and can fill it in, which a user listing never allows.',
    ]);
  });
});
