import { DataSourceError, TOKEN_EXPIRED_MESSAGE } from '@atrium/core';
import {
  RATE_LIMIT_PENALTY_MS,
  RATE_LIMITED_MESSAGE,
  baseRateKey,
  tokenRateKey,
  type RateLimiter,
} from './rate-limiter';

/**
 * The one HTTP layer over the Airtable Web API (convention 12: one HTTP client). Every request:
 *
 * 1. waits for the rate limiter (`base:{id}` when the request targets a base, and the token's
 *    bucket),
 * 2. is sent with `Authorization: Bearer {token}` and a per-request timeout (AbortSignal.timeout),
 * 3. on 502/503/504 or a network error is retried up to `maxRetries` times with "full jitter"
 *    exponential backoff (random() * retryBaseMs * 2^attempt), the scheme airtable.js uses in
 *    exponential_backoff_with_jitter.js,
 * 4. on 429 penalises the base (or, for metadata requests, the token) for 30 s, because Airtable
 *    documents that after a 429 "you must wait 30 seconds before subsequent requests will
 *    succeed" (support.airtable.com, "Managing API call limits in Airtable"), then retries once
 *    through the limiter: the limiter either waits out the penalty (within its maxWaitMs) or
 *    fails fast with DataSourceError(429),
 * 5. maps failures to DataSourceError. Airtable answers errors as JSON `{ error: { type, message } }`
 *    or, for some 404s, `{ error: "NOT_FOUND" }` (support.airtable.com, "Airtable API: Common
 *    troubleshooting"): 401/403 keep their status with TOKEN_EXPIRED_MESSAGE; 404 keeps the
 *    status; 422 carries Airtable's message (invalid formula, unknown field, expired offset…);
 *    anything else the server's message or the request's fallback message.
 *
 * Decisions: a timeout is not retried (a slow Airtable should not triple the user's wait); it
 * becomes DataSourceError(504, …, 'TIMEOUT'). Network errors are retried for every method, writes
 * included: fetch fails that way almost always before the request reached Airtable (refused,
 * reset, DNS), and a lost write is worse than a rare duplicate.
 */
export interface AirtableClientOptions {
  token: string;
  limiter: RateLimiter;
  /** AIRTABLE_API_URL; default https://api.airtable.com. */
  apiUrl?: string;
  /** Per-request timeout in ms (default 15 s). */
  timeoutMs?: number;
  /** Retries for 502/503/504 and network errors (default 3). */
  maxRetries?: number;
  /** First backoff step in ms (default 250). */
  retryBaseMs?: number;
  penaltyMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export type AirtableMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface AirtableRequest {
  method: AirtableMethod;
  /** Path from the API root, e.g. `/v0/meta/bases` or `/v0/{baseId}/{tableId}`. */
  path: string;
  query?: URLSearchParams;
  body?: unknown;
  /** The base the request targets: its bucket is acquired, and penalised on a 429. */
  baseId?: string;
  /** What users see when Airtable fails without a useful message. */
  fallbackMessage?: string;
}

export const DEFAULT_AIRTABLE_API_URL = 'https://api.airtable.com';
const GENERIC_MESSAGE = 'Something went wrong talking to Airtable. Please try again.';
const TIMEOUT_MESSAGE = 'Airtable took too long to answer. Please try again.';
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class AirtableClient {
  readonly apiUrl: string;
  private readonly token: string;
  private readonly limiter: RateLimiter;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly retryBaseMs: number;
  private readonly penaltyMs: number;
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;

  constructor(options: AirtableClientOptions) {
    this.token = options.token;
    this.limiter = options.limiter;
    this.apiUrl = (options.apiUrl ?? DEFAULT_AIRTABLE_API_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.maxRetries = options.maxRetries ?? 3;
    this.retryBaseMs = options.retryBaseMs ?? 250;
    this.penaltyMs = options.penaltyMs ?? RATE_LIMIT_PENALTY_MS;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.sleep = options.sleep ?? realSleep;
    this.random = options.random ?? Math.random;
  }

  /** The full URL of a request (used to decide between GET and POST listRecords). */
  url(path: string, query?: URLSearchParams): string {
    const qs = query?.toString();
    return `${this.apiUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  async request<T>(req: AirtableRequest): Promise<T> {
    const keys = req.baseId ? [baseRateKey(req.baseId), tokenRateKey(this.token)] : [tokenRateKey(this.token)];
    const penaltyKey = keys[0]!;
    let failures = 0;
    let rateLimited = false;
    for (;;) {
      await this.limiter.acquire(keys);
      let response: Response;
      try {
        response = await this.send(req);
      } catch (error) {
        if (isTimeout(error)) throw new DataSourceError(504, TIMEOUT_MESSAGE, 'TIMEOUT');
        if (failures >= this.maxRetries) {
          throw new DataSourceError(503, req.fallbackMessage ?? GENERIC_MESSAGE, 'NETWORK_ERROR');
        }
        await this.backoff(failures++);
        continue;
      }
      if (response.ok) return (await response.json()) as T;
      if (RETRYABLE_STATUSES.has(response.status) && failures < this.maxRetries) {
        await response.body?.cancel();
        await this.backoff(failures++);
        continue;
      }
      if (response.status === 429) {
        await response.body?.cancel();
        await this.limiter.penalise(penaltyKey, this.penaltyMs);
        if (!rateLimited) {
          rateLimited = true;
          continue;
        }
        throw new DataSourceError(429, RATE_LIMITED_MESSAGE, 'RATE_LIMITED');
      }
      throw await toDataSourceError(response, req.fallbackMessage ?? GENERIC_MESSAGE);
    }
  }

  private send(req: AirtableRequest): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.token}` };
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    return this.fetch(this.url(req.path, req.query), {
      method: req.method,
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  private backoff(attempt: number): Promise<void> {
    return this.sleep(Math.round(this.random() * this.retryBaseMs * 2 ** attempt));
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Airtable's error body: `{ error: { type, message } }` or `{ error: "NOT_FOUND" }`. */
async function readAirtableError(response: Response): Promise<{ type?: string; message?: string }> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string') return { type: body.error };
    if (body.error && typeof body.error === 'object') {
      const { type, message } = body.error as { type?: unknown; message?: unknown };
      return {
        type: typeof type === 'string' ? type : undefined,
        message: typeof message === 'string' ? message : undefined,
      };
    }
  } catch {
    // Not JSON: fall back to the generic message.
  }
  return {};
}

async function toDataSourceError(response: Response, fallbackMessage: string): Promise<DataSourceError> {
  const { type, message } = await readAirtableError(response);
  const status = response.status;
  switch (status) {
    case 401:
    case 403:
      return new DataSourceError(
        status,
        TOKEN_EXPIRED_MESSAGE,
        type ?? (status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN'),
      );
    case 404:
      return new DataSourceError(404, message ?? 'Not found in Airtable.', type ?? 'NOT_FOUND');
    case 422:
      return new DataSourceError(422, message ?? fallbackMessage, type ?? 'INVALID_REQUEST');
    default:
      return new DataSourceError(status, message ?? fallbackMessage, type ?? 'AIRTABLE_ERROR');
  }
}
