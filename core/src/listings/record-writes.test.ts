import { describe, expect, it } from 'vitest';
import {
  ANYONE_GROUP,
  accessByGroup,
  accessFromGroups,
  listingAbilities,
  nobodyCanView,
  ZListingOperationSchema,
  type TListingOperation,
} from '../sections/types/data';
import { operationChanges, operationProblem, recordCellsFromForm } from './record-writes';
import type { TableField } from '../data/schema';

describe('listing permissions (spec doc 2 §6)', () => {
  it('lets everyone view and nobody write without entries; otherwise each action needs an entry for a group of the viewer', () => {
    expect(listingAbilities([], [])).toEqual({ view: true, edit: false, create: false, delete: false });
    const access = [
      { action: 'view' as const, applyToAll: true, groups: [] },
      { action: 'edit' as const, applyToAll: false, groups: ['clients'] },
      { action: 'create' as const, applyToAll: false, groups: ['clients', 'staff'] },
    ];
    expect(listingAbilities(access, [])).toEqual({ view: true, edit: false, create: false, delete: false });
    expect(listingAbilities(access, ['clients'])).toEqual({ view: true, edit: true, create: true, delete: false });
    // Editing means seeing; a create-only form does not show the records.
    expect(listingAbilities([{ action: 'edit', applyToAll: false, groups: ['a'] }], ['a']).view).toBe(true);
    expect(listingAbilities([{ action: 'create', applyToAll: true, groups: [] }], []).view).toBe(false);
  });

  it('round-trips the panel (per group) and the stored entries (per action), and spots a listing nobody can view', () => {
    const byGroup = new Map([
      [ANYONE_GROUP, ['view' as const]],
      ['clients', ['edit' as const, 'create' as const]],
    ]);
    const access = accessFromGroups(byGroup);
    expect(access).toEqual([
      { action: 'view', applyToAll: true, groups: [] },
      { action: 'edit', applyToAll: false, groups: ['clients'] },
      { action: 'create', applyToAll: false, groups: ['clients'] },
    ]);
    expect(accessByGroup(access)).toEqual(byGroup);
    expect(nobodyCanView(access)).toBe(false);
    expect(nobodyCanView([{ action: 'create', applyToAll: true, groups: [] }])).toBe(true);
    expect(nobodyCanView([])).toBe(false);
  });
});

describe('record writes', () => {
  const fields: TableField[] = [
    { id: 'name', name: 'Name', type: 'singleLineText' },
    { id: 'budget', name: 'Budget', type: 'number' },
    { id: 'status', name: 'Status', type: 'singleSelect' },
    { id: 'owners', name: 'Owners', type: 'multipleRecordLinks' },
    { id: 'ownerEmail', name: 'Owner email', type: 'email' },
  ];
  const record = { id: 'rec1', createdTime: '', fields: { name: 'Bridge', owners: ['recAlice', 'recBob'] } };

  it('turns form posts into cells', () => {
    const form = new FormData();
    form.set('field:name', ' Tunnel ');
    form.set('field:budget', '1200');
    expect(recordCellsFromForm(fields.slice(0, 3), form)).toEqual({ name: 'Tunnel', budget: 1200, status: null });
  });

  it('applies set, link, unlink and clear operations, and names a field that left the table', () => {
    const ops = [
      ZListingOperationSchema.parse({ type: 'set', fieldId: 'status', value: 'Done' }),
      ZListingOperationSchema.parse({ type: 'unlinkUser', fieldId: 'owners' }),
      ZListingOperationSchema.parse({ type: 'linkUser', fieldId: 'owners' }),
      ZListingOperationSchema.parse({ type: 'set', fieldId: 'ownerEmail', valueType: 'userField', value: 'email' }),
      ZListingOperationSchema.parse({ type: 'clear', fieldId: 'budget' }),
    ];
    expect(operationChanges(ops, fields, record, { recordId: 'recBob', fields: { email: 'bob@example.com' } })).toEqual(
      {
        changes: {
          status: 'Done',
          owners: ['recAlice', 'recBob'],
          ownerEmail: 'bob@example.com',
          budget: null,
        },
      },
    );
    expect(
      operationChanges([ZListingOperationSchema.parse({ type: 'linkUser', fieldId: 'owners' })], fields, record, {}),
    ).toEqual({
      problem: 'Log in to do this.',
    });
    expect(operationChanges([ZListingOperationSchema.parse({ fieldId: 'gone' })], fields, record, {})).toEqual({
      problem: 'Field gone was removed from your Airtable.',
    });
  });
});

describe('operation problems in the builder', () => {
  const fields = [
    { id: 'status', name: 'Status' },
    { id: 'owner', name: 'Owner' },
  ];
  const op = (o: Partial<TListingOperation>) => ZListingOperationSchema.parse(o);

  it("says what keeps an operation from working, in the spec's words", () => {
    expect(operationProblem(op({ fieldId: '' }), fields)).toBe('Field is required');
    expect(operationProblem(op({ fieldId: 'gone', value: 'x' }), fields)).toBe(
      'Field gone was removed from your Airtable.',
    );
    expect(operationProblem(op({ fieldId: 'status', value: '  ' }), fields)).toBe('Value is required');
    expect(operationProblem(op({ fieldId: 'status', valueType: 'userField', value: '' }), fields)).toBe(
      'Value is required',
    );
  });

  it('accepts complete operations, and does not judge fields before they are known', () => {
    expect(operationProblem(op({ fieldId: 'status', value: 'Done' }), fields)).toBeUndefined();
    expect(operationProblem(op({ fieldId: 'owner', valueType: 'userRecordId' }), fields)).toBeUndefined();
    expect(operationProblem(op({ type: 'clear', fieldId: 'status' }), fields)).toBeUndefined();
    expect(operationProblem(op({ fieldId: 'gone', value: 'x' }), [])).toBeUndefined();
  });
});
