import { recordName, type DataRecord, type TableField } from '@atrium/core';
import type { Virtualizer } from '@tanstack/react-virtual';
import { GridCell, type CellHandlers } from './grid-cell';
import { selectedRange, type GridCursor } from './grid-cursor';
import { cellKey, type CellState } from './use-cell-saves';

export interface GridRowsProps extends CellHandlers {
  fields: TableField[];
  records: DataRecord[];
  linkNames: Record<string, string>;
  virtualizer: Virtualizer<HTMLDivElement, HTMLTableRowElement>;
  cursor: GridCursor;
  states: ReadonlyMap<string, CellState>;
  /** Rows ticked for deletion. */
  ticked: ReadonlySet<string>;
  onTick: (id: string) => void;
  onOpen: (record: DataRecord) => void;
  /** Shown when there are no records. */
  empty: string;
}

/**
 * The grid's records, virtualised: only the rows in view (and a few either side) are in the
 * page, between two spacer rows that keep the scroll height. When the active row is out of view,
 * the first rendered row's cell in its column takes its place in the tab order.
 */
export function GridRows(props: GridRowsProps) {
  const { records, fields, virtualizer, cursor } = props;
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0));
  const rendered = items.map((item) => item.index);
  const tabRow = cursor.row >= records.length || rendered.includes(cursor.row) ? cursor.row : rendered[0];
  const range = selectedRange(cursor);
  const inRange = (row: number, col: number) =>
    row >= range.top && row <= range.bottom && col >= range.left && col <= range.right;
  const spacer = (height: number) => (
    <tr aria-hidden="true" className="atrium-grid__spacer" style={{ height }}>
      <td colSpan={fields.length + 1} />
    </tr>
  );
  if (records.length === 0) {
    return (
      <tbody>
        <tr>
          <td colSpan={fields.length + 1} className="atrium-grid__empty">
            {props.empty}
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody>
      {before > 0 ? spacer(before) : null}
      {items.map(({ index: row, key }) => {
        const record = records[row]!;
        const name = recordName({ primaryFieldId: fields[0]!.id, fields }, record.fields);
        return (
          <tr key={key} ref={virtualizer.measureElement} data-index={row} aria-rowindex={row + 2}>
            <td
              role="gridcell"
              data-cell={`${row}:0`}
              tabIndex={tabRow === row && cursor.col === 0 ? 0 : -1}
              aria-selected={inRange(row, 0)}
              className={inRange(row, 0) ? 'atrium-grid__check atrium-cell--selected' : 'atrium-grid__check'}
              onClick={(event) => props.onSelect(row, 0, event.shiftKey)}
            >
              <input
                type="checkbox"
                tabIndex={-1}
                checked={props.ticked.has(record.id)}
                onChange={() => props.onTick(record.id)}
                aria-label={`Select ${name}`}
              />
              <button
                type="button"
                tabIndex={-1}
                className="atrium-grid__open"
                // Named like the record, as the first cell's link to its form was before the grid was editable.
                aria-label={name}
                title="Open the record (Enter)"
                onClick={() => props.onOpen(record)}
              >
                ⤢
              </button>
            </td>
            {fields.map((field, i) => (
              <GridCell
                key={field.id}
                onSelect={props.onSelect}
                onActivate={props.onActivate}
                onCommit={props.onCommit}
                onCancel={props.onCancel}
                linkNames={props.linkNames}
                row={row}
                col={i + 1}
                field={field}
                record={record}
                tabStop={tabRow === row && cursor.col === i + 1}
                selected={inRange(row, i + 1)}
                editing={cursor.row === row && cursor.col === i + 1 ? cursor.editing : null}
                state={props.states.get(cellKey(record.id, field.id))}
              />
            ))}
          </tr>
        );
      })}
      {after > 0 ? spacer(after) : null}
    </tbody>
  );
}
