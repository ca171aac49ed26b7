// Issue 17 finding 6: offsets up to 10,000,000 let one call walk nearly every event. Pages now end at
// EVENT_OFFSET_MAX with a 422 that says to narrow the search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { EVENT_OFFSET_MAX } from './event-search.schemas.js';

describe('event search offsets', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  const post = (path: string, body: unknown) =>
    fetch(`${testApp.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const near = { latitude: 52.52, longitude: 13.405, radius_km: 5 };

  it.each([
    ['/v1/event/all', {}],
    ['/v1/event/perimeter-search', near],
    ['/v1/event/address-search', { city: 'Berlin' }],
  ])('%s answers 422 past the last page, pointing to narrower criteria', async (path, criteria) => {
    const response = await post(path, { ...criteria, offset: EVENT_OFFSET_MAX + 1 });
    expect(response.status).toBe(422);
    const { detail } = (await response.json()) as { detail: { loc: unknown[]; msg: string; type: string }[] };
    expect(detail).toEqual([
      {
        loc: ['body', 'offset'],
        msg: expect.stringMatching(/less than or equal to 10000: .*Narrow the search/),
        type: 'less_than_equal',
      },
    ]);
  });

  it('answers the last page itself', async () => {
    const response = await post('/v1/event/all', { offset: EVENT_OFFSET_MAX });
    expect(response.status).toBe(200);
  });
});
