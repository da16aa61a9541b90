import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Runtime } from '../../runtime';
import { rawRequest, type RawResponse } from '../raw-http';
import {
  hostileBody,
  hostileHost,
  hostileQuery,
  hostileSegment,
  mutatedExample,
  type FuzzExample,
  type FuzzVocabulary,
} from './hostile-inputs';
import type { FuzzTarget } from './route-targets';

/**
 * Hostile requests per target (each form action, API and listing page of an app): FUZZ_RUNS, else
 * 400. CI runs the suites twice (PGlite, then PostgreSQL + Redis with another FUZZ_SEED), so each
 * route meets 800 different requests per run; `FUZZ_RUNS=5000` digs deeper by hand (ADR 020).
 */
export const FUZZ_RUNS_PER_TARGET = fuzzRuns(process.env.FUZZ_RUNS);

function fuzzRuns(fromEnv: string | undefined): number {
  const runs = Number(fromEnv);
  return Number.isSafeInteger(runs) && runs > 0 ? runs : 400;
}

/**
 * Each app's suite runs in FUZZ_SHARDS test files, so the two test workers share the work
 * (about 18,000 requests for the builder at 400 runs): target i belongs to shard i % FUZZ_SHARDS + 1.
 */
export const FUZZ_SHARDS = 2;

export function inShard<T>(items: T[], shard: number): T[] {
  return items.filter((_, index) => index % FUZZ_SHARDS === shard - 1);
}

/** The seed of every suite run: FUZZ_SEED to replay one, else a fixed seed so CI is repeatable. */
export function fuzzSeed(): number {
  const fromEnv = Number(process.env.FUZZ_SEED);
  return Number.isSafeInteger(fromEnv) ? fromEnv : 20_017;
}

export interface FuzzApp {
  port: number;
  /** The Host the app answers to (a portal's host name for the portal host). */
  host: string;
  /** Cookie header per identity; `anonymous` sends none. */
  identities: Record<string, string | undefined>;
  /** Values for each route parameter: own ids, other tenants' ids. */
  paramValues: Record<string, readonly string[]>;
  vocabulary: FuzzVocabulary;
  /** Valid bodies per route id, mutated into hostile ones (routes without any get random bodies only). */
  examples?: Record<string, readonly FuzzExample[]>;
  /** What people saved (savedDataFingerprint): refused requests and reads may not change it. */
  fingerprint: () => Promise<Record<string, string>>;
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  label: string;
}

export interface FuzzFailure {
  request: string;
  problem: string;
}

/** A stack frame, a source file or this repository's location: nothing a response may show. */
const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
function leaksInternals(body: string): string | undefined {
  if (/\n\s+at [^\n]*:\d+:\d+/.test(body)) return 'a stack trace';
  if (body.includes(REPOSITORY_ROOT)) return 'a file path';
  if (/node_modules\/|file:\/\/|\.tsx?:\d+/.test(body)) return 'a file path';
  return undefined;
}

function bodyArbitrary(target: FuzzTarget, app: FuzzApp) {
  const examples = app.examples?.[target.routeId];
  if (!examples?.length) return hostileBody(app.vocabulary);
  return fc.oneof(
    { weight: 1, arbitrary: hostileBody(app.vocabulary) },
    { weight: 1, arbitrary: mutatedExample(examples, app.vocabulary) },
  );
}

/**
 * One request: mostly one hostile part at a time (the body, the query, a path parameter or the
 * Host) with the rest as the app's own pages send them, so the hostile part reaches the code
 * behind the first checks; sometimes all parts at once.
 */
