import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { EditorData } from '../load-editor.server';
import { Autosaver, type AutosaveState } from './autosaver';
import { canRedo, canUndo, historyReducer, initialHistory } from './document-history';
import type { DocumentAction, EditorDocument } from './editor-document';

/** The document the loader's data describes. */
export function documentFromData(data: EditorData): EditorDocument {
  return {
    pageId: data.page.id,
    contents: data.page.contents,
    header: data.draft.header,
    footer: data.draft.footer,
    theme: data.draft.theme,
  };
}

export interface EditorDocumentApi {
  /** The live document: what the preview shows and autosave writes. */
  document: EditorDocument;
  /** Applies one edit (an undo step, or merged into the last one while typing). */
  edit: (action: DocumentAction) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** The document undo and redo would bring (the listing editor undoes only its section's steps). */
  undoTo: EditorDocument | undefined;
  redoTo: EditorDocument | undefined;
  save: AutosaveState;
  /** Saves pending changes now; false if that failed (they stay unsaved, retried in the background). */
  flush: () => Promise<boolean>;
}

/**
 * The page editor's document with undo/redo and autosave, kept in step with the loader:
 * another page's data loads it afresh (history cleared); new data for the same page brings in
 * the parts the editor has not changed (see draft-sync.ts).
 */
export function useEditorDocument(data: EditorData, endpoint: string): EditorDocumentApi {
  const [history, dispatch] = useReducer(historyReducer, data, (d) => initialHistory(documentFromData(d)));
  const [save, setSave] = useState<AutosaveState>({ status: 'saved', message: null });
  const [saver] = useState(
    () => new Autosaver({ endpoint, document: history.present, revision: data.revision, onState: setSave }),
  );

  const presentPageId = useRef(history.present.pageId);
  useEffect(() => {
    presentPageId.current = history.present.pageId;
    saver.update(history.present);
  }, [history.present, saver]);

  // The loader's data changed: another page, or the same page after an intent revalidated.
  const seenData = useRef(data);
  useEffect(() => {
    if (seenData.current === data) return;
    seenData.current = data;
    const server = documentFromData(data);
    if (server.pageId !== presentPageId.current) {
      dispatch({ type: 'load', document: server });
      saver.reset(server, data.revision);
      return;
    }
    const parts = saver.reconcile(server, data.revision);
    if (parts) dispatch({ type: 'sync', parts });
  }, [data, saver]);

  // Leaving the editor inside the app (e.g. back to the portals): what is pending goes out now.
  useEffect(
    () => () => {
      if (saver.current.status !== 'saved') void saver.flush({ keepalive: true });
    },
    [saver],
  );

  // Leaving with unsaved changes: the browser asks first; if the builder leaves anyway the
  // changes go out in a keepalive request.
  const unsaved = save.status !== 'saved';
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onPageHide = () => void saver.flush({ keepalive: true });
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [unsaved, saver]);

  const edit = useCallback((action: DocumentAction) => dispatch({ type: 'edit', action, at: Date.now() }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const flush = useCallback(() => saver.flush(), [saver]);

  return useMemo(
    () => ({
      document: history.present,
      edit,
      undo,
      redo,
      canUndo: canUndo(history),
      canRedo: canRedo(history),
      undoTo: history.past.at(-1),
      redoTo: history.future[0],
      save,
      flush,
    }),
    [history, edit, undo, redo, save, flush],
  );
}
