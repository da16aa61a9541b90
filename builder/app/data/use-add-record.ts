import type { DataRecord } from '@atrium/core';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRecord } from './grid-api';
import type { UndoEntry } from './undo-stack';

/**
 * What was typed on the add row while its record was being created, replayed once it exists:
 * `texts[i]` went into field i, `at` is the field the cursor is on (Tab moved on to the next,
 * Shift+Tab back, whether or not anything was typed there yet), and `entered` says Enter ended
 * the last one. A fast typist's keys are never merged into one cell or dropped.
 */
export interface KeysWhileAdding {
  texts: string[];
  at: number;
  entered: boolean;
}

/**
 * How the keys typed while adding play out on the new record: the texts of the fields the cursor
 * left (or all of them, after Enter) are saved; then the cursor goes down to the add row (Enter),
 * or stays on the field it is on, in its editor with what was typed there (`typed`) or not.
 */
export function replayKeys(keys: KeysWhileAdding): {
  saves: Array<{ field: number; text: string }>;
  then: { down: true } | { down: false; field: number; typed: string | null };
} {
  const saves = keys.texts.flatMap((text, field) =>
    text && (field !== keys.at || keys.entered) ? [{ field, text }] : [],
  );
  if (keys.entered) return { saves, then: { down: true } };
  return { saves, then: { down: false, field: keys.at, typed: keys.texts[keys.at] || null } };
}

/**
 * The add row's record: created empty on the server, then `onAdded` with its row, the record and
 * what was typed on the add row meanwhile, or the refusal's message. Adding is an action of its
 * own to undo (which deletes the record).
 */
export function useAddRecord(params: {
  api: string;
  append: (record: DataRecord) => void;
  remember: (entry: UndoEntry) => void;
  onAdded: (row: number, record: DataRecord, keys: KeysWhileAdding) => void;
  rows: number;
}) {
  const [adding, setAdding] = useState<{ error?: string } | null>(null);
  const keys = useRef<KeysWhileAdding>({ texts: [], at: 0, entered: false });
  const busy = !!adding && !adding.error;
  const addRecord = async (typed: string | null) => {
    if (busy) {
      if (typed !== null) keyWhileAdding({ text: typed });
      return;
    }
    keys.current = { texts: typed === null ? [] : [typed], entered: false, at: 0 };
    setAdding({});
    const answer = await createRecord(params.api);
    if (!answer.ok) return setAdding({ error: answer.error });
    // Rendered at once, before the browser hands over the next key: a render left to React's
    // scheduler let a key come in between to the old handlers, which still saw the record being
    // created and put it among the keys already replayed (a fast typist's Tab was lost, and two
    // values went into one cell).
    flushSync(() => {
      setAdding(null);
      params.append(answer.record);
      params.remember({
        kind: 'records',
        change: 'added',
        records: [{ id: answer.record.id, fields: answer.record.fields }],
      });
      params.onAdded(params.rows, answer.record, { ...keys.current });
    });
  };
  /** A key pressed on the add row while its record is being created (false when none is). */
  const keyWhileAdding = (key: { text: string } | { tab: 'next' | 'back' } | { enter: true }): boolean => {
    if (!busy) return false;
    const current = keys.current;
    if (current.entered) return true;
    if ('text' in key) current.texts[current.at] = (current.texts[current.at] ?? '') + key.text;
    else if ('tab' in key) current.at = Math.max(0, current.at + (key.tab === 'next' ? 1 : -1));
    else current.entered = true;
    return true;
  };
  return { adding, addRecord, keyWhileAdding };
}
