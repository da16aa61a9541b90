import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDndContext,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
  type SortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  FORM_EMPTY_MESSAGE,
  FORM_EMPTY_TITLE,
  FORM_MAX_FIELDS_PER_GROUP,
  FORM_MAX_GROUPS,
  findFormField,
  type TCustomForm,
  type TFormBuilderAction,
  type TFormField,
  type TFormGroup,
  type TFormSelection,
} from '@atrium/core';
import { RecordField, cssColor } from '@atrium/sections';
import { Button, Icon, Text } from '@shopify/polaris';
import { ArrowDownIcon, ArrowUpIcon, DeleteIcon, DragHandleIcon, PlusIcon } from '@shopify/polaris-icons';
import { useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { GROUP_END, dragAnnouncements, dropAction, type DragData } from './form-drag';
import { SELECT_FIELD_LABEL, type FormKind } from './form-panels';

/**
 * The form builder's canvas (spec doc 2 §2 'Form builder', §4): the form as people will see it,
 * in its theme, where every group, every field and the submit button can be selected (click,
 * or Enter or Space) to edit it in the side panel, with Add Field per group, Add Group, move
 * and remove controls, and dragging (pointer or keyboard) of fields within and across groups
 * and of groups among themselves. Every change is a form builder action (core).
 */
export interface FormBuilderCanvasProps {
  kind: FormKind;
  groups: readonly TFormGroup[];
  selection: TFormSelection;
  dispatch: (action: TFormBuilderAction) => void;
  tableFields: ReadonlyArray<{ id: string; name: string; type: string }>;
  submit: { label: string; size: string; alignment: string };
  /** A Form section's theme (a listing's forms look like its record forms). */
  styles?: TCustomForm['styles'];
  /** Keeps the preview's form control ids apart from the page's. */
  idPrefix: string;
}

/** Items of a group that is not the dragged field's stay put (the drop line shows where it goes). */
const stayPut: SortingStrategy = () => null;

/** Enter or Space on a selectable item (not on a control inside it) selects it. */
export function selectKeys(onSelect: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect();
    }
  };
}

export function FormBuilderCanvas(props: FormBuilderCanvasProps) {
  const { groups, selection, dispatch, kind } = props;
  const custom = kind === 'custom';
  const style = custom
    ? ({
        background: cssColor(props.styles?.background ?? ''),
        '--atrium-form-label': cssColor(props.styles?.labelColor ?? ''),
      } as CSSProperties)
    : undefined;
  const submitSelected = selection?.kind === 'submit';

  return (
    <div
      className={
        custom
          ? `atrium-form-builder atrium-custom-form atrium-custom-form--${props.styles?.theme ?? 'light'}`
          : 'atrium-form-builder atrium-account__form atrium-record-form'
      }
      style={style}
    >
      {groups.length === 0 ? (
        <div className="atrium-form-builder__empty">
          <Text as="h2" variant="headingLg">
            {FORM_EMPTY_TITLE}
          </Text>
          <Text as="p">{FORM_EMPTY_MESSAGE}</Text>
          <Button variant="primary" icon={PlusIcon} onClick={() => dispatch({ type: 'add-group' })}>
            Add Group
          </Button>
        </div>
      ) : (
        <SortableGroups {...props} />
      )}
      {groups.length > 0 && (
        <div className="atrium-form-builder__add-group">
          <Button
            icon={PlusIcon}
            disabled={groups.length >= FORM_MAX_GROUPS}
            onClick={() => dispatch({ type: 'add-group' })}
          >
            Add Group
          </Button>
        </div>
      )}
      <div className={`atrium-custom-form__submit atrium-custom-form__submit--${props.submit.alignment}`}>
        <button
          type="button"
          className={`atrium-account__submit atrium-custom-form__button--${props.submit.size} atrium-form-builder__submit`}
          aria-pressed={submitSelected}
          aria-describedby="atrium-form-builder-submit-hint"
          data-selected={submitSelected ? '' : undefined}
          onClick={() => dispatch({ type: 'select', target: { kind: 'submit' }, toggle: true })}
        >
          {props.submit.label}
        </button>
        <span id="atrium-form-builder-submit-hint" hidden>
          Edit Submit Button
        </span>
      </div>
    </div>
  );
}

