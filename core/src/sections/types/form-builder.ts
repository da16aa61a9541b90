import {
  FORM_MAX_FIELDS_PER_GROUP,
  FORM_MAX_GROUPS,
  ZFormFieldSchema,
  ZFormGroupSchema,
  formItemId,
  type TFormField,
  type TFormGroup,
} from './custom-form';

/**
 * The form builder's state (spec doc 2 §4 'Form builder'): a form's groups of fields and what
 * is selected. Selection is exclusive among one group, one field, the form's (global) settings
 * and the submit button's settings; what is selected is what the side panel edits. Every change
 * is a pure action (CONVENTIONS 8): the listing editor keeps the groups in its draft and the
 * selection beside it, and runs both through `formBuilderReducer`.
 */

export type TFormSelection =
  { kind: 'group'; id: string } | { kind: 'field'; id: string } | { kind: 'form' } | { kind: 'submit' } | null;

export interface TFormBuilderState {
  groups: TFormGroup[];
  selection: TFormSelection;
}

/** Where a new group or field goes: before or after an item of its list, or at an index. None: at the end. */
export type TFormPlace = { before: string } | { after: string } | { index: number };

export type TFormBuilderAction =
  /**
   * Selects an item and clears any other selection. `toggle` (a click, Enter or Space on the item):
   * selecting the selected item again clears the selection (the panel closes). Without it,
   * selecting the selected item changes nothing.
   */
  | { type: 'select'; target: NonNullable<TFormSelection>; toggle?: boolean }
  /** The panel closed. */
  | { type: 'deselect' }
  /** A new empty group (selected); `id` only to make a test's ids known. */
  | { type: 'add-group'; place?: TFormPlace; id?: string }
  /** A new field in a group (selected), with a table field (`fieldId`) or none yet ('Select Field'). */
  | { type: 'add-field'; groupId: string; place?: TFormPlace; fieldId?: string; id?: string }
  /** One place up (-1) or down (1) in its list; a move past either end is ignored. */
  | { type: 'move'; item: 'group' | 'field'; id: string; by: -1 | 1 }
  /** Dragging a group among the groups: it ends at `index`. */
  | { type: 'move-group-to'; id: string; index: number }
  /** Dragging a field, within its group or into another: it ends at `index` of `groupId`. */
  | { type: 'move-field-to'; id: string; groupId: string; index: number }
  | { type: 'remove'; item: 'group' | 'field'; id: string }
  /** The table field a form field fills; without one it cannot be required. */
  | { type: 'set-source'; id: string; fieldId: string }
  /** The Edit Group panel's changes (title, style). */
  | { type: 'update-group'; id: string; changes: Partial<Omit<TFormGroup, 'id' | 'fields'>> }
  /** The Edit Field panel's changes (a new source as with 'set-source'). */
  | { type: 'update-field'; id: string; changes: Partial<Omit<TFormField, 'id'>> };

/** The form view a listing's form builder shows: the create form unless the edit form's tab is active. */
export function formBuilderView(active: 'create' | 'edit' | null | undefined): 'create' | 'edit' {
  return active ?? 'create';
}

/** Where a field is: its group's index and its own index in the group; undefined when it is not there. */
export function findFormField(groups: readonly TFormGroup[], id: string): { group: number; field: number } | undefined {
  for (const [group, g] of groups.entries()) {
    const field = g.fields.findIndex((f) => f.id === id);
    if (field >= 0) return { group, field };
  }
  return undefined;
}

/** The index a new item takes in a list: before or after an item of it, at an index, or at the end. */
function placeIndex(items: ReadonlyArray<{ id: string }>, place: TFormPlace | undefined): number | undefined {
  if (!place) return items.length;
  if ('index' in place)
    return Number.isInteger(place.index) ? Math.min(Math.max(place.index, 0), items.length) : undefined;
  const at = items.findIndex((item) => item.id === ('before' in place ? place.before : place.after));
  if (at < 0) return undefined;
  return 'before' in place ? at : at + 1;
}

function insertAt<T>(items: readonly T[], index: number, item: T): T[] {
  return [...items.slice(0, index), item, ...items.slice(index)];
}

function moveWithin<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

function sameSelection(a: TFormSelection, b: TFormSelection): boolean {
  if (a === null || b === null) return a === b;
  return a.kind === b.kind && ('id' in a ? a.id : '') === ('id' in b ? b.id : '');
}

/** A field with a new table field: an empty source also turns Required off (it needs a source). */
function withSource(field: TFormField, fieldId: string): TFormField {
  return { ...field, fieldId, required: fieldId === '' ? false : field.required };
}

function replaceField(
  state: TFormBuilderState,
  id: string,
  update: (field: TFormField) => TFormField,
): TFormBuilderState {
  const at = findFormField(state.groups, id);
  if (!at) return state;
  const groups = state.groups.map((g, gi) =>
    gi === at.group ? { ...g, fields: g.fields.map((f, fi) => (fi === at.field ? update(f) : f)) } : g,
  );
  return { ...state, groups };
}

/**
 * The form builder's editor state, one short case per action (CONVENTIONS §8). Over 100 lines on
 * purpose: the switch is the list of everything the form builder can do, read and tested in one
 * place; each case is a few lines.
 */
