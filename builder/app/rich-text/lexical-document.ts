import { $createLinkNode, AutoLinkNode, LinkNode } from '@lexical/link';
import { $createListItemNode, $createListNode, ListItemNode, ListNode } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode, HeadingNode, QuoteNode } from '@lexical/rich-text';
import {
  ZRichTextSchema,
  type TRichText,
  type TRichTextBlock,
  type TRichTextInline,
  type TRichTextListItem,
} from '@atrium/core';
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  type EditorState,
  type ElementNode,
  type Klass,
  type LexicalNode,
} from 'lexical';

/** The nodes the rich-text editor offers: exactly what the stored schema keeps (ADR 011). */
export const RICH_TEXT_NODES: Array<Klass<LexicalNode>> = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  AutoLinkNode,
];

function $appendInline(parent: ElementNode, nodes: TRichTextInline[]) {
  for (const node of nodes) {
    if (node.type === 'text') {
      const text = $createTextNode(node.text);
      text.setFormat(node.format);
      text.setStyle(node.style);
      parent.append(text);
    } else if (node.type === 'linebreak') {
      parent.append($createLineBreakNode());
    } else {
      const link = $createLinkNode(node.url, { target: node.target });
      $appendInline(link, node.children);
      parent.append(link);
    }
  }
}

function $createListItem(item: TRichTextListItem) {
  const element = $createListItemNode();
  for (const child of item.children) {
    if (child.type === 'text' || child.type === 'linebreak' || child.type === 'link') $appendInline(element, [child]);
    else element.append($createBlock(child));
  }
  return element;
}

function $createBlock(block: TRichTextBlock): ElementNode {
  switch (block.type) {
    case 'paragraph': {
      const paragraph = $createParagraphNode();
      paragraph.setFormat(block.format);
      $appendInline(paragraph, block.children);
      return paragraph;
    }
    case 'heading': {
      const heading = $createHeadingNode(block.tag);
      heading.setFormat(block.format);
      $appendInline(heading, block.children);
      return heading;
    }
    case 'quote': {
      const quote = $createQuoteNode();
      quote.setFormat(block.format);
      $appendInline(quote, block.children);
      return quote;
    }
    case 'list': {
      const list = $createListNode(block.listType);
      for (const item of block.children) list.append($createListItem(item));
      return list;
    }
  }
}

/** Replaces the editor's content with a stored value (inside `editor.update`). */
export function $importRichText(value: TRichText | null) {
  const root = $getRoot();
  root.clear();
  const blocks = value?.root.children ?? [];
  for (const block of blocks) root.append($createBlock(block));
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

/**
 * The editor's state as stored: Lexical's JSON passed through the stored schema, which keeps only
 * the offered nodes, safe links and allowed styles. An empty editor is null.
 */
export function exportRichText(state: EditorState): TRichText | null {
  const parsed = ZRichTextSchema.parse(state.toJSON()) as TRichText;
  const empty = parsed.root.children.every(
    (block) => block.type === 'paragraph' && block.children.every((c) => c.type === 'text' && c.text === ''),
  );
  return empty ? null : parsed;
}
