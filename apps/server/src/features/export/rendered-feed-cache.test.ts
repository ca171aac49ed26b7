import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RenderedFeed, RenderedFeedCache } from './rendered-feed-cache.js';

const feedOf = (bytes: number, contentHash = 'h'): RenderedFeed => ({
  contentHash,
  lastModified: 0,
  sharesLastModified: false,
  parts: [Buffer.alloc(bytes, 'x')],
  variants: new Map(),
});

describe('RenderedFeedCache', () => {
  it('never holds more bytes or entries than its bounds, whatever keys and sizes come', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 12 }),
        fc.array(
          fc.record({ key: fc.string({ maxLength: 30 }), bytes: fc.integer({ min: 0, max: 6_000 }) }),
          {
            maxLength: 200,
          },
        ),
        (maxBytes, maxEntries, puts) => {
          const cache = new RenderedFeedCache(maxBytes, maxEntries);
          for (const { key, bytes } of puts) {
            cache.put(key, feedOf(bytes));
            expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
            expect(cache.size).toBeLessThanOrEqual(maxEntries);
          }
          // The newest put is kept unless it alone is over the bound (256 bytes of overhead, the key in UTF-16).
          const last = puts.at(-1);
          const fits = last && maxEntries > 0 && 256 + last.key.length * 2 + last.bytes <= maxBytes;
          if (last && fits) expect(cache.get(last.key)?.parts[0]?.length).toBe(last.bytes);
          if (last && !fits) expect(cache.get(last.key)).toBeUndefined();
        },
      ),
    );
  });

  it('drops the least recently used entry first: a read counts as a use', () => {
    const cache = new RenderedFeedCache(1_000_000, 2);
    cache.put('a', feedOf(10, 'a'));
    cache.put('b', feedOf(10, 'b'));
    expect(cache.get('a')?.contentHash).toBe('a');
    cache.put('c', feedOf(10, 'c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.contentHash).toBe('a');
    expect(cache.get('c')?.contentHash).toBe('c');
  });

  it('replaces the entry of a key and counts its bytes once', () => {
    const cache = new RenderedFeedCache(1_000_000);
    cache.put('a', feedOf(100, 'old'));
    const once = cache.bytes;
    cache.put('a', feedOf(100, 'new'));
    expect(cache.bytes).toBe(once);
    expect(cache.size).toBe(1);
    expect(cache.get('a')?.contentHash).toBe('new');
  });

  it('counts compressed variants in its bytes, at most four per feed, only for the feed still held', () => {
    const cache = new RenderedFeedCache(10_000);
    const feed = feedOf(1_000);
    cache.put('a', feed);
    const alone = cache.bytes;
    cache.addVariant('a', feed, 'gzip', Buffer.alloc(300));
    cache.addVariant('a', feed, 'gzip', Buffer.alloc(200));
    expect(cache.bytes).toBe(alone + 200);
    for (const name of ['br', 'x1', 'x2', 'x3']) cache.addVariant('a', feed, name, Buffer.alloc(100));
    expect([...feed.variants.keys()]).toEqual(['br', 'x1', 'x2', 'x3']);
    expect(cache.bytes).toBe(alone + 400);
    cache.addVariant('a', feedOf(1_000), 'gzip', Buffer.alloc(100));
    expect(cache.bytes).toBe(alone + 400);
    // A variant that takes the cache over its bound drops least recently used entries, this one last.
    cache.put('b', feedOf(1_000));
    cache.addVariant('a', feed, 'big', Buffer.alloc(8_000));
    expect(cache.get('a')).toBe(feed);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  });

  it('keeps nothing with a bound of 0 bytes, and no feed larger than the bound', () => {
    const none = new RenderedFeedCache(0);
    none.put('a', feedOf(0));
    expect(none.size).toBe(0);
    const small = new RenderedFeedCache(1_000);
    small.put('big', feedOf(2_000));
    expect(small.get('big')).toBeUndefined();
  });
});
