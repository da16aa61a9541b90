/**
 * A fake of Pexels' photo search (`GET /v1/search`) on 127.0.0.1 for tests, following
 * https://www.pexels.com/api/documentation/#photos-search: `Authorization: {key}` (no scheme),
 * `query` required, `page` from 1, `per_page` up to 80; answers `{ page, per_page, photos,
 * total_results, next_page?, prev_page? }` with photo `src` URLs under `https://images.pexels.com`.
 * A missing or wrong key answers 401 `{"status":401,"code":"Unauthorized"}` (the shape seen in
 * harry0703/MoneyPrinterTurbo#244); a missing query answers 400 `{"error":"…"}` (unverified).
 * `failNext` makes the next request answer a given status and body (outage tests).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePexels {
  url: string;
  /** Requests received, as `path?query` with the Authorization header that came with them. */
  requests: Array<{ path: string; authorization: string | undefined }>;
  failNext(status: number, body: unknown): void;
  close(): Promise<void>;
}

export interface FakePexelsOptions {
  apiKey: string;
  /** Photos per query (default 7, so three pages of 3). */
  totalResults?: number;
  /**
   * Where photo files live (default https://images.pexels.com). Browser tests pass 'self': the
   * fake then serves each photo itself (a small PNG), so pages load without the internet.
   */
  images?: 'pexels' | 'self';
}

/** A 4×3 grey PNG, served for every photo when the fake serves its own images. */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAADklEQVR4nGOYiQQYcHIAo8QVhcXuBhkAAAAASUVORK5CYII=',
  'base64',
);

function photo(query: string, n: number, host: string) {
  const id = 1000 + n;
  const base = `${host}/photos/${id}/pexels-photo-${id}.jpeg`;
  return {
    id,
    width: 4000,
    height: 3000,
    url: `https://www.pexels.com/photo/${query}-${id}/`,
    photographer: `Photographer ${n}`,
    photographer_url: `https://www.pexels.com/@photographer-${n}`,
    photographer_id: 500 + n,
    avg_color: '#7E7E7E',
    src: {
      original: base,
      large2x: `${base}?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
      large: `${base}?auto=compress&cs=tinysrgb&h=650&w=940`,
      medium: `${base}?auto=compress&cs=tinysrgb&h=350`,
      small: `${base}?auto=compress&cs=tinysrgb&h=130`,
      portrait: `${base}?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
      landscape: `${base}?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
      tiny: `${base}?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
    },
    liked: false,
    alt: `${query} photo ${n}`,
  };
}

export async function startFakePexels(options: FakePexelsOptions): Promise<FakePexels> {
  const requests: FakePexels['requests'] = [];
  let failure: { status: number; body: unknown } | undefined;
  const total = options.totalResults ?? 7;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ path: `${url.pathname}${url.search}`, authorization: request.headers.authorization });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (failure) {
      const { status, body } = failure;
      failure = undefined;
      return send(status, body);
    }
    if (options.images === 'self' && request.method === 'GET' && url.pathname.startsWith('/photos/')) {
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
      return response.end(PHOTO_PNG);
    }
    if (request.headers.authorization !== options.apiKey) return send(401, { status: 401, code: 'Unauthorized' });
    if (request.method !== 'GET' || url.pathname !== '/v1/search') return send(404, { error: 'Not found' });
    const query = url.searchParams.get('query') ?? '';
    if (!query) return send(400, { error: 'query is required' });
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const perPage = Math.min(80, Math.max(1, Number(url.searchParams.get('per_page') ?? 15) || 15));
    const start = (page - 1) * perPage;
    const count = Math.max(0, Math.min(perPage, total - start));
    const base = `https://api.pexels.com/v1/search/?per_page=${perPage}&query=${encodeURIComponent(query)}`;
    send(200, {
      page,
      per_page: perPage,
      photos: Array.from({ length: count }, (_, i) => photo(query, start + i + 1, imageHost)),
      total_results: total,
      ...(start + perPage < total ? { next_page: `${base}&page=${page + 1}` } : {}),
      ...(page > 1 ? { prev_page: `${base}&page=${page - 1}` } : {}),
    });
  });
  let imageHost = 'https://images.pexels.com';
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  if (options.images === 'self') imageHost = `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(status, body) {
      failure = { status, body };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
