import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $createParagraphNode, $getSelection, type LexicalEditor } from 'lexical';

export const BLOCK_TYPES = [
  { value: 'paragraph', label: 'Paragraph' },
  { value: 'h1', label: 'Heading 1' },
  { value: 'h2', label: 'Heading 2' },
  { value: 'h3', label: 'Heading 3' },
  { value: 'h4', label: 'Heading 4' },
  { value: 'h5', label: 'Heading 5' },
  { value: 'h6', label: 'Heading 6' },
  { value: 'quote', label: 'Quote' },
  { value: 'bullet', label: 'Bulleted list' },
  { value: 'number', label: 'Numbered list' },
] as const;
export type TBlockType = (typeof BLOCK_TYPES)[number]['value'];

/** Turns the selected blocks into another type (used by the toolbar and the slash menu). */
export function setBlockType(editor: LexicalEditor, type: TBlockType) {
  if (type === 'bullet') return void editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
  if (type === 'number') return void editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
  editor.update(() => {
    const selection = $getSelection();
    if (type === 'paragraph') $setBlocksType(selection, () => $createParagraphNode());
    else if (type === 'quote') $setBlocksType(selection, () => $createQuoteNode());
    else $setBlocksType(selection, () => $createHeadingNode(type));
  });
}
