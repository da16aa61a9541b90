import { ZRichTextSchema, type TRichText } from '@atrium/core';
import { $createParagraphNode, $createTextNode, $getRoot, createEditor, type LexicalEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { $importRichText, RICH_TEXT_NODES, exportRichText } from './lexical-document';
import { slashMenuMatch } from './slash-menu';
import { $createListItemNode, $createListNode } from '@lexical/list';

function editorWith(value: TRichText | null): LexicalEditor {
  const editor = createEditor({
    namespace: 'test',
    nodes: RICH_TEXT_NODES,
    onError: (error) => {
      throw error;
    },
  });
  editor.update(() => $importRichText(value), { discrete: true });
  return editor;
}

const text = (value: string, format = 0, style = '') => ({ type: 'text' as const, text: value, format, style });

describe('[EDITOR] rich text in Lexical', () => {
  it('loads every stored node type and exports the same value', () => {
    const value = ZRichTextSchema.parse({
      root: {
        type: 'root',
        children: [
          { type: 'heading', tag: 'h2', format: 'center', children: [text('Title', 1)] },
          {
            type: 'paragraph',
            format: 'justify',
            children: [
              text('Red', 0, 'color: #ff0000; font-size: 18px'),
              { type: 'linebreak' },
              { type: 'link', url: 'https://example.com', target: '_blank', children: [text('a link')] },
            ],
          },
          { type: 'quote', format: '', children: [text('Said')] },
          {
            type: 'list',
            listType: 'number',
            children: [{ type: 'listitem', children: [text('One')] }],
          },
        ],
      },
    }) as TRichText;
    expect(exportRichText(editorWith(value).getEditorState())).toEqual(value);
  });

  it('exports an empty editor as null and drops what the schema refuses', () => {
    expect(exportRichText(editorWith(null).getEditorState())).toBeNull();
    const editor = editorWith(null);
    editor.update(
      () => {
        const paragraph = $createParagraphNode();
        const node = $createTextNode('styled');
        node.setStyle('color: red; position: fixed; font-size: 99px');
        paragraph.append(node);
        $getRoot().clear().append(paragraph);
      },
      { discrete: true },
    );
    const exported = exportRichText(editor.getEditorState());
    expect(exported?.root.children[0]).toEqual({ type: 'paragraph', format: '', children: [text('styled')] });
  });

  it('opens the slash menu only at the start of a top-level paragraph', () => {
    const editor = editorWith(null);
    const typeIn = (build: () => void) => editor.update(build, { discrete: true });
    typeIn(() => {
      const node = $createTextNode('/hea');
      $getRoot().clear().append($createParagraphNode().append(node));
      node.select(4, 4);
    });
    expect(slashMenuMatch('/hea', editor)).toEqual({ leadOffset: 0, matchingString: 'hea', replaceableString: '/hea' });
    expect(slashMenuMatch('a /hea', editor)).toBeNull();

    typeIn(() => {
      const node = $createTextNode('/hea');
      $getRoot()
        .clear()
        .append($createListNode('bullet').append($createListItemNode().append(node)));
      node.select(4, 4);
    });
    expect(slashMenuMatch('/hea', editor)).toBeNull();
  });
});
