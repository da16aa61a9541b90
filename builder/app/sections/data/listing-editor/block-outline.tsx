import type { TDataData } from '@atrium/core';
import { Button, Text } from '@shopify/polaris';
import { ArrowDownIcon, ArrowUpIcon, DeleteIcon, EditIcon } from '@shopify/polaris-icons';
import { BLOCK_KIND_LABELS } from './panels/panel-options';
import type { ListingEditorState } from './use-listing-editor';

/** The Detailed View's blocks: edit one (Edit Block), move it, remove it, or add one (Add Block). */
export function DetailBlocks({ editor }: { editor: ListingEditorState }) {
  const { draft, change, panel, blockIndex } = editor;
  const blocks = draft.data.detail.blocks;
  const moveBlock = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    change({ ...draft.data, detail: { ...draft.data.detail, blocks: next } });
    if (panel === 'edit-block' && blockIndex === index) editor.setBlockIndex(index + by);
  };
  const removeBlock = (index: number) => {
    change({ ...draft.data, detail: { ...draft.data.detail, blocks: blocks.filter((_, i) => i !== index) } });
    if (panel === 'edit-block') editor.setPanel(null);
  };
  return (
    <BlockOutline
      blocks={blocks}
      selected={panel === 'edit-block' ? blockIndex : -1}
      onAdd={() => editor.setPanel('add-block')}
      onEdit={editor.editBlock}
      onMove={moveBlock}
      onRemove={removeBlock}
      empty={draft.data.detail.fields.length === 0}
    />
  );
}

/** The detail view's blocks in order, each with edit, move and remove controls, and Add Block. */
function BlockOutline(props: {
  blocks: TDataData['detail']['blocks'];
  selected: number;
  empty: boolean;
  onAdd: () => void;
  onEdit: (index: number) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
}) {
  const { blocks } = props;
  if (blocks.length === 0) {
    return (
      <div className="atrium-listing-editor__outline atrium-listing-editor__outline--empty">
        <Text as="p" tone="subdued">
          {props.empty
            ? 'No blocks yet: the record shows its fields. Add blocks to arrange it.'
            : 'No blocks yet: the record shows the fields chosen in Appearance.'}
        </Text>
        <Button onClick={props.onAdd}>Add Block</Button>
      </div>
    );
  }
  return (
    <ol className="atrium-listing-editor__outline" aria-label="Blocks">
      {blocks.map((block, index) => {
        const name = `${BLOCK_KIND_LABELS[block.kind]}${block.title ? `: ${block.title}` : ''}`;
        return (
          <li key={block.id} aria-current={props.selected === index ? 'true' : undefined}>
            <span>{name}</span>
            <Button
              size="slim"
              icon={EditIcon}
              accessibilityLabel={`Edit block ${name}`}
              onClick={() => props.onEdit(index)}
            />
            <Button
              size="slim"
              icon={ArrowUpIcon}
              accessibilityLabel={`Move block ${name} up`}
              disabled={index === 0}
              onClick={() => props.onMove(index, -1)}
            />
            <Button
              size="slim"
              icon={ArrowDownIcon}
              accessibilityLabel={`Move block ${name} down`}
              disabled={index === blocks.length - 1}
              onClick={() => props.onMove(index, 1)}
            />
            <Button
              size="slim"
              icon={DeleteIcon}
              tone="critical"
              accessibilityLabel={`Remove block ${name}`}
              onClick={() => props.onRemove(index)}
            />
          </li>
        );
      })}
    </ol>
  );
}
