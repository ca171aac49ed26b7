import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { openTestDatabase } from '../../db/test-databases.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// The servers below differ in their settings only: they share one database.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase('pglite');
});
afterAll(() => database?.close());

describe('GET /v1/push/vapid-public-key', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ db: database.db });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the key pair generated once into the data folder: a P-256 point for PushManager.subscribe', async () => {
    const response = await fetch(`${server.baseUrl}/v1/push/vapid-public-key`);
    expect(response.status).toBe(200);
    const { public_key } = (await response.json()) as { public_key: string };
    const point = Buffer.from(public_key, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const stored = JSON.parse(await readFile(join(server.config.dataDir, 'vapid-keys.json'), 'utf8'));
    expect(stored.publicKey).toBe(public_key);
  });
});

describe('GET /v1/push/vapid-public-key while Web Push is off', () => {
  let server: TestApp;
  beforeAll(async () => {
    // Several copies on PostgreSQL without configured keys: push stays off instead of differing per copy.
    server = await startTestApp({
      db: database.db,
      config: {
        databaseUrl: 'postgres://unused@127.0.0.1/unused',
        // With DATABASE_URL the access-token secret must be configured too (config.ts).
        auth: { jwtSecret: 'a-test-secret-long-enough-for-hs256-0123456789', accessTokenLifetimeMinutes: 60 },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 404 with the reason', async () => {
    const response = await fetch(`${server.baseUrl}/v1/push/vapid-public-key`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Web Push is not configured' });
  });
});
