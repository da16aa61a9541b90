import { GRID_FIELD_TYPE_LABELS, type TGridFieldType, type TableField } from '@atrium/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionList, Icon, Popover } from '@shopify/polaris';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CaretDownIcon,
  DeleteIcon,
  DragHandleIcon,
  EditIcon,
  FilterIcon,
  HideIcon,
  TransferIcon,
} from '@shopify/polaris-icons';
import { useState } from 'react';

/** What a column's menu asks for. Positions are in the table's full field list. */
export type FieldAction =
  { kind: 'rename' | 'type' | 'hide' | 'delete' | 'filter' } | { kind: 'show' } | { kind: 'move'; position: number };

/**
 * One column's header: a drag handle (not on the primary field, which stays first), the sort
 * button, and a menu with Filter, Rename, Change type, Move left/right, Hide and Delete. The primary
 * field's menu has Filter, Rename and Change type only.
 */
export function ColumnHeader(props: {
  field: TableField;
  primary: boolean;
  sort: { fieldId: string | null; desc: boolean };
  onSort: () => void;
  moveLeft: number | null;
  moveRight: number | null;
  onAction: (action: FieldAction) => void;
}) {
  const { field, primary, sort } = props;
  const [open, setOpen] = useState(false);
  const sortable = useSortable({ id: field.id, disabled: primary });
  const sorted = sort.fieldId === field.id;
  const act = (action: FieldAction) => () => {
    setOpen(false);
    props.onAction(action);
  };
  const typeLabel = GRID_FIELD_TYPE_LABELS[field.type as TGridFieldType] ?? field.type;
  const items = [
    { content: 'Filter by this field', icon: FilterIcon, onAction: act({ kind: 'filter' }) },
    { content: 'Rename field', icon: EditIcon, onAction: act({ kind: 'rename' }) },
    { content: 'Change type', icon: TransferIcon, onAction: act({ kind: 'type' }) },
    ...(primary
      ? []
      : [
          ...(props.moveLeft === null
            ? []
            : [
                {
                  content: 'Move left',
                  icon: ArrowLeftIcon,
                  onAction: act({ kind: 'move', position: props.moveLeft }),
                },
              ]),
          ...(props.moveRight === null
            ? []
            : [
                {
                  content: 'Move right',
                  icon: ArrowRightIcon,
                  onAction: act({ kind: 'move', position: props.moveRight }),
                },
              ]),
          { content: 'Hide field', icon: HideIcon, onAction: act({ kind: 'hide' }) },
          { content: 'Delete field', icon: DeleteIcon, destructive: true, onAction: act({ kind: 'delete' }) },
        ]),
  ];
  return (
    <th
      ref={sortable.setNodeRef}
      scope="col"
      aria-sort={sorted ? (sort.desc ? 'descending' : 'ascending') : 'none'}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-dragging={sortable.isDragging ? '' : undefined}
    >
      <span className="atrium-grid__header">
        {primary ? null : (
          <button
            type="button"
            className="atrium-grid__drag"
            ref={sortable.setActivatorNodeRef}
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label="Move column"
          >
            <Icon source={DragHandleIcon} />
          </button>
        )}
        <button type="button" className="atrium-grid__sort" onClick={props.onSort} title={typeLabel}>
          {field.name}
          <span aria-hidden="true">{sorted ? (sort.desc ? '↓' : '↑') : ''}</span>
        </button>
        <Popover
          active={open}
          onClose={() => setOpen(false)}
          activator={
            <button
              type="button"
              className="atrium-grid__menu"
              onClick={() => setOpen((was) => !was)}
              aria-label="Column menu"
              aria-expanded={open}
            >
              <Icon source={CaretDownIcon} />
            </button>
          }
        >
          <ActionList actionRole="menuitem" items={items} />
        </Popover>
      </span>
    </th>
  );
}
