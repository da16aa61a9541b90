import { $getRoot, createEditor, type LexicalEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_NODES } from './lexical-document';
import { $importMarkdown, exportMarkdown } from './markdown';

function editorWith(markdown: string): LexicalEditor {
  const editor = createEditor({
    namespace: 'test',
    nodes: RICH_TEXT_NODES,
    onError: (error) => {
      throw error;
    },
  });
  editor.update(() => $importMarkdown(markdown), { discrete: true });
  return editor;
}

describe('[DATA-GRID] rich text cells as markdown in Lexical', () => {
  it('reads bold, italic, links and lists into their nodes', () => {
    const editor = editorWith('**Bold** and *italic* [site](https://example.com)\n- one\n- two');
    const types = editor.getEditorState().read(() =>
      $getRoot()
        .getChildren()
        .map((n) => n.getType()),
    );
    expect(types).toEqual(['paragraph', 'list']);
    const json = JSON.stringify(editor.getEditorState().toJSON());
    expect(json).toContain('"type":"link"');
    expect(json).toContain('"url":"https://example.com"');
    expect(json).toContain('"format":1'); // bold
    expect(json).toContain('"format":2'); // italic
  });

  it('writes back the markdown it read, blank lines and all', () => {
    for (const markdown of [
      '**Bold** and *italic*',
      'First paragraph\n\nSecond paragraph',
      '- one\n- two',
      '1. first\n2. second',
      'See [the site](https://example.com) ~~now~~',
      '# Title\n> Quoted',
      'plain text',
      '',
    ]) {
      expect(exportMarkdown(editorWith(markdown).getEditorState())).toBe(markdown);
    }
  });
});
