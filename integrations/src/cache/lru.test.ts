import { describe, expect, it, vi } from 'vitest';
import { approximateJsonBytes } from './json-bytes';
import { Lru } from './lru';

function clock(start = 0) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('Lru', () => {
  it('evicts the least recently set entry beyond max', () => {
    const lru = new Lru<number>(2, 60_000);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('b')).toBe(2);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });

  it('counts a read as use, so the entry read last survives', () => {
    const lru = new Lru<number>(2, 60_000);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
  });

  it('counts a re-set as use and replaces the value without growing', () => {
    const lru = new Lru<number>(2, 60_000);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('a', 10);
    lru.set('c', 3);
    expect(lru.size).toBe(2);
    expect(lru.get('a')).toBe(10);
    expect(lru.get('b')).toBeUndefined();
  });

  it('expires entries after the TTL on the injected clock', () => {
    const c = clock(1_000);
    const lru = new Lru<string>(10, 500, c.now);
    lru.set('k', 'v');
    c.advance(499);
    expect(lru.get('k')).toBe('v');
    c.advance(1);
    expect(lru.get('k')).toBeUndefined();
  });

  it('keeps an expired entry readable as stale until it is replaced, deleted or evicted', () => {
    const c = clock(1_000);
    const lru = new Lru<string>(2, 500, c.now);
    lru.set('k', 'v');
    c.advance(600);
    expect(lru.get('k')).toBeUndefined();
    expect(lru.getStale('k')).toBe('v');
    lru.set('k', 'fresh');
    expect(lru.get('k')).toBe('fresh');
    lru.delete('k');
    expect(lru.getStale('k')).toBeUndefined();
    lru.set('old', 'x');
    c.advance(600);
    lru.set('a', 'a');
    lru.set('b', 'b');
    expect(lru.getStale('old')).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it('does not extend the TTL on read, only on set', () => {
    const c = clock();
    const lru = new Lru<string>(10, 500, c.now);
    lru.set('read', 'v');
    lru.set('reset', 'v');
    c.advance(400);
    expect(lru.get('read')).toBe('v');
    lru.set('reset', 'v2');
    c.advance(200);
    expect(lru.get('read')).toBeUndefined();
    expect(lru.get('reset')).toBe('v2');
  });

  it('deletes one key, the entries matching a predicate, or everything', () => {
    const lru = new Lru<{ siteId: string }>(10, 60_000);
    lru.set('acme.localhost', { siteId: 's1' });
    lru.set('www.acme.com', { siteId: 's1' });
    lru.set('other.localhost', { siteId: 's2' });
    lru.set('third.localhost', { siteId: 's3' });

    lru.deleteWhere((value) => value.siteId === 's1');
    expect(lru.get('acme.localhost')).toBeUndefined();
    expect(lru.get('www.acme.com')).toBeUndefined();
    expect(lru.get('other.localhost')).toEqual({ siteId: 's2' });

    lru.deleteWhere((_, key) => key.startsWith('third.'));
    expect(lru.get('third.localhost')).toBeUndefined();
    expect(lru.size).toBe(1);

    lru.delete('other.localhost');
    expect(lru.size).toBe(0);

    lru.set('x', { siteId: 'x' });
    lru.clear();
    expect(lru.get('x')).toBeUndefined();
    expect(lru.size).toBe(0);
  });
});

describe('Lru with a byte budget', () => {
  /** Values are strings; each costs its length in bytes. */
  const byLength = (maxBytes: number, max = 1_000) =>
    new Lru<string>(max, 60_000, Date.now, { maxBytes, sizeOf: (value) => value.length });

  it('stays within its budget through many inserts of mixed sizes and keeps the most recent ones', () => {
    const lru = byLength(1_000);
    for (let i = 0; i < 500; i += 1) {
      lru.set(`k${i}`, 'x'.repeat(1 + ((i * 37) % 200)));
      expect(lru.bytes).toBeLessThanOrEqual(1_000);
    }
    expect(lru.get('k499')).toBe('x'.repeat(1 + ((499 * 37) % 200)));
    expect(lru.get('k0')).toBeUndefined();
    let sum = 0;
    for (let i = 0; i < 500; i += 1) sum += lru.getStale(`k${i}`)?.length ?? 0;
    expect(lru.bytes).toBe(sum);
    expect(lru.stats()).toEqual({ entries: lru.size, bytes: sum, maxBytes: 1_000, evictions: 500 - lru.size });
  });

  it('evicts the least recently used entries until the new one fits', () => {
    const lru = byLength(100);
    lru.set('a', 'a'.repeat(40));
    lru.set('b', 'b'.repeat(40));
    expect(lru.get('a')).toBeDefined();
    lru.set('c', 'c'.repeat(40)); // 120 > 100: b, the least recently used, goes
    expect(lru.getStale('b')).toBeUndefined();
    expect(lru.getStale('a')).toBeDefined();
    expect(lru.bytes).toBe(80);
    lru.set('d', 'd'.repeat(90)); // a and c both go
    expect([...['a', 'c', 'd']].map((k) => lru.getStale(k) !== undefined)).toEqual([false, false, true]);
    expect(lru.bytes).toBe(90);
    expect(lru.stats().evictions).toBe(3);
  });

  it('does not keep an entry larger than the whole budget, and drops the older value under its key', () => {
    const lru = byLength(100);
    lru.set('small', 'x'.repeat(30));
    lru.set('big', 'y'.repeat(50));
    expect(lru.set('big', 'y'.repeat(101))).toBe(false);
    expect(lru.getStale('big')).toBeUndefined();
    expect(lru.get('small')).toBe('x'.repeat(30));
    expect(lru.bytes).toBe(30);
    expect(lru.size).toBe(1);
    expect(lru.set('exact', 'z'.repeat(70))).toBe(true);
    expect(lru.bytes).toBe(100);
  });

  it('counts a replaced value once, at its new size', () => {
    const lru = byLength(100);
    lru.set('a', 'x'.repeat(60));
    lru.set('a', 'x'.repeat(20));
    lru.set('b', 'x'.repeat(70));
    expect(lru.bytes).toBe(90);
    expect(lru.size).toBe(2);
  });

  it('gives bytes back on delete, deleteWhere and clear', () => {
    const lru = byLength(1_000);
    lru.set('s1:a', 'x'.repeat(100));
    lru.set('s1:b', 'x'.repeat(200));
    lru.set('s2:a', 'x'.repeat(300));
    lru.delete('s1:a');
    lru.delete('missing');
    expect(lru.bytes).toBe(500);
    lru.deleteWhere((_, key) => key.startsWith('s1:'));
    expect(lru.bytes).toBe(300);
    lru.clear();
    expect(lru.bytes).toBe(0);
    expect(lru.size).toBe(0);
    // The freed budget is usable again without evictions.
    lru.set('n', 'x'.repeat(1_000));
    expect(lru.stats().evictions).toBe(0);
  });

  it('keeps the entry cap as a second bound', () => {
    const lru = byLength(1_000_000, 3);
    for (const key of ['a', 'b', 'c', 'd']) lru.set(key, key);
    expect(lru.size).toBe(3);
    expect(lru.getStale('a')).toBeUndefined();
    expect(lru.bytes).toBe(3);
  });

  it('serves an expired entry through getStale while it is within the budget, and not after it is evicted', () => {
    let now = 0;
    const lru = new Lru<string>(100, 500, () => now, { maxBytes: 100, sizeOf: (value) => value.length });
    lru.set('k', 'x'.repeat(60));
    now += 600;
    expect(lru.get('k')).toBeUndefined();
    expect(lru.getStale('k')).toBe('x'.repeat(60));
    lru.set('other', 'y'.repeat(60));
    expect(lru.getStale('k')).toBeUndefined();
    expect(lru.getStale('other')).toBe('y'.repeat(60));
  });

  it('measures each value once, when it is set', () => {
    const sizeOf = vi.fn((value: string) => value.length);
    const lru = new Lru<string>(10, 60_000, Date.now, { maxBytes: 100, sizeOf });
    lru.set('a', 'abc');
    for (let i = 0; i < 5; i += 1) lru.get('a');
    lru.getStale('a');
    expect(sizeOf).toHaveBeenCalledTimes(1);
  });

  it('takes a per-entry TTL or expiry', () => {
    let now = 0;
    const lru = new Lru<string>(10, 1_000, () => now);
    lru.set('short', 'v', { ttlMs: 100 });
    lru.set('until', 'v', { expiresAt: 300 });
    lru.set('default', 'v');
    expect(lru.expiresAt('until')).toBe(300);
    now = 200;
    expect([lru.get('short'), lru.get('until'), lru.get('default')]).toEqual([undefined, 'v', 'v']);
    now = 1_000;
    expect([lru.get('until'), lru.get('default')]).toEqual([undefined, undefined]);
  });
});

describe('approximateJsonBytes', () => {
  it('is close to the JSON length of a snapshot-like document', () => {
    const page = (i: number) => ({
      id: `page-${i}`,
      title: `Page ${i} — Überblick`,
      version: 3,
      visible: i % 2 === 0,
      removed: undefined,
      sections: Array.from({ length: 8 }, (_, j) => ({
        type: 'hero',
        props: { heading: `Heading ${j}`, body: 'Lorem ipsum dolor sit amet. '.repeat(j + 1), ratio: 0.375, n: null },
      })),
    });
    const snapshot = { pages: Array.from({ length: 30 }, (_, i) => page(i)), theme: { colour: '#123456' } };
    const exact = JSON.stringify(snapshot).length;
    const estimate = approximateJsonBytes(snapshot);
    expect(Math.abs(estimate - exact) / exact).toBeLessThan(0.02);
    expect(approximateJsonBytes([])).toBe(2);
    expect(approximateJsonBytes({ a: 1, b: 'xy' })).toBe(JSON.stringify({ a: 1, b: 'xy' }).length);
    expect(approximateJsonBytes(null)).toBe(4);
  });
});
