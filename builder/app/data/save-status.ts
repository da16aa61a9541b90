/** The grid's status line after an action: what is being saved, what was, what was refused. */
export interface SaveStatus {
  tone: 'info' | 'success' | 'critical';
  message: string;
}

const cells = (n: number) => (n === 1 ? '1 cell' : `${n} cells`);

/** While `count` cells are being saved. */
export function savingStatus(count: number): SaveStatus {
  return { tone: 'info', message: count === 1 ? 'Saving…' : `Saving ${count} cells…` };
}

/** When an action's saves are answered: `saved` cells saved, `failed` refused (by the server or before sending). */
export function savedStatus(saved: number, failed: number): SaveStatus {
  if (failed > 0) return { tone: 'critical', message: `${cells(failed)} not saved: the reason shows at each cell.` };
  return { tone: 'success', message: saved === 1 ? 'Saved.' : `${cells(saved)} saved.` };
}

const records = (n: number) => (n === 1 ? '1 record' : `${n} records`);

/** When an undo or redo added records back or deleted them: how many, and the server's refusal for those it did not. */
export function recordsStatus(
  change: 'added' | 'deleted',
  result: { done: number; failed: number; error?: string },
): SaveStatus {
  const verb = change === 'added' ? 'added back' : 'deleted';
  if (result.failed > 0) {
    const done = result.done > 0 ? `${records(result.done)} ${verb}; ` : '';
    return { tone: 'critical', message: `${done}${records(result.failed)} not ${verb}: ${result.error ?? ''}`.trim() };
  }
  return { tone: 'success', message: `${records(result.done)} ${verb}.` };
}
