import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@atrium/core';
import { startFakePexels, type FakePexels } from './fake/fake-pexels';
import { PexelsStockPhotos } from './pexels-stock-photos';
import { StockPhotoError } from './stock-photo-provider';
import { stockPhotoProviderFor } from './stock-photo-provider-for';

let fake: FakePexels;
beforeAll(async () => {
  fake = await startFakePexels({ apiKey: 'pexels-test-key', totalResults: 7 });
});
afterAll(async () => {
  await fake?.close();
});

describe('Pexels stock photos', () => {
  it('searches 3 a page with the key in Authorization and maps the photos', async () => {
    const provider = stockPhotoProviderFor(
      parseEnv({ STOCK_PHOTOS_API_KEY: 'pexels-test-key', STOCK_PHOTOS_API_URL: fake.url }),
    )!;
    const first = await provider.search({ query: 'mountain lake', page: 1 });
    expect(fake.requests.at(-1)).toEqual({
      path: '/v1/search?query=mountain+lake&page=1&per_page=3',
      authorization: 'pexels-test-key',
    });
    expect(first.page).toBe(1);
    expect(first.hasNext).toBe(true);
    expect(first.photos).toHaveLength(3);
    expect(first.photos[0]).toEqual({
      id: 1001,
      src: {
        landscape:
          'https://images.pexels.com/photos/1001/pexels-photo-1001.jpeg?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200',
        portrait:
          'https://images.pexels.com/photos/1001/pexels-photo-1001.jpeg?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800',
      },
      photographer: 'Photographer 1',
      photographer_url: 'https://www.pexels.com/@photographer-1',
      alt: 'mountain lake photo 1',
    });
    const last = await provider.search({ query: 'mountain lake', page: 3 });
    expect(last).toMatchObject({ page: 3, hasNext: false });
    expect(last.photos.map((p) => p.id)).toEqual([1007]);
  });

  it('is off without a key', () => {
    expect(stockPhotoProviderFor(parseEnv({}))).toBeUndefined();
  });

  it('fails with the provider’s message, or one naming the status', async () => {
    const wrongKey = new PexelsStockPhotos({ apiKey: 'nope', apiUrl: fake.url });
    await expect(wrongKey.search({ query: 'x', page: 1 })).rejects.toEqual(new StockPhotoError('Unauthorized', 401));

    const provider = new PexelsStockPhotos({ apiKey: 'pexels-test-key', apiUrl: fake.url });
    fake.failNext(429, { error: 'Rate limit exceeded' });
    await expect(provider.search({ query: 'x', page: 1 })).rejects.toMatchObject({
      message: 'Rate limit exceeded',
      status: 429,
    });
    fake.failNext(500, 'oops');
    await expect(provider.search({ query: 'x', page: 1 })).rejects.toMatchObject({
      message: expect.stringMatching(/^Pexels answered 500/),
    });
    fake.failNext(200, { unexpected: true });
    await expect(provider.search({ query: 'x', page: 1 })).rejects.toMatchObject({
      message: 'Pexels sent an answer Atrium does not understand.',
    });
  });

  it('reports an unreachable provider without leaking the error', async () => {
    const closed = await startFakePexels({ apiKey: 'k' });
    await closed.close();
    const provider = new PexelsStockPhotos({ apiKey: 'k', apiUrl: closed.url });
    await expect(provider.search({ query: 'x', page: 1 })).rejects.toMatchObject({
      message: 'Pexels could not be reached. Please try again.',
      status: 502,
    });
  });
});
