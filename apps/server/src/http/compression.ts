// Brotli or gzip for API JSON and static files alike, negotiated from Accept-Encoding.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** A content coding a client accepts (http-validators.ts preferredCoding). */
export type Coding = 'br' | 'gzip';

/** As @fastify/compress (threshold 1024): a shorter text is sent as it is. */
export const COMPRESS_MIN_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Global: the hook must be on the root so it wraps every route, the 404 handler and static files.
  // @fastify/compress uses brotli quality 4 on the fly, which costs about as much CPU as gzip. An answer of up to
  // 64 KB is compressed in one call (≤ 0.6 ms) instead of through a zlib stream and the thread pool, whose setup and
  // hops cost the 13 KB time series of a year by day ~1.4 ms and ~1 ms of CPU more (issue 16, decision 047); the
  // plugin's default ceiling (8 KB on two cores) counts on idle cores for the stream to overlap with.
  // Answers compressed on the fly are made once and read once (the build's files come precompressed, kept answers
  // use compressOnce): brotli quality 2 instead of the plugin's 4 and gzip level 1 instead of 6. On the 13 KB time
  // series of a year by day: brotli 0.23 instead of 0.55 ms and 1.6 instead of 1.7 KB (quality 2's match finder does
  // better on JSON's repeated keys); gzip about a third of the CPU for 12 % more bytes (decision 047, issue 16).
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 65_536,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 1 },
  });
}

/**
 * A text compressed once for an answer that is kept and sent many times (export feeds, map markers), with a
 * Content-Encoding that @fastify/compress then leaves alone. Brotli at quality 5: made once, read many times.
 */
export function compressOnce(text: Buffer, coding: Coding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
        },
      })
    : gzipSync(text);
}
