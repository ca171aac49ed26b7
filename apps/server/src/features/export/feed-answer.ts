// One export answer (decision 020): the request's conditions against the feed's current ETag, then the text
// from the rendered-feed cache when it was rendered from the same content, rendering only when it was not.
import { etagOf, isUnmodifiedSince, matchingTag } from './export-validators.js';
import type { RenderedFeed, RenderedFeedCache } from './rendered-feed-cache.js';

/** The conditional headers of a GET (RFC 9110 §13.1). */
export interface Conditions {
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
}

export type ExportAnswer =
  | { status: 304; etag: string; lastModified: number | undefined }
  | { status: 200; etag: string; lastModified: number; body: Buffer; isFromCache: boolean };

export interface FeedRequest {
  cache: RenderedFeedCache;
  /** The rendered-feed cache key (export-criteria.ts feedCacheKey). */
  key: string;
  /** The hash of what the text would be rendered from now (export-validators.ts). */
  contentHash: string;
  /** The request's own values, spliced between the parts of the text in this order. */
  splices: readonly string[];
  conditions: Conditions;
  /** Renders the text; returns the hash of what it actually read, which a change in between may have moved. */
  render: () => Promise<{ contentHash: string; parts: readonly string[] }>;
}

export async function answerFeed(request: FeedRequest): Promise<ExportAnswer> {
  const { cache, key, contentHash, splices, conditions } = request;
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
  return {
    status: 200,
    etag: etagOf(feed.contentHash, splices),
    lastModified: feed.lastModified,
    body: joined(feed.parts, splices),
    isFromCache: current !== undefined,
  };
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
    parts: rendered.parts.map((part) => Buffer.from(part, 'utf8')),
  };
  request.cache.put(request.key, feed);
  return feed;
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
