/**
 * Data reads against Airtable: the real read stack (AirtableClient with the real rate limiter ->
 * AirtableDataSource -> CachedDataSource over MemoryCache, or RedisCache when REDIS_URL is set)
 * in front of the fake Airtable on loopback, seeded with the demo base.
 *
 * 1. Main run: 50 distinct listing queries over Projects, 10,000 reads (20 at a time, skewed
 *    choice) spread over 5 simulated minutes with a 60 s TTL. Fails unless there were no 429s,
 *    record calls <= distinct queries x refresh windows (+ schema calls), and hit ratio >= 0.99.
 * 2. Outage run: warm a fresh cache, take the fake down (503s), later close it (connection
 *    refused), keep reading for 3 simulated minutes (past the TTL): every read of a warmed key
 *    must answer.
 *
 * Time: the cache, the limiter and the fake share one simulated clock, which moves only when no
 * Airtable request is between its limiter acquire and its answer, so the limiter's view of time
 * and the fake's rate limit agree exactly. Waits (limiter, retry backoff) advance the simulated
 * clock instead of sleeping. Latencies are real time. With REDIS_URL, Redis expires keys in real
 * time (data entries live TTL + one day, so only the 30 s refresh lock is affected).
 *
 * A read is a miss when it waited for Airtable: it made a source call and awaited it, or its
 * query had not been answered yet (it joined a cold load in flight). Stale answers served while a
 * background refresh runs are hits, as users get them at cache speed.
 *
 *   npm run bench:data
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DataSourceError, type DataSource, type ListRecordsParams } from '@atrium/core/data/data-source';
import { buildListingCondition, ZListingQuerySchema, type TListingQueryInput } from '@atrium/core/data/listing-query';
import { AirtableClient } from '@atrium/integrations/airtable/airtable-client';
import { AirtableDataSource } from '@atrium/integrations/airtable/airtable-data-source';
import { loadDemoBase } from '@atrium/integrations/airtable/fake/demo-fixtures';
import { startFakeAirtable } from '@atrium/integrations/airtable/fake/fake-airtable';
import { MemoryRateLimiter, type RateLimiter } from '@atrium/integrations/airtable/rate-limiter';
import type { Cache } from '@atrium/integrations/cache/cache';
import { MemoryCache } from '@atrium/integrations/cache/memory-cache';
import { RedisCache } from '@atrium/integrations/cache/redis-cache';
import { CachedDataSource, stableStringify } from '@atrium/integrations/data/cached-data-source';
import { percentile, round } from './percentiles';

const READS = 10_000;
const CONCURRENCY = 20;
const SIMULATED_MS = 5 * 60_000;
const TTL_SECONDS = 60;
const DISTINCT_QUERIES = 50;
const OUTAGE_READS = 2_000;
const OUTAGE_SIMULATED_MS = 3 * 60_000;
const TOKEN = 'pat-bench';
const REDIS_URL = process.env.REDIS_URL;

function fail(message: string): never {
  console.error(`Bench failed: ${message}`);
  process.exit(1);
}

// ---- simulated clock ---------------------------------------------------------------------------
// `busy` counts Airtable requests from the start of their limiter acquire (except while the
// limiter sleeps) until fetch settles. The clock advances only when busy is 0, checked and set in
// one synchronous step, so a request granted at simulated time T reaches the fake at T.

let simNow = Date.now();
const clock = () => simNow;
let busy = 0;
let idleWaiters: Array<() => void> = [];
function release(): void {
  busy -= 1;
  if (busy === 0) {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const wake of waiters) wake();
  }
}
async function advanceTo(t: number): Promise<void> {
  for (;;) {
    if (busy === 0) {
      if (t > simNow) simNow = t;
      return;
    }
    await new Promise<void>((resolve) => idleWaiters.push(resolve));
  }
}
const simSleep = (ms: number) => advanceTo(simNow + ms);

/** The real limiter, with its waits taken in simulated time and its requests counted as busy. */
class SimulatedTimeLimiter implements RateLimiter {
  readonly inner = new MemoryRateLimiter({
    now: clock,
    sleep: async (ms) => {
      release();
      await simSleep(ms);
      busy += 1;
    },
  });
  rejections = 0;
  async acquire(keys: string[]): Promise<void> {
    busy += 1;
    try {
      await this.inner.acquire(keys);
    } catch (error) {
      this.rejections += 1;
      release();
      throw error;
    }
  }
  penalise(key: string, ms: number): Promise<void> {
    return this.inner.penalise(key, ms);
  }
}

