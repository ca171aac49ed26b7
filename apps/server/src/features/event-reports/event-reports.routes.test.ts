import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../db/test-databases.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertWriteWorld, type WriteWorld } from '../events/event-writes.test-support.js';

// Issue 15 "Reports": the open reports newest first, dismiss, hide the event. Over real HTTP, both engines;
// who may call them: http/permissions.test.ts.
describe.each(availableEngines())('event reports API on %s', (engine) => {
  let testApp: TestApp;
  let client: ApiClient;
  let world: WriteWorld;
  let headers: { authorization: string };

  beforeAll(async () => {
    testApp = await startTestApp({ engine });
    client = apiClient(testApp.baseUrl);
    world = await insertWriteWorld(testApp.db, testApp.config);
    headers = { authorization: world.platformAdmin.authorization };
  });
  afterAll(() => testApp?.close());

  async function insertEvent(name: string): Promise<number> {
    const { id } = await testApp.db
      .insertInto('events')
      .values({
        name,
        description: 'Candles at dusk.',
        event_type_id: world.eventTypeIds[0],
        locations: JSON.stringify([
          { geography: { type: 'Point', coordinates: [6.96, 50.94] }, city: 'Köln' },
        ]),
        start_time: new Date(Date.now() + 86_400_000),
        organising_source_id: world.sourceId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function report(eventId: number, reason: string, minutesAgo: number): Promise<number> {
    const { id } = await testApp.db
      .insertInto('event_reports')
      .values({ event_id: eventId, reason, created_at: new Date(Date.now() - minutesAgo * 60_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  it('lists open reports newest first; dismissing one leaves its event listed; hiding unlists the event and closes its reports', async () => {
    const spam = await insertEvent('Buy cheap watches');
    const fine = await insertEvent('Vigil for peace');
    const older = await report(spam, 'Advertising, not an assembly', 30);
    const newer = await report(fine, 'Wrong date?', 5);
    const again = await report(spam, 'Spam', 1);
    // A report stored by the public call is listed too.
    const posted = await fetch(`${testApp.baseUrl}/v1/event/${fine}/report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Duplicate of another event' }),
    });
    expect(posted.ok).toBe(true);

    const listed = await client.GET('/v1/event_report/', { headers, params: { query: {} } });
    expect(listed.response.status).toBe(200);
    expect(listed.data?.map((r) => r.reason)).toEqual([
      'Duplicate of another event',
      'Spam',
      'Wrong date?',
      'Advertising, not an assembly',
    ]);
    expect(listed.data?.find((r) => r.id === again)).toMatchObject({
      event_id: spam,
      event_name: 'Buy cheap watches',
      event_hidden: false,
    });

    const dismissed = await client.POST('/v1/event_report/{report_id}/dismiss', {
      headers,
      params: { path: { report_id: newer } },
    });
    expect(dismissed.response.status).toBe(204);
    expect(
      (await client.GET('/v1/event/{event_id}', { params: { path: { event_id: fine } } })).response.status,
    ).toBe(200);

    const hidden = await client.POST('/v1/event_report/{report_id}/hide_event', {
      headers,
      params: { path: { report_id: older } },
    });
    expect(hidden.response.status).toBe(204);
    const gone = await fetch(`${testApp.baseUrl}/v1/event/${spam}`);
    expect(gone.status).toBe(410);
    const after = await client.GET('/v1/event_report/', { headers, params: { query: {} } });
    expect(after.data?.map((r) => r.reason)).toEqual(['Duplicate of another event']);

    const missing = await client.POST('/v1/event_report/{report_id}/dismiss', {
      headers,
      params: { path: { report_id: 999_999 } },
    });
    expect(missing.response.status).toBe(404);
  });
});
