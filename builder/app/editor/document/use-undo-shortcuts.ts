import { useEffect, useRef } from 'react';

/** True for targets whose own text undo the browser should keep (inputs, text areas, rich text). */
export function isTextEditingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset', 'image'].includes(target.type);
  }
  return target instanceof HTMLSelectElement;
}

/** Which history command a key press asks for: Ctrl/Cmd+Z undo; Shift+Ctrl/Cmd+Z or Ctrl/Cmd+Y redo. */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/**
 * The editor's undo and redo keys, on the whole window. Inside a text field the browser's own
 * text undo runs instead. `enabled` false hands the keys to another screen (the listing editor
 * over the page registers its own).
 */
export function useUndoShortcuts(handlers: { undo: () => void; redo: () => void }, enabled = true): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const command = shortcutOf(event);
      if (!command || event.defaultPrevented || isTextEditingTarget(event.target)) return;
      event.preventDefault();
      ref.current[command]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
