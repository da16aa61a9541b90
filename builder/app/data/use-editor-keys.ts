import type { CellValue, TableField } from '@atrium/core';
import { useRef, type KeyboardEvent } from 'react';
import { keyIntent } from './grid-cursor';
import type { GridValue } from './undo-stack';

/** What an editor hands back: text (read as the field's value) or a value (selects, links). */
export type EditorResult = { text: string } | { value: GridValue };

export interface EditorProps {
  field: TableField;
  value: CellValue | undefined;
  /** Typing opened the editor: this text replaces the value. */
  typed: string | null;
  onCommit: (result: EditorResult, move: 'down' | 'right' | 'left' | 'none') => void;
  onCancel: () => void;
}

/** The editor's keys and its one answer: after a commit or cancel, a blur does nothing more. */
export function useEditorKeys(props: EditorProps, current: () => EditorResult, multiline = false) {
  const done = useRef(false);
  const finish = (run: () => void) => {
    if (done.current) return;
    done.current = true;
    run();
  };
  return {
    onKeyDown(event: KeyboardEvent) {
      const intent = keyIntent(event, true, multiline);
      if (!intent) return;
      event.preventDefault();
      event.stopPropagation();
      if (intent.kind === 'cancel') finish(props.onCancel);
      if (intent.kind === 'commit') finish(() => props.onCommit(current(), intent.move));
    },
    onBlur() {
      finish(() => props.onCommit(current(), 'none'));
    },
  };
}
