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
