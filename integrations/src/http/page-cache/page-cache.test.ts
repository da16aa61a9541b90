import { describe, expect, it } from 'vitest';
import { PageCache, type CachedPage } from './page-cache';

function page(bytes: number, headers: Array<[string, string]> = []): CachedPage {
  const body = Buffer.alloc(bytes, 'a');
  return { status: 200, headers, etag: '"x"', identity: body, gzip: Buffer.alloc(10), br: Buffer.alloc(10) };
}

const meta = (siteId: string, dependencies: string[] = []) => ({
  siteId,
  dependencies,
  freshForMs: 1_000,
  staleForMs: 10_000,
});

describe('PageCache', () => {
  it('answers fresh, then stale, then nothing as time passes', () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1_000_000, now: () => now });
    cache.store('k', {}, page(100), meta('s1'));
    expect(cache.lookup('k', {}).kind).toBe('fresh');
    now = 1_500;
    expect(cache.lookup('k', {}).kind).toBe('stale');
    now = 11_001;
    expect(cache.lookup('k', {}).kind).toBe('miss');
    expect(cache.stats()).toMatchObject({ hits: 1, staleHits: 1, misses: 1, entries: 0, bytes: 0 });
  });

  it('stays under its byte bound, evicting the least recently used', () => {
    const cache = new PageCache({ maxBytes: 10_000, maxEntryBytes: 5_000 });
    for (let i = 0; i < 50; i += 1) cache.store(`k${i}`, {}, page(1_000), meta('s1'));
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(10_000);
    expect(stats.entries).toBeGreaterThan(0);
    expect(stats.evictions).toBe(50 - stats.entries);
    expect(cache.lookup('k49', {}).kind).toBe('fresh');
    expect(cache.lookup('k0', {}).kind).toBe('miss');
  });

  it('keeps a recently read entry over older ones', () => {
    const cache = new PageCache({ maxBytes: 5_000, maxEntryBytes: 5_000 });
    cache.store('a', {}, page(1_000), meta('s1'));
    cache.store('b', {}, page(1_000), meta('s1'));
    cache.lookup('a', {});
    for (let i = 0; i < 2; i += 1) cache.store(`c${i}`, {}, page(1_000), meta('s1'));
    expect(cache.lookup('a', {}).kind).toBe('fresh');
    expect(cache.lookup('b', {}).kind).toBe('miss');
  });

  it('refuses an entry larger than its share and counts it', () => {
    const cache = new PageCache({ maxBytes: 8_000 });
    expect(cache.store('big', {}, page(2_000), meta('s1'))).toBe(false);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, tooLarge: 1 });
  });

  it('drops a site’s pages, and the pages that read a table, and nothing else', () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    cache.store('a/home', {}, page(10), meta('a'));
    cache.store('a/list', {}, page(10), meta('a', ['t:local:base:projects']));
    cache.store('b/list', {}, page(10), meta('b', ['t:local:base:projects', 't:local:base:clients']));
    cache.store('b/home', {}, page(10), meta('b'));
    cache.dropDependency('t:local:base:projects');
    expect(['a/home', 'a/list', 'b/list', 'b/home'].map((k) => cache.lookup(k, {}).kind)).toEqual([
      'fresh',
      'miss',
      'miss',
      'fresh',
    ]);
    cache.dropSite('a');
    expect(cache.lookup('a/home', {}).kind).toBe('miss');
    expect(cache.lookup('b/home', {}).kind).toBe('fresh');
    expect(cache.stats().invalidations).toBe(3);
  });

  it('keeps one variant per value of the request headers a page varies on', () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const varying = (marker: string) => ({
      ...page(10, [
        ['Vary', 'Accept-Encoding, Sec-Fetch-Dest'],
        ['X-Marker', marker],
      ]),
    });
    cache.store('p', { 'sec-fetch-dest': 'iframe' }, varying('framed'), meta('s'));
    cache.store('p', { 'sec-fetch-dest': 'document' }, varying('top'), meta('s'));
    const framed = cache.lookup('p', { 'sec-fetch-dest': 'iframe' });
    const top = cache.lookup('p', { 'sec-fetch-dest': 'document' });
    expect(framed.kind === 'fresh' && framed.entry.headers[1]![1]).toBe('framed');
    expect(top.kind === 'fresh' && top.entry.headers[1]![1]).toBe('top');
    expect(cache.lookup('p', {}).kind).toBe('miss');
    // Vary: * is never stored; Cookie is not a variant (the portal host keeps viewers with cookies out).
    expect(cache.store('q', {}, page(10, [['Vary', '*']]), meta('s'))).toBe(false);
    cache.store('r', { cookie: 'a=1' }, page(10, [['Vary', 'Cookie']]), meta('s'));
    expect(cache.lookup('r', { cookie: 'b=2' }).kind).toBe('fresh');
  });

  it('forgets what a page varied on once its last variant is gone', () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    cache.store('p', { 'sec-fetch-dest': 'iframe' }, page(10, [['Vary', 'Sec-Fetch-Dest']]), meta('s'));
    cache.dropSite('s');
    cache.store('p', {}, page(10), meta('s'));
    expect(cache.lookup('p', { 'sec-fetch-dest': 'iframe' }).kind).toBe('fresh');
    expect(cache.stats().entries).toBe(1);
  });
});
