import { describe, expect, it } from 'vitest';
import { FORM_ITEM_ID_LENGTH, FORM_MAX_GROUPS, ZFormFieldSchema, ZFormGroupSchema } from './custom-form';
import {
  findFormField,
  formBuilderReducer,
  formBuilderView,
  type TFormBuilderAction,
  type TFormBuilderState,
} from './form-builder';

const field = (id: string, fieldId = `fld${id}`, required = false) => ZFormFieldSchema.parse({ id, fieldId, required });
const group = (id: string, fields: string[] = []) =>
  ZFormGroupSchema.parse({ id, fields: fields.map((f) => field(f)) });

/** The groups as `group: field field` lines, which is what a builder sees. */
const shape = (state: TFormBuilderState) => state.groups.map((g) => `${g.id}: ${g.fields.map((f) => f.id).join(' ')}`);

/** Runs actions one after the other, keeping every state (to look at any step). */
function run(start: TFormBuilderState, ...actions: TFormBuilderAction[]): TFormBuilderState[] {
  const states = [start];
  for (const action of actions) states.push(formBuilderReducer(states.at(-1)!, action));
  return states;
}

const start = (): TFormBuilderState => ({
  groups: [group('about', ['name', 'email']), group('more', ['notes'])],
  selection: null,
});

describe('[FORMS] the form builder reducer: adding', () => {
  it('adds a group at the end with an 11-character id, selected for editing', () => {
    const [, next] = run(start(), { type: 'add-group' });
    expect(next!.groups).toHaveLength(3);
    const added = next!.groups[2]!;
    expect(added.id).toMatch(new RegExp(`^[a-z0-9]{${FORM_ITEM_ID_LENGTH}}$`));
    expect(added).toEqual(ZFormGroupSchema.parse({ id: added.id }));
    expect(next!.selection).toEqual({ kind: 'group', id: added.id });
  });

  it('adds groups before, after and at a position, and ignores a place that does not exist', () => {
    const states = run(
      start(),
      { type: 'add-group', place: { before: 'about' }, id: 'g0' },
      { type: 'add-group', place: { after: 'about' }, id: 'g1' },
      { type: 'add-group', place: { index: 99 }, id: 'g2' },
      { type: 'add-group', place: { after: 'nope' }, id: 'g3' },
    );
    expect(states[3]!.groups.map((g) => g.id)).toEqual(['g0', 'about', 'g1', 'more', 'g2']);
    expect(states[4]).toBe(states[3]);
  });

  it('adds a field without a source ("Select Field") before, after or at a position in its group, selected', () => {
    const states = run(
      start(),
      { type: 'add-field', groupId: 'about', id: 'f1' },
      { type: 'add-field', groupId: 'about', place: { before: 'name' }, id: 'f0' },
      { type: 'add-field', groupId: 'more', place: { after: 'notes' }, id: 'f2', fieldId: 'fldPhone' },
      { type: 'add-field', groupId: 'more', place: { index: 0 }, id: 'f3' },
    );
    expect(shape(states.at(-1)!)).toEqual(['about: f0 name email f1', 'more: f3 notes f2']);
    expect(states[1]!.groups[0]!.fields[2]).toEqual(ZFormFieldSchema.parse({ id: 'f1' }));
    expect(states[1]!.groups[0]!.fields[2]!.fieldId).toBe('');
    expect(states[3]!.groups[1]!.fields[1]!.fieldId).toBe('fldPhone');
    expect(states.at(-1)!.selection).toEqual({ kind: 'field', id: 'f3' });
    // A generated id is 11 characters too.
    const [, generated] = run(start(), { type: 'add-field', groupId: 'more' });
    expect(generated!.groups[1]!.fields[1]!.id).toHaveLength(FORM_ITEM_ID_LENGTH);
  });

  it('adds nothing to a group that does not exist, nor past the limits', () => {
    const state = start();
    expect(formBuilderReducer(state, { type: 'add-field', groupId: 'gone' })).toBe(state);
    let full = state;
    for (let i = 0; i < FORM_MAX_GROUPS + 2; i++) full = formBuilderReducer(full, { type: 'add-group' });
    expect(full.groups).toHaveLength(FORM_MAX_GROUPS);
    const crowded: TFormBuilderState = {
      groups: [
        group(
          'a',
          Array.from({ length: 40 }, (_, i) => `f${i}`),
        ),
        group('b', ['x']),
      ],
      selection: null,
    };
    expect(formBuilderReducer(crowded, { type: 'add-field', groupId: 'a' })).toBe(crowded);
    expect(formBuilderReducer(crowded, { type: 'move-field-to', id: 'x', groupId: 'a', index: 0 })).toBe(crowded);
  });
});

