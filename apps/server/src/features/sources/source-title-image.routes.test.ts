import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { TITLE_IMAGE_MAX_SIDE_PX } from './source-title-image.service.js';
import { TITLE_IMAGE_MAX_BYTES } from './sources.schemas.js';
import {
  createRoleUsers,
  insertSource,
  insertTaxonomy,
  type RoleUsers,
  type Taxonomy,
} from './sources.test-support.js';

// Title image upload (spec §5, decision 009) with real images made by sharp and files in disguise.
describe('POST /v1/source/{source_id}/title-image', () => {
  let testApp: TestApp;
  let taxonomy: Taxonomy;
  let users: RoleUsers;
  let png: Buffer;

  beforeAll(async () => {
    testApp = await startTestApp();
    taxonomy = await insertTaxonomy(testApp.db);
    users = await createRoleUsers(testApp.db, testApp.config);
    await insertSource(testApp.db, taxonomy, { adminIds: [users.otherSourceAdmin.user.id] });
    png = await sharp({ create: { width: 64, height: 32, channels: 4, background: '#0a0c' } })
      .png()
      .toBuffer();
  });
  afterAll(() => testApp?.close());

  const auth = (who: keyof RoleUsers) => ({ authorization: users[who].authorization });
  const ownedSource = () =>
    insertSource(testApp.db, taxonomy, { status: 'pending', adminIds: [users.owner.user.id] });
  const upload = (
    sourceId: number,
    content: Buffer | undefined,
    headers: Record<string, string>,
    name = 'logo.png',
  ) => {
    const form = new FormData();
    if (content !== undefined) form.append('file', new Blob([new Uint8Array(content)]), name);
    return fetch(`${testApp.baseUrl}/v1/source/${sourceId}/title-image`, {
      method: 'POST',
      headers,
      body: form,
    });
  };
  const stored = async (sourceId: number) => {
    const row = await testApp.db
      .selectFrom('source_title_images')
      .select(['content', 'mime_type'])
      .where('source_id', '=', sourceId)
      .executeTakeFirst();
    return row && { content: Buffer.from(row.content), mime_type: row.mime_type };
  };

  it.each([
    ['anonymous', 401, undefined],
    ['a plain user', 403, 'plain'],
    ['another source’s administrator', 403, 'otherSourceAdmin'],
    ['the source’s administrator', 200, 'owner'],
    ['a platform admin', 200, 'platformAdmin'],
  ] as const)('answers %s with %i', async (_who, status, role) => {
    const id = await ownedSource();
    const response = await upload(id, png, role ? auth(role) : {});
    expect(response.status).toBe(status);
    expect((await stored(id)) !== undefined).toBe(status === 200);
  });

  it.each([
    ['PNG', (image: Sharp) => image.png()],
    ['JPEG', (image: Sharp) => image.jpeg()],
    ['WebP', (image: Sharp) => image.webp()],
    ['GIF', (image: Sharp) => image.gif()],
  ])('accepts a %s, stores it as WebP and answers the source with its image url', async (_type, encode) => {
    const id = await ownedSource();
    const content = await encode(
      sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } }),
    ).toBuffer();
    const response = await upload(id, content, auth('owner'));
    expect(response.status).toBe(200);
    const source = await response.json();
    expect(source).toMatchObject({
      id,
      has_title_image: true,
      title_image_url: expect.stringContaining(`/v1/source/${id}/title-image?v=`),
    });
    const image = await stored(id);
    expect(image?.mime_type).toBe('image/webp');
    const metadata = await sharp(image?.content).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 40, 30]);
  });

  it('strips EXIF and GPS metadata and applies the orientation before dropping it', async () => {
    const id = await ownedSource();
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#804020' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Secret Photographer', ImageDescription: 'Home address' },
        IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('Secret Photographer');
    expect(before.orientation).toBe(6);

    expect((await upload(id, photo, auth('owner'))).status).toBe(200);
    const image = await stored(id);
    const after = await sharp(image?.content).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(image?.content.toString('latin1')).not.toContain('Secret Photographer');
    // Orientation 6 turns the 40 × 20 picture upright: 20 wide, 40 high.
    expect([after.width, after.height]).toEqual([20, 40]);
  });

  it(`scales a large image down to ${TITLE_IMAGE_MAX_SIDE_PX} px on its longest side`, async () => {
    const id = await ownedSource();
    const large = await sharp({ create: { width: 3200, height: 1000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(id, large, auth('owner'))).status).toBe(200);
    const metadata = await sharp((await stored(id))?.content).metadata();
    expect([metadata.width, metadata.height]).toEqual([TITLE_IMAGE_MAX_SIDE_PX, 500]);
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an HTML page', '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'],
    ['a PHP script', '<?php system($_GET["c"]); ?>'],
    ['a PDF', '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF'],
  ])('refuses %s named logo.png with 422', async (_what, text) => {
    const id = await ownedSource();
    const response = await upload(id, Buffer.from(text), auth('owner'), 'logo.png');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: [{ loc: ['body', 'file'], msg: 'The file is not a supported image', type: 'value_error' }],
    });
    expect(await stored(id)).toBeUndefined();
  });

  it('refuses a file with image magic bytes that does not decode', async () => {
    const id = await ownedSource();
    const truncated = png.subarray(0, 40);
    const response = await upload(id, truncated, auth('owner'));
    expect(response.status).toBe(422);
    expect(await stored(id)).toBeUndefined();
  });

  it('answers 413 for a file over 5 MB and keeps the image it had', async () => {
    const id = await ownedSource();
    expect((await upload(id, png, auth('owner'))).status).toBe(200);
    const before = await stored(id);
    const tooLarge = Buffer.concat([png, Buffer.alloc(TITLE_IMAGE_MAX_BYTES)]);
    const response = await upload(id, tooLarge, auth('owner'));
    expect(response.status).toBe(413);
    expect((await stored(id))?.content).toEqual(before?.content);
  });

  it('answers 422 when no file is sent and 404 for a source that does not exist', async () => {
    const id = await ownedSource();
    const missing = await upload(id, undefined, auth('owner'));
    expect(missing.status).toBe(422);
    expect((await missing.json()).detail).toEqual([
      expect.objectContaining({ loc: ['body', 'file'], msg: 'File missing' }),
    ]);
    expect((await upload(999_999, png, auth('platformAdmin'))).status).toBe(404);
  });

  it('serves a pending source’s image to its administrators only, uncached, and lets it be approved', async () => {
    const id = await ownedSource();
    expect((await upload(id, png, auth('owner'))).status).toBe(200);
    const path = `${testApp.baseUrl}/v1/source/${id}/title-image`;
    expect((await fetch(path)).status).toBe(404);
    expect((await fetch(path, { headers: auth('plain') })).status).toBe(404);
    const own = await fetch(path, { headers: auth('owner') });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const approve = await fetch(
      `${testApp.baseUrl}/v1/source/${id}/approval_status?approval_status=approved`,
      {
        method: 'PUT',
        headers: auth('platformAdmin'),
      },
    );
    expect(approve.status).toBe(200);
    const open = await fetch(path);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
