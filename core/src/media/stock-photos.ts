import { z } from 'zod';

/** Stock photo search (spec doc 1 §7, §9; doc 2 §7, §9): 3 a page with Prev/Next, typing debounced 500 ms. */
export const STOCK_PHOTOS_PER_PAGE = 3;
export const STOCK_PHOTOS_DEBOUNCE_MS = 500;

export const STOCK_PHOTOS_DISABLED_MESSAGE =
  'Stock photos are not set up on this installation. To enable them, set STOCK_PHOTOS_API_KEY to a Pexels API key (https://www.pexels.com/api/) and restart Atrium.';

/** GET /api/stock-photos?query=&page= */
export const ZStockPhotoSearchSchema = z.object({
  query: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().trim().max(200, 'query is too long')),
  page: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : v),
    z.coerce
      .number()
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .max(1000, 'page is too large'),
  ),
});
export type TStockPhotoSearch = z.infer<typeof ZStockPhotoSearchSchema>;

export interface TStockPhoto {
  id: number | string;
  src: { landscape: string; portrait: string };
  photographer: string;
  photographer_url: string;
  alt?: string;
}

export interface TStockPhotoPage {
  photos: TStockPhoto[];
  page: number;
  hasNext: boolean;
}

/** What GET /api/stock-photos answers. */
export type TStockPhotoSearchResult =
  | ({ enabled: true } & TStockPhotoPage)
  | { enabled: false; message: string }
  | { ok: false; message: string; error: string };
