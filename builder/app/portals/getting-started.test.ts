import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal } from '../../test/editor-fixtures';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('[JOURNEY] the editor’s getting-started checklist', () => {
  it('answers the portal’s steps, ticked from what it has, to its builders only', async () => {
    const owner = await h.signIn();
    const site = await createPortal(h, owner, 'Progress Portal');
    const res = await h.request(`/api/sites/${site.id}/progress`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const { steps } = (await res.json()) as { steps: Array<{ id: string; done: boolean }> };
    expect(steps.map((s) => s.id)).toEqual(['create', 'section', 'data', 'accounts', 'publish', 'invite']);
    expect(steps.find((s) => s.id === 'create')?.done).toBe(true);
    expect(steps.find((s) => s.id === 'publish')?.done).toBe(false);

    const stranger = await h.signIn();
    expect((await h.request(`/api/sites/${site.id}/progress`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await h.request('/api/sites/no-such-portal/progress', { cookie: owner.cookie })).status).toBe(404);
    expect((await h.request(`/api/sites/${site.id}/progress`)).status).toBeGreaterThanOrEqual(300);
  });
});
