import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBody, insertWriteWorld } from '../features/events/event-writes.test-support.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { createTestUser, type TestUser } from '../test-support/test-users.js';
import { storable, type ValidationIssue } from './storable-values.js';

// Found by the OpenAPI fuzzer (issue 17): each of these answered 500.
describe('values PostgreSQL cannot take', () => {
  it('reads numbers nearer 0 than 1e-30 as 1e-30 of their sign, and lists NUL and non-finite values', () => {
    const issues: ValidationIssue[] = [];
    const body = { latitude: 5e-323, longitude: -5e-323, radius_km: 0, list: [2e-323, 1.5] };
    expect(storable(body, ['body'], issues)).toEqual({
      latitude: 1e-30,
      longitude: -1e-30,
      radius_km: 0,
      list: [1e-30, 1.5],
    });
    expect(issues).toEqual([]);
    // Bodies say themselves what their text may hold (the login merge keeps old names with NUL out, listed).
    storable({ name: 'a\u0000b' }, ['body'], issues);
    expect(issues).toEqual([]);
    storable({ alert_name: 'a\u0000b' }, ['path'], issues);
    expect(issues).toEqual([
      { loc: ['path', 'alert_name'], msg: 'Text must not contain NUL characters', type: 'value_error' },
    ]);
    const infinite: ValidationIssue[] = [];
    storable([1, Number.POSITIVE_INFINITY], ['query', 'ids'], infinite);
    expect(infinite).toEqual([
      { loc: ['query', 'ids', 1], msg: 'Input should be a finite number', type: 'value_error' },
    ]);
  });

  describe('over HTTP', () => {
    let testApp: TestApp;
    let user: TestUser;
    beforeAll(async () => {
      testApp = await startTestApp();
      user = await createTestUser(testApp.db, testApp.config);
    });
    afterAll(() => testApp?.close());
    const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${testApp.baseUrl}${path}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    it('searches, polls and exports around a subnormal coordinate (was: 500 "value out of range: underflow")', async () => {
      const search = await send('POST', '/v1/event/perimeter-search', {
        latitude: -5e-323,
        longitude: 1e-320,
        radius_km: 1e-310,
      });
      expect(search.status).toBe(200);
      const poll = await send('POST', '/v1/event/fetch-notifications', {
        latitude: 6e-323,
        longitude: 0,
        radius_km: 5,
      });
      expect(poll.status).toBe(200);
      const feed = await send('GET', '/v1/export/rss/feed?latitude=-3e-323&longitude=0&radius_km=5');
      expect(feed.status).toBe(200);
      const alert = await send(
        'POST',
        '/v1/user/me/alerts',
        { name: 'Tiny', alert_type: 'perimeter', latitude: 7e-323, longitude: -7e-323, radius_km: 2e-323 },
        { authorization: user.authorization },
      );
      expect(alert.status).toBe(201);
    });

    it('creates an event at coordinates of -4.5e-304 and -1.8e-95 (was: 500 "value out of range: underflow")', async () => {
      const world = await insertWriteWorld(testApp.db, testApp.config);
      const body = eventBody(world, {
        locations: [
          { geography: { type: 'Point', coordinates: [-4.518411393894631e-304, -1.7712264603287243e-95] } },
        ],
      });
      const response = await send('POST', '/v1/event/new', body, {
        authorization: world.sourceAdmin.authorization,
      });
      expect(response.status).toBe(201);
    });

    it('answers 422 for NUL in a path value (was: 500 from PostgreSQL)', async () => {
      const response = await send('DELETE', '/v1/user/me/alerts/a%00b', undefined, {
        authorization: user.authorization,
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        detail: [
          { loc: ['path', 'alert_name'], msg: 'Text must not contain NUL characters', type: 'value_error' },
        ],
      });
    });

    it('answers 422 for a query number too large to be finite (was: 500 "invalid input syntax for type bigint")', async () => {
      const response = await send('GET', `/v1/source/?offset=${'9'.repeat(400)}`);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        detail: [{ loc: ['query', 'offset'], msg: 'Input should be a finite number', type: 'value_error' }],
      });
    });
  });
});