/** The real fetch; each call follows one granted acquire, and releases it when it settles. */
const countedFetch: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } finally {
    release();
  }
};

// ---- source instrumentation ---------------------------------------------------------------------

interface ReadContext {
  calls: Array<{ settled: boolean }>;
}
const readContext = new AsyncLocalStorage<ReadContext>();

/** Counts the calls CachedDataSource makes to the Airtable source (and which read made them). */
class CountingSource implements DataSource {
  readonly kind = 'airtable' as const;
  recordCalls = 0;
  schemaCalls = 0;
  constructor(private readonly inner: DataSource) {}
  listBases(params: { cursor?: string; pageSize?: number }) {
    return this.inner.listBases(params);
  }
  listTables(params: { baseId: string }) {
    this.schemaCalls += 1;
    return this.inner.listTables(params);
  }
  listRecords(params: ListRecordsParams) {
    this.recordCalls += 1;
    const call = { settled: false };
    readContext.getStore()?.calls.push(call);
    const promise = this.inner.listRecords(params);
    promise.then(
      () => (call.settled = true),
      () => (call.settled = true),
    );
    return promise;
  }
  getRecord(params: Parameters<DataSource['getRecord']>[0]) {
    return this.inner.getRecord(params);
  }
  createRecords(params: Parameters<DataSource['createRecords']>[0]) {
    return this.inner.createRecords(params);
  }
  updateRecords(params: Parameters<DataSource['updateRecords']>[0]) {
    return this.inner.updateRecords(params);
  }
  deleteRecords(params: Parameters<DataSource['deleteRecords']>[0]) {
    return this.inner.deleteRecords(params);
  }
}

// ---- the stack ------------------------------------------------------------------------------------

const base = loadDemoBase();
const projects = base.tables.find((t) => t.name === 'Projects');
if (!projects) fail('the demo base has no Projects table');
const fieldId = (name: string) => {
  const field = projects.fields.find((f) => f.name === name);
  if (!field) fail(`Projects has no field ${name}`);
  return field.id;
};
const fake = await startFakeAirtable({ fixtures: { bases: [base] }, tokens: [TOKEN], now: clock });

const limiter = new SimulatedTimeLimiter();
const client = new AirtableClient({ token: TOKEN, limiter, apiUrl: fake.url, fetch: countedFetch, sleep: simSleep });
const caches: Cache[] = [];

function buildStack(tenant: string) {
  const cache: Cache = REDIS_URL ? new RedisCache(REDIS_URL, 'atrium-bench:') : new MemoryCache(10_000, clock);
  caches.push(cache);
  const errors: unknown[] = [];
  // As in production (data-source-for.ts): formulas take the schema from the cached listTables.
  let cached: CachedDataSource | undefined = undefined;
  const source = new CountingSource(
    new AirtableDataSource({
      client,
      getTableSchema: async (baseId, tableId) => (await cached!.listTables({ baseId })).find((t) => t.id === tableId),
    }),
  );
  // A tenant of its own per run, so entries left in Redis by an earlier run are never read.
  cached = new CachedDataSource(source, cache, {
    tenantId: `bench:${tenant}:${randomBytes(4).toString('hex')}`,
    sourceId: 'airtable',
    ttlSeconds: TTL_SECONDS,
    now: clock,
    onError: (error) => errors.push(error),
  });
  return { cached, source, errors, cache };
}

// ---- 50 distinct listing queries over Projects ------------------------------------------------------

