import type { ClipboardEvent } from 'react';
import { useRef } from 'react';
import { findLinkNames, linkedTableApi } from './grid-api';
import {
  copyCells,
  leftOutMessage,
  pasteRefusal,
  planPaste,
  unknownLinkNames,
  type GridContent,
} from './grid-clipboard';
import type { GridCursor } from './grid-cursor';
import type { useCellSaves } from './use-cell-saves';

/** Whether a clipboard or key event is the grid's: on a cell, not in an editor or the header. */
/** A cell, the add row, or the grid itself (which holds the focus while a key's row scrolls into view). */
export const isGridCell = (target: EventTarget) =>
  target instanceof HTMLElement && target.matches('[data-cell], [data-add-row], table[role="grid"]');

/**
 * The grid's copy and paste: the selected cells as TSV; pasted TSV saved cell by cell through
 * `saves` (what falls past the grid's end is said in the status line). Chromium sends no paste
 * event to a cell that is not editable, so Ctrl or Cmd+V (`pasteFromKey`) reads the clipboard
 * itself, unless the browser's paste event came first (as in Firefox and Safari).
 */
export function useGridClipboard(
  api: string,
  cursor: GridCursor,
  content: GridContent & { addLinkNames: (names: Record<string, string>) => void },
  saves: Pick<ReturnType<typeof useCellSaves>, 'save' | 'note'>,
) {
  const pasteEventSeen = useRef(false);
  const paste = async (text: string) => {
    let plan = planPaste(text, cursor, content);
    // Linked records named but not loaded: the linked tables are asked, then the paste planned again.
    const unknown = unknownLinkNames(plan, content);
    if (unknown.size > 0) {
      const answers = await Promise.all(
        [...unknown].map(([field, names]) => findLinkNames(linkedTableApi(api, field), names)),
      );
      const found = Object.assign({}, ...answers) as Record<string, string>;
      content.addLinkNames(found);
      plan = planPaste(text, cursor, { ...content, linkNames: { ...content.linkNames, ...found } });
    }
    const refused = pasteRefusal(plan);
    if (refused) return saves.note(refused, 'critical');
    void saves.save(plan.changes, { undoable: true, refusals: plan.refusals });
    const leftOut = leftOutMessage(plan);
    if (leftOut) saves.note(leftOut, 'critical');
  };
  return {
    onCopy(event: ClipboardEvent<HTMLTableElement>) {
      const text = !cursor.editing && isGridCell(event.target) ? copyCells(cursor, content) : null;
      if (text === null) return;
      event.clipboardData.setData('text/plain', text);
      event.preventDefault();
    },
    onPaste(event: ClipboardEvent<HTMLTableElement>) {
      if (cursor.editing || !isGridCell(event.target)) return;
      pasteEventSeen.current = true;
      event.preventDefault();
      void paste(event.clipboardData.getData('text/plain'));
    },
    pasteFromKey() {
      pasteEventSeen.current = false;
      setTimeout(() => {
        if (pasteEventSeen.current) return;
        navigator.clipboard.readText().then(
          (text) => paste(text),
          () =>
            saves.note('The clipboard could not be read: allow this site to read it, then paste again.', 'critical'),
        );
      }, 0);
    },
  };
}
