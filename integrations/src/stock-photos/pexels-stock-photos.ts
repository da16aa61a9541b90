import { STOCK_PHOTOS_PER_PAGE, type TStockPhoto, type TStockPhotoPage } from '@atrium/core';
import { StockPhotoError, type StockPhotoProvider } from './stock-photo-provider';

/**
 * Pexels' search API (https://www.pexels.com/api/documentation/#photos-search):
 * `GET {api}/v1/search?query=&page=&per_page=` with the key in `Authorization` (no scheme).
 * The answer is `{ page, per_page, photos: [{ id, photographer, photographer_url, alt,
 * src: { original, large2x, large, medium, small, portrait, landscape, tiny } }], total_results,
 * next_page? }`; `next_page` is present only when there is one.
 *
 * Error bodies are not documented; observed ones are JSON like `{"status":401,"code":"Unauthorized"}`
 * (harry0703/MoneyPrinterTurbo#244) or `{"error":"…"}`. The message is taken from `error`,
 * `message` or `code`, else from the status. Requests without a User-Agent are refused (403,
 * salvoventura/pypexels#13), so one is always sent.
 */
export interface PexelsOptions {
  apiKey: string;
  /** Default https://api.pexels.com */
  apiUrl?: string;
  fetch?: typeof fetch;
  /** Give up after this long (default 10 s). */
  timeoutMs?: number;
}

interface PexelsPhoto {
  id: number;
  photographer?: string;
  photographer_url?: string;
  alt?: string;
  src?: Partial<Record<'original' | 'large2x' | 'large' | 'medium' | 'portrait' | 'landscape', string>>;
}

interface PexelsSearch {
  page?: number;
  photos?: PexelsPhoto[];
  total_results?: number;
  per_page?: number;
  next_page?: string;
}

export class PexelsStockPhotos implements StockPhotoProvider {
  readonly name = 'Pexels';
  private readonly apiUrl: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: PexelsOptions) {
    this.apiUrl = (options.apiUrl ?? 'https://api.pexels.com').replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async search(params: { query: string; page: number }): Promise<TStockPhotoPage> {
    const url = new URL(`${this.apiUrl}/v1/search`);
    url.searchParams.set('query', params.query);
    url.searchParams.set('page', String(params.page));
    url.searchParams.set('per_page', String(STOCK_PHOTOS_PER_PAGE));
    let response: Response;
    try {
      response = await this.fetch(url, {
        headers: { Authorization: this.options.apiKey, Accept: 'application/json', 'User-Agent': 'Atrium' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new StockPhotoError(
        timedOut
          ? `${this.name} did not answer in time. Please try again.`
          : `${this.name} could not be reached. Please try again.`,
        502,
      );
    }
    const text = await response.text();
    const body = parseJson(text);
    if (!response.ok) throw new StockPhotoError(errorMessage(body, response, this.name), response.status);
    if (!body || !Array.isArray((body as PexelsSearch).photos)) {
      throw new StockPhotoError(`${this.name} sent an answer Atrium does not understand.`, 502);
    }
    const search = body as PexelsSearch;
    const page = search.page ?? params.page;
    const hasNext =
      search.next_page !== undefined
        ? Boolean(search.next_page)
        : (search.total_results ?? 0) > page * (search.per_page ?? STOCK_PHOTOS_PER_PAGE);
    return { photos: search.photos!.flatMap(toPhoto), page, hasNext };
  }
}

function toPhoto(photo: PexelsPhoto): TStockPhoto[] {
  const src = photo.src ?? {};
  const landscape = src.landscape ?? src.large ?? src.original;
  const portrait = src.portrait ?? src.large ?? src.original;
  if (!landscape || !portrait) return [];
  return [
    {
      id: photo.id,
      src: { landscape, portrait },
      photographer: photo.photographer ?? '',
      photographer_url: photo.photographer_url ?? '',
      ...(photo.alt ? { alt: photo.alt } : {}),
    },
  ];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorMessage(body: unknown, response: Response, provider: string): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const field of ['error', 'message', 'code']) {
      const value = record[field];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return `${provider} answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`;
}
