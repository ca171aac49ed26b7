// A JSON answer kept ready and sent many times (map markers, density grids): its text, a strong ETag hashed from
// it, and each compressed variant made on first demand. Sending it answers If-None-Match with 304 and sends the
// kept bytes in the coding the client prefers, so neither JSON.stringify nor compression runs per request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_MIN_BYTES, type Coding, compressOnce } from './compression.js';
import { etagForCoding, etagOf, hashOf, matchingTag, preferredCoding } from './http-validators.js';

export interface PreparedAnswer {
  json: Buffer;
  etag: string;
  variant(coding: Coding): Buffer;
  /** Bytes held: the text and the variants made so far. */
  readonly bytes: number;
}

export function prepareAnswer(value: unknown): PreparedAnswer {
  const text = JSON.stringify(value);
  const json = Buffer.from(text, 'utf8');
  const variants = new Map<Coding, Buffer>();
  let bytes = json.length;
  return {
    json,
    etag: etagOf(hashOf([text]), []),
    variant(coding) {
      let variant = variants.get(coding);
      if (variant === undefined) {
        variant = compressOnce(json, coding);
        variants.set(coding, variant);
        bytes += variant.length;
      }
      return variant;
    },
    get bytes() {
      return bytes;
    },
  };
}

const headerText = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * Sends a prepared answer: its text or a kept compressed variant with the variant's ETag. With `conditional` (GET
 * only: RFC 9110 §13.1.2 has other methods answer a match with 412), a request whose If-None-Match holds the ETag
 * gets 304. `cacheControl` tells caches how long they may keep it.
 */
export function sendPreparedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  { cacheControl, conditional }: { cacheControl?: string; conditional: boolean },
) {
  if (cacheControl !== undefined) reply.header('cache-control', cacheControl);
  reply.header('vary', 'accept-encoding');
  const ifNoneMatch = conditional ? headerText(request.headers['if-none-match']) : undefined;
  const matched = ifNoneMatch === undefined ? undefined : matchingTag(ifNoneMatch, answer.etag);
  if (matched !== undefined) return reply.code(304).header('etag', matched).send();
  const coding =
    answer.json.length >= COMPRESS_MIN_BYTES
      ? preferredCoding(headerText(request.headers['accept-encoding']))
      : undefined;
  reply.type('application/json; charset=utf-8').header('etag', etagForCoding(answer.etag, coding));
  if (coding === undefined) return reply.send(answer.json);
  // Compressed once: @fastify/compress leaves an answer with a Content-Encoding alone.
  return reply.header('content-encoding', coding).send(answer.variant(coding));
}
