import type { DataRecord } from '@atrium/core';
import { useRef, useState } from 'react';
import { createRecord } from './grid-api';
import type { UndoEntry } from './undo-stack';

/**
 * The add row's record: created empty on the server, then `onAdded` with its row and what was
 * typed on the add row meanwhile (which goes into its first cell), or the refusal's message.
 * Adding is an action of its own to undo (which deletes the record).
 */
export function useAddRecord(params: {
  api: string;
  append: (record: DataRecord) => void;
  remember: (entry: UndoEntry) => void;
  onAdded: (row: number, typed: string | null) => void;
  rows: number;
}) {
  const [adding, setAdding] = useState<{ error?: string } | null>(null);
  const typedWhileAdding = useRef<string | null>(null);
  const addRecord = async (typed: string | null) => {
    if (adding && !adding.error) {
      if (typed !== null) typedWhileAdding.current = (typedWhileAdding.current ?? '') + typed;
      return;
    }
    typedWhileAdding.current = typed;
    setAdding({});
    const answer = await createRecord(params.api);
    if (!answer.ok) return setAdding({ error: answer.error });
    setAdding(null);
    params.append(answer.record);
    params.remember({
      kind: 'records',
      change: 'added',
      records: [{ id: answer.record.id, fields: answer.record.fields }],
    });
    params.onAdded(params.rows, typedWhileAdding.current);
  };
  return { adding, addRecord };
}
