// HTTP validators of answers kept ready (export feeds, map markers; decision 020, RFC 9110 §8.8 and §13): a
// strong ETag hashed from what the text is made from, and the evaluation of If-None-Match and If-Modified-Since.
import { createHash } from 'node:crypto';

/** A hash of the parts, in order; 27 base64url characters (162 bits). */
export function hashOf(parts: readonly string[]): string {
  const hash = createHash('sha256');
  // The length before each part: ['ab', 'c'] and ['a', 'bc'] must not hash alike.
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('base64url').slice(0, 27);
}

/**
 * The ETag of one answer: the content's hash, plus the request's own values spliced into the text (RSS: the
 * title and the self link), so two answers with different bytes never share a strong ETag.
 */
export function etagOf(contentHash: string, splices: readonly string[]): string {
  return `"${splices.length === 0 ? contentHash : hashOf([contentHash, ...splices])}"`;
}

// @fastify/compress leaves the ETag alone. A strong ETag names one sequence of bytes, so the compressed
// variants get their own (RFC 9110 §8.8.3): "<hash>-br", "<hash>-gzip". Clients send them back as they got them.
const CODING_SUFFIX = /-(?:br|gzip)"$/;

/** The ETag of the variant sent with `contentEncoding` (the Content-Encoding header's value, if any). */
export function etagForCoding(etag: string, contentEncoding: unknown): string {
  return contentEncoding === 'br' || contentEncoding === 'gzip'
    ? `${etag.slice(0, -1)}-${contentEncoding}"`
    : etag;
}

/**
 * If-None-Match against the current ETag, by the weak comparison RFC 9110 §13.1.2 asks for, any coding
 * variant of it included. Returns the tag that matched (as the 304 must name the variant the client holds),
 * or undefined.
 */
export function matchingTag(ifNoneMatch: string, etag: string): string | undefined {
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return etag;
    if (tag.replace(CODING_SUFFIX, '"') === etag) return tag;
  }
  return undefined;
}

/** RFC 9110 §13.1.3: true when the date is valid and the content was last modified at or before it. */
export function isUnmodifiedSince(ifModifiedSince: string, lastModified: number): boolean {
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && lastModified <= since;
}

/**
 * The coding to compress an answer with, from Accept-Encoding: brotli before gzip, as @fastify/compress
 * chooses (http/compression.ts), a quality of 0 refusing one, '*' accepting both.
 */
export function preferredCoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}
