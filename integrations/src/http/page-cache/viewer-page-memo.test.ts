import { describe, expect, it } from 'vitest';
import { recordRenderDependency } from './render-dependencies';
import { ViewerPageMemo } from './viewer-page-memo';

const ADA = { siteId: 'site-a', userId: 'ada' };
const keep = () => ({ freshForMs: 30_000 });

function memoAt(limits = { maxBytes: 10_000, ttlMs: 60_000 }) {
  const clock = { now: 1_000 };
  const memo = new ViewerPageMemo<string>(limits, () => clock.now);
  let loads = 0;
  const load =
    (value: string, reads: string[] = []) =>
    async () => {
      loads += 1;
      for (const dependency of reads) recordRenderDependency(dependency);
      return value;
    };
  return { memo, clock, load, loads: () => loads };
}

describe('the viewer page memo', () => {
  it('gives a kept load back to the same viewer until it is no longer fresh', async () => {
    const { memo, clock, load, loads } = memoAt();
    expect(await memo.remembered('k', ADA, load('page'), keep)).toBe('page');
    expect(await memo.remembered('k', ADA, load('other'), keep)).toBe('page');
    expect(loads()).toBe(1);
    clock.now += 30_000;
    expect(await memo.remembered('k', ADA, load('later'), keep)).toBe('later');
    expect(memo.stats()).toMatchObject({ hits: 1, misses: 2, entries: 1 });
  });

  it('never gives an entry to another end user or site under the same key, nor keeps what it is told not to', async () => {
    const { memo, load } = memoAt();
    await memo.remembered('k', ADA, load('ada’s page'), keep);
    expect(await memo.remembered('k', { siteId: 'site-a', userId: 'bob' }, load('bob’s page'), keep)).toBe(
      'bob’s page',
    );
    expect(await memo.remembered('k', { siteId: 'site-b', userId: 'bob' }, load('b'), () => undefined)).toBe('b');
    expect(await memo.remembered('k', { siteId: 'site-a', userId: 'bob' }, load('again'), keep)).toBe('bob’s page');
  });

  it('keeps nothing longer than its own limit, whatever the page asks', async () => {
    const { memo, clock, load } = memoAt({ maxBytes: 10_000, ttlMs: 5_000 });
    await memo.remembered('k', ADA, load('page'), () => ({ freshForMs: 3_600_000 }));
    clock.now += 5_000;
    expect(await memo.remembered('k', ADA, load('fresh'), keep)).toBe('fresh');
  });

  it('drops a site’s entries, and the entries that read a table, and nothing else', async () => {
    const { memo, load } = memoAt();
    await memo.remembered('a1', ADA, load('a1', ['site-a:local:local:tblProjects']), keep);
    await memo.remembered('a2', ADA, load('a2', ['site-a:local:local:tblClients']), keep);
    await memo.remembered('b1', { siteId: 'site-b', userId: 'bob' }, load('b1'), keep);
    memo.dropDependency('site-a:local:local:tblProjects');
    expect(await memo.remembered('a1', ADA, load('a1 again'), keep)).toBe('a1 again');
    expect(await memo.remembered('a2', ADA, load('x'), keep)).toBe('a2');
    memo.dropSite('site-a');
    expect(await memo.remembered('a2', ADA, load('a2 again'), keep)).toBe('a2 again');
    expect(await memo.remembered('b1', { siteId: 'site-b', userId: 'bob' }, load('x'), keep)).toBe('b1');
  });

  it('does not keep a load that overlapped an invalidation', async () => {
    const { memo, load } = memoAt();
    const overlapping = async () => {
      memo.dropDependency('site-a:local:local:tblProjects');
      return 'before the write';
    };
    await memo.remembered('k', ADA, overlapping, keep);
    expect(await memo.remembered('k', ADA, load('after the write'), keep)).toBe('after the write');
  });

  it('stays within its byte bound, dropping the least recently used, and keeps no entry over a tenth of it', async () => {
    const { memo, load } = memoAt({ maxBytes: 1_000, ttlMs: 60_000 });
    for (let i = 0; i < 20; i += 1) await memo.remembered(`k${i}`, ADA, load('x'.repeat(90)), keep);
    expect(memo.stats().bytes).toBeLessThanOrEqual(1_000);
    expect(memo.stats().entries).toBe(10);
    await memo.remembered('big', ADA, load('y'.repeat(200)), keep);
    expect(await memo.remembered('big', ADA, load('loaded again'), keep)).toBe('loaded again');
  });
});
