import { DATA_TEMPLATES, SECTION_CATALOGUE, type TDataName, type TSection } from '@atrium/core';
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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button } from '@shopify/polaris';
import { PlusIcon } from '@shopify/polaris-icons';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { helpUrl } from '../../help/help-url';
import { copySectionAction, type DocumentAction } from '../document/editor-document';
import { RemoveSectionModal } from './remove-section-modal';
import { SectionFrame, type SectionControl } from './section-frame';

export const EMPTY_PAGE_MESSAGE = 'Your page is empty - Start by adding a section to your page';

export interface SectionListProps {
  sections: TSection[];
  /** Applies an edit to the live document (undoable). */
  onEdit: (action: DocumentAction) => void;
  /** Add Section above/below and the empty page's Add Section: where the new section goes. */
  onAddSection?: (index: number) => void;
  /** Edit on a section's toolbar: opens the block drawer for it. */
  onEditSection?: (id: string) => void;
}

/**
 * A section's name for people: its position and what it shows — its type ('Section 2:
 * Content'), or for a data section its table and layout ('Section 2: Projects — Cards', issue 24).
 */
export function sectionLabel(section: Pick<TSection, 'type'> | TSection, index: number): string {
  if ('data' in section && section.type === 'data') {
    const table = section.data.source?.tableName.trim();
    const layout = Object.hasOwn(DATA_TEMPLATES, section.sectionName)
      ? DATA_TEMPLATES[section.sectionName as TDataName].label
      : 'Data';
    if (table) return `Section ${index + 1}: ${table} — ${layout}`;
  }
  const type = Object.hasOwn(SECTION_CATALOGUE, section.type)
    ? SECTION_CATALOGUE[section.type as TSection['type']].label
    : section.type;
  return `Section ${index + 1}: ${type}`;
}

/** After a toolbar action, where focus goes once the list has re-rendered. */
type FocusRequest = { id: string; control: SectionControl | 'frame' } | { id: null; control: 'empty' };

/**
 * The page's sections in the preview (spec doc 2 §2): each in a focusable frame with its
 * toolbar on hover or focus, sortable by pointer or keyboard (the drag handle: Space to pick
 * up, arrows to move, Space to drop, Escape to cancel), with a dialog before removing.
 */
export function SectionList({ sections, onEdit, onAddSection, onEditSection }: SectionListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [removing, setRemoving] = useState<TSection | null>(null);
  const { listRef, focusRequest } = useFocusRequest();
  const announcements = sectionAnnouncements(sections);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = sections.findIndex((s) => s.id === active.id);
    const to = sections.findIndex((s) => s.id === over.id);
    onEdit({ type: 'move-section', from, to });
  }

  function move(index: number, to: number, control: SectionControl) {
    const section = sections[index];
    if (!section) return;
    focusRequest.current = { id: section.id, control };
    onEdit({ type: 'move-section', from: index, to });
  }

  function confirmRemove(section: TSection) {
    const index = sections.findIndex((s) => s.id === section.id);
    const next = sections[index + 1] ?? sections[index - 1];
    focusRequest.current = next ? { id: next.id, control: 'frame' } : { id: null, control: 'empty' };
    setRemoving(null);
    onEdit({ type: 'remove-section', id: section.id });
  }

  if (sections.length === 0) return <EmptyPage listRef={listRef} onAddSection={onAddSection} />;

  return (
    <div ref={listRef} className="atrium-section-list">
      <DndContext
        id="atrium-section-list"
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move this section, press Space or Enter. Then use the Up and Down arrow keys, press Space or Enter again to drop it, or Escape to cancel.',
          },
        }}
      >
        <SortableContext items={sections.map((s) => s.id)} strategy={verticalListSortingStrategy}>
          {sections.map((section, index) => (
            <SectionFrame
              key={section.id}
              section={section}
              index={index}
              label={sectionLabel(section, index)}
              isFirst={index === 0}
              isLast={index === sections.length - 1}
              onAddAbove={onAddSection ? () => onAddSection(index) : undefined}
              onAddBelow={onAddSection ? () => onAddSection(index + 1) : undefined}
              onEditSection={onEditSection ? () => onEditSection(section.id) : undefined}
              onMoveUp={() => move(index, index - 1, 'move-up')}
              onMoveDown={() => move(index, index + 1, 'move-down')}
              onCopy={() => onEdit(copySectionAction(section.id))}
              onRemove={() => setRemoving(section)}
            />
          ))}
        </SortableContext>
      </DndContext>
      {removing && (
        <RemoveSectionModal
          sectionType={removing.type}
          onConfirm={() => confirmRemove(removing)}
          onCancel={() => {
            focusRequest.current = { id: removing.id, control: 'remove' };
            setRemoving(null);
          }}
        />
      )}
    </div>
  );
}

/**
 * Where focus goes after a toolbar action, once the list has re-rendered: the moved section's
 * control, the next section after a removal, or the empty page's Add Section.
 */
function useFocusRequest() {
  const listRef = useRef<HTMLDivElement>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  useEffect(() => {
    const request = focusRequest.current;
    if (!request || !listRef.current) return;
    focusRequest.current = null;
    const root = listRef.current;
    if (request.id === null) {
      root.querySelector<HTMLElement>('[data-control="empty-add"] button')?.focus();
      return;
    }
    const frame = root.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(request.id)}"]`);
    const control =
      request.control === 'frame'
        ? null
        : frame?.querySelector<HTMLButtonElement>(`[data-control="${request.control}"]`);
    if (control && !control.disabled) control.focus();
    else frame?.focus();
  });
  return { listRef, focusRequest };
}

/** What the screen reader hears while a section is dragged: its label and position. */
function sectionAnnouncements(sections: TSection[]): Announcements {
  const labelOf = (id: UniqueIdentifier) => {
    const index = sections.findIndex((s) => s.id === id);
    return index < 0 ? 'section' : sectionLabel(sections[index]!, index);
  };
  const positionOf = (id: UniqueIdentifier | undefined) => sections.findIndex((s) => s.id === id) + 1;
  return {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${labelOf(active.id)} is over position ${positionOf(over.id)} of ${sections.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} was dropped at position ${positionOf(over.id)} of ${sections.length}.`
        : `${labelOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${labelOf(active.id)} stays where it was.`,
  };
}

/** The empty page: Learn More and Add Section. */
function EmptyPage({
  listRef,
  onAddSection,
}: {
  listRef: RefObject<HTMLDivElement>;
  onAddSection?: (index: number) => void;
}) {
  return (
    <div ref={listRef} className="atrium-editor__empty" role="status">
      <p>{EMPTY_PAGE_MESSAGE}</p>
      <div className="atrium-editor__empty-actions">
        <a href={helpUrl('getting-started')} target="_blank" rel="noopener noreferrer">
          Learn More
        </a>
        <span data-control="empty-add" className="atrium-editor__empty-add">
          <Button icon={PlusIcon} variant="primary" disabled={!onAddSection} onClick={() => onAddSection?.(0)}>
            Add Section
          </Button>
        </span>
      </div>
    </div>
  );
}
