import type { TDataData, TDataName, TDetailBlockKind } from '@atrium/core';
import type { DrawerTab, EditorContext, FieldSpec } from '../../../../drawer-fields/field-specs';
import type { FormKind } from '../../form-builder/form-panels';

/** What every panel of the listing editor is built from: the section, its table and the editor's callbacks. */
export interface PanelEnv {
  siteId: string;
  sectionId: string;
  sectionName: string;
  context: EditorContext;
  /** The block the Edit Block panel edits (an index into detail.blocks). */
  blockIndex: number;
  /** A whole new layout (the Listing Appearance thumbnails). */
  onLayout: (sectionName: TDataName) => void;
  /** The Add Block panel added a block (the editor opens it in Edit Block). */
  onBlockAdded: (index: number) => void;
  /** A listing of the old builder: its permissions cannot be set (spec doc 2 §6). */
  legacy?: boolean;
  /** The kind of the block Edit Block edits (linked records blocks have an Actions tab). */
  blockKind?: TDetailBlockKind;
  /** The form the form builder shows (a Form section's, or the listing's create or edit form). */
  formKind?: FormKind;
}

/** The fields of the section's table. */
export type TableFields = EditorContext['tableFields'];

/** The options of a field select: None, then the table's fields of the given types (all with null). */
export type FieldPick = (types: string[] | null) => Array<{ label: string; value: string }>;

export function tab(id: string, label: string, fields: FieldSpec[], render?: DrawerTab['render']): DrawerTab {
  return { id, label, fields, ...(render ? { render } : {}) };
}

/** Every field of the table as an option. */
export function fieldOptions(fields: TableFields): Array<{ label: string; value: string }> {
  return fields.map((f) => ({ label: f.name, value: f.id }));
}

export function fieldPicker(fields: TableFields): FieldPick {
  return (types) => [
    { label: 'None', value: '' },
    ...fields.filter((f) => !types || types.includes(f.type)).map((f) => ({ label: f.name, value: f.id })),
  ];
}

/** How the section's records open (its detail type; a record page when unset). */
export function detailTypeOf(data: unknown) {
  return (data as TDataData).detail?.type ?? 'page';
}
