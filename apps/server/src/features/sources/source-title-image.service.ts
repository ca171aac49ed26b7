// Spec §3/§5: the title image (logo). Accepted by content, never by file name or declared type, and
// re-encoded so that nothing of the upload but its pixels is stored or served (no EXIF/GPS, no scripts).
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/auth.js';
import { validationError } from '../../http/errors.js';
import { assertCanAdministerSource } from './source-permissions.js';
import { upsertTitleImage } from './source-writes.repository.js';
import type { AdministeredSource } from './sources.schemas.js';
import { getAdministeredSource } from './sources.service.js';

/** Longest side of a stored title image: sharp for a logo on any screen, small enough to load fast. */
export const TITLE_IMAGE_MAX_SIDE_PX = 1600;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
export const NOT_AN_IMAGE = 'The file is not a supported image';
/**
 * Issue 17 finding 6: a 5 MB file can decode to tens of millions of pixels (4 bytes each while sharp works
 * on them). 24 megapixels holds any logo and a phone photo of one; larger ones are refused before decoding.
 */
export const TITLE_IMAGE_MAX_PIXELS = 24_000_000;
export const TOO_MANY_PIXELS = `The image has more than ${TITLE_IMAGE_MAX_PIXELS / 1_000_000} megapixels`;

export async function storeTitleImage(
  db: Db,
  caller: Caller,
  sourceId: number,
  file: MultipartFile | undefined,
): Promise<AdministeredSource> {
  await assertCanAdministerSource(db, caller, sourceId);
  if (file === undefined) throw validationError(['body', 'file'], 'File missing', 'missing');
  // Over the limit, toBuffer throws @fastify/multipart's 413 error, answered as it is.
  const upload = await file.toBuffer();
  await upsertTitleImage(db, sourceId, await reencode(upload));
  return getAdministeredSource(db, sourceId);
}

/** The magic bytes decide; the result is a fresh WebP (transparency kept, a GIF keeps its first frame). */
export async function reencode(upload: Buffer): Promise<{ content: Buffer; mime_type: string }> {
  // libvips is loaded with the first upload, not with the server (~16 MB RSS that most copies never use).
  const { default: sharp } = await import('sharp');
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) throw validationError(['body', 'file'], NOT_AN_IMAGE);
  // The header alone says the size: nothing is decoded for an image that is too large.
  const { width = 0, height = 0 } = await sharp(upload)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > TITLE_IMAGE_MAX_PIXELS) throw validationError(['body', 'file'], TOO_MANY_PIXELS);
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default).
    const content = await sharp(upload, { limitInputPixels: TITLE_IMAGE_MAX_PIXELS })
      .rotate()
      .resize({
        width: TITLE_IMAGE_MAX_SIDE_PX,
        height: TITLE_IMAGE_MAX_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 85 })
      .toBuffer();
    return { content, mime_type: 'image/webp' };
  } catch {
    // Right magic bytes but a body sharp cannot decode (truncated, corrupt): still not an image.
    throw validationError(['body', 'file'], NOT_AN_IMAGE);
  }
}
