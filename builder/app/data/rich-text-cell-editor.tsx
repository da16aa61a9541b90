import { useRef } from 'react';
import { MarkdownEditor } from '../rich-text/markdown-editor';
import { cellToText } from './cell-value';
import type { EditorProps } from './use-editor-keys';

/**
 * A rich text cell's editor: the markdown editor in a panel over the cell, since a toolbar and
 * paragraphs do not fit in a row. Ctrl or Cmd+Enter saves (and moves down), Escape keeps the
 * value, Save and Cancel do the same by pointer or keyboard; leaving the panel saves.
 */
export function RichTextCellEditor(props: EditorProps) {
  const { field } = props;
  const markdown = useRef(props.typed ?? cellToText(field, props.value));
  const done = useRef(false);
  const finish = (run: () => void) => {
    if (done.current) return;
    done.current = true;
    run();
  };
  const save = (move: 'down' | 'none') => finish(() => props.onCommit({ text: markdown.current }, move));
  return (
    <div
      className="atrium-cell__popover atrium-cell__popover--rich-text"
      role="group"
      aria-label={`${field.name}, rich text`}
      // A click on the panel's background keeps the focus in it (so it does not count as leaving).
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        finish(props.onCancel);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) save('none');
      }}
    >
      <MarkdownEditor
        label={field.name}
        value={markdown.current}
        onChange={(next) => {
          markdown.current = next;
        }}
        onSubmit={() => save('down')}
        onEscape={() => finish(props.onCancel)}
        autoFocus
      />
      <div className="atrium-cell__popover-actions">
        <span className="atrium-cell__hint">Ctrl or Cmd+Enter saves, Escape cancels.</span>
        <button type="button" className="atrium-cell__button" onClick={() => save('none')}>
          Save
        </button>
        <button type="button" className="atrium-cell__button" onClick={() => finish(props.onCancel)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
