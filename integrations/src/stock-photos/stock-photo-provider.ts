import type { TStockPhotoPage } from '@atrium/core';

/** Stock photo search for the editor's image picker (spec doc 1 §7, doc 2 §7): 3 photos a page. */
export interface StockPhotoProvider {
  readonly name: string;
  search(params: { query: string; page: number }): Promise<TStockPhotoPage>;
}

/** The provider refused or failed; `message` is the provider's own, for the editor to show in red. */
export class StockPhotoError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'StockPhotoError';
  }
}
