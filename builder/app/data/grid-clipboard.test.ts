import type { DataRecord, TableField } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import {
  clearCells,
  copyCells,
  leftOutMessage,
  PASTE_CELLS_MAX,
  pasteRefusal,
  planPaste,
  unknownLinkNames,
} from './grid-clipboard';
import type { GridCursor } from './grid-cursor';

const fields: TableField[] = [
  { id: 'fldName', name: 'Name', type: 'singleLineText' },
  { id: 'fldAmount', name: 'Amount', type: 'number' },
  { id: 'fldClient', name: 'Client', type: 'multipleRecordLinks', options: { linkedTableId: 'tblC' } },
];
const record = (id: string, fields: DataRecord['fields']): DataRecord => ({ id, createdTime: '', fields });
const records = [
  record('rec1', { fldName: 'INV-1', fldAmount: 120, fldClient: ['recN'] }),
  record('rec2', { fldName: 'Tab\there', fldAmount: 80 }),
  record('rec3', {}),
];
const grid = { fields, records, linkNames: { recN: 'Northwind' } };
const cursor = (row: number, col: number, anchor: GridCursor['anchor'] = null): GridCursor => ({
  row,
  col,
  anchor,
  editing: null,
});

describe('copyCells', () => {
  it('copies the active cell, or a range as TSV, with links by name and tabs quoted', () => {
    expect(copyCells(cursor(0, 2), grid)).toBe('120');
    expect(copyCells(cursor(1, 3, { row: 0, col: 1 }), grid)).toBe('INV-1\t120\tNorthwind\n"Tab\there"\t80\t');
  });

  it('leaves the row header out, and copies nothing from the add row', () => {
    expect(copyCells(cursor(0, 1, { row: 0, col: 0 }), grid)).toBe('INV-1');
    expect(copyCells(cursor(0, 0), grid)).toBeNull();
    expect(copyCells(cursor(3, 1), grid)).toBeNull();
  });
});