export function formBuilderReducer(state: TFormBuilderState, action: TFormBuilderAction): TFormBuilderState {
  const { groups } = state;
  switch (action.type) {
    case 'select': {
      const { target } = action;
      if (sameSelection(state.selection, target)) return action.toggle ? { ...state, selection: null } : state;
      const exists =
        target.kind === 'group'
          ? groups.some((g) => g.id === target.id)
          : target.kind === 'field'
            ? findFormField(groups, target.id) !== undefined
            : true;
      return exists ? { ...state, selection: target } : state;
    }
    case 'deselect':
      return state.selection === null ? state : { ...state, selection: null };
    case 'add-group': {
      if (groups.length >= FORM_MAX_GROUPS) return state;
      const index = placeIndex(groups, action.place);
      if (index === undefined) return state;
      const group = ZFormGroupSchema.parse({ id: action.id ?? formItemId() });
      return { groups: insertAt(groups, index, group), selection: { kind: 'group', id: group.id } };
    }
    case 'add-field': {
      const gi = groups.findIndex((g) => g.id === action.groupId);
      const group = groups[gi];
      if (!group || group.fields.length >= FORM_MAX_FIELDS_PER_GROUP) return state;
      const index = placeIndex(group.fields, action.place);
      if (index === undefined) return state;
      const field = ZFormFieldSchema.parse({ id: action.id ?? formItemId(), fieldId: action.fieldId ?? '' });
      return {
        groups: groups.map((g, i) => (i === gi ? { ...g, fields: insertAt(g.fields, index, field) } : g)),
        selection: { kind: 'field', id: field.id },
      };
    }
    case 'move': {
      if (action.item === 'group') {
        const from = groups.findIndex((g) => g.id === action.id);
        const to = from + action.by;
        if (from < 0 || to < 0 || to >= groups.length) return state;
        return { ...state, groups: moveWithin(groups, from, to) };
      }
      const at = findFormField(groups, action.id);
      if (!at) return state;
      const to = at.field + action.by;
      if (to < 0 || to >= groups[at.group]!.fields.length) return state;
      return {
        ...state,
        groups: groups.map((g, i) => (i === at.group ? { ...g, fields: moveWithin(g.fields, at.field, to) } : g)),
      };
    }
    case 'move-group-to': {
      const from = groups.findIndex((g) => g.id === action.id);
      const to = Math.min(Math.max(action.index, 0), groups.length - 1);
      if (from < 0 || from === to || !Number.isInteger(action.index)) return state;
      return { ...state, groups: moveWithin(groups, from, to) };
    }
    case 'move-field-to': {
      const at = findFormField(groups, action.id);
      const target = groups.findIndex((g) => g.id === action.groupId);
      if (!at || target < 0 || !Number.isInteger(action.index)) return state;
      if (target === at.group) {
        const to = Math.min(Math.max(action.index, 0), groups[target]!.fields.length - 1);
        if (to === at.field) return state;
        return {
          ...state,
          groups: groups.map((g, i) => (i === target ? { ...g, fields: moveWithin(g.fields, at.field, to) } : g)),
        };
      }
      if (groups[target]!.fields.length >= FORM_MAX_FIELDS_PER_GROUP) return state;
      const field = groups[at.group]!.fields[at.field]!;
      return {
        ...state,
        groups: groups.map((g, i) => {
          if (i === at.group) return { ...g, fields: g.fields.filter((f) => f.id !== action.id) };
          if (i !== target) return g;
          const index = Math.min(Math.max(action.index, 0), g.fields.length);
          return { ...g, fields: insertAt(g.fields, index, field) };
        }),
      };
    }
    case 'remove': {
      if (action.item === 'group') {
        const group = groups.find((g) => g.id === action.id);
        if (!group) return state;
        const selected = state.selection;
        const loses =
          selected !== null &&
          ((selected.kind === 'group' && selected.id === group.id) ||
            (selected.kind === 'field' && group.fields.some((f) => f.id === selected.id)));
        return { groups: groups.filter((g) => g.id !== action.id), selection: loses ? null : selected };
      }
      const at = findFormField(groups, action.id);
      if (!at) return state;
      const selected = state.selection;
      return {
        groups: groups.map((g, i) =>
          i === at.group ? { ...g, fields: g.fields.filter((f) => f.id !== action.id) } : g,
        ),
        selection: selected?.kind === 'field' && selected.id === action.id ? null : selected,
      };
    }
    case 'set-source':
      return replaceField(state, action.id, (field) => withSource(field, action.fieldId));
    case 'update-group': {
      if (!groups.some((g) => g.id === action.id)) return state;
      const { fields: _fields, id: _id, ...changes } = action.changes as Partial<TFormGroup>;
      return { ...state, groups: groups.map((g) => (g.id === action.id ? { ...g, ...changes } : g)) };
    }
    case 'update-field':
      return replaceField(state, action.id, (field) => {
        const { id: _id, ...changes } = action.changes as Partial<TFormField>;
        const next = { ...field, ...changes };
        return withSource(next, next.fieldId);
      });
  }
}
