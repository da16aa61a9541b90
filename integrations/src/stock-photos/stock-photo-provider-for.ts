import type { TEnv } from '@atrium/core';
import { PexelsStockPhotos } from './pexels-stock-photos';
import type { StockPhotoProvider } from './stock-photo-provider';

/** The configured provider, or undefined when STOCK_PHOTOS_API_KEY is not set (search is off). */
export function stockPhotoProviderFor(
  env: Pick<TEnv, 'STOCK_PHOTOS_API_KEY' | 'STOCK_PHOTOS_API_URL'>,
  options: { fetch?: typeof fetch } = {},
): StockPhotoProvider | undefined {
  if (!env.STOCK_PHOTOS_API_KEY) return undefined;
  return new PexelsStockPhotos({ apiKey: env.STOCK_PHOTOS_API_KEY, apiUrl: env.STOCK_PHOTOS_API_URL, ...options });
}
