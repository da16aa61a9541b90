import type { CellValue, DataRecord } from '@atrium/core';
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { saveCells } from './grid-api';
import { cellToText, gridValue, sameGridValue } from './cell-value';
import type { CellChange, GridValue, UndoEntry } from './undo-stack';
import type { PasteRefusal } from './grid-clipboard';
import { savedStatus, savingStatus, type SaveStatus } from './save-status';

/** A cell's save as the grid shows it; a refusal keeps the text that was refused, to edit again. */
export type CellState = { status: 'saving' } | { status: 'saved' } | { status: 'error'; message: string; text: string };

export const cellKey = (recordId: string, fieldId: string) => `${recordId}:${fieldId}`;

/** How long "Saved" shows at a cell. */
const SAVED_MS = 2_500;

/**
 * Every change of the grid's cells (an edit, a toggle, a paste, a clear, an undo) goes through
 * `save`: the cell shows its new value and "Saving…" at once, each cell is sent on its own
 * (one request at a time per record, so two cells of a record never overwrite each other), and
 * then shows "Saved" or the server's refusal with the value before restored. The changes that
 * were saved become one entry of the grid's history (`remember`); undo and redo save cells the
 * same way (`useGridHistory`).
 */
export function useCellSaves(params: {
  api: string;
  /** Shows a value in the grid's records (undefined: the cell is empty). */
  setCell: (recordId: string, fieldId: string, value: CellValue | undefined) => void;
  /** Puts an action's saved changes on the undo stack. */
  remember: (entry: UndoEntry) => void;
}) {
  const { api, setCell, remember } = params;
  const [states, setStates] = useState<ReadonlyMap<string, CellState>>(new Map());
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const queues = useRef(new Map<string, Promise<unknown>>());
  const fade = useSavedFade(setStates);
  const setState = useCallback((key: string, state: CellState) => {
    setStates((current) => new Map(current).set(key, state));
  }, []);

  const saveOne = useCallback(
    (change: CellChange): Promise<boolean> => {
      const key = cellKey(change.recordId, change.fieldId);
      setCell(change.recordId, change.fieldId, toCell(change.after));
      setState(key, { status: 'saving' });
      const previous = queues.current.get(change.recordId) ?? Promise.resolve();
      const run = previous.then(() => saveCells(api, change.recordId, { [change.fieldId]: change.after }));
      queues.current.set(change.recordId, run);
      return run.then((answer) => {
        if (queues.current.get(change.recordId) === run) queues.current.delete(change.recordId);
        if (!answer.ok) {
          setCell(change.recordId, change.fieldId, toCell(change.before));
          setState(key, { status: 'error', message: answer.error, text: textOf(change.after) });
          return false;
        }
        setCell(change.recordId, change.fieldId, answer.record.fields[change.fieldId]);
        setState(key, { status: 'saved' });
        fade(key);
        return true;
      });
    },
    [api, setCell, setState, fade],
  );

  /** Saves changes and says how it went; answers those that were saved. */
  const save = useCallback(
    async (changes: CellChange[], options: { undoable: boolean; refusals?: PasteRefusal[] }): Promise<CellChange[]> => {
      const refusals = options.refusals ?? [];
      for (const refusal of refusals) {
        setState(cellKey(refusal.recordId, refusal.fieldId), {
          status: 'error',
          message: refusal.error,
          text: refusal.text,
        });
      }
      if (changes.length === 0 && refusals.length === 0) return [];
      setStatus(savingStatus(changes.length));
      const results = await Promise.all(changes.map(saveOne));
      const saved = changes.filter((_, i) => results[i]);
      if (options.undoable) remember({ kind: 'cells', changes: saved });
      setStatus(savedStatus(saved.length, changes.length - saved.length + refusals.length));
      return saved;
    },
    [saveOne, setState, remember],
  );

  /** One cell's new value, saved unless it leaves the cell as it is. */
  const saveCell = useCallback(
    (record: DataRecord, fieldId: string, after: GridValue) => {
      const before = gridValue(record.fields[fieldId]);
      if (sameGridValue(before, after)) return Promise.resolve([]);
      return save([{ recordId: record.id, fieldId, before, after }], { undoable: true });
    },
    [save],
  );

  return {
    states,
    save,
    saveCell,
    status,
    /** A message of the grid's own in the status line. */
    note: useCallback((message: string, tone: SaveStatus['tone'] = 'info') => setStatus({ tone, message }), []),
    /** Text a field cannot take, refused before sending: its reason at the cell, the text kept. */
    refuse: useCallback(
      (recordId: string, fieldId: string, message: string, text: string) => {
        setState(cellKey(recordId, fieldId), { status: 'error', message, text });
        setStatus(savedStatus(0, 1));
      },
      [setState],
    ),
  };
}

/** "Saved" leaves a cell after SAVED_MS (unless the cell is being saved again or was refused since). */
function useSavedFade(setStates: Dispatch<SetStateAction<ReadonlyMap<string, CellState>>>) {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return useCallback(
    (key: string) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setStates((current) => {
          if (current.get(key)?.status !== 'saved') return current;
          const next = new Map(current);
          next.delete(key);
          return next;
        });
      }, SAVED_MS);
      timers.current.add(timer);
    },
    [setStates],
  );
}

/** A value sent as it shows in the grid's records until the server answers. */
function toCell(value: GridValue): CellValue | undefined {
  if (value === null || value === '' || value === false) return undefined;
  if (Array.isArray(value) && value.length === 0) return undefined;
  return value;
}

function textOf(value: GridValue): string {
  return cellToText({ id: '', name: '', type: '' }, toCell(value));
}
