import { documentReducer, type DocumentAction, type EditorDocument } from './editor-document';

/** Undo keeps at most this many steps; the oldest is dropped first. */
export const HISTORY_LIMIT = 100;
/** Typing into the same section field within this many milliseconds is one undo step. */
export const COALESCE_MS = 1000;

/**
 * The document with its undo and redo stacks. `lastEdit` remembers the last typing change
 * (section and target, and when) so the next keystroke can merge into the same step.
 */
export interface DocumentHistory {
  past: EditorDocument[];
  present: EditorDocument;
  future: EditorDocument[];
  lastEdit: { key: string; at: number } | null;
}

/** Parts of the document that the server may change behind the editor's back (see draft-sync.ts). */
export type DocumentParts = Partial<Pick<EditorDocument, 'contents' | 'header' | 'footer' | 'theme'>>;

export type HistoryAction =
  /** An edit; `at` (ms) is when it happened, used only to merge typing. */
  | { type: 'edit'; action: DocumentAction; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Replaces everything and forgets history: switching pages, or a reload. */
  | { type: 'load'; document: EditorDocument }
  /**
   * Takes parts the server changed (e.g. a header link added with a new page) into the present
   * and into every undo and redo step, so undoing never brings the old part back. New page
   * contents from the server start a fresh history.
   */
  | { type: 'sync'; parts: DocumentParts };

export function initialHistory(document: EditorDocument): DocumentHistory {
  return { past: [], present: document, future: [], lastEdit: null };
}

function coalesceKey(action: DocumentAction): string | null {
  return action.type === 'replace-section-data' ? `${action.id}\u0000${action.target ?? ''}` : null;
}

export function historyReducer(state: DocumentHistory, action: HistoryAction): DocumentHistory {
  switch (action.type) {
    case 'edit': {
      const next = documentReducer(state.present, action.action);
      if (next === state.present) return state;
      const key = coalesceKey(action.action);
      const merges =
        key !== null &&
        state.lastEdit?.key === key &&
        action.at - state.lastEdit.at <= COALESCE_MS &&
        state.past.length > 0;
      const lastEdit = key === null ? null : { key, at: action.at };
      if (merges) return { ...state, present: next, future: [], lastEdit };
      return {
        past: [...state.past, state.present].slice(-HISTORY_LIMIT),
        present: next,
        future: [],
        lastEdit,
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        lastEdit: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future: rest, lastEdit: null };
    }
    case 'load':
      return initialHistory(action.document);
    case 'sync': {
      const apply = (doc: EditorDocument): EditorDocument => ({ ...doc, ...action.parts });
      // Steps of the page's own sections make no sense on top of contents changed elsewhere.
      if (action.parts.contents) return initialHistory(apply(state.present));
      return {
        past: state.past.map(apply),
        present: apply(state.present),
        future: state.future.map(apply),
        lastEdit: state.lastEdit,
      };
    }
  }
}

export const canUndo = (state: DocumentHistory) => state.past.length > 0;
export const canRedo = (state: DocumentHistory) => state.future.length > 0;
