import type { CellValue, TableField } from '@atrium/core';
import { Modal } from '@shopify/polaris';
import { useState } from 'react';
import { linkedTableApi } from './grid-api';
import { LinkPicker } from './link-picker';
import type { EditorResult } from './use-editor-keys';

/**
 * A link cell's editor: the record form's link picker (linked records as tags, a search of the
 * linked table) in a dialog. Save hands the links to the grid, which saves them like any cell;
 * Cancel or Escape keeps them. The names of records linked here join the grid's.
 */
export function LinkCellModal(props: {
  /** The grid's table API; the linked table's is its sibling. */
  api: string;
  field: TableField;
  value: CellValue | undefined;
  linkNames: Record<string, string>;
  onNames: (names: Record<string, string>) => void;
  onCommit: (result: EditorResult, move: 'none') => void;
  onCancel: () => void;
}) {
  const { field } = props;
  const [ids, setIds] = useState<string[]>(Array.isArray(props.value) ? (props.value as string[]) : []);
  const [names, setNames] = useState(props.linkNames);
  const save = () => {
    props.onNames(names);
    props.onCommit({ value: ids.length > 0 ? ids : null }, 'none');
  };
  return (
    <Modal
      open
      onClose={props.onCancel}
      title={`Links of ${field.name}`}
      primaryAction={{ content: 'Save links', onAction: save }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onCancel }]}
    >
      <Modal.Section>
        <LinkPicker
          label={field.name}
          api={linkedTableApi(props.api, field)}
          value={ids}
          names={names}
          onChange={(next, nextNames) => {
            setIds(next);
            setNames(nextNames);
          }}
        />
      </Modal.Section>
    </Modal>
  );
}