/** The groups and their fields, each selectable, sortable by pointer or keyboard (fields across groups too). */
function SortableGroups(props: FormBuilderCanvasProps) {
  const { groups, selection, dispatch, tableFields } = props;
  const [activeGroup, setActiveGroup] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const sourceOf = (field: TFormField) => tableFields.find((f) => f.id === field.fieldId);
  const fieldName = (field: TFormField) => field.label || sourceOf(field)?.name || 'Field without a table field';
  const groupName = (group: TFormGroup) => group.title || `Group ${groups.indexOf(group) + 1}`;
  const announcements = dragAnnouncements(groups, groupName, fieldName);

  function onDragStart({ active }: DragStartEvent) {
    const at = findFormField(groups, String(active.id));
    setActiveGroup(at ? groups[at.group]!.id : null);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setActiveGroup(null);
    const action = dropAction(groups, active, over);
    if (action) dispatch(action);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveGroup(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a group or a field, press Space or Enter on its handle, use the arrow keys to move it (fields also into other groups), then press Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={groups.map((g) => g.id)} strategy={verticalListSortingStrategy}>
        {groups.map((group, index) => (
          <GroupItem
            key={group.id}
            group={group}
            name={groupName(group)}
            first={index === 0}
            last={index === groups.length - 1}
            canAddGroup={groups.length < FORM_MAX_GROUPS}
            selected={selection?.kind === 'group' && selection.id === group.id}
            strategy={activeGroup === null || activeGroup === group.id ? verticalListSortingStrategy : stayPut}
            dispatch={dispatch}
          >
            {group.fields.map((field, fieldIndex) => {
              const source = sourceOf(field);
              return (
                <FieldItem
                  key={field.id}
                  field={field}
                  name={fieldName(field)}
                  first={fieldIndex === 0}
                  last={fieldIndex === group.fields.length - 1}
                  canAdd={group.fields.length < FORM_MAX_FIELDS_PER_GROUP}
                  groupId={group.id}
                  selected={selection?.kind === 'field' && selection.id === field.id}
                  dispatch={dispatch}
                >
                  {source && (
                    <RecordField
                      field={{
                        id: source.id,
                        name: field.label || source.name,
                        type: source.type,
                        choices: [],
                        value: '',
                      }}
                      value=""
                      idPrefix={props.idPrefix}
                      required={field.required}
                      placeholder={field.placeholder || undefined}
                    />
                  )}
                </FieldItem>
              );
            })}
          </GroupItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}

/** Move, add-after and remove buttons of a group or a field. */
function Tools(props: {
  what: string;
  first: boolean;
  last: boolean;
  canAdd: boolean;
  onMove: (by: -1 | 1) => void;
  onAddAfter: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="atrium-form-builder__tools">
      <Button
        size="slim"
        variant="tertiary"
        icon={ArrowUpIcon}
        accessibilityLabel={`Move ${props.what} up`}
        disabled={props.first}
        onClick={() => props.onMove(-1)}
      />
      <Button
        size="slim"
        variant="tertiary"
        icon={ArrowDownIcon}
        accessibilityLabel={`Move ${props.what} down`}
        disabled={props.last}
        onClick={() => props.onMove(1)}
      />
      <Button
        size="slim"
        variant="tertiary"
        icon={PlusIcon}
        accessibilityLabel={`Add after ${props.what}`}
        disabled={!props.canAdd}
        onClick={props.onAddAfter}
      />
      <Button
        size="slim"
        variant="tertiary"
        tone="critical"
        icon={DeleteIcon}
        accessibilityLabel={`Remove ${props.what}`}
        onClick={props.onRemove}
      />
    </div>
  );
}

function Handle(props: { label: string; setRef: (el: HTMLElement | null) => void; handleProps: object }) {
  return (
    <button
      type="button"
      ref={props.setRef}
      className="atrium-form-builder__handle"
      {...props.handleProps}
      aria-label={props.label}
      title="Drag to move"
    >
      <Icon source={DragHandleIcon} />
    </button>
  );
}

function GroupItem(props: {
  group: TFormGroup;
  name: string;
  first: boolean;
  last: boolean;
  canAddGroup: boolean;
  selected: boolean;
  strategy: SortingStrategy;
  dispatch: (action: TFormBuilderAction) => void;
  children: ReactNode;
}) {
  const { group, name, dispatch } = props;
  const dragging = (useDndContext().active?.data.current as DragData | undefined)?.type;
  const sortable = useSortable({
    id: group.id,
    data: { type: 'group' } satisfies DragData,
    // While a field is dragged, groups are not places to drop it (their fields and ends are).
    disabled: { draggable: false, droppable: dragging === 'field' },
  });
  const end = useDroppable({
    id: `${GROUP_END}${group.id}`,
    data: { type: 'group-end', groupId: group.id } satisfies DragData,
    disabled: dragging === 'group',
  });
  const select = () => dispatch({ type: 'select', target: { kind: 'group', id: group.id }, toggle: true });
  return (
    <section
      ref={sortable.setNodeRef}
      className={`atrium-form-builder__group atrium-custom-form__group atrium-custom-form__group--${group.variant}`}
      data-selected={props.selected ? '' : undefined}
      data-dragging={sortable.isDragging ? '' : undefined}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      aria-label={`Group ${name}`}
    >
      <div className="atrium-form-builder__group-head">
        <Handle
          label={`Drag group ${name}`}
          setRef={sortable.setActivatorNodeRef}
          handleProps={{ ...sortable.attributes, ...sortable.listeners }}
        />
        <div
          role="button"
          tabIndex={0}
          aria-pressed={props.selected}
          aria-label={`Edit group ${name}`}
          className="atrium-form-builder__select atrium-form-builder__group-title"
          onClick={select}
          onKeyDown={selectKeys(select)}
        >
          {group.title || <span className="atrium-form-builder__untitled">{name} (no title)</span>}
        </div>
        <Tools
          what={`group ${name}`}
          first={props.first}
          last={props.last}
          canAdd={props.canAddGroup}
          onMove={(by) => dispatch({ type: 'move', item: 'group', id: group.id, by })}
          onAddAfter={() => dispatch({ type: 'add-group', place: { after: group.id } })}
          onRemove={() => dispatch({ type: 'remove', item: 'group', id: group.id })}
        />
      </div>
      <SortableContext items={group.fields.map((f) => f.id)} strategy={props.strategy}>
        <ol className="atrium-form-builder__fields" aria-label={`Fields of group ${name}`}>
          {props.children}
        </ol>
      </SortableContext>
      <div
        ref={end.setNodeRef}
        className="atrium-form-builder__group-end"
        data-drop-target={end.isOver ? '' : undefined}
      >
        <Button
          size="slim"
          icon={PlusIcon}
          disabled={group.fields.length >= FORM_MAX_FIELDS_PER_GROUP}
          accessibilityLabel={`Add Field to group ${name}`}
          onClick={() => dispatch({ type: 'add-field', groupId: group.id })}
        >
          Add Field
        </Button>
      </div>
    </section>
  );
}

function FieldItem(props: {
  field: TFormField;
  name: string;
  first: boolean;
  last: boolean;
  canAdd: boolean;
  groupId: string;
  selected: boolean;
  dispatch: (action: TFormBuilderAction) => void;
  /** The field as people will see it; none while it has no table field. */
  children: ReactNode;
}) {
  const { field, name, dispatch } = props;
  const context = useDndContext();
  const dragging = (context.active?.data.current as DragData | undefined)?.type;
  const sortable = useSortable({
    id: field.id,
    data: { type: 'field' } satisfies DragData,
    disabled: { draggable: false, droppable: dragging === 'group' },
  });
  // A field dragged over from another group lands here (the line shows where).
  const incoming = dragging === 'field' && sortable.isOver && !sortable.items.includes(context.active!.id);
  const target = { kind: 'field' as const, id: field.id };
  const select = () => dispatch({ type: 'select', target, toggle: true });
  return (
    <li
      ref={sortable.setNodeRef}
      className="atrium-form-builder__field"
      data-selected={props.selected ? '' : undefined}
      data-dragging={sortable.isDragging ? '' : undefined}
      data-drop-target={incoming ? '' : undefined}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <Handle
        label={`Drag field ${name}`}
        setRef={sortable.setActivatorNodeRef}
        handleProps={{ ...sortable.attributes, ...sortable.listeners }}
      />
      {props.children ? (
        <div
          role="button"
          tabIndex={0}
          aria-pressed={props.selected}
          aria-label={`Edit field ${name}`}
          className="atrium-form-builder__select atrium-form-builder__field-preview"
          onClick={select}
          onKeyDown={selectKeys(select)}
        >
          {/* A look at the field, not a control: the click selects the field. */}
          <div aria-hidden="true" {...({ inert: '' } as object)}>
            {props.children}
          </div>
        </div>
      ) : (
        <div className="atrium-form-builder__select atrium-form-builder__field-empty">
          {/* Choosing the table field happens in Edit Field; a second click keeps it open. */}
          <Button
            pressed={props.selected}
            onClick={() => dispatch({ type: 'select', target })}
            accessibilityLabel={`${SELECT_FIELD_LABEL} for ${name}`}
          >
            {SELECT_FIELD_LABEL}
          </Button>
        </div>
      )}
      <Tools
        what={`field ${name}`}
        first={props.first}
        last={props.last}
        canAdd={props.canAdd}
        onMove={(by) => dispatch({ type: 'move', item: 'field', id: field.id, by })}
        onAddAfter={() => dispatch({ type: 'add-field', groupId: props.groupId, place: { after: field.id } })}
        onRemove={() => dispatch({ type: 'remove', item: 'field', id: field.id })}
      />
    </li>
  );
}
