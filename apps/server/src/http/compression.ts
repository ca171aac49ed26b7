// Brotli or gzip for API JSON and static files alike, negotiated from Accept-Encoding.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Global: the hook must be on the root so it wraps every route, the 404 handler and static files.
  // @fastify/compress uses brotli quality 4 on the fly, which costs about as much CPU as gzip.
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
