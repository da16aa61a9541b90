import { dataSectionKind, type TSection } from '@atrium/core';
import { RenderSection } from '@atrium/sections';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Icon } from '@shopify/polaris';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  DeleteIcon,
  DragHandleIcon,
  DuplicateIcon,
  EditIcon,
  PlusIcon,
} from '@shopify/polaris-icons';
import type { ComponentProps } from 'react';

/** The toolbar's buttons, named so focus can return to one after the list re-renders. */
export type SectionControl = 'add-above' | 'add-below' | 'edit' | 'move-up' | 'move-down' | 'copy' | 'remove' | 'drag';

interface SectionFrameProps {
  section: TSection;
  index: number;
  label: string;
  isFirst: boolean;
  isLast: boolean;
  /** Absent until the Add Section modal exists: the button shows, disabled. */
  onAddAbove?: () => void;
  onAddBelow?: () => void;
  /** Absent until the block drawer exists: the button shows, disabled. */
  onEditSection?: () => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onCopy: () => void;
  onRemove: () => void;
}

function ToolButton({
  control,
  label,
  icon,
  onClick,
  disabled = false,
  className = 'atrium-section-frame__tool',
}: {
  control: SectionControl;
  label: string;
  icon: ComponentProps<typeof Icon>['source'];
  onClick?: (() => void) | undefined;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      data-control={control}
      aria-label={label}
      title={label}
      disabled={disabled || !onClick}
      onClick={onClick}
    >
      <Icon source={icon} />
    </button>
  );
}

/**
 * One section in the preview, rendered by the same `sections` component as the portal, in a
 * focusable frame. Its toolbar shows on hover and whenever focus is inside the frame (CSS
 * :hover / :focus-within), so keyboard users reach every button with Tab.
 */
export function SectionFrame(props: SectionFrameProps) {
  const { section, index, label, isFirst, isLast } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: section.id,
  });

  return (
    <div
      ref={setNodeRef}
      className="atrium-section-frame"
      data-section-id={section.id}
      data-dragging={isDragging ? '' : undefined}
      role="group"
      aria-label={label}
      tabIndex={0}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <RenderSection section={section} position={index} preview />
      <div className="atrium-section-frame__add atrium-section-frame__add--above">
        <ToolButton control="add-above" label="Add section above" icon={PlusIcon} onClick={props.onAddAbove} />
      </div>
      <div className="atrium-section-frame__toolbar" role="toolbar" aria-label={`${label} actions`}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="atrium-section-frame__tool atrium-section-frame__handle"
          data-control="drag"
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder ${label}`}
          title="Drag to reorder"
        >
          <Icon source={DragHandleIcon} />
        </button>
        <ToolButton control="edit" label="Edit section" icon={EditIcon} onClick={props.onEditSection} />
        {section.type === 'data' && props.onEditSection && (
          // Data sections name their editor (spec doc 2 §2: 'Edit Listing', 'Edit Form').
          <button
            type="button"
            className="atrium-section-frame__tool atrium-section-frame__named"
            onClick={props.onEditSection}
          >
            {dataSectionKind(section.sectionName) === 'form' ? 'Edit Form' : 'Edit Listing'}
          </button>
        )}
        <ToolButton
          control="move-up"
          label="Move section up"
          icon={ArrowUpIcon}
          onClick={props.onMoveUp}
          disabled={isFirst}
        />
        <ToolButton
          control="move-down"
          label="Move section down"
          icon={ArrowDownIcon}
          onClick={props.onMoveDown}
          disabled={isLast}
        />
        <ToolButton control="copy" label="Copy section" icon={DuplicateIcon} onClick={props.onCopy} />
        <ToolButton control="remove" label="Remove section" icon={DeleteIcon} onClick={props.onRemove} />
      </div>
      <div className="atrium-section-frame__add atrium-section-frame__add--below">
        <ToolButton control="add-below" label="Add section below" icon={PlusIcon} onClick={props.onAddBelow} />
      </div>
    </div>
  );
}
