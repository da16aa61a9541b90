import { STOCK_PHOTOS_DISABLED_MESSAGE } from '@atrium/core';
import { startFakePexels, type FakePexels } from '@atrium/integrations/stock-photos/fake/fake-pexels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';

let fake: FakePexels;
let h: Harness;
let off: Harness;
beforeAll(async () => {
  fake = await startFakePexels({ apiKey: 'pexels-builder-key', totalResults: 5 });
  h = await createHarness({ STOCK_PHOTOS_API_KEY: 'pexels-builder-key', STOCK_PHOTOS_API_URL: fake.url });
  off = await createHarness();
});
afterAll(async () => {
  await h?.close();
  await off?.close();
  await fake?.close();
});

async function search(harness: Harness, query: string, cookie?: string) {
  const res = await harness.request(`/api/stock-photos?${query}`, cookie ? { cookie } : {});
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('[EDITOR] stock photo search', () => {
  it('answers 3 photos a page with Prev/Next information, from the provider', async () => {
    const { cookie } = await h.signIn();
    const first = await search(h, 'query=forest&page=1', cookie);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ enabled: true, page: 1, hasNext: true });
    expect(first.body.photos).toEqual([
      expect.objectContaining({
        id: 1001,
        photographer: 'Photographer 1',
        photographer_url: 'https://www.pexels.com/@photographer-1',
        src: { landscape: expect.stringContaining('w=1200'), portrait: expect.stringContaining('h=1200') },
      }),
      expect.objectContaining({ id: 1002 }),
      expect.objectContaining({ id: 1003 }),
    ]);
    expect(fake.requests.at(-1)).toEqual({
      path: '/v1/search?query=forest&page=1&per_page=3',
      authorization: 'pexels-builder-key',
    });
    const second = await search(h, 'query=forest&page=2', cookie);
    expect(second.body).toMatchObject({ page: 2, hasNext: false });
    expect((second.body.photos as unknown[]).length).toBe(2);
  });

  it('remembers a search for an hour, and asks nothing for an empty query', async () => {
    const { cookie } = await h.signIn();
    const before = fake.requests.length;
    await search(h, 'query=Harbour', cookie);
    await search(h, 'query=harbour&page=1', cookie);
    expect(fake.requests.length).toBe(before + 1);
    expect((await search(h, 'query=%20%20', cookie)).body).toEqual({
      enabled: true,
      photos: [],
      page: 1,
      hasNext: false,
    });
    expect(fake.requests.length).toBe(before + 1);
  });

  it('shows the provider’s message when it refuses', async () => {
    const { cookie } = await h.signIn();
    fake.failNext(429, { error: 'Rate limit exceeded' });
    const failed = await search(h, 'query=rate-limited', cookie);
    expect(failed).toEqual({
      status: 502,
      body: { ok: false, error: 'Rate limit exceeded', message: 'Rate limit exceeded' },
    });
    const bad = await search(h, 'query=x&page=0', cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('page must be 1 or more');
  });

  it('says how to enable it when no key is set', async () => {
    const { cookie } = await off.signIn();
    expect(await search(off, 'query=forest', cookie)).toEqual({
      status: 200,
      body: { enabled: false, message: STOCK_PHOTOS_DISABLED_MESSAGE },
    });
    expect(STOCK_PHOTOS_DISABLED_MESSAGE).toContain('STOCK_PHOTOS_API_KEY');
  });

  it('is for signed-in builders only', async () => {
    expect((await search(h, 'query=forest')).status).toBe(401);
  });
});
