// Rendered export feeds kept in memory per criteria and language (decision 020), so a thousand subscribers of
// one alert's feed cost one render. Bounded by bytes and by entries, the least recently used dropped first: any
// number of distinct criteria cannot grow it past its bound. Each server copy keeps its own; the ETag, not this
// cache, decides what is current, so nothing has to be shared between copies.

/** One rendered feed: what it was rendered from, since when this server serves it, and its text. */
export interface RenderedFeed {
  /** Hash of everything the text depends on but the request's own values (see http/http-validators.ts). */
  contentHash: string;
  /** Milliseconds, whole seconds: when this server first rendered this content for this key (Last-Modified). */
  lastModified: number;
  /**
   * The version it replaced has the same Last-Modified second, so If-Modified-Since cannot tell the two apart:
   * such a request gets the text, never a 304 (If-None-Match still can).
   */
  sharesLastModified: boolean;
  /** UTF-8 text in parts; the request's own values (RSS: title, self link) go between them. */
  parts: readonly Buffer[];
  /** Compressed answers made from it, by coding (and, for RSS, the answer's ETag); added by addVariant. */
  variants: Map<string, Buffer>;
}

/** A cache entry's bookkeeping beside its text: the key, the Map slot, the object headers. */
const ENTRY_OVERHEAD_BYTES = 256;
/** However large the byte bound, no more entries than this (a Map of many tiny feeds costs too). */
export const FEED_CACHE_ENTRIES_MAX = 20_000;
/** Compressed answers kept per feed: brotli and gzip of the text, or of a few RSS titles' answers. */
const VARIANTS_PER_FEED_MAX = 4;

export class RenderedFeedCache {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  private readonly entries = new Map<string, { feed: RenderedFeed; bytes: number }>();
  private heldBytes = 0;

  /** `maxBytes` 0 keeps nothing: every answer that is not a 304 renders. */
  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number = FEED_CACHE_ENTRIES_MAX,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Bytes counted for the entries held: their text, their key and a fixed overhead each. */
  get bytes(): number {
    return this.heldBytes;
  }

  get(key: string): RenderedFeed | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.feed;
  }

  /** Keeps `feed` under `key` in place of what was there; a feed larger than the whole bound is not kept. */
  put(key: string, feed: RenderedFeed): void {
    this.delete(key);
    const bytes =
      ENTRY_OVERHEAD_BYTES + key.length * 2 + feed.parts.reduce((sum, part) => sum + part.length, 0);
    if (bytes > this.maxBytes || this.maxEntries === 0) return;
    this.entries.set(key, { feed, bytes });
    this.heldBytes += bytes;
    this.shrink();
  }

  /** Keeps a compressed answer beside the feed under `key`, if that feed is still the one held there. */
  addVariant(key: string, feed: RenderedFeed, name: string, variant: Buffer): void {
    const entry = this.entries.get(key);
    if (entry?.feed !== feed) return;
    // Just used: the most recently used entry, dropped last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    const resize = (delta: number) => {
      entry.bytes += delta;
      this.heldBytes += delta;
    };
    resize(-(feed.variants.get(name)?.length ?? 0));
    feed.variants.delete(name);
    feed.variants.set(name, variant);
    resize(variant.length);
    for (const [oldest, buffer] of feed.variants) {
      if (feed.variants.size <= VARIANTS_PER_FEED_MAX) break;
      feed.variants.delete(oldest);
      resize(-buffer.length);
    }
    this.shrink();
  }

  /** Drops the least recently used entries until both bounds hold. */
  private shrink(): void {
    for (const oldest of this.entries.keys()) {
      if (this.heldBytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
  }
}
