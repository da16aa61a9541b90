import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import {
  BODY_LIMIT_BYTES,
  JSON_MAX_DEPTH,
  REQUEST_MESSAGES,
  URL_MAX_LENGTH,
  isStorableText,
  type TBodyKind,
} from '@atrium/core';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';

/**
 * The one place where both apps stop malformed and oversized requests, before any route (or
 * Remix) reads them (ADR 020):
 * - the request target: at most URL_MAX_LENGTH characters (414), a path, no NUL byte (400);
 * - the Host (and X-Forwarded-Host) header: a host name or IP literal with an optional port (400);
 * - the body, by the kind of route its path names: read into memory up to that kind's limit
 *   (413, declared or streamed, then the rest is drained so the client reads the answer), of a
 *   content type that kind accepts (415), and well-formed: JSON that parses, is at most
 *   JSON_MAX_DEPTH deep and has no `__proto__` key; form data that parses; no text anywhere that
 *   PostgreSQL cannot store (NUL, unpaired surrogates) (400).
 * The body is then handed to Remix by `createRemixRequestHandler` (remix-request-handler.ts).
 */
export interface RequestGuardOptions {
  /** The kind of body a path takes (its limit and content types), e.g. `/api/uploads` → upload. */
  bodyKindOf: (pathname: string) => TBodyKind;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/** Content types each kind of route reads. */
export const ACCEPTED_CONTENT_TYPES: Record<TBodyKind, readonly string[]> = {
  form: FORM_TYPES,
  json: ['application/json', ...FORM_TYPES],
  draft: ['application/json'],
  upload: ['multipart/form-data'],
  csv: ['text/csv'],
};

/** After a 413 the rest of the body is read and dropped for this long, then the connection is closed. */
const DRAIN_AFTER_REFUSAL_MS = 10_000;

const LABEL = '[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?';
const HOST_PATTERN = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9A-Fa-f:.]{2,45}\\])(?::(\\d{1,5}))?$`);

/** True for `name`, `name:port`, `1.2.3.4:port`, `[::1]:port` (port at most 65535). */
export function isValidHostHeader(value: string): boolean {
  if (value.length > 260) return false;
  const match = HOST_PATTERN.exec(value);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535);
}

/**
 * The host (and port) a request was sent to: the first X-Forwarded-Host from a proxy Express
 * trusts (`trust proxy`), else Host; the same rule as Express's `req.hostname`, port included.
 */
export function requestHost(req: ExpressRequest): string | undefined {
  const trustProxy = req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
  const forwarded = req.get('X-Forwarded-Host')?.split(',')[0]?.trim();
  if (forwarded && trustProxy(req.socket.remoteAddress, 0)) return forwarded;
  return req.get('Host');
}

const bodies = new WeakMap<IncomingMessage, Buffer>();

/** The body `guardRequests` read and checked (empty when the request had none). */
export function guardedBody(req: IncomingMessage): Buffer | undefined {
  return bodies.get(req);
}

export interface Refusal {
  status: 400 | 413 | 414 | 415;
  message: string;
}

export function guardRequests(options: RequestGuardOptions): RequestHandler {
  return (req, res, next) => {
    const kind = options.bodyKindOf(req.path);
    const refused = (refusal: Refusal) => answerRefusal(res, kind, refusal);
    const targetRefusal = refuseTarget(req);
    if (targetRefusal) {
      if (hasBody(req)) dropRestOfBody(req);
      refused(targetRefusal);
      return;
    }
    if (!hasBody(req)) {
      bodies.set(req, Buffer.alloc(0));
      const typeRefusal = refuseEmptyBody(req, kind);
      if (typeRefusal) refused(typeRefusal);
      else next();
      return;
    }
    const limit = BODY_LIMIT_BYTES[kind];
    readBody(req, limit).then(
      async (body) => {
        if (body === 'aborted') return;
        if (body === 'too-large') {
          dropRestOfBody(req);
          refused({ status: 413, message: REQUEST_MESSAGES.tooLarge(kind) });
          return;
        }
        bodies.set(req, body);
        const refusal = isReadOnly(req.method) ? undefined : await refuseBody(req, kind, body);
        if (refusal) refused(refusal);
        else next();
      },
      (error: unknown) => next(error),
    );
  };
}

function isReadOnly(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** Why the guard refuses this request's target or host (414/400), if it does. */
export function refuseTarget(req: ExpressRequest): Refusal | undefined {
  const target = req.originalUrl;
  if (target.length > URL_MAX_LENGTH) return { status: 414, message: REQUEST_MESSAGES.urlTooLong };
  if (!target.startsWith('/')) return { status: 400, message: REQUEST_MESSAGES.badTarget };
  if (/%00/i.test(target)) return { status: 400, message: REQUEST_MESSAGES.badUrl };
  // Both apps use single fetch (`.data`); Remix logs an error for every legacy `?_data` request.
  if (target.includes('?') && new URLSearchParams(target.slice(target.indexOf('?'))).has('_data')) {
    return { status: 400, message: REQUEST_MESSAGES.legacyData };
  }
  const hosts = [req.get('Host'), requestHost(req)];
  if (!hosts.every((host) => host && isValidHostHeader(host)))
    return { status: 400, message: REQUEST_MESSAGES.badHost };
  return undefined;
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

function mediaTypeOf(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * A write without a body: a form route needs a form content type (Remix's `formData()` throws on
 * anything else), and multipart needs at least its closing boundary.
 */
function refuseEmptyBody(req: IncomingMessage, kind: TBodyKind): Refusal | undefined {
  if (isReadOnly(req.method ?? 'GET') || req.method === 'OPTIONS') return undefined;
  const type = mediaTypeOf(req);
  if (type === 'multipart/form-data') return { status: 400, message: REQUEST_MESSAGES.badForm };
  if (type === '' ? kind !== 'form' : ACCEPTED_CONTENT_TYPES[kind].includes(type)) return undefined;
  return { status: 415, message: REQUEST_MESSAGES.unsupportedType(ACCEPTED_CONTENT_TYPES[kind]) };
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large' | 'aborted'> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve('too-large');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Buffer | 'too-large' | 'aborted') => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAbort);
      req.off('close', onAbort);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) finish('too-large');
      else chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks, size));
    const onAbort = () => finish('aborted');
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onAbort);
    req.on('close', onAbort);
  });
}

/**
 * Reads and drops what is left of a refused body, so the client, still sending, reads the
 * answer instead of a reset connection (Node destroys a `Connection: close` socket with unread
 * input, which resets it). The connection stays usable once the body ends; a client that keeps
 * sending past DRAIN_AFTER_REFUSAL_MS is disconnected.
 */
function dropRestOfBody(req: IncomingMessage): void {
  if (req.complete) return;
  req.on('data', () => undefined);
  req.on('error', () => undefined);
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), DRAIN_AFTER_REFUSAL_MS);
  timer.unref();
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  lingerOnClose(socket);
  req.resume();
}

/**
 * A client that sent `Connection: close` gets its connection closed once the answer is written;
 * Node then destroys the socket at once, and the body still arriving makes the kernel reset it,
 * often before the client has read the answer. Instead the answer ends with a half-close (FIN)
 * and the socket keeps reading until the client closes its side or the drain time runs out, the
 * "lingering close" of RFC 9112 §9.6.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), DRAIN_AFTER_REFUSAL_MS);
    timer.unref();
    const close = () => {
      clearTimeout(timer);
      this.destroy();
    };
    this.once('end', close);
    this.once('close', () => clearTimeout(timer));
    this.resume();
  };
}

async function refuseBody(req: IncomingMessage, kind: TBodyKind, body: Buffer): Promise<Refusal | undefined> {
  const type = mediaTypeOf(req);
  const accepted = ACCEPTED_CONTENT_TYPES[kind];
  if (!accepted.includes(type)) return { status: 415, message: REQUEST_MESSAGES.unsupportedType(accepted) };
  // The upload route reads its own multipart stream (file bytes may hold anything).
  if (kind === 'upload') return undefined;
  // A CSV import: UTF-8 text that can be stored; its rows are checked by the import itself.
  if (kind === 'csv') {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(body);
    return isStorableText(text) ? undefined : { status: 400, message: REQUEST_MESSAGES.unstorable };
  }
  if (type === 'application/json') return refuseJson(body);
  if (type === 'application/x-www-form-urlencoded') {
    return refuseFormEntries(new URLSearchParams(new TextDecoder().decode(body)));
  }
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'Content-Type': req.headers['content-type']! },
    }).formData();
    return refuseFormEntries(form);
  } catch {
    return { status: 400, message: REQUEST_MESSAGES.badForm };
  }
}

function refuseFormEntries(entries: Iterable<[string, FormDataEntryValue]>): Refusal | undefined {
  for (const [name, value] of entries) {
    if (name.includes('__proto__')) return { status: 400, message: REQUEST_MESSAGES.reservedKey };
    if (!isStorableText(name)) return { status: 400, message: REQUEST_MESSAGES.unstorable };
    const text = typeof value === 'string' ? value : value.name;
    if (!isStorableText(text)) return { status: 400, message: REQUEST_MESSAGES.unstorable };
  }
  return undefined;
}

function refuseJson(body: Buffer): Refusal | undefined {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return { status: 400, message: REQUEST_MESSAGES.badJson };
  }
  // Iterative, so a hostile depth cannot overflow the stack here.
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return { status: 400, message: REQUEST_MESSAGES.unstorable };
    } else if (item !== null && typeof item === 'object') {
      if (depth >= JSON_MAX_DEPTH) return { status: 400, message: REQUEST_MESSAGES.tooDeep };
      for (const [key, child] of Object.entries(item)) {
        if (key === '__proto__') return { status: 400, message: REQUEST_MESSAGES.reservedKey };
        if (!isStorableText(key)) return { status: 400, message: REQUEST_MESSAGES.unstorable };
        stack.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

/** JSON APIs answer `{ ok: false, error }` like their own refusals; page routes answer plain text. */
function answerRefusal(res: ExpressResponse, kind: TBodyKind, refusal: Refusal): void {
  res.status(refusal.status).set('Cache-Control', 'no-store');
  if (kind === 'form') res.type('text/plain; charset=utf-8').send(refusal.message);
  else res.json({ ok: false, error: refusal.message });
}