describe('[FORMS] the form builder reducer: moving', () => {
  it('moves fields up and down in their group; a move past either end is ignored', () => {
    const states = run(
      start(),
      { type: 'move', item: 'field', id: 'email', by: -1 },
      { type: 'move', item: 'field', id: 'email', by: -1 },
      { type: 'move', item: 'field', id: 'name', by: 1 },
      { type: 'move', item: 'field', id: 'notes', by: 1 },
    );
    expect(shape(states[1]!)).toEqual(['about: email name', 'more: notes']);
    expect(states[2]).toBe(states[1]);
    expect(states[3]).toBe(states[2]);
    expect(states[4]).toBe(states[3]);
  });

  it('moves groups up and down; past either end is ignored', () => {
    const states = run(
      start(),
      { type: 'move', item: 'group', id: 'more', by: 1 },
      { type: 'move', item: 'group', id: 'more', by: -1 },
      { type: 'move', item: 'group', id: 'more', by: -1 },
    );
    expect(states[1]).toBe(states[0]);
    expect(states[2]!.groups.map((g) => g.id)).toEqual(['more', 'about']);
    expect(states[3]).toBe(states[2]);
  });

  it('drags a field into another group at an index, and back within its own group', () => {
    const states = run(
      start(),
      { type: 'move-field-to', id: 'email', groupId: 'more', index: 0 },
      { type: 'move-field-to', id: 'name', groupId: 'more', index: 9 },
      { type: 'move-field-to', id: 'name', groupId: 'more', index: 0 },
      { type: 'move-field-to', id: 'name', groupId: 'more', index: 0 },
    );
    expect(shape(states[1]!)).toEqual(['about: name', 'more: email notes']);
    expect(shape(states[2]!)).toEqual(['about: ', 'more: email notes name']);
    expect(shape(states[3]!)).toEqual(['about: ', 'more: name email notes']);
    expect(states[4]).toBe(states[3]);
    // The field keeps what it was (source, required) wherever it goes.
    const required: TFormBuilderState = { groups: [group('a', []), group('b')], selection: null };
    required.groups[0]!.fields.push(field('req', 'fldReq', true));
    const [, moved] = run(required, { type: 'move-field-to', id: 'req', groupId: 'b', index: 0 });
    expect(moved!.groups[1]!.fields[0]).toEqual(field('req', 'fldReq', true));
  });

  it('drags groups among themselves, with their fields', () => {
    const three: TFormBuilderState = { ...start(), groups: [...start().groups, group('last', ['x'])] };
    const states = run(
      three,
      { type: 'move-group-to', id: 'last', index: 0 },
      { type: 'move-group-to', id: 'last', index: 0 },
      { type: 'move-group-to', id: 'about', index: 2 },
    );
    expect(shape(states[1]!)).toEqual(['last: x', 'about: name email', 'more: notes']);
    expect(states[2]).toBe(states[1]);
    expect(states[3]!.groups.map((g) => g.id)).toEqual(['last', 'more', 'about']);
  });

  it('keeps the selection on the moved item', () => {
    const states = run(
      start(),
      { type: 'select', target: { kind: 'field', id: 'email' }, toggle: true },
      { type: 'move-field-to', id: 'email', groupId: 'more', index: 1 },
    );
    expect(states[2]!.selection).toEqual({ kind: 'field', id: 'email' });
    expect(findFormField(states[2]!.groups, 'email')).toEqual({ group: 1, field: 1 });
  });
});

