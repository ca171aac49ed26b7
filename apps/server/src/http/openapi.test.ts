import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { ValidationErrorSchema } from './error-schemas.js';
import { API_DOCS_PATH, OPENAPI_JSON_PATH, withValidationResponse } from './openapi.js';
import { serializeOpenApiDocument } from './write-openapi.js';

interface Problem {
  ruleId: string;
  severity: string;
  message: string;
}
interface Redocly {
  createConfig(config: object): Promise<unknown>;
  lintFromString(options: { source: string; absoluteRef: string; config: unknown }): Promise<Problem[]>;
}

// Redocly's validator ships with openapi-typescript (apps/web's generator); resolve it from there.
async function loadRedocly(): Promise<Redocly> {
  const requireFromGenerator = createRequire(
    createRequire(new URL('../../../web/package.json', import.meta.url)).resolve(
      'openapi-typescript/package.json',
    ),
  );
  return (await import(requireFromGenerator.resolve('@redocly/openapi-core'))) as Redocly;
}

type Operation = { parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> };
type Document = {
  openapi: string;
  info: { title: string; license: { name: string; url: string } };
  paths: Record<string, Record<string, Operation>>;
};

describe('the OpenAPI document', () => {
  let server: TestApp;
  let document: Document;

  beforeAll(async () => {
    server = await startTestApp();
    const response = await fetch(`${server.baseUrl}${OPENAPI_JSON_PATH}`);
    expect(response.status).toBe(200);
    document = (await response.json()) as Document;
  });
  afterAll(async () => server?.close());

  it('is OpenAPI 3.1 with the title and the data licence', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Assembly Finder API');
    expect(document.info.license).toEqual({
      name: 'CC BY-SA 4.0 (data)',
      url: 'https://creativecommons.org/licenses/by-sa/4.0/',
    });
  });

  it('passes structural validation against the OpenAPI 3.1 specification', async () => {
    const redocly = await loadRedocly();
    const config = await redocly.createConfig({ rules: { struct: 'error' } });
    const problems = await redocly.lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    expect(problems.filter((p) => p.severity === 'error').map((p) => p.message)).toEqual([]);
  });

  it('documents the health and taxonomy calls of spec §7', () => {
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/v1/topic/',
        '/v1/topic/{topic_id}',
        '/v1/event_type/',
        '/v1/event_type/{event_type_id}',
        '/v1/source_type/',
        '/v1/source_type/{source_type_id}',
      ]),
    );
    expect(Object.keys(document.paths['/health']?.get?.responses ?? {})).toEqual(['200', '503']);
  });

  it('documents the 422 answer on every operation that takes input', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
    );
    const takingInput = operations.filter(
      ({ operation }) => (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined,
    );
    expect(takingInput.length).toBeGreaterThan(0);
    for (const { name, operation } of takingInput) expect(operation.responses['422'], name).toBeDefined();
  });

  it('leaves its own plumbing (static files, the docs page) out of the document', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => path.startsWith('/api') || path.includes('*'))).toEqual([]);
  });

  it('serves the reference page at /api/docs', async () => {
    const response = await fetch(`${server.baseUrl}${API_DOCS_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('swagger-ui');
  });
});

describe('withValidationResponse', () => {
  it('adds the 422 schema to routes with input and leaves others and explicit 422s alone', () => {
    const ok = { type: 'object' };
    expect(withValidationResponse({ querystring: ok, response: { 200: ok } })?.response).toEqual({
      200: ok,
      422: ValidationErrorSchema,
    });
    expect(withValidationResponse({ response: { 200: ok } })?.response).toEqual({ 200: ok });
    expect(withValidationResponse({ body: ok, response: { 422: ok } })?.response).toEqual({ 422: ok });
    expect(withValidationResponse({ body: ok, hide: true })?.response).toBeUndefined();
  });
});

describe('serializeOpenApiDocument', () => {
  it('sorts paths and component schemas by name and keeps the order inside a schema', () => {
    const text = serializeOpenApiDocument({
      openapi: '3.1.0',
      paths: { '/v1/topic/': {}, '/health': {} },
      components: { schemas: { Topic: { properties: { name_en: {}, id: {} } }, EventType: {} } },
    });
    const parsed = JSON.parse(text) as {
      paths: object;
      components: { schemas: { Topic: { properties: object } } };
    };
    expect(Object.keys(parsed.paths)).toEqual(['/health', '/v1/topic/']);
    expect(Object.keys(parsed.components.schemas)).toEqual(['EventType', 'Topic']);
    expect(Object.keys(parsed.components.schemas.Topic.properties)).toEqual(['name_en', 'id']);
    expect(text.endsWith('}\n')).toBe(true);
  });
});
