// The bytes of an uploaded file, or a 413 when it went over the size limit.
import type { MultipartFile } from '@fastify/multipart';

/**
 * `toBuffer` checks `truncated` only after each chunk it reads: when the limit cuts the stream on its last chunk,
 * the loop ends first and the short buffer comes back as if whole (a 422 "not a PDF" instead of the 413).
 * The error is @fastify/multipart's own (code and message), answered by the error handler as it is.
 */
export async function fileBytes(file: MultipartFile): Promise<Buffer> {
  const bytes = await file.toBuffer();
  if (file.file.truncated) {
    throw Object.assign(new Error('request file too large'), {
      code: 'FST_REQ_FILE_TOO_LARGE',
      statusCode: 413,
    });
  }
  return bytes;
}
