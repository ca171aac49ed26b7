// One export answer (decision 020): the request's conditions against the feed's current ETag, then the text
// from the rendered-feed cache when it was rendered from the same content, rendering only when it was not.
import { COMPRESS_MIN_BYTES, type Coding, compressOnce } from '../../http/compression.js';
import { etagOf, isUnmodifiedSince, matchingTag } from '../../http/http-validators.js';
import type { RenderedFeed, RenderedFeedCache } from './rendered-feed-cache.js';

/** What the request's headers ask: its conditions (RFC 9110 §13.1) and the coding negotiated for the text. */
export interface FeedRequestHeaders {
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
  coding?: Coding | undefined;
}

export type ExportAnswer =
  | { status: 304; etag: string; lastModified: number | undefined }
  | {
      status: 200;
      etag: string;
      lastModified: number;
      body: Buffer;
      /** The body's Content-Encoding, when compressed here. */
      coding: Coding | undefined;
      isFromCache: boolean;
    };

export interface FeedRequest {
  cache: RenderedFeedCache;
  /** The rendered-feed cache key (export-criteria.ts feedCacheKey). */
  key: string;
  /** The hash of what the text would be rendered from now (http/http-validators.ts). */
  contentHash: string;
  /** The request's own values, spliced between the parts of the text in this order. */
  splices: readonly string[];
  headers: FeedRequestHeaders;
  /** Renders the text; returns the hash of what it actually read, which a change in between may have moved. */
  render: () => Promise<{ contentHash: string; parts: readonly string[] }>;
}

export async function answerFeed(request: FeedRequest): Promise<ExportAnswer> {
  const { cache, key, contentHash, splices, headers: conditions } = request;
  const cached = cache.get(key);
  const current = cached?.contentHash === contentHash ? cached : undefined;
  const etag = etagOf(contentHash, splices);
  // RFC 9110 §13.2.2: If-None-Match decides when present, If-Modified-Since is then ignored.
  if (conditions.ifNoneMatch !== undefined) {
    const matched = matchingTag(conditions.ifNoneMatch, etag);
    if (matched !== undefined) return { status: 304, etag: matched, lastModified: current?.lastModified };
  } else if (
    current !== undefined &&
    !current.sharesLastModified &&
    conditions.ifModifiedSince !== undefined &&
    isUnmodifiedSince(conditions.ifModifiedSince, current.lastModified)
  ) {
    return { status: 304, etag, lastModified: current.lastModified };
  }
  const feed = current ?? (await renderInto(request, cached));
  const sentEtag = etagOf(feed.contentHash, splices);
  const text = joined(feed.parts, splices);
  const coding = text.length >= COMPRESS_MIN_BYTES ? conditions.coding : undefined;
  return {
    status: 200,
    etag: sentEtag,
    lastModified: feed.lastModified,
    body: coding === undefined ? text : compressed(request, feed, text, coding, sentEtag),
    coding,
    isFromCache: current !== undefined,
  };
}

/**
 * The text in the coding, made once per feed and kept beside it (compressing 50 events on every answer cost more
 * than everything else a cache hit does; decision 020).
 */
function compressed(
  request: FeedRequest,
  feed: RenderedFeed,
  text: Buffer,
  coding: Coding,
  etag: string,
): Buffer {
  const name = request.splices.length === 0 ? coding : `${coding} ${etag}`;
  const kept = feed.variants.get(name);
  if (kept !== undefined) return kept;
  const variant = compressOnce(text, coding);
  request.cache.addVariant(request.key, feed, name, variant);
  return variant;
}

async function renderInto(request: FeedRequest, replaced: RenderedFeed | undefined): Promise<RenderedFeed> {
  const rendered = await request.render();
  // Last-Modified is when this server first serves this content (decision 020): a feed also changes when an
  // event leaves it, deleted or hidden, and no listed event's updated_at dates that.
  const lastModified = Math.floor(Date.now() / 1000) * 1000;
  const feed: RenderedFeed = {
    contentHash: rendered.contentHash,
    lastModified,
    sharesLastModified: replaced !== undefined && replaced.lastModified >= lastModified,
    parts: rendered.parts.map(unpooledUtf8),
    variants: new Map(),
  };
  request.cache.put(request.key, feed);
  return feed;
}

/**
 * Buffer.from puts a short text in a shared 8 KB slab, which a cached part would then keep alive whole: the
 * cache's byte bound must count what it holds, so each part gets memory of its own.
 */
function unpooledUtf8(text: string): Buffer {
  const buffer = Buffer.allocUnsafeSlow(Buffer.byteLength(text, 'utf8'));
  buffer.write(text, 'utf8');
  return buffer;
}

function joined(parts: readonly Buffer[], splices: readonly string[]): Buffer {
  if (splices.length === 0 && parts.length === 1 && parts[0] !== undefined) return parts[0];
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    pieces.push(part);
    const splice = splices[index];
    if (splice !== undefined) pieces.push(Buffer.from(splice, 'utf8'));
  });
  return Buffer.concat(pieces);
}
