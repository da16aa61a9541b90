import {
  $convertFromMarkdownString,
  $convertToMarkdownString,
  ELEMENT_TRANSFORMERS,
  TEXT_FORMAT_TRANSFORMERS,
  TEXT_MATCH_TRANSFORMERS,
  type Transformer,
} from '@lexical/markdown';
import type { EditorState } from 'lexical';

/**
 * Rich text cells hold markdown, as Airtable's API gives it (ADR 035), and the grid's editor reads
 * and writes it with Lexical's own markdown conversion: headings, quotes, lists, bold, italic,
 * strikethrough, inline code and links (the nodes of RICH_TEXT_NODES). Blank lines are kept as
 * they are, so a value opened and saved unchanged stays the same text; fenced code blocks, which
 * need a node the editor does not load, stay as their lines of text.
 */
export const MARKDOWN_TRANSFORMERS: Transformer[] = [
  ...ELEMENT_TRANSFORMERS,
  ...TEXT_FORMAT_TRANSFORMERS,
  ...TEXT_MATCH_TRANSFORMERS,
];

/** Loads markdown into the editor (inside an update). */
export function $importMarkdown(markdown: string): void {
  $convertFromMarkdownString(markdown, MARKDOWN_TRANSFORMERS, undefined, true);
}

/** The editor's content as markdown. */
export function exportMarkdown(state: EditorState): string {
  return state.read(() => $convertToMarkdownString(MARKDOWN_TRANSFORMERS, undefined, true));
}
