import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { EXAMPLE_ASSOCIATION, loadConfig } from '../../config.js';
import { type DatabaseHandle, openDatabase } from '../../db/database.js';

// Over real HTTP on port 0 with a throwaway PGlite: the route is public and reads only the config.
describe('GET /v1/settings/association', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      ASSOCIATION_NAME: 'Zivilgesellschaft sichtbar e.V.',
      ASSOCIATION_ADDRESS: 'Beispielweg 7, 04109 Leipzig',
      ASSOCIATION_REPRESENTED_BY: 'Alex Beispiel, Kim Muster',
      ASSOCIATION_TAX_ID: 'DE123456789',
      ASSOCIATION_EMAIL: 'hallo@zivil.example',
      ASSOCIATION_DONATE_URL: 'https://pay.example/zivil',
    });
    app = await buildApp({ config, db: database.db });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers every configured setting in snake_case, with the licence, docs path and client version', async () => {
    const response = await fetch(`${baseUrl}/v1/settings/association`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      name: 'Zivilgesellschaft sichtbar e.V.',
      address: 'Beispielweg 7, 04109 Leipzig',
      represented_by: 'Alex Beispiel, Kim Muster',
      tax_id: 'DE123456789',
      email: 'hallo@zivil.example',
      donate_url: 'https://pay.example/zivil',
      code_url: EXAMPLE_ASSOCIATION.codeUrl,
      translate_url: EXAMPLE_ASSOCIATION.translateUrl,
      data_licence: 'CC BY-SA 4.0',
      api_docs_url: '/api/docs',
      api_client_version: '3.2.0',
    });
  });

  it('needs no login: an anonymous request with a bogus bearer token still gets the settings', async () => {
    const response = await fetch(`${baseUrl}/v1/settings/association`, {
      headers: { authorization: 'Bearer not-a-token' },
    });

    expect(response.status).toBe(200);
    expect((await response.json()).name).toBe('Zivilgesellschaft sichtbar e.V.');
  });
});

describe('GET /v1/settings/association without ASSOCIATION_* settings', () => {
  it('answers the clearly marked example defaults', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: database.db });
    try {
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const body = await (await fetch(`${baseUrl}/v1/settings/association`)).json();

      expect(body.name).toBe(EXAMPLE_ASSOCIATION.name);
      expect(body.name).toContain('example');
      expect(body.tax_id).toContain('example');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
