import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../test-support/log-capture.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { AppError, type AppErrorCode, validationError } from './errors.js';

const BODY_LIMIT_BYTES = 4096;

// Test-only routes covering each kind of input the real features take: a JSON body with ranges,
// an enum and a date-time; paging query values; a numeric path id; and the language code.
function registerProbeRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/v1/probe/search',
    {
      schema: {
        body: Type.Object({
          radius_km: Type.Number({ exclusiveMinimum: 0, maximum: 500 }),
          name: Type.Optional(Type.String({ minLength: 1 })),
          kind: Type.Optional(Type.Union([Type.Literal('march'), Type.Literal('strike')])),
          start_time_start: Type.Optional(Type.String({ format: 'date-time' })),
          type_ids: Type.Optional(Type.Array(Type.Integer())),
        }),
      },
    },
    async (request) => ({ received: request.body }),
  );
  app.get(
    '/v1/probe/items/:item_id',
    {
      schema: {
        params: Type.Object({ item_id: Type.Integer({ minimum: 1 }) }),
        querystring: Type.Object({
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
          offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
          address_language: Type.Union([Type.Literal('en'), Type.Literal('de')], { default: 'en' }),
        }),
      },
    },
    async (request) => ({ params: request.params, query: request.query }),
  );
  app.post('/v1/probe/rule', async () => {
    throw validationError(['body', 'end_time'], 'End time must be after the start time');
  });
  app.get<{ Params: { code: AppErrorCode } }>('/v1/probe/app-error/:code', async (request) => {
    throw new AppError(request.params.code, `probe ${request.params.code}`);
  });
  app.get('/v1/probe/crash', async () => {
    throw new Error('connection to postgres://admin:hunter2@db failed');
  });
}

