import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_FAMILIES } from '@atrium/core';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('[THEME] GET /api/fonts', () => {
  it('lists the self-hosted fonts in popularity order, cached 10 minutes', async () => {
    const res = await h.request('/api/fonts');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=600');
    const { items } = (await res.json()) as { items: Array<{ family: string; category: string; weights: number[] }> };
    expect(items.map((item) => item.family)).toEqual(FONT_FAMILIES);
    expect(items[0]).toEqual({ family: 'Roboto', category: 'sans', weights: [300, 400, 500, 600, 700, 900] });
    expect(items.find((item) => item.family === 'Playfair Display')).toEqual({
      family: 'Playfair Display',
      category: 'serif',
      weights: [400, 500, 600, 700, 900],
    });
  });
});
