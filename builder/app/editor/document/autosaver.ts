import type { DocumentParts } from './document-history';
import {
  afterSave,
  baselineOf,
  reconcileWithServer,
  saveRequest,
  unsavedParts,
  type DraftBaseline,
  type PartName,
} from './draft-sync';
import type { EditorDocument } from './editor-document';
import type { DraftSaved, TSaveDraftRequest } from './save-draft-request';

/** Milliseconds of quiet after the last change before autosave sends it. */
export const AUTOSAVE_DELAY_MS = 800;
/** Waits between retries of a save that failed on the network or the server (then the last, again). */
export const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

/**
 * - saved: the server has everything.
 * - unsaved: changes wait for the debounce.
 * - saving: a request is in flight.
 * - retrying: the network or the server failed; it tries again by itself.
 * - failed: the server refused the draft (e.g. 400); the next change tries again.
 * - conflict: the draft changed elsewhere (409); only a reload resolves it.
 */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'retrying' | 'failed' | 'conflict';

export interface AutosaveState {
  status: SaveStatus;
  /** The server's message for failed and conflict. */
  message: string | null;
}

export type SendResult = { ok: true; updatedAt: string } | { ok: false; status: number; error: string };
export type SendDraft = (
  endpoint: string,
  body: TSaveDraftRequest,
  options: { keepalive: boolean },
) => Promise<SendResult>;

export interface AutosaverOptions {
  endpoint: string;
  document: EditorDocument;
  revision: string;
  onState: (state: AutosaveState) => void;
  send?: SendDraft;
  delayMs?: number;
  retryDelaysMs?: readonly number[];
}

/** PUT with fetch; a network failure is status 0. */
export const sendDraft: SendDraft = async (endpoint, body, { keepalive }) => {
  let res: Response;
  try {
    res = await fetch(endpoint, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      keepalive,
    });
  } catch {
    return { ok: false, status: 0, error: 'The network is unavailable.' };
  }
  const answer = (await res.json().catch(() => null)) as DraftSaved | { ok: false; error?: string } | null;
  if (res.ok && answer?.ok) return { ok: true, updatedAt: answer.updatedAt };
  const error = answer && !answer.ok && answer.error ? answer.error : `The server answered ${res.status}.`;
  return { ok: false, status: res.status, error };
};

const retryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/**
 * Saves the editor's document in the background: after `delayMs` of quiet, one request at a
 * time (changes made meanwhile go in the next one), retrying network and server failures with
 * backoff. Unsaved changes are never dropped: they stay in the document until a save succeeds.
 * Plain TypeScript (no React) so it is tested with a fake `send` and fake timers.
 */
export class Autosaver {
  private baseline: DraftBaseline;
  private document: EditorDocument;
  private state: AutosaveState = { status: 'saved', message: null };
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryPending = false;
  private attempt = 0;
  private inFlight: Promise<void> | null = null;
  private generation = 0;
  private readonly send: SendDraft;
  private readonly delayMs: number;
  private readonly retryDelaysMs: readonly number[];

  constructor(private readonly options: AutosaverOptions) {
    this.document = options.document;
    this.baseline = baselineOf(options.document, options.revision);
    this.send = options.send ?? sendDraft;
    this.delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  }

  get current(): AutosaveState {
    return this.state;
  }

  /** The live document changed (every render): schedules a save after the quiet period. */
  update(document: EditorDocument): void {
    if (document === this.document) return;
    this.document = document;
    if (unsavedParts(this.baseline, document).length === 0) {
      // Back to what the server has (e.g. undone): nothing to send.
      if (this.inFlight === null) {
        this.clearTimer();
        this.retryPending = false;
        this.attempt = 0;
        if (this.state.status !== 'conflict') this.setState('saved');
      }
      return;
    }
    if (this.state.status === 'conflict') return;
    if (this.state.status === 'saved' || this.state.status === 'failed') this.setState('unsaved');
    if (!this.retryPending) this.schedule(this.delayMs);
  }

  /** Saves now and resolves true once everything is saved, false if a save failed. */
  async flush(options: { keepalive?: boolean } = {}): Promise<boolean> {
    this.clearTimer();
    this.retryPending = false;
    for (;;) {
      while (this.inFlight) await this.inFlight;
      const outcome = await this.saveOnce(options.keepalive ?? false);
      if (outcome === 'nothing') return true;
      if (outcome === 'failed') return false;
    }
  }

  /**
   * A new document from the server (page switched): starts over from it. The editor saves
   * before switching pages; if something is still unsaved (e.g. browser back), it is sent once
   * more on its own rather than dropped.
   */
  reset(document: EditorDocument, revision: string): void {
    const leftover = saveRequest(this.baseline, this.document);
    if (leftover) void this.send(this.options.endpoint, leftover, { keepalive: true }).catch(() => undefined);
    this.generation += 1;
    this.clearTimer();
    this.retryPending = false;
    this.attempt = 0;
    this.document = document;
    this.baseline = baselineOf(document, revision);
    this.setState('saved');
  }

  /**
   * The loader brought the drafts again for the same page: returns the parts the editor should
   * take from the server (see reconcileWithServer), already counted as saved.
   */
  reconcile(server: EditorDocument, revision: string): DocumentParts | null {
    const { baseline, sync } = reconcileWithServer(this.baseline, this.document, server, revision);
    this.baseline = baseline;
    if (sync) this.document = { ...this.document, ...sync };
    return sync;
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.retryPending = false;
      void this.flush();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private setState(status: SaveStatus, message: string | null = null): void {
    if (this.state.status === status && this.state.message === message) return;
    this.state = { status, message };
    this.options.onState(this.state);
  }

  private async saveOnce(keepalive: boolean): Promise<'nothing' | 'saved' | 'failed'> {
    const sent = this.document;
    const body = saveRequest(this.baseline, sent);
    if (!body) {
      if (this.state.status !== 'conflict') this.setState('saved');
      return 'nothing';
    }
    const names = unsavedParts(this.baseline, sent) as PartName[];
    const generation = this.generation;
    let result: SendResult | undefined;
    this.setState('saving');
    this.inFlight = this.send(this.options.endpoint, body, { keepalive }).then(
      (answer) => {
        result = answer;
      },
      (error: unknown) => {
        result = { ok: false, status: 0, error: error instanceof Error ? error.message : String(error) };
      },
    );
    await this.inFlight;
    this.inFlight = null;
    if (generation !== this.generation) return 'nothing';
    const answer = result!;
    if (answer.ok) {
      this.attempt = 0;
      this.baseline = afterSave(this.baseline, sent, names, answer.updatedAt);
      // Changes made while this request was in flight go in the next one, at once (flush loops).
      return 'saved';
    }
    if (answer.status === 409) {
      this.setState('conflict', answer.error);
    } else if (retryable(answer.status)) {
      const delay = this.retryDelaysMs[Math.min(this.attempt, this.retryDelaysMs.length - 1)]!;
      this.attempt += 1;
      this.setState('retrying', answer.error);
      this.retryPending = true;
      this.schedule(delay);
    } else {
      this.setState('failed', answer.error);
    }
    return 'failed';
  }
}