function requestArbitrary(target: FuzzTarget, app: FuzzApp): fc.Arbitrary<FuzzRequest> {
  const focus = fc.constantFrom(...(target.kind === 'action' ? ACTION_FOCUS : LOADER_FOCUS));
  const knownSegments = fc.tuple(...target.params.map((param) => fc.constantFrom(...(app.paramValues[param] ?? ['']))));
  const hostileSegments = fc.tuple(...target.params.map((param) => hostileSegment(app.paramValues[param] ?? [])));
  return fc
    .record({
      focus,
      identity: fc.constantFrom(...Object.keys(app.identities)),
      knownSegments,
      hostileSegments,
      // Forms post mostly as `.data` (single fetch, as the apps' own forms do; a document post
      // renders the page); listing pages are read as documents (crawlers) and `.data` alike.
      asData: !target.isPage
        ? fc.constant(false)
        : target.kind === 'action'
          ? fc.integer({ min: 0, max: 19 }).map((n) => n > 0)
          : fc.boolean(),
      query: hostileQuery(app.vocabulary),
      method:
        target.kind === 'action'
          ? fc.constantFrom('POST', 'POST', 'POST', 'POST', 'PUT', 'PATCH', 'PATCH', 'DELETE')
          : fc.constantFrom('GET', 'GET', 'GET', 'HEAD'),
      body: target.kind === 'action' ? bodyArbitrary(target, app) : fc.constant(null),
      emptyBody: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
      host: hostileHost(app.host),
    })
    .map(
      ({
        focus: part,
        identity,
        knownSegments: known,
        hostileSegments: hostile,
        asData,
        query,
        method,
        body,
        emptyBody,
        host,
      }) => {
        const all = part === 'all';
        const values = all || part === 'path' ? hostile : known;
        let index = 0;
        let pathname = target.pattern.replace(/:[A-Za-z0-9_]+\??|\*/g, () => values[index++] ?? '');
        if (asData) pathname = pathname === '/' ? '/_root.data' : `${pathname.replace(/\/$/, '')}.data`;
        const headers: Record<string, string> = {
          Host: all || part === 'host' ? host : app.host,
          'User-Agent': 'atrium-fuzz',
        };
        const cookie = app.identities[identity];
        if (cookie) headers.Cookie = cookie;
        if (method !== 'GET' && method !== 'HEAD') headers.Origin = `http://${app.host}`;
        const sent = emptyBody ? null : body;
        if (sent?.contentType) headers['Content-Type'] = sent.contentType;
        return {
          method,
          path: `${pathname}${all || part === 'query' ? query : ''}`,
          headers,
          ...(sent ? { body: sent.body } : {}),
          label: `${identity}, hostile ${part}, ${sent?.label ?? 'no body'}`,
        };
      },
    );
}

const ACTION_FOCUS = ['body', 'body', 'body', 'body', 'body', 'query', 'path', 'path', 'host', 'all'] as const;
const LOADER_FOCUS = ['query', 'query', 'query', 'query', 'path', 'path', 'host', 'all'] as const;

function describeRequest(request: FuzzRequest): string {
  const body = request.body ? ` body=${JSON.stringify(request.body.subarray(0, 300).toString('utf8'))}` : '';
  return `${request.method} ${request.path.slice(0, 300)} (${request.label}) headers=${JSON.stringify(request.headers)}${body}`;
}

/**
 * Sends FUZZ_RUNS_PER_TARGET hostile requests (fast-check samples from `seed`) to one target,
 * four at a time, and returns what went wrong: a 5xx, a reset connection, a body that shows a
 * stack trace or a file path, or saved data that changed although every request since the last
 * accepted one (status below 400) was refused; reads (loaders) may change nothing at all.
 */
