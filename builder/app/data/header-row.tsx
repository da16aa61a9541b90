import type { TableField } from '@atrium/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { ColumnHeader, type FieldAction } from './column-header';

export type { FieldAction };

/**
 * The grid's header row (issue 21): the select column, then a header per shown field with its
 * sort button and its menu. Columns after the primary field can be dragged (pointer, or Space
 * and arrows on the drag handle) to a new place; `onMove` gets the field and the position in
 * the table's full field list (hidden fields included) it goes to.
 */
export function HeaderRow(props: {
  columns: TableField[];
  /** Every field of the table, in order (positions count hidden fields too). */
  allFields: TableField[];
  primaryFieldId: string;
  sort: { fieldId: string | null; desc: boolean };
  onSort: (field: TableField) => void;
  onAction: (field: TableField, action: FieldAction) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const movable = props.columns.filter((f) => f.id !== props.primaryFieldId);
  const position = (field: TableField) => props.allFields.findIndex((f) => f.id === field.id);
  const neighbour = (field: TableField, step: -1 | 1) => movable[movable.indexOf(field) + step];

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const field = movable.find((f) => f.id === active.id);
    const target = movable.find((f) => f.id === over.id);
    if (field && target) props.onAction(field, { kind: 'move', position: position(target) });
  }

  return (
    <DndContext
      id="atrium-grid-columns"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: columnAnnouncements(props.columns),
        screenReaderInstructions: {
          draggable:
            'To move this column, press Space or Enter. Then use the Left and Right arrow keys, press Space or Enter again to drop it, or Escape to cancel.',
        },
      }}
    >
      <tr>
        <th className="atrium-grid__check" scope="col">
          <span className="Polaris-Text--visuallyHidden">Select</span>
        </th>
        <SortableContext items={movable.map((f) => f.id)} strategy={horizontalListSortingStrategy}>
          {props.columns.map((field) => {
            const left = neighbour(field, -1);
            const right = neighbour(field, 1);
            return (
              <ColumnHeader
                key={field.id}
                field={field}
                primary={field.id === props.primaryFieldId}
                sort={props.sort}
                onSort={() => props.onSort(field)}
                moveLeft={left ? position(left) : null}
                moveRight={right ? position(right) : null}
                onAction={(action) => props.onAction(field, action)}
              />
            );
          })}
        </SortableContext>
      </tr>
    </DndContext>
  );
}

/** What a screen reader hears while a column is dragged: field names, not ids. */
function columnAnnouncements(columns: TableField[]): Announcements {
  const name = (id: UniqueIdentifier | undefined) => columns.find((f) => f.id === id)?.name ?? '';
  return {
    onDragStart: ({ active }) => `Picked up the column ${name(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `The column ${name(active.id)} is over ${name(over.id)}.`
        : `The column ${name(active.id)} is over no column.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `The column ${name(active.id)} was dropped at ${name(over.id)}.`
        : `The column ${name(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving the column ${name(active.id)} was cancelled.`,
  };
}