describe('planPaste', () => {
  it('pastes rows of cells from the active cell, right and down, skipping cells that would not change', () => {
    const plan = planPaste('INV-1\t150\nINV-B\t80\n', cursor(0, 1), grid);
    expect(plan.changes).toEqual([
      { recordId: 'rec1', fieldId: 'fldAmount', before: 120, after: 150 },
      { recordId: 'rec2', fieldId: 'fldName', before: 'Tab\there', after: 'INV-B' },
    ]);
    expect(plan).toMatchObject({ refusals: [], rowsLeftOut: 0, columnsLeftOut: 0 });
  });

  it('sends text a field may refuse as typed (the server says why), and refuses unknown link names here', () => {
    const plan = planPaste('lots\tGlobex', cursor(2, 2), grid);
    expect(plan.changes).toEqual([{ recordId: 'rec3', fieldId: 'fldAmount', before: null, after: 'lots' }]);
    expect(plan.refusals).toEqual([
      {
        recordId: 'rec3',
        fieldId: 'fldClient',
        text: 'Globex',
        error: 'No linked record is named "Globex": link one with the picker of field "Client".',
      },
    ]);
  });

  it('names the link names to ask the server about, then pastes them once they are known', () => {
    const plan = planPaste('northwind, Globex, recX\tx\nInitech', cursor(1, 3, { row: 2, col: 3 }), grid);
    const unknown = unknownLinkNames(plan, grid);
    expect([...unknown].map(([field, names]) => [field.id, names])).toEqual([['fldClient', ['Globex', 'Initech']]]);
    // Names already known and record ids are not asked for; other fields' refusals are not links.
    expect(unknownLinkNames(planPaste('Northwind', cursor(0, 3), grid), grid).size).toBe(0);
    const known = { ...grid, linkNames: { ...grid.linkNames, recG: 'Globex', recI: 'Initech' } };
    expect(planPaste('northwind, Globex, recX\nInitech', cursor(1, 3), known).changes).toEqual([
      { recordId: 'rec2', fieldId: 'fldClient', before: null, after: ['recN', 'recG', 'recX'] },
      { recordId: 'rec3', fieldId: 'fldClient', before: null, after: ['recI'] },
    ]);
  });

  it('counts the rows and columns that fall past the last record or field', () => {
    const plan = planPaste('a\tb\tc\nd\te\tf\ng\th\ti', cursor(2, 2), grid);
    expect(plan.rowsLeftOut).toBe(2);
    expect(plan.columnsLeftOut).toBe(1);
    expect(plan.changes.map((c) => c.after)).toEqual(['a']);
    expect(plan.refusals.map((r) => r.text)).toEqual(['b']);
    expect(leftOutMessage(plan)).toBe(
      'Not pasted: 2 rows below the last record and 1 column past the last field. Add records or fields, then paste them again.',
    );
    expect(leftOutMessage({ rowsLeftOut: 1, columnsLeftOut: 0 })).toBe(
      'Not pasted: 1 row below the last record. Add records or fields, then paste them again.',
    );
    expect(leftOutMessage({ rowsLeftOut: 0, columnsLeftOut: 0 })).toBeNull();
  });

  it('fills a range with a single value, and clears cells for empty pasted cells', () => {
    const plan = planPaste('7', cursor(2, 2, { row: 0, col: 2 }), grid);
    expect(plan.changes).toEqual([
      { recordId: 'rec1', fieldId: 'fldAmount', before: 120, after: 7 },
      { recordId: 'rec2', fieldId: 'fldAmount', before: 80, after: 7 },
      { recordId: 'rec3', fieldId: 'fldAmount', before: null, after: 7 },
    ]);
    expect(planPaste('\t', cursor(0, 1), grid).changes).toEqual([
      { recordId: 'rec1', fieldId: 'fldName', before: 'INV-1', after: null },
      { recordId: 'rec1', fieldId: 'fldAmount', before: 120, after: null },
    ]);
  });

  it('starts at the first field when pasted on the row header, and leaves cells past a short row alone', () => {
    const plan = planPaste('X\nY\tZ', cursor(0, 0), grid);
    expect(plan.changes).toEqual([
      { recordId: 'rec1', fieldId: 'fldName', before: 'INV-1', after: 'X' },
      { recordId: 'rec2', fieldId: 'fldName', before: 'Tab\there', after: 'Y' },
      { recordId: 'rec2', fieldId: 'fldAmount', before: 80, after: 'Z' },
    ]);
  });
});

describe('clearCells', () => {
  it('clears the selected cells that hold a value, never the row header or past the records', () => {
    expect(clearCells(cursor(2, 3, { row: 1, col: 0 }), grid)).toEqual([
      { recordId: 'rec2', fieldId: 'fldName', before: 'Tab\there', after: null },
      { recordId: 'rec2', fieldId: 'fldAmount', before: 80, after: null },
    ]);
    expect(clearCells(cursor(0, 3), grid)).toEqual([
      { recordId: 'rec1', fieldId: 'fldClient', before: ['recN'], after: null },
    ]);
    expect(clearCells(cursor(3, 1), grid)).toEqual([]);
  });
});

describe('pasteRefusal', () => {
  it(`refuses a paste that would change more than ${PASTE_CELLS_MAX} cells, saying how many`, () => {
    const many = Array.from({ length: 600 }, (_, i) => record(`rec${i}`, {}));
    const plan = planPaste(Array.from({ length: 600 }, (_, i) => `a${i}`).join('\n'), cursor(0, 1), {
      ...grid,
      records: many,
    });
    expect(plan.changes).toHaveLength(600);
    expect(pasteRefusal(plan)).toBe(
      `Not pasted: a paste may change at most ${PASTE_CELLS_MAX} cells (this one 600). Paste fewer rows at a time, or use Import CSV.`,
    );
    expect(pasteRefusal({ changes: plan.changes.slice(0, PASTE_CELLS_MAX) })).toBeNull();
  });
});
