import type { DataRecord, TableField } from '@atrium/core';
import { AttachmentChips } from './attachment-editor';
import { CellEditor } from './cell-editor';
import { cellText, EDITABLE_TYPES } from './cell-text';
import type { CellState } from './use-cell-saves';
import type { EditorResult } from './use-editor-keys';

/** Field types whose editor is a dialog (editable-grid.tsx) rather than the cell itself. */
export const DIALOG_TYPES = new Set(['multipleRecordLinks', 'multipleAttachments']);

export interface CellHandlers {
  onSelect: (row: number, col: number, extend: boolean) => void;
  /** A double click, or a click on a checkbox: what Enter does. */
  onActivate: (row: number, col: number) => void;
  onCommit: (result: EditorResult, move: 'down' | 'right' | 'left' | 'none') => void;
  onCancel: () => void;
}

/**
 * One field's cell of a record: its value (a checkbox ticks at a click), or its editor while it is
 * edited, and its save's state: "Saving…", "Saved", or the refusal's reason under the value.
 */
export function GridCell(
  props: CellHandlers & {
    row: number;
    col: number;
    field: TableField;
    record: DataRecord;
    linkNames: Record<string, string>;
    /** In the roving tab order (the active cell). */
    tabStop: boolean;
    selected: boolean;
    /** The editor is open: the typed text that replaces the value, or null. */
    editing: { typed: string | null } | null;
    state: CellState | undefined;
  },
) {
  const { field, record, row, col, state } = props;
  const value = record.fields[field.id];
  // Link and attachment cells are edited in a dialog; the cell keeps showing its value.
  const editing = props.editing && !DIALOG_TYPES.has(field.type) ? props.editing : null;
  const editable = EDITABLE_TYPES.has(field.type);
  const errorId = state?.status === 'error' ? `atrium-cell-error-${record.id}-${field.id}` : undefined;
  const classes = ['atrium-cell'];
  if (props.selected) classes.push('atrium-cell--selected');
  if (editing) classes.push('atrium-cell--editing');
  if (state?.status === 'error') classes.push('atrium-cell--error');
  return (
    <td
      role="gridcell"
      data-cell={`${row}:${col}`}
      tabIndex={props.tabStop ? 0 : -1}
      aria-selected={props.selected}
      aria-readonly={editable ? undefined : true}
      aria-describedby={errorId}
      className={classes.join(' ')}
      onClick={(event) => {
        if (!editing) props.onSelect(row, col, event.shiftKey);
      }}
      onDoubleClick={() => {
        if (!editing && field.type !== 'checkbox') props.onActivate(row, col);
      }}
    >
      {editing ? (
        <CellEditor
          field={field}
          value={value}
          typed={editing.typed}
          onCommit={props.onCommit}
          onCancel={props.onCancel}
        />
      ) : field.type === 'checkbox' ? (
        <input
          type="checkbox"
          tabIndex={-1}
          aria-label={field.name}
          checked={value === true}
          onChange={() => props.onActivate(row, col)}
        />
      ) : field.type === 'multipleAttachments' ? (
        <AttachmentChips value={value} />
      ) : (
        <span className="atrium-cell__text">{cellText(field, value, props.linkNames)}</span>
      )}
      {state?.status === 'saving' ? <span className="atrium-cell__state">Saving…</span> : null}
      {state?.status === 'saved' ? <span className="atrium-cell__state atrium-cell__state--saved">Saved</span> : null}
      {state?.status === 'error' ? (
        <span id={errorId} className="atrium-cell__error">
          {state.message}
        </span>
      ) : null}
    </td>
  );
}