describe('the error contract', () => {
  let server: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    server = await startTestApp({
      config: { logLevel: 'info', bodyLimitBytes: BODY_LIMIT_BYTES },
      logStream: logs.stream,
      routes: registerProbeRoutes,
    });
  });
  afterAll(async () => server?.close());

  const postJson = (path: string, body: string, contentType = 'application/json') =>
    fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });
  const get = (path: string) => fetch(`${server.baseUrl}${path}`);

  async function expectIssues(response: Response, issues: { loc: unknown[]; type: string }[]) {
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { detail: { loc: unknown[]; msg: string; type: string }[] };
    expect(body.detail.map(({ loc, type }) => ({ loc, type }))).toEqual(issues);
    for (const issue of body.detail) expect(issue.msg).toEqual(expect.any(String));
    return body.detail;
  }

  it('accepts valid input and coerces query and path values to their schema types', async () => {
    const response = await get('/v1/probe/items/7?limit=10&address_language=de');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      params: { item_id: 7 },
      query: { limit: 10, offset: 0, address_language: 'de' },
    });
  });

  it('returns 422 json_invalid at the body for malformed JSON', async () => {
    await expectIssues(await postJson('/v1/probe/search', '{"radius_km": 5,'), [
      { loc: ['body'], type: 'json_invalid' },
    ]);
  });

  it('returns 422 for a JSON body that tries prototype pollution', async () => {
    await expectIssues(await postJson('/v1/probe/search', '{"radius_km": 5, "__proto__": {"admin": true}}'), [
      { loc: ['body'], type: 'json_invalid' },
    ]);
  });

  it('returns 422 missing when the JSON body is absent', async () => {
    await expectIssues(await postJson('/v1/probe/search', ''), [{ loc: ['body'], type: 'missing' }]);
    const noBody = await fetch(`${server.baseUrl}/v1/probe/search`, { method: 'POST' });
    await expectIssues(noBody, [{ loc: ['body'], type: 'missing' }]);
  });

  it('returns 422 missing with the field in loc when a required field is absent', async () => {
    const [issue] = await expectIssues(await postJson('/v1/probe/search', '{"name": "x"}'), [
      { loc: ['body', 'radius_km'], type: 'missing' },
    ]);
    expect(issue?.msg).toBe('Field required');
  });

  it('returns 422 float_parsing when radius_km is not a number', async () => {
    await expectIssues(await postJson('/v1/probe/search', '{"radius_km": "far"}'), [
      { loc: ['body', 'radius_km'], type: 'float_parsing' },
    ]);
  });

  it('returns 422 when radius_km is negative or too large', async () => {
    await expectIssues(await postJson('/v1/probe/search', '{"radius_km": -1}'), [
      { loc: ['body', 'radius_km'], type: 'greater_than' },
    ]);
    const [issue] = await expectIssues(await postJson('/v1/probe/search', '{"radius_km": 1e308}'), [
      { loc: ['body', 'radius_km'], type: 'less_than_equal' },
    ]);
    expect(issue?.msg).toBe('Input should be less than or equal to 500');
  });

  it('returns 422 enum listing the allowed values for an unknown enum value', async () => {
    const [issue] = await expectIssues(
      await postJson('/v1/probe/search', '{"radius_km": 2, "kind": "rave"}'),
      [{ loc: ['body', 'kind'], type: 'enum' }],
    );
    expect(issue?.msg).toBe("Input should be 'march' or 'strike'");
  });

  it('locates problems inside arrays by index', async () => {
    await expectIssues(await postJson('/v1/probe/search', '{"radius_km": 2, "type_ids": [1, "x"]}'), [
      { loc: ['body', 'type_ids', 1], type: 'int_parsing' },
    ]);
  });

  it('returns 422 datetime_parsing for a malformed time', async () => {
    await expectIssues(
      await postJson('/v1/probe/search', '{"radius_km": 2, "start_time_start": "tomorrow"}'),
      [{ loc: ['body', 'start_time_start'], type: 'datetime_parsing' }],
    );
  });

  it('returns 422 for negative, huge and non-numeric limit and offset', async () => {
    await expectIssues(await get('/v1/probe/items/1?limit=-5'), [
      { loc: ['query', 'limit'], type: 'greater_than_equal' },
    ]);
    await expectIssues(await get('/v1/probe/items/1?limit=100000'), [
      { loc: ['query', 'limit'], type: 'less_than_equal' },
    ]);
    await expectIssues(await get('/v1/probe/items/1?offset=-1'), [
      { loc: ['query', 'offset'], type: 'greater_than_equal' },
    ]);
    await expectIssues(await get('/v1/probe/items/1?offset=99999999999999999999'), [
      { loc: ['query', 'offset'], type: 'less_than_equal' },
    ]);
    await expectIssues(await get('/v1/probe/items/1?limit=ten'), [
      { loc: ['query', 'limit'], type: 'int_parsing' },
    ]);
    await expectIssues(await get('/v1/probe/items/1?limit=2.5'), [
      { loc: ['query', 'limit'], type: 'int_parsing' },
    ]);
  });

  it('returns 422 enum for an unsupported language code', async () => {
    const [issue] = await expectIssues(await get('/v1/probe/items/1?address_language=fr'), [
      { loc: ['query', 'address_language'], type: 'enum' },
    ]);
    expect(issue?.msg).toBe("Input should be 'en' or 'de'");
  });

  it('returns 422 with a path loc for a malformed id', async () => {
    await expectIssues(await get('/v1/probe/items/abc'), [{ loc: ['path', 'item_id'], type: 'int_parsing' }]);
    await expectIssues(await get('/v1/probe/items/0'), [
      { loc: ['path', 'item_id'], type: 'greater_than_equal' },
    ]);
  });

  it('answers a validation AppError thrown by a service with the same 422 shape', async () => {
    const response = await postJson('/v1/probe/rule', '{}');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      detail: [
        { loc: ['body', 'end_time'], msg: 'End time must be after the start time', type: 'value_error' },
      ],
    });
  });

  it.each([
    ['bad_request', 400],
    ['unauthorized', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['gone', 410],
    ['too_many_requests', 429],
  ] as const)('answers an AppError %s with %i and a detail string', async (code, status) => {
    const response = await get(`/v1/probe/app-error/${code}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ detail: `probe ${code}` });
    if (code === 'unauthorized') expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('answers 413 with a detail string when the body is larger than the limit', async () => {
    const response = await postJson(
      '/v1/probe/search',
      JSON.stringify({ radius_km: 1, name: 'x'.repeat(BODY_LIMIT_BYTES) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'Request body is too large' });
  });

  it('answers 415 for a body type the route does not accept', async () => {
    const response = await postJson('/v1/probe/search', '<radius_km>1</radius_km>', 'application/xml');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ detail: expect.stringMatching(/^Unsupported Media Type/) });
  });

  it('answers 404 JSON for unknown /v1 and /api paths and other methods', async () => {
    for (const [method, path] of [
      ['GET', '/v1/nothing-here'],
      ['POST', '/v1/event/unknown'],
      ['GET', '/api/nothing'],
      ['DELETE', '/v1/probe/items/1'],
    ] as const) {
      const response = await fetch(`${server.baseUrl}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not Found' });
    }
  });

  it('answers a malformed URL with 400 and a detail string', async () => {
    const response = await get('/v1/probe/items/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: expect.any(String) });
  });

  it('hides internals of an unexpected error and logs it with the request id', async () => {
    const response = await get('/v1/probe/crash');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ detail: 'Internal Server Error' });
    expect(text).not.toContain('hunter2');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = logs.lines.find((line) => line.level === 50 && line.reqId === requestId);
    expect(logged?.err?.message).toContain('hunter2');
  });
});