const NAME = fieldId('Name');
const NOTES = fieldId('Notes');
const STATUS = fieldId('Status');
const TAGS = fieldId('Tags');
const sorts: TListingQueryInput['sort'][] = [
  { type: 'none' },
  { type: 'field', fieldId: NAME, direction: 'asc' },
  { type: 'field', fieldId: fieldId('Budget'), direction: 'desc' },
  { type: 'field', fieldId: fieldId('Due date'), direction: 'asc' },
  { type: 'view', viewId: projects.views[0]!.id },
];
const pageSizes = [10, 20, 50, 100];
const searches = ['research', 'design', 'acme', 'app', 'launch', 'portal'];
const statuses = ['Planning', 'In progress', 'Review', 'Done'];

/** Filters x sorts x page sizes, walked so that consecutive candidates differ in every part. */
function candidateQueries(): TListingQueryInput[] {
  const wheres: Array<Pick<TListingQueryInput, 'search' | 'filters' | 'conjunction'>> = [
    {},
    ...searches.map((text) => ({ search: { text, fieldIds: [NAME, NOTES] } })),
    ...statuses.map((status) => ({ filters: [{ fieldId: STATUS, values: [status] }] })),
    { filters: [{ fieldId: TAGS, values: ['Design', 'Research'] }] },
    {
      filters: [
        { fieldId: STATUS, values: ['In progress'] },
        { fieldId: TAGS, values: ['Development'] },
      ],
      conjunction: 'and',
    },
    {
      filters: [
        { fieldId: STATUS, values: ['Review'] },
        { fieldId: TAGS, values: ['Marketing', 'Support'] },
      ],
      conjunction: 'or',
    },
  ];
  const out: TListingQueryInput[] = [];
  for (let i = 0; i < wheres.length * sorts.length; i++) {
    out.push({
      ...wheres[i % wheres.length],
      sort: sorts[Math.floor(i / wheres.length) % sorts.length],
      pageSize: pageSizes[i % pageSizes.length],
    });
  }
  return out;
}

function toParams(input: TListingQueryInput): ListRecordsParams {
  const query = ZListingQuerySchema.parse(input);
  return {
    baseId: base.id,
    tableId: projects!.id,
    where: buildListingCondition(query),
    sort: query.sort,
    pageSize: query.pageSize,
  };
}

const distinct = new Map<string, ListRecordsParams>();
for (const input of candidateQueries()) {
  const params = toParams(input);
  distinct.set(stableStringify(params), params);
}
const allQueries = [...distinct.values()];
if (allQueries.length < DISTINCT_QUERIES + 1) fail(`only ${allQueries.length} distinct queries`);
const queries = allQueries.slice(0, DISTINCT_QUERIES);
/** Never read before the outage: its read during the outage must fail (the failure counter counts). */
const coldControlQuery = allQueries[DISTINCT_QUERIES]!;

// Skewed choice: Zipf (s = 1.1) over the queries, from a seeded generator (mulberry32).
let seed = 0x5eed;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const weights = queries.map((_, i) => 1 / (i + 1) ** 1.1);
const totalWeight = weights.reduce((a, b) => a + b, 0);
function pickQuery(): number {
  let r = random() * totalWeight;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r <= 0) return i;
  }
  return weights.length - 1;
}

// ---- driver ----------------------------------------------------------------------------------------

interface ReadOutcome {
  ok: boolean;
  /** The read waited for an Airtable call (it made one and awaited it, or joined a cold load). */
  miss: boolean;
  ms: number;
  error?: unknown;
}

async function timedRead(
  cached: CachedDataSource,
  params: ListRecordsParams,
  loaded: Set<ListRecordsParams>,
): Promise<ReadOutcome> {
  const context: ReadContext = { calls: [] };
  const wasLoaded = loaded.has(params);
  const started = performance.now();
  try {
    await readContext.run(context, () => cached.listRecords(params));
    const ms = performance.now() - started;
    loaded.add(params);
    return { ok: true, miss: !wasLoaded || context.calls.some((c) => c.settled), ms };
  } catch (error) {
    return { ok: false, miss: true, ms: performance.now() - started, error };
  }
}

