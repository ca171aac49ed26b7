import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_ASSOCIATION, loadConfig } from '../../config.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { toAssociationSettings } from './association.routes.js';
import { exampleAssociationWarning } from './association-setup.js';

// Over real HTTP with the web app's generated client: the route is public and reads only the config.
describe('GET /v1/settings/association', () => {
  let server: TestApp;
  let client: ApiClient;

  beforeAll(async () => {
    server = await startTestApp({
      config: {
        association: {
          ...EXAMPLE_ASSOCIATION,
          name: 'Zivilgesellschaft sichtbar e.V.',
          address: 'Beispielweg 7, 04109 Leipzig',
          representedBy: 'Alex Beispiel, Kim Muster',
          taxId: 'DE123456789',
          email: 'hallo@zivil.example',
          donateUrl: 'https://pay.example/zivil',
        },
      },
    });
    client = apiClient(server.baseUrl);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers every configured setting in snake_case, with the licence, docs path and client version', async () => {
    const { data, response } = await client.GET('/v1/settings/association');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(data).toEqual({
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
      example_fields: ['code_url', 'translate_url'],
    });
  });

  it('needs no login: a request with a bogus bearer token still gets the settings', async () => {
    const { data, response } = await client.GET('/v1/settings/association', {
      headers: { authorization: 'Bearer not-a-token' },
    });

    expect(response.status).toBe(200);
    expect(data?.name).toBe('Zivilgesellschaft sichtbar e.V.');
  });

  it('is described in the OpenAPI document under the settings tag', async () => {
    const document = await (await fetch(`${server.baseUrl}/api/openapi.json`)).json();
    const operation = document.paths['/v1/settings/association'].get;

    expect(operation.operationId).toBe('getAssociationSettings');
    expect(operation.tags).toEqual(['settings']);
    expect(operation.security ?? []).toEqual([]);
  });
});

// A second server would cost a full migration; the defaults only pass through the mapping.
describe('association settings without ASSOCIATION_* keys', () => {
  it('are the clearly marked example defaults', () => {
    const settings = toAssociationSettings(loadConfig({}).association);

    expect(settings.name).toBe(EXAMPLE_ASSOCIATION.name);
    expect(settings.name).toContain('example');
    expect(settings.tax_id).toContain('example');
    expect(settings.represented_by).toContain('example');
    expect(settings.email).toBe(EXAMPLE_ASSOCIATION.email);
  });
});

describe('example association settings (issue 20)', () => {
  it('are named by field, and the start log asks for their environment keys', () => {
    const config = loadConfig({ ASSOCIATION_NAME: 'Zivilgesellschaft sichtbar e.V.' });
    expect(toAssociationSettings(config.association).example_fields).toEqual([
      'address',
      'represented_by',
      'tax_id',
      'email',
      'donate_url',
      'code_url',
      'translate_url',
    ]);
    const warning = exampleAssociationWarning(config.association);
    expect(warning).toMatch(/^The association's details are example values: set ASSOCIATION_ADDRESS, /);
    expect(warning).toContain('ASSOCIATION_TRANSLATE_URL');
    expect(warning).not.toContain('ASSOCIATION_NAME');
  });

  it('are none once every key is set, and the start log says nothing', () => {
    const config = loadConfig({
      ASSOCIATION_NAME: 'A',
      ASSOCIATION_ADDRESS: 'B',
      ASSOCIATION_REPRESENTED_BY: 'C',
      ASSOCIATION_TAX_ID: 'D',
      ASSOCIATION_EMAIL: 'e@example.net',
      ASSOCIATION_DONATE_URL: 'https://pay.example.net',
      ASSOCIATION_CODE_URL: 'https://code.example.net',
      ASSOCIATION_TRANSLATE_URL: 'https://translate.example.net',
    });
    expect(toAssociationSettings(config.association).example_fields).toEqual([]);
    expect(exampleAssociationWarning(config.association)).toBeUndefined();
  });
});
