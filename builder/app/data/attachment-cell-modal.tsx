import type { Attachment, CellValue, TableField } from '@atrium/core';
import { Modal } from '@shopify/polaris';
import { useState } from 'react';
import { AttachmentEditor } from './attachment-editor';
import type { EditorResult } from './use-editor-keys';

/**
 * An attachment cell's editor (ADR 038): its files in a dialog, uploaded, listed and removed
 * there. Save hands the list to the grid, which saves it like any cell (Saving…, Saved or the
 * server's message at the cell, undoable); Cancel or Escape keeps the cell as it was.
 */
export function AttachmentCellModal(props: {
  api: string;
  field: TableField;
  value: CellValue | undefined;
  onCommit: (result: EditorResult, move: 'none') => void;
  onCancel: () => void;
}) {
  const { field } = props;
  const [items, setItems] = useState<Attachment[]>(Array.isArray(props.value) ? (props.value as Attachment[]) : []);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      onClose={props.onCancel}
      title={`Files of ${field.name}`}
      primaryAction={{
        content: 'Save files',
        disabled: busy,
        onAction: () => props.onCommit({ value: items.length > 0 ? items : null }, 'none'),
      }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onCancel }]}
    >
      <Modal.Section>
        <AttachmentEditor
          api={props.api}
          label={field.name}
          value={items}
          onChange={setItems}
          onBusy={setBusy}
          autoFocus
        />
      </Modal.Section>
    </Modal>
  );
}
