import {
  STOCK_PHOTOS_DISABLED_MESSAGE,
  ZStockPhotoSearchSchema,
  type TStockPhotoPage,
  type TStockPhotoSearchResult,
} from '@atrium/core';
import { StockPhotoError, stockPhotoProviderFor, type Runtime } from '@atrium/integrations';

/** Searches are kept an hour: the same words typed again cost no call (Pexels allows 200 an hour). */
const CACHE_TTL_SECONDS = 60 * 60;

/**
 * GET /api/stock-photos?query=&page= (spec doc 1 §7, doc 2 §7): 3 photos a page with Prev/Next.
 * Off without STOCK_PHOTOS_API_KEY (200 `{ enabled: false, message }` saying how to turn it on);
 * a refusal by the provider answers 502 with its message in `message`, which the editor shows in
 * red above the results. An empty query answers an empty page without calling the provider.
 */
export async function searchStockPhotos(request: Request, runtime: Runtime): Promise<Response> {
  const noStore = { 'Cache-Control': 'no-store' };
  const provider = stockPhotoProviderFor(runtime.env);
  if (!provider) {
    return Response.json({ enabled: false, message: STOCK_PHOTOS_DISABLED_MESSAGE } satisfies TStockPhotoSearchResult, {
      headers: noStore,
    });
  }
  const parsed = ZStockPhotoSearchSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    const message = parsed.error.issues[0]!.message;
    return Response.json({ ok: false, error: message, message } satisfies TStockPhotoSearchResult, {
      status: 400,
      headers: noStore,
    });
  }
  const { query, page } = parsed.data;
  if (!query) return Response.json({ enabled: true, photos: [], page, hasNext: false }, { headers: noStore });

  const cacheKey = `stock-photos:v1:${provider.name}:${page}:${query.toLowerCase()}`;
  try {
    let result = await runtime.cache.get<TStockPhotoPage>(cacheKey);
    if (!result) {
      result = await provider.search({ query, page });
      await runtime.cache.set(cacheKey, result, CACHE_TTL_SECONDS);
    }
    return Response.json({ enabled: true, ...result } satisfies TStockPhotoSearchResult, { headers: noStore });
  } catch (error) {
    if (!(error instanceof StockPhotoError)) throw error;
    return Response.json(
      { ok: false, error: error.message, message: error.message } satisfies TStockPhotoSearchResult,
      {
        status: 502,
        headers: noStore,
      },
    );
  }
}
