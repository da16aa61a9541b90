import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { LexicalTypeaheadMenuPlugin, MenuOption, type MenuTextMatch } from '@lexical/react/LexicalTypeaheadMenuPlugin';
import { $getSelection, $isParagraphNode, $isRangeSelection, type LexicalEditor } from 'lexical';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { BLOCK_TYPES, type TBlockType } from './block-types';

class SlashOption extends MenuOption {
  constructor(
    readonly type: TBlockType,
    readonly label: string,
  ) {
    super(type);
  }
}

/**
 * Where the slash menu may open (spec doc 2 §5): the '/' and what follows are the start of a
 * paragraph that sits at the top level of the document (not in a list, quote or heading).
 */
export function slashMenuMatch(text: string, editor: LexicalEditor): MenuTextMatch | null {
  const match = /^\/([\p{L}\p{N} ]{0,20})$/u.exec(text);
  if (!match) return null;
  const atTopLevelStart = editor.getEditorState().read(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection) || !selection.isCollapsed()) return false;
    const node = selection.anchor.getNode();
    const paragraph = node.getParent();
    return (
      $isParagraphNode(paragraph) && paragraph.getParent()?.getKey() === 'root' && paragraph.getFirstChild()?.is(node)
    );
  });
  if (!atTopLevelStart) return null;
  return { leadOffset: 0, matchingString: match[1] ?? '', replaceableString: match[0] };
}

/** The slash menu: '/' at the start of a top-level paragraph lists the block types to turn it into. */
export function SlashMenuPlugin({
  onChoose,
  parent,
}: {
  onChoose: (editor: LexicalEditor, type: TBlockType) => void;
  /** Where the menu's anchor goes: inside the editor, so it stays in the page's landmarks (not at the end of body). */
  parent?: HTMLElement;
}) {
  const [editor] = useLexicalComposerContext();
  const [query, setQuery] = useState<string | null>(null);
  const options = useMemo(() => {
    const wanted = (query ?? '').trim().toLowerCase();
    return BLOCK_TYPES.filter((t) => t.label.toLowerCase().includes(wanted)).map(
      (t) => new SlashOption(t.value, t.label),
    );
  }, [query]);

  return (
    <LexicalTypeaheadMenuPlugin<SlashOption>
      parent={parent}
      onQueryChange={setQuery}
      triggerFn={slashMenuMatch}
      options={options}
      onSelectOption={(option, textNode, closeMenu) => {
        editor.update(() => textNode?.remove());
        onChoose(editor, option.type);
        closeMenu();
      }}
      menuRenderFn={(anchor, { selectedIndex, selectOptionAndCleanUp, setHighlightedIndex }) =>
        anchor.current && options.length > 0
          ? createPortal(
              <ul className="atrium-slash-menu" role="listbox" aria-label="Blocks">
                {options.map((option, index) => (
                  <li
                    key={option.key}
                    ref={(el) => option.setRefElement(el)}
                    role="option"
                    aria-selected={selectedIndex === index}
                    tabIndex={-1}
                    onMouseEnter={() => setHighlightedIndex(index)}
                    onMouseDown={(e) => {
                      e.preventDefault();
                      selectOptionAndCleanUp(option);
                    }}
                  >
                    {option.label}
                  </li>
                ))}
              </ul>,
              anchor.current,
            )
          : null
      }
    />
  );
}
