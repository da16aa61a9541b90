import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Icon, InlineStack } from '@shopify/polaris';
import { ArrowDownIcon, ArrowUpIcon, DeleteIcon, DragHandleIcon, PlusIcon } from '@shopify/polaris-icons';
import { useState, type ReactNode } from 'react';
import { getPath, moveItem } from './field-path';
import type { ListSpec } from './field-specs';

/** A list item's stable key: its id (`id`, or `_id` for nav links), else its position. */
export function itemKey(item: unknown, index: number): string {
  const record = (item ?? {}) as { id?: unknown; _id?: unknown };
  return String(record.id ?? record._id ?? `item-${index}`);
}

export interface ListControlProps {
  spec: ListSpec;
  items: unknown[];
  /** Replaces the whole list; `target` names the edit for undo coalescing. */
  onChange: (items: unknown[], target: string) => void;
  /** The fields of one open item. */
  renderFields: (item: unknown, index: number) => ReactNode;
  /** Where the list sits in the document, for undo targets. */
  path: string;
}

/**
 * A drawer list (features, testimonials, FAQs, nav links, sub-links): items open one at a time,
 * and are added, removed, and reordered by dragging their handle (pointer, or keyboard: Space
 * to pick up, arrows, Space to drop) or with the move buttons.
 */
export function ListControl({ spec, items, onChange, renderFields, path }: ListControlProps) {
  const [open, setOpen] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = items.map(itemKey);
  const titleOf = (item: unknown, index: number) =>
    (spec.titleOf ? spec.titleOf(item) : String(getPath(item, spec.titlePath) ?? '')) || `${spec.item} ${index + 1}`;

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onChange(moveItem(items, keys.indexOf(String(active.id)), keys.indexOf(String(over.id))), `${path}.move`);
  }

  return (
    <div className="atrium-block-drawer__list">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up ${titleOf(items[keys.indexOf(String(active.id))], 0)}.`,
            onDragOver: ({ over }) =>
              over ? `Over position ${keys.indexOf(String(over.id)) + 1} of ${items.length}.` : undefined,
            onDragEnd: ({ over }) =>
              over ? `Dropped at position ${keys.indexOf(String(over.id)) + 1} of ${items.length}.` : 'Dropped.',
            onDragCancel: () => 'Moving was cancelled.',
          },
        }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol aria-label={`${spec.item}s`}>
            {items.map((item, index) => {
              const key = keys[index]!;
              const title = titleOf(item, index);
              return (
                <SortableItem
                  key={key}
                  id={key}
                  title={title}
                  head={
                    <button
                      type="button"
                      className="atrium-block-drawer__item-title"
                      aria-expanded={open === key}
                      onClick={() => setOpen(open === key ? null : key)}
                    >
                      {title}
                    </button>
                  }
                  tools={
                    <ItemTools
                      title={title}
                      first={index === 0}
                      last={index === items.length - 1}
                      onMove={(by) => onChange(moveItem(items, index, index + by), `${path}.move`)}
                      onRemove={() => {
                        setOpen(null);
                        onChange(
                          items.filter((_, i) => i !== index),
                          `${path}.remove`,
                        );
                      }}
                    />
                  }
                >
                  {open === key && <div className="atrium-block-drawer__item-fields">{renderFields(item, index)}</div>}
                </SortableItem>
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <Button
        icon={PlusIcon}
        disabled={items.length >= spec.max}
        onClick={() => {
          const created = spec.create();
          onChange([...items, created], `${path}.add`);
          setOpen(itemKey(created, items.length));
        }}
      >
        {`Add ${spec.item.toLowerCase()}`}
      </Button>
    </div>
  );
}

function SortableItem(props: { id: string; title: string; head: ReactNode; tools: ReactNode; children: ReactNode }) {
  const { id, title } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      className="atrium-block-drawer__item"
      data-dragging={isDragging ? '' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className="atrium-block-drawer__item-row">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="atrium-block-drawer__item-handle"
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder ${title}`}
          title="Drag to reorder"
        >
          <Icon source={DragHandleIcon} />
        </button>
        {props.head}
        {props.tools}
      </div>
      {props.children}
    </li>
  );
}

/** Move up, move down and remove buttons of an item. */
function ItemTools(props: {
  title: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { title } = props;
  return (
    <InlineStack gap="100" wrap={false}>
      <Button
        icon={ArrowUpIcon}
        variant="tertiary"
        accessibilityLabel={`Move ${title} up`}
        disabled={props.first}
        onClick={() => props.onMove(-1)}
      />
      <Button
        icon={ArrowDownIcon}
        variant="tertiary"
        accessibilityLabel={`Move ${title} down`}
        disabled={props.last}
        onClick={() => props.onMove(1)}
      />
      <Button
        icon={DeleteIcon}
        variant="tertiary"
        tone="critical"
        accessibilityLabel={`Remove ${title}`}
        onClick={props.onRemove}
      />
    </InlineStack>
  );
}
