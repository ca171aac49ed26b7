import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBytes } from './multipart-bytes.js';

// fileBytes on real multipart streams: @fastify/multipart and busboy parse a request body that arrives in chunks
// of our choosing, so the size limit is hit exactly where each case needs it.
const LIMIT = 1_000;
const BOUNDARY = 'multipart-bytes-test';
const HEAD = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="upload.bin"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n',
);
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** The file's bytes (no CR, so busboy never holds one back as a possible boundary). */
const bytes = (length: number, fill = 'x') => Buffer.alloc(length, fill);

/**
 * One file field whose data comes in these chunks: the first carries the part's headers, the last the end. Each
 * chunk is handed over on a later turn of the event loop than the one before, as a network delivers them: by then
 * the server has parsed the chunk before and toBuffer has taken it (both run in promise jobs and ticks, which all
 * finish before the turn ends).
 */
function multipartBody(fileChunks: readonly Buffer[]): Readable {
  const last = fileChunks.length - 1;
  const parts = fileChunks.map((chunk, index) =>
    Buffer.concat([index === 0 ? HEAD : Buffer.alloc(0), chunk, index === last ? TAIL : Buffer.alloc(0)]),
  );
  let next = 0;
  return new Readable({
    read() {
      setImmediate(() => this.push(parts[next++] ?? null));
    },
  });
}

describe('fileBytes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(multipart, { limits: { fileSize: LIMIT, files: 1 } });
    app.post('/upload', async (request) => {
      const file = await request.file();
      if (file === undefined) throw new Error('no file in the form');
      const content = await fileBytes(file);
      return { length: content.length, text: content.toString('latin1') };
    });
    await app.ready();
  });
  afterAll(() => app?.close());

  const upload = (fileChunks: readonly Buffer[]) =>
    app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody(fileChunks),
    });

  it('gives the whole file when it is within the limit, however it is cut', async () => {
    const response = await upload([bytes(600, 'a'), bytes(LIMIT - 600, 'b')]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ length: LIMIT, text: `${'a'.repeat(600)}${'b'.repeat(LIMIT - 600)}` });
  });

  it('answers 413 when the limit is hit on the last chunk, after a chunk that filled it exactly', async () => {
    // The last chunk adds nothing to the stream (all of it is over the limit): toBuffer's loop ends without
    // looking at `truncated` again and returns the first 1,000 bytes as if they were the file.
    const response = await upload([bytes(LIMIT), bytes(1)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'FST_REQ_FILE_TOO_LARGE' });
  });

  it('answers 413 when the limit is hit on an earlier chunk, with more of the file after it', async () => {
    const response = await upload([bytes(600), bytes(600), bytes(600)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'FST_REQ_FILE_TOO_LARGE' });
  });
});
