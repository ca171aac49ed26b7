// Issue 17 finding 6: bounds on what one client address or account can make the server do — API calls per
// address, anonymous event reports, title image uploads and the pixels an upload may decode to — and the
// operator's per-address allowances for registering and logging in.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { openTestDatabase } from '../db/test-databases.js';
import { TOO_MANY_PIXELS } from '../features/sources/source-title-image.service.js';
import { insertSource, insertTaxonomy } from '../features/sources/sources.test-support.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { createTestUser } from '../test-support/test-users.js';

const TOO_MANY = { detail: 'Too many requests. Please try again later.' };
const defaults = loadConfig({}).limits;

// The servers below differ in their settings only: they share one database.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase('pglite');
});
afterAll(() => database?.close());

describe('API calls per client address', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      db: database.db,
      config: { trustedProxyHops: 1, limits: { ...defaults, publicReadsPerMinute: 3 } },
    });
  });
  afterAll(() => testApp?.close());

  const get = (path: string, address: string) =>
    fetch(`${testApp.baseUrl}${path}`, { headers: { 'x-forwarded-for': address } });

  it('answers 429 with Retry-After past the limit, to that address only, and leaves non-API paths alone', async () => {
    for (let i = 0; i < 3; i++) expect((await get('/v1/topic/', '203.0.113.1')).status).toBe(200);
    const refused = await get('/v1/event/all', '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get('/v1/topic/', '198.51.100.2')).status).toBe(200);
    expect((await get('/api/openapi.json', '203.0.113.1')).status).toBe(200);
  });
});

describe('event reports and title image uploads', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      db: database.db,
      config: { limits: { ...defaults, reportsPerHour: 2, uploadsPerHour: 2 } },
    });
  });
  afterAll(() => testApp?.close());

  it('limits reports per client address, whatever event they name', async () => {
    const report = (eventId: number) =>
      fetch(`${testApp.baseUrl}/v1/event/${eventId}/report`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Wrong place' }),
      });
    expect((await report(999_991)).status).toBe(404);
    expect((await report(999_992)).status).toBe(404);
    const refused = await report(999_993);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(TOO_MANY);
  });

  it('limits uploads per account, and refuses an image of too many pixels before decoding it', async () => {
    const taxonomy = await insertTaxonomy(testApp.db);
    const owner = await createTestUser(testApp.db, testApp.config);
    const sourceId = await insertSource(testApp.db, taxonomy, { adminIds: [owner.user.id] });
    const upload = async (image: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(image)]), 'logo.png');
      return fetch(`${testApp.baseUrl}/v1/source/${sourceId}/title-image`, {
        method: 'POST',
        headers: { authorization: owner.authorization },
        body: form,
      });
    };
    // 5,000 × 5,000: 25 megapixels in a small PNG of one colour.
    const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const tooLarge = await upload(huge);
    expect(tooLarge.status).toBe(422);
    expect(await tooLarge.json()).toEqual({
      detail: [{ loc: ['body', 'file'], msg: TOO_MANY_PIXELS, type: 'value_error' }],
    });
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(small)).status).toBe(200);
    expect((await upload(small)).status).toBe(429);
  });
});

describe('registrations and logins per client address, as the operator sets them', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      db: database.db,
      config: { trustedProxyHops: 1, limits: { ...defaults, registrationsPerHour: 2, loginsPerMinute: 2 } },
    });
  });
  afterAll(() => testApp?.close());

  const post = (path: string, address: string, body: object) =>
    fetch(`${testApp.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  const registration = (name: string) => ({
    username: name,
    email: `${name}@example.org`,
    password: 'long enough password',
    password_confirmation: 'long enough password',
  });

  it('REGISTRATIONS_PER_HOUR counts each address on its own', async () => {
    expect((await post('/v1/user/register', '203.0.113.7', registration('reg-a'))).status).toBe(201);
    expect((await post('/v1/user/register', '203.0.113.7', registration('reg-b'))).status).toBe(201);
    const refused = await post('/v1/user/register', '203.0.113.7', registration('reg-c'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(TOO_MANY);
    expect((await post('/v1/user/register', '198.51.100.7', registration('reg-c'))).status).toBe(201);
  });

  it('LOGINS_PER_MINUTE counts each address on its own', async () => {
    const login = { username: 'nobody-here', password: 'wrong password' };
    expect((await post('/v1/user/get_token', '203.0.113.8', login)).status).toBe(401);
    expect((await post('/v1/user/get_token', '203.0.113.8', login)).status).toBe(401);
    expect((await post('/v1/user/get_token', '203.0.113.8', login)).status).toBe(429);
    expect((await post('/v1/user/get_token', '198.51.100.8', login)).status).toBe(401);
  });
});
