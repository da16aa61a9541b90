/**
 * What a RedisCache did in process while Redis was unreachable and must still tell Redis when it
 * is back: keys deleted and counters incremented (invalidations, table versions, rate-limit
 * counts), and messages published (site changes). Values that were only set are not kept: they
 * are cache fills, and Redis's older copies are either still valid or made unreachable by the
 * replayed deletes and version bumps.
 *
 * Per key only the net effect is kept (a delete, then the increments since), so a long outage
 * costs one entry per key touched, bounded by `maxKeys` and `maxMessages`; past a bound the
 * newest entries are counted as dropped and only their TTL limits how stale Redis stays.
 */
export interface KeyReplay {
  key: string;
  /** Delete the key first (it was deleted in process after the last increment before it). */
  deleted: boolean;
  /** Increments since then (0: none). */
  increments: number;
  /** The TTL the increments asked for (seconds). */
  ttlSeconds: number;
}

export interface MessageReplay {
  channel: string;
  message: string;
}

export interface ReplayBatch {
  keys: KeyReplay[];
  messages: MessageReplay[];
}

export class ReplayJournal {
  private keys = new Map<string, KeyReplay>();
  private messages = new Map<string, MessageReplay>();
  /** Entries refused because a bound was reached, since the journal was last emptied. */
  dropped = 0;

  constructor(
    private readonly maxKeys = 10_000,
    private readonly maxMessages = 1_000,
  ) {}

  get size(): number {
    return this.keys.size + this.messages.size;
  }

  delete(key: string): void {
    const entry = this.keys.get(key);
    if (entry) {
      entry.deleted = true;
      entry.increments = 0;
      return;
    }
    this.addKey({ key, deleted: true, increments: 0, ttlSeconds: 0 });
  }

  increment(key: string, ttlSeconds: number): void {
    const entry = this.keys.get(key);
    if (entry) {
      entry.increments += 1;
      entry.ttlSeconds = Math.max(entry.ttlSeconds, ttlSeconds);
      return;
    }
    this.addKey({ key, deleted: false, increments: 1, ttlSeconds });
  }

  /** The same message on the same channel is kept once: a site changed, whatever the number of times. */
  publish(channel: string, message: string): void {
    const id = `${channel}\n${message}`;
    if (this.messages.has(id)) return;
    if (this.messages.size >= this.maxMessages) {
      this.dropped += 1;
      return;
    }
    this.messages.set(id, { channel, message });
  }

  /** Everything recorded so far, oldest first; the journal starts empty again (the drop count stays). */
  take(): ReplayBatch {
    const batch = { keys: [...this.keys.values()], messages: [...this.messages.values()] };
    this.keys = new Map();
    this.messages = new Map();
    return batch;
  }

  /**
   * Puts back what could not be replayed (Redis went away again), in front of anything recorded
   * since, whose net effect it must not override.
   */
  restore(batch: ReplayBatch): void {
    const newer = this.take();
    for (const entry of batch.keys) this.keys.set(entry.key, entry);
    for (const m of batch.messages) this.messages.set(`${m.channel}\n${m.message}`, m);
    for (const entry of newer.keys) {
      const older = this.keys.get(entry.key);
      if (!older || entry.deleted) this.keys.set(entry.key, entry);
      else {
        older.increments += entry.increments;
        older.ttlSeconds = Math.max(older.ttlSeconds, entry.ttlSeconds);
      }
    }
    for (const m of newer.messages) this.messages.set(`${m.channel}\n${m.message}`, m);
  }

  private addKey(entry: KeyReplay): void {
    if (this.keys.size >= this.maxKeys) {
      this.dropped += 1;
      return;
    }
    this.keys.set(entry.key, entry);
  }
}
