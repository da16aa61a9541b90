import { Button, InlineStack, Text } from '@shopify/polaris';
import type { SaveStatus } from './save-status';

/**
 * The grid's last save, said in a live region ("Saved.", "2 cells not saved: …"), and Undo and
 * Redo while there is something to undo or redo (as Ctrl or Cmd+Z, Ctrl or Cmd+Shift+Z and
 * Ctrl+Y in the grid).
 */
export function GridStatus(props: {
  status: SaveStatus | null;
  history: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void };
}) {
  const { status, history } = props;
  return (
    <div className="atrium-grid-status">
      <InlineStack gap="300" blockAlign="center">
        <div role="status" aria-label="Grid changes">
          {status ? (
            <Text
              as="span"
              tone={status.tone === 'critical' ? 'critical' : status.tone === 'success' ? 'success' : 'subdued'}
            >
              {status.message}
            </Text>
          ) : null}
        </div>
        {history.canUndo ? (
          <Button size="slim" onClick={history.undo} accessibilityLabel="Undo the last change">
            Undo
          </Button>
        ) : null}
        {history.canRedo ? (
          <Button size="slim" onClick={history.redo} accessibilityLabel="Redo the last undone change">
            Redo
          </Button>
        ) : null}
      </InlineStack>
    </div>
  );
}

/**
 * The row after the last record: Enter, a click or typing there adds a record (typing starts
 * its first cell with what was typed). A refusal shows its reason in the row.
 */
export function AddRecordRow(props: {
  row: number;
  cols: number;
  active: boolean;
  adding: { error?: string } | null;
  onAdd: () => void;
}) {
  const { adding } = props;
  return (
    <tfoot>
      <tr aria-rowindex={props.row + 2}>
        <td
          role="gridcell"
          colSpan={props.cols}
          data-add-row
          tabIndex={props.active ? 0 : -1}
          aria-selected={props.active}
          className={props.active ? 'atrium-grid__add atrium-cell--selected' : 'atrium-grid__add'}
          onClick={props.onAdd}
        >
          + Add record
          {adding && !adding.error ? <span className="atrium-cell__state">Adding…</span> : null}
          {adding?.error ? <span className="atrium-cell__error">{adding.error}</span> : null}
        </td>
      </tr>
    </tfoot>
  );
}
