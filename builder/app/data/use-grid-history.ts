import type { DataRecord } from '@atrium/core';
import { useRef } from 'react';
import { cellsToSend } from './cell-value';
import { createRecord, deleteRecords } from './grid-api';
import { recordsStatus } from './save-status';
import {
  pushUndo,
  settleInHistory,
  takeFromHistory,
  type CellChange,
  type GridHistory,
  type KeptRecord,
  type UndoEntry,
} from './undo-stack';
import type { SaveStatus } from './save-status';

/** What undo and redo need of the grid's records and of its cell saves. */
export interface HistoryTarget {
  api: string;
  records: readonly DataRecord[];
  history: GridHistory;
  setHistory: (update: (history: GridHistory) => GridHistory) => void;
  append: (record: DataRecord) => void;
  remove: (recordIds: readonly string[]) => void;
  saveChanges: (changes: CellChange[]) => Promise<CellChange[]>;
  note: (message: string, tone?: SaveStatus['tone']) => void;
}

/**
 * Undo and redo of the grid (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z or Ctrl+Y, the buttons): cells are saved
 * back through the cells' own path; added records are deleted (with what they hold then, so a
 * redo brings that back) and deleted records are created again with their values, under new ids
 * that every entry of the history then names. One undo or redo at a time; a failed one leaves
 * its entry where it was.
 */
export function useGridHistory(target: HistoryTarget) {
  const running = useRef(false);

  /** Deletes records; what they held then (for a redo or an undo to bring back). */
  const remove = async (kept: readonly KeptRecord[]): Promise<UndoEntry | null> => {
    const current = kept.map((r) => target.records.find((loaded) => loaded.id === r.id) ?? r);
    const answer = await deleteRecords(
      target.api,
      kept.map((r) => r.id),
    );
    if (!answer.ok) {
      target.note(recordsStatus('deleted', { done: 0, failed: kept.length, error: answer.error }).message, 'critical');
      return null;
    }
    target.remove(answer.deleted);
    target.note(recordsStatus('deleted', { done: answer.deleted.length, failed: 0 }).message, 'success');
    const records = current.filter((r) => answer.deleted.includes(r.id)).map((r) => ({ id: r.id, fields: r.fields }));
    return { kind: 'records', change: 'deleted', records };
  };

  /** Creates records again, one at a time in their order; the new ids of those created. */
  const recreate = async (kept: readonly KeptRecord[]) => {
    const created: KeptRecord[] = [];
    const newIds = new Map<string, string>();
    let error: string | undefined;
    for (const record of kept) {
      const answer = await createRecord(target.api, cellsToSend(record.fields));
      if (!answer.ok) {
        error = answer.error;
        continue;
      }
      target.append(answer.record);
      created.push({ id: answer.record.id, fields: answer.record.fields });
      newIds.set(record.id, answer.record.id);
    }
    const status = recordsStatus('added', {
      done: created.length,
      failed: kept.length - created.length,
      error,
    });
    target.note(status.message, status.tone);
    const done: UndoEntry | null = created.length > 0 ? { kind: 'records', change: 'added', records: created } : null;
    return { done, newIds };
  };

  const apply = async (action: UndoEntry) => {
    if (action.kind === 'cells') {
      const saved = await target.saveChanges([...action.changes]);
      return { done: saved.length > 0 ? { kind: 'cells' as const, changes: saved } : null, newIds: undefined };
    }
    if (action.change === 'deleted') return { done: await remove(action.records), newIds: undefined };
    return recreate(action.records);
  };

  const run = async (direction: 'undo' | 'redo') => {
    if (running.current) return target.note(`Wait for the last ${direction} to finish.`);
    const taken = takeFromHistory(target.history, direction);
    if (!taken) return target.note(direction === 'undo' ? 'Nothing to undo.' : 'Nothing to redo.');
    const entry = target.history[direction].at(-1)!;
    running.current = true;
    target.setHistory((history) => ({ ...history, [direction]: history[direction].slice(0, -1) }));
    try {
      const { done, newIds } = await apply(taken.action);
      target.setHistory((history) =>
        done
          ? settleInHistory(history, direction, done, newIds)
          : // Nothing was done: the entry stays to try again.
            { ...history, [direction]: pushUndo(history[direction], entry) },
      );
    } finally {
      running.current = false;
    }
  };

  return {
    undo: () => void run('undo'),
    redo: () => void run('redo'),
    canUndo: target.history.undo.length > 0,
    canRedo: target.history.redo.length > 0,
  };
}