export async function fuzzTarget(target: FuzzTarget, app: FuzzApp, seed: number): Promise<FuzzFailure[]> {
  const requests = fc.sample(requestArbitrary(target, app), { seed, numRuns: FUZZ_RUNS_PER_TARGET });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const failures: FuzzFailure[] = [];
  const send = async (request: FuzzRequest): Promise<RawResponse | undefined> => {
    try {
      const response = await rawRequest(app.port, { ...request, agent });
      if (response.status >= 500) {
        failures.push({
          request: describeRequest(request),
          problem: `${response.status}: ${response.body.slice(0, 300)}`,
        });
      }
      const leak = leaksInternals(response.body);
      if (leak) failures.push({ request: describeRequest(request), problem: `the answer shows ${leak}` });
      return response;
    } catch (error) {
      failures.push({ request: describeRequest(request), problem: `no answer: ${String(error)}` });
      return undefined;
    }
  };
  let baseline = await app.fingerprint();
  let refusedSince: FuzzRequest[] = [];
  try {
    for (let start = 0; start < requests.length && failures.length < 5; start += 4) {
      const chunk = requests.slice(start, start + 4);
      const answers = await Promise.all(chunk.map(send));
      if (target.kind === 'action' && answers.some((answer) => answer && answer.status < 400)) {
        baseline = await app.fingerprint();
        refusedSince = [];
      } else {
        refusedSince.push(...chunk);
      }
    }
  } finally {
    agent.destroy();
  }
  const after = await app.fingerprint();
  const changed = Object.keys(after).filter((table) => after[table] !== baseline[table]);
  if (changed.length > 0) {
    failures.push({
      request: `${refusedSince.length} refused requests, the last: ${refusedSince.slice(-2).map(describeRequest).join(' | ')}`,
      problem: `saved data changed in ${changed.join(', ')}`,
    });
  }
  return failures;
}

/** The app still answers: its health check is 200. */
export async function stillAnswers(app: FuzzApp): Promise<boolean> {
  const response = await rawRequest(app.port, { path: '/healthz', headers: { Host: app.host } });
  return response.status === 200;
}

/** Tables whose rows change without anyone saving anything: sessions, tokens, the outbox. */
const VOLATILE_TABLES = new Set([
  'builder_sessions',
  'end_user_sessions',
  'verification_tokens',
  'end_user_tokens',
  'email_outbox',
]);

/** One tenant's rows: those whose site, workspace or builder is one of these. */
export interface TenantScope {
  siteIds: string[];
  workspaceIds: number[];
  builderIds: string[];
}

/**
 * A digest of every table that holds what people saved (all but VOLATILE_TABLES), to compare
 * before and after hostile requests. With a scope, only that tenant's rows count (by the
 * table's site_id, else workspace_id, else builder_id; `sites`, `workspaces` and `builders` by id).
 */
export async function savedDataFingerprint(runtime: Runtime, scope?: TenantScope): Promise<Record<string, string>> {
  const rows = async <T>(query: Parameters<Runtime['db']['execute']>[0]) =>
    ((await runtime.db.execute(query)) as unknown as { rows: T[] }).rows;
  let tables = tablesByRuntime.get(runtime);
  if (!tables) {
    const columns = await rows<{ table_name: string; column_name: string }>(
      sql`select c.table_name, c.column_name from information_schema.columns c join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' order by c.table_name`,
    );
    tables = new Map();
    for (const { table_name: table, column_name: column } of columns) {
      if (VOLATILE_TABLES.has(table) || table.startsWith('__drizzle')) continue;
      if (!tables.has(table)) tables.set(table, new Set());
      tables.get(table)!.add(column);
    }
    tablesByRuntime.set(runtime, tables);
  }
  const list = (values: Array<string | number>) =>
    values.length === 0
      ? 'null'
      : values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(',');
  const digests = [...tables].map(([table, names]) => {
    let where = '';
    if (scope) {
      if (table === 'sites') where = `id in (${list(scope.siteIds)})`;
      else if (table === 'workspaces') where = `id in (${list(scope.workspaceIds)})`;
      else if (table === 'builders') where = `id in (${list(scope.builderIds)})`;
      else if (names.has('site_id')) where = `site_id in (${list(scope.siteIds)})`;
      else if (names.has('workspace_id')) where = `workspace_id in (${list(scope.workspaceIds)})`;
      else if (names.has('builder_id')) where = `builder_id in (${list(scope.builderIds)})`;
    }
    return `select '${table}' as name, (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${table}" t${where ? ` where ${where}` : ''}) as digest`;
  });
  const fingerprint: Record<string, string> = {};
  for (const { name, digest } of await rows<{ name: string; digest: string }>(sql.raw(digests.join(' union all ')))) {
    fingerprint[name] = digest;
  }
  return fingerprint;
}

const tablesByRuntime = new WeakMap<Runtime, Map<string, Set<string>>>();