describe('[FORMS] the form builder reducer: removing and sources', () => {
  it('removes a field or a group; removing what is selected (or holds it) closes the panel', () => {
    const states = run(
      start(),
      { type: 'select', target: { kind: 'field', id: 'name' }, toggle: true },
      { type: 'remove', item: 'field', id: 'email' },
      { type: 'remove', item: 'group', id: 'about' },
      { type: 'remove', item: 'group', id: 'about' },
    );
    expect(shape(states[2]!)).toEqual(['about: name', 'more: notes']);
    expect(states[2]!.selection).toEqual({ kind: 'field', id: 'name' });
    expect(shape(states[3]!)).toEqual(['more: notes']);
    expect(states[3]!.selection).toBeNull();
    expect(states[4]).toBe(states[3]);
  });

  it('sets a field’s source; without one the field cannot stay required', () => {
    const states = run(
      { groups: [group('g')], selection: null },
      { type: 'add-field', groupId: 'g', id: 'f' },
      { type: 'set-source', id: 'f', fieldId: 'fldName' },
      { type: 'update-field', id: 'f', changes: { required: true, label: 'Your name' } },
      { type: 'set-source', id: 'f', fieldId: 'fldOther' },
      { type: 'update-field', id: 'f', changes: { fieldId: '' } },
      { type: 'update-field', id: 'f', changes: { required: true } },
      { type: 'set-source', id: 'nope', fieldId: 'fldName' },
    );
    const at = (i: number) => states[i]!.groups[0]!.fields[0]!;
    expect(at(2)).toMatchObject({ id: 'f', fieldId: 'fldName', required: false });
    expect(at(3)).toMatchObject({ fieldId: 'fldName', required: true, label: 'Your name' });
    expect(at(4)).toMatchObject({ fieldId: 'fldOther', required: true, label: 'Your name' });
    expect(at(5)).toMatchObject({ fieldId: '', required: false });
    expect(at(6)).toMatchObject({ fieldId: '', required: false });
    expect(states[7]).toBe(states[6]);
  });

  it('updates a group’s title and style, never its id or fields', () => {
    const [, next] = run(start(), {
      type: 'update-group',
      id: 'more',
      changes: { title: 'More about you', variant: 'bordered', id: 'x', fields: [] } as never,
    });
    expect(next!.groups[1]).toMatchObject({ id: 'more', title: 'More about you', variant: 'bordered' });
    expect(next!.groups[1]!.fields.map((f) => f.id)).toEqual(['notes']);
  });
});

describe('[FORMS] the form builder reducer: selection', () => {
  it('is exclusive among a group, a field, the form settings and the submit settings', () => {
    const states = run(
      start(),
      { type: 'select', target: { kind: 'group', id: 'about' }, toggle: true },
      { type: 'select', target: { kind: 'field', id: 'notes' }, toggle: true },
      { type: 'select', target: { kind: 'form' }, toggle: true },
      { type: 'select', target: { kind: 'submit' }, toggle: true },
      { type: 'select', target: { kind: 'group', id: 'more' }, toggle: true },
    );
    expect(states.slice(1).map((s) => s.selection)).toEqual([
      { kind: 'group', id: 'about' },
      { kind: 'field', id: 'notes' },
      { kind: 'form' },
      { kind: 'submit' },
      { kind: 'group', id: 'more' },
    ]);
    // The groups never change by selecting.
    expect(states.every((s) => s.groups === states[0]!.groups)).toBe(true);
  });

  it('clicking the selected item again closes the panel; reselecting it otherwise changes nothing', () => {
    const states = run(
      start(),
      { type: 'select', target: { kind: 'field', id: 'name' }, toggle: true },
      { type: 'select', target: { kind: 'field', id: 'name' } },
      { type: 'select', target: { kind: 'field', id: 'name' }, toggle: true },
      { type: 'select', target: { kind: 'submit' }, toggle: true },
      { type: 'select', target: { kind: 'submit' } },
      { type: 'select', target: { kind: 'submit' }, toggle: true },
      { type: 'deselect' },
    );
    expect(states[1]!.selection).toEqual({ kind: 'field', id: 'name' });
    expect(states[2]).toBe(states[1]);
    expect(states[3]!.selection).toBeNull();
    expect(states[4]!.selection).toEqual({ kind: 'submit' });
    expect(states[5]).toBe(states[4]);
    expect(states[6]!.selection).toBeNull();
    expect(states[7]).toBe(states[6]);
  });

  it('a field id of one group is not taken for a group, and unknown items are not selected', () => {
    const state = start();
    expect(formBuilderReducer(state, { type: 'select', target: { kind: 'group', id: 'name' } })).toBe(state);
    expect(formBuilderReducer(state, { type: 'select', target: { kind: 'field', id: 'about' } })).toBe(state);
    const selected = formBuilderReducer(state, { type: 'select', target: { kind: 'group', id: 'about' } });
    expect(formBuilderReducer(selected, { type: 'select', target: { kind: 'field', id: 'about' } })).toBe(selected);
  });

  it('a new item replaces the selection (it opens for editing)', () => {
    const states = run(
      start(),
      { type: 'select', target: { kind: 'form' }, toggle: true },
      { type: 'add-field', groupId: 'more', id: 'new' },
      { type: 'add-group', place: { after: 'more' }, id: 'newGroup' },
    );
    expect(states[2]!.selection).toEqual({ kind: 'field', id: 'new' });
    expect(states[3]!.selection).toEqual({ kind: 'group', id: 'newGroup' });
  });
});

describe('[FORMS] form views', () => {
  it('defaults to the create form when neither tab is active', () => {
    expect(formBuilderView(null)).toBe('create');
    expect(formBuilderView(undefined)).toBe('create');
    expect(formBuilderView('edit')).toBe('edit');
  });
});
