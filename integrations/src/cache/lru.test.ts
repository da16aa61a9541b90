import { describe, expect, it } from 'vitest';
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
