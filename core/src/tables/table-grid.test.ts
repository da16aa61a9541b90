import { describe, expect, it } from 'vitest';
import { recordName } from './table-grid';

const CLIENTS = {
  primaryFieldId: 'fldName',
  fields: [
    { id: 'fldName', type: 'singleLineText' },
    { id: 'fldSize', type: 'number' },
    { id: 'fldEmail', type: 'email' },
  ],
};

describe('recordName', () => {
  it('is the primary field’s text, else the first text-like value, else "Unnamed record"', () => {
    expect(recordName(CLIENTS, { fldName: ' Orion Studio ', fldEmail: 'orion@example.com' })).toBe('Orion Studio');
    expect(recordName(CLIENTS, { fldName: '  ', fldSize: 12, fldEmail: 'orion@example.com' })).toBe(
      'orion@example.com',
    );
    expect(recordName(CLIENTS, { fldSize: 12 })).toBe('Unnamed record');
    expect(recordName({ primaryFieldId: 'fldNo', fields: [] }, { fldNo: 42 })).toBe('42');
  });
});
