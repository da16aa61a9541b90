import { DETAIL_BLOCK_FIELD_TYPES, type TDataData, type TDetailBlockKind } from '@atrium/core';
import type { DrawerTab, EditorContext, FieldSpec } from '../../../../drawer-fields/field-specs';
import { fieldPicker, tab, type FieldPick, type PanelEnv } from './panel-kit';

/** The block Edit Block edits: its path in the section's data and a test of its kind. */
interface EditedBlock {
  index: number;
  base: string;
  kindOf: (data: unknown) => TDetailBlockKind | undefined;
  is: (...kinds: TDetailBlockKind[]) => (data: unknown) => boolean;
}

function editedBlock(index: number): EditedBlock {
  const kindOf = (data: unknown) => (data as TDataData).detail?.blocks?.[index]?.kind;
  return {
    index,
    base: `detail.blocks.${index}`,
    kindOf,
    is:
      (...kinds) =>
      (data) =>
        kinds.includes(kindOf(data)!),
  };
}

/** Edit Block: the block's Fields, Actions (linked records blocks) and Styles tabs (its controls depend on its kind). */
export function editBlockTabs(env: PanelEnv): DrawerTab[] {
  const block = editedBlock(env.blockIndex);
  const pick = fieldPicker(env.context.tableFields);
  return [
    blockFieldsTab(block, env.context, pick),
    ...(env.blockKind === 'linked' ? [linkedActionsTab(block)] : []),
    blockStylesTab(block),
  ];
}

/** Fields: the block's title and the fields it shows (the field types its kind reads). */
function blockFieldsTab({ index, base, kindOf, is }: EditedBlock, context: EditorContext, pick: FieldPick): DrawerTab {
  const fields = context.tableFields;
  const typed = (kind: TDetailBlockKind) =>
    fields
      .filter((f) => (DETAIL_BLOCK_FIELD_TYPES[kind] ?? [f.type]).includes(f.type))
      .map((f) => ({ label: f.name, value: f.id }));
  // One field list per kind (each offers the field types its kind reads).
  const fieldLists = (
    ['fields', 'accordion', 'tags', 'image', 'gallery', 'embed', 'attachment', 'links', 'social'] as const
  ).map((kind): FieldSpec => ({
    kind: 'checklist',
    path: `${base}.fieldIds`,
    label: 'Fields',
    max: 30,
    options: typed(kind),
    visible: is(kind),
  }));
  return tab('fields', 'Fields', [
    {
      kind: 'text',
      path: `${base}.title`,
      label: 'Block title',
      visible: (data) => !['divider', 'header'].includes(kindOf(data) ?? ''),
    },
    ...fieldLists,
    {
      kind: 'select',
      path: `${base}.titleFieldId`,
      label: 'Title field',
      options: pick(null),
      visible: is('header'),
    },
    {
      kind: 'select',
      path: `${base}.subtitleFieldId`,
      label: 'Subtitle field',
      options: pick(null),
      visible: is('header'),
    },
    {
      kind: 'select',
      path: `${base}.imageFieldId`,
      label: 'Image field',
      options: pick(['multipleAttachments', 'url']),
      visible: is('header'),
    },
    { kind: 'text', path: `${base}.text`, label: 'Text', multiline: true, visible: is('text') },
    {
      kind: 'select',
      path: `${base}.linkFieldId`,
      label: 'Link field',
      options: pick(['multipleRecordLinks']),
      visible: is('linked'),
    },
    // The linked table's fields to show under each linked record, per link field.
    ...fields
      .filter((f) => f.type === 'multipleRecordLinks')
      .map((link): FieldSpec => ({
        kind: 'checklist',
        path: `${base}.linkedFieldIds`,
        label: 'Fields of the linked records',
        max: 10,
        options: (context.tables?.find((t) => t.id === linkedTableId(link))?.fields ?? []).map((f) => ({
          label: f.name,
          value: f.id,
        })),
        visible: (data) => is('linked')(data) && (data as TDataData).detail.blocks[index]?.linkFieldId === link.id,
      })),
  ]);
}

/** Actions of a linked records block: whether people who may edit the record can link, unlink and add records. */
function linkedActionsTab({ index, base }: EditedBlock): DrawerTab {
  return tab('actions', 'Actions', [
    {
      kind: 'toggle',
      path: `${base}.canModifyLink`,
      label: 'People who may edit the record can link and unlink records',
    },
    {
      kind: 'toggle',
      path: `${base}.canCreate`,
      label: 'People who may edit the record can add new records',
    },
    {
      kind: 'text',
      path: `${base}.addRecordText`,
      label: 'Add record button text',
      visible: (data) => (data as TDataData).detail.blocks[index]?.canCreate === true,
    },
  ]);
}

/** Styles: the block's column and its kind's look (header style, height, picture fit, linked records). */
function blockStylesTab({ base, is }: EditedBlock): DrawerTab {
  return tab('styles', 'Styles', [
    {
      kind: 'select',
      path: `${base}.column`,
      label: 'Column',
      options: [
        { label: 'Main', value: 'main' },
        { label: 'Side', value: 'side' },
      ],
    },
    {
      kind: 'select',
      path: `${base}.variant`,
      label: 'Header style',
      options: [
        { label: 'Header 1: centred', value: 'centered' },
        { label: 'Header 2: image beside the title', value: 'split' },
      ],
      visible: is('header'),
    },
    {
      kind: 'slider',
      path: `${base}.height`,
      label: 'Height',
      range: { min: 100, max: 1000, step: 20 },
      unit: 'px',
      visible: is('image', 'gallery', 'embed'),
    },
    {
      kind: 'select',
      path: `${base}.fit`,
      label: 'Picture fit',
      options: [
        { label: 'Fill (crop)', value: 'cover' },
        { label: 'Whole picture', value: 'contain' },
      ],
      visible: is('image', 'gallery'),
    },
    {
      kind: 'select',
      path: `${base}.linkedVariant`,
      label: 'Show linked records as',
      options: [
        { label: 'A list', value: 'list' },
        { label: 'Cards', value: 'cards' },
      ],
      visible: is('linked'),
    },
  ]);
}

/** The table a link field points at. */
function linkedTableId(field: EditorContext['tableFields'][number]): string | undefined {
  return (field as { options?: { linkedTableId?: string } }).options?.linkedTableId;
}
