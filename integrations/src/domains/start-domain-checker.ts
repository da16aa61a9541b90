import { claimDueDomainChecks, type DueDomainCheck } from '@atrium/db';
import type { Runtime } from '../runtime';
import { runCustomDomainCheck } from './run-custom-domain-check';

export interface DomainCheckerSettings {
  intervalMs: number;
  batchSize: number;
  concurrency: number;
  leaseMs: number;
}

export const DOMAIN_CHECKER_DEFAULTS: DomainCheckerSettings = {
  /** How often the checker looks for due domains. */
  intervalMs: 15_000,
  /** Domains claimed per round. */
  batchSize: 20,
  /** DNS checks running at once in one process. */
  concurrency: 4,
  /** A claimed domain is not due again for this long (another instance skips it meanwhile). */
  leaseMs: 5 * 60_000,
};

export interface StartDomainCheckerOptions extends Partial<DomainCheckerSettings> {
  now?: () => Date;
  /** Where a failed check or claim is reported (default one console.warn line). */
  onError?: (error: unknown) => void;
}

/**
 * The background re-check of custom domains that are not valid yet (ADR 025), run by the builder
 * process (and `npm start`), never by portal hosts: every `intervalMs` it claims up to `batchSize`
 * due domains (claimDueDomainChecks: FOR UPDATE SKIP LOCKED plus a lease, so several builder
 * instances never check one domain twice at once) and checks them, `concurrency` at a time. When
 * a round found a full batch, the next starts at once. Runs on unref'd timers, never overlaps
 * itself, and stops with the returned function (waiting for the round under way).
 */
export function startDomainChecker(runtime: Runtime, options: StartDomainCheckerOptions = {}): () => Promise<void> {
  const settings = { ...DOMAIN_CHECKER_DEFAULTS, ...options };
  const now = options.now ?? (() => new Date());
  const onError =
    options.onError ??
    ((error: unknown) =>
      console.warn(
        `[domains] checking custom domains failed: ${error instanceof Error ? error.message : String(error)}`,
      ));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const checkAll = async (due: DueDomainCheck[]) => {
    const queue = [...due];
    const worker = async () => {
      for (let next = queue.shift(); next && !stopped; next = queue.shift()) {
        await runCustomDomainCheck(runtime, next, { automatic: true, now }).catch(onError);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, worker));
  };

  const run = async () => {
    let full = true;
    for (let rounds = 0; full && !stopped && rounds < 10; rounds += 1) {
      const due = await claimDueDomainChecks(runtime.db, {
        limit: settings.batchSize,
        leaseMs: settings.leaseMs,
        now: now(),
      });
      await checkAll(due);
      full = due.length >= settings.batchSize;
    }
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = run()
        .catch(onError)
        .finally(() => schedule(settings.intervalMs));
    }, delay);
    timer.unref();
  };
  schedule(0);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await round;
  };
}