/** `count` reads spread evenly over `simulatedMs`, `concurrency` at a time. */
async function drive(options: {
  count: number;
  simulatedMs: number;
  concurrency: number;
  read: (index: number) => Promise<void>;
}): Promise<void> {
  const start = simNow;
  let next = 0;
  const worker = async () => {
    for (let k = next++; k < options.count; k = next++) {
      await advanceTo(start + (k * options.simulatedMs) / options.count);
      await options.read(k);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
}

const settleBackground = async () => {
  await advanceTo(simNow);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await advanceTo(simNow);
};

function countBy(items: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[item] = (counts[item] ?? 0) + 1;
  return counts;
}

const logSince = (from: number) => fake.log.slice(from);
const isSchemaCall = (path: string) => path.startsWith('/v0/meta/');

// ---- main run ----------------------------------------------------------------------------------------

const main = buildStack('main');
const mainLogStart = fake.log.length;
const mainStart = simNow;
const realStart = performance.now();
const loaded = new Set<ListRecordsParams>();
const outcomes: ReadOutcome[] = [];
const choices = Array.from({ length: READS }, (_, k) => (k === 0 ? 0 : pickQuery()));

// The first read is cold and alone: the counters must see its Airtable call.
outcomes.push(await timedRead(main.cached, queries[choices[0]!]!, loaded));
if (!outcomes[0]!.ok) fail(`the first read failed: ${String(outcomes[0]!.error)}`);
const firstRecordRequests = logSince(mainLogStart).filter((e) => !isSchemaCall(e.path)).length;
if (main.source.recordCalls !== 1 || firstRecordRequests !== 1 || !outcomes[0]!.miss) {
  fail(
    `the counters did not see the first cold read (source record calls ${main.source.recordCalls}, ` +
      `fake record requests ${firstRecordRequests}, counted as miss ${outcomes[0]!.miss})`,
  );
}

await drive({
  count: READS - 1,
  simulatedMs: SIMULATED_MS,
  concurrency: CONCURRENCY,
  read: async (k) => {
    outcomes.push(await timedRead(main.cached, queries[choices[k + 1]!]!, loaded));
  },
});
const mainRealMs = performance.now() - realStart;
await settleBackground();

const mainLog = logSince(mainLogStart);
const simulatedSeconds = (simNow - mainStart) / 1000;
const refreshWindows = Math.ceil((simNow - mainStart) / (TTL_SECONDS * 1000));
const recordRequests = mainLog.filter((e) => !isSchemaCall(e.path)).length;
const schemaRequests = mainLog.filter((e) => isSchemaCall(e.path)).length;
const rateLimited = mainLog.filter((e) => e.status === 429).length;
const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
const misses = outcomes.filter((o) => o.miss).length;
const failedReads = outcomes.filter((o) => !o.ok);
const usedQueries = new Set(choices).size;
const recordCallBound = DISTINCT_QUERIES * refreshWindows + schemaRequests;

const report = {
  run: 'listing reads, warm stack, Airtable up',
  cache: REDIS_URL ? 'redis' : 'memory',
  distinctQueries: DISTINCT_QUERIES,
  queriesRead: usedQueries,
  reads: outcomes.length,
  concurrency: CONCURRENCY,
  ttlSeconds: TTL_SECONDS,
  simulatedSeconds: round(simulatedSeconds, 1),
  refreshWindows,
  realSeconds: round(mainRealMs / 1000),
  airtable: {
    requests: mainLog.length,
    recordCalls: recordRequests,
    schemaCalls: schemaRequests,
    rateLimited429: rateLimited,
    sourceRecordCalls: main.source.recordCalls,
    sourceSchemaCalls: main.source.schemaCalls,
    limiterRejections: limiter.rejections,
    recordCallBound,
  },
  cacheHits: outcomes.length - misses,
  cacheMisses: misses,
  hitRatio: round((outcomes.length - misses) / outcomes.length, 4),
  failedReads: failedReads.length,
  onErrorReports: main.errors.length,
  latencyMs: {
    p50: round(percentile(latencies, 50), 3),
    p99: round(percentile(latencies, 99), 3),
    max: round(latencies.at(-1) ?? 0, 1),
  },
};
console.log(JSON.stringify(report, null, 2));

const problems: string[] = [];
if (rateLimited > 0) problems.push(`${rateLimited} requests answered 429`);
if (recordRequests > recordCallBound) {
  problems.push(`${recordRequests} record calls > ${DISTINCT_QUERIES} queries x ${refreshWindows} windows + schema`);
}
if (recordRequests !== main.source.recordCalls) {
  problems.push(`the fake saw ${recordRequests} record calls but the source made ${main.source.recordCalls}`);
}
if (report.hitRatio < 0.99) problems.push(`hit ratio ${report.hitRatio} < 0.99`);
if (failedReads.length > 0) problems.push(`${failedReads.length} reads failed, e.g. ${String(failedReads[0]!.error)}`);

// ---- outage run --------------------------------------------------------------------------------------

const outage = buildStack('outage');
const outageLoaded = new Set<ListRecordsParams>();
// Warm every key once, 5 at a time (the base's rate), while Airtable is up.
const warm: ReadOutcome[] = [];
await drive({
  count: queries.length,
  simulatedMs: 0,
  concurrency: 5,
  read: async (k) => {
    warm.push(await timedRead(outage.cached, queries[k]!, outageLoaded));
  },
});
if (warm.some((o) => !o.ok)) {
  fail([...problems, `warming the outage cache failed: ${String(warm.find((o) => !o.ok)?.error)}`].join('; '));
}
const rejectionsBeforeOutage = limiter.rejections;
await settleBackground();
const outageLogStart = fake.log.length;
const outageStart = simNow;
const DOWN_AT = Math.floor(OUTAGE_READS * 0.1);
const CLOSE_AT = Math.floor(OUTAGE_READS * 0.6);
const outageOutcomes: ReadOutcome[] = [];
let coldControl: ReadOutcome | undefined;
await drive({
  count: OUTAGE_READS,
  simulatedMs: OUTAGE_SIMULATED_MS,
  concurrency: CONCURRENCY,
  read: async (k) => {
    if (k === DOWN_AT) fake.setDown(true);
    if (k === CLOSE_AT) await fake.close();
    if (k === DOWN_AT + 50) coldControl = await timedRead(outage.cached, coldControlQuery, new Set());
    outageOutcomes.push(await timedRead(outage.cached, queries[pickQuery()]!, outageLoaded));
  },
});
await settleBackground();
const outageLog = logSince(outageLogStart);
const outageFailures = outageOutcomes.filter((o) => !o.ok);
const outageLatencies = outageOutcomes.map((o) => o.ms).sort((a, b) => a - b);
const outageReport = {
  run: 'outage: warmed cache, Airtable 503 from read 200, connection refused from read 1200',
  warmedKeys: queries.length,
  reads: outageOutcomes.length,
  simulatedSeconds: round((simNow - outageStart) / 1000, 1),
  ttlSeconds: TTL_SECONDS,
  airtableRequestsDuringOutage: outageLog.length,
  airtable503: outageLog.filter((e) => e.status === 503).length,
  onErrorReports: outage.errors.length,
  onErrorReportsByCode: countBy(outage.errors.map((e) => (e instanceof DataSourceError ? e.code : String(e)))),
  limiterRejections: limiter.rejections - rejectionsBeforeOutage,
  failedReads: outageFailures.length,
  latencyMs: {
    p50: round(percentile(outageLatencies, 50), 3),
    p99: round(percentile(outageLatencies, 99), 3),
    max: round(outageLatencies.at(-1) ?? 0, 1),
  },
  coldKeyControl: coldControl?.ok === false ? `failed as expected: ${String(coldControl.error)}` : 'answered',
};
console.log(JSON.stringify(outageReport, null, 2));
if (outageFailures.length > 0) {
  problems.push(
    `${outageFailures.length} warmed reads failed during the outage, e.g. ${String(outageFailures[0]!.error)}`,
  );
}
if (coldControl?.ok !== false) problems.push('the cold control read answered during the outage (is the fake down?)');
if (outage.errors.length === 0) problems.push('no refresh failed during the outage (was the TTL passed?)');

await Promise.all(caches.map((c) => c.close()));
if (problems.length > 0) fail(problems.join('; '));
console.log('Bench passed.');
