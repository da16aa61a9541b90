import type { TableField } from '@atrium/core';
import { useState, type ReactNode } from 'react';
import { ChangeTypeModal } from './change-type-modal';
import type { FieldAction } from './column-header';
import { DeleteFieldModal, RenameFieldModal } from './field-dialogs';
import { useJsonAction } from './use-json-action';

/**
 * What the columns' menus and the Hidden fields list do (issue 21): Move and Hide/Show save at
 * once (nothing is lost, the toast says it); Rename, Change type and Delete open their dialog.
 * `dialog` is the open one, for the grid to render.
 */
export function useFieldMenu(
  api: string,
  onChanged: () => void,
): {
  onAction: (field: TableField, action: FieldAction) => void;
  dialog: ReactNode;
  error: string | undefined;
} {
  const [open, setOpen] = useState<{ field: TableField; kind: 'rename' | 'type' | 'delete' } | null>(null);
  const save = useJsonAction(onChanged);
  const url = (field: TableField) => `${api}/fields/${field.id}`;
  const onAction = (field: TableField, action: FieldAction) => {
    if (action.kind === 'move') save.send('PATCH', url(field), { position: action.position });
    else if (action.kind === 'hide' || action.kind === 'show') {
      save.send('PATCH', url(field), { hidden: action.kind === 'hide' });
    } else if (action.kind !== 'filter') setOpen({ field, kind: action.kind });
  };
  let dialog: ReactNode = null;
  if (open) {
    const props = { url: url(open.field), field: open.field, onClose: () => setOpen(null), onDone: onChanged };
    if (open.kind === 'rename') dialog = <RenameFieldModal {...props} />;
    else if (open.kind === 'type') dialog = <ChangeTypeModal {...props} />;
    else dialog = <DeleteFieldModal {...props} />;
  }
  return { onAction, dialog, error: save.error };
}
