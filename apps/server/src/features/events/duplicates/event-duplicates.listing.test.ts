import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../../db/test-databases.js';
import { type ApiClient, apiClient } from '../../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import type { TestUser } from '../../../test-support/test-users.js';
import { insertSource } from '../../sources/sources.test-support.js';
import { findEventMarkers } from '../event-markers.repository.js';
import type { EventWriteBody } from '../event-writes.schemas.js';
import { eventBody, insertWriteWorld, type WriteWorld } from '../event-writes.test-support.js';

// Issue 18 "Cross-source duplicates" (decision 048 and its addendum) over real HTTP: the writers that list or unlist
// an event without writing it (a source's approval, a report's hiding, a source's deletion) build its group again,
// and a search shows a copy whenever its canonical event does not answer the search itself.
describe.each(availableEngines())('duplicates as events are listed and unlisted on %s', (engine) => {
  let testApp: TestApp;
  let client: ApiClient;
  let world: WriteWorld;
  /** A third approved source, administered by `otherAdmin`. */
  let thirdSourceId: number;

  beforeAll(async () => {
    testApp = await startTestApp({ engine });
    client = apiClient(testApp.baseUrl);
    world = await insertWriteWorld(testApp.db, testApp.config);
    thirdSourceId = await insertSource(testApp.db, world.taxonomy, { adminIds: [world.otherAdmin.user.id] });
  }, 120_000);
  afterAll(() => testApp?.close());

  /** A day ten days ahead; its hours in UTC, all on one Europe/Berlin day. */
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const at = (hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
  /** One spot per test, 5 km apart, so that each test's searches see its own events only. */
  const spot = (n: number) => ({ lat: 51.3 + n * 0.05, lon: 12.37 });
  /** `metres` north of a spot (one degree of latitude is ~111.2 km). */
  const north = (point: { lat: number; lon: number }, metres: number) => ({
    lat: point.lat + metres / 111_195,
    lon: point.lon,
  });
  const locations = (point: { lat: number; lon: number }): EventWriteBody['locations'] => [
    { geography: { type: 'Point', coordinates: [point.lon, point.lat] }, city: 'Leipzig' },
  ];

  /** The police list's notification, an organisation's call and a second organisation's: one assembly. */
  const police = (point: { lat: number; lon: number }, sourceId: number, hour = 10) =>
    eventBody(world, {
      name: 'Frieden jetzt – Kundgebung gegen Aufrüstung und für Abrüstungsverhandlungen',
      locations: locations(point),
      start_time: at(hour),
      end_time: null,
      organising_source_id: sourceId,
    });
  const organisation = (point: { lat: number; lon: number }, sourceId: number, hour = 11) =>
    eventBody(world, {
      name: 'Frieden jetzt! Gegen Aufrüstung',
      locations: locations(north(point, 150)),
      start_time: at(hour),
      end_time: null,
      organising_source_id: sourceId,
    });
  const secondOrganisation = (point: { lat: number; lon: number }, sourceId: number) =>
    eventBody(world, {
      name: 'Kundgebung: Frieden jetzt',
      locations: locations(north(point, 100)),
      start_time: at(11),
      end_time: null,
      organising_source_id: sourceId,
    });

  async function publish(admin: TestUser, body: EventWriteBody): Promise<number> {
    const { data, response } = await client.POST('/v1/event/new', {
      body,
      headers: { authorization: admin.authorization },
    });
    expect(response.status).toBe(201);
    return data?.id as number;
  }

  // A slow count is cached for a minute (decision 010): each search asks a radius of its own, so it counts afresh.
  let searches = 0;
  async function searched(center: { lat: number; lon: number }, from = at(0), radiusKm = 1) {
    searches += 1;
    const body = {
      latitude: center.lat,
      longitude: center.lon,
      radius_km: radiusKm + searches / 100_000,
      start_time_start: from,
    };
    const page = await client.POST('/v1/event/perimeter-search', { body });
    const count = await client.POST('/v1/event/perimeter-search/count', { body });
    return {
      events: (page.data ?? []).map((e) => [e.id, e.also_published_as.map((o) => o.event_id)]),
      count: count.data?.count,
    };
  }

  const setApproval = (sourceId: number, status: 'approved' | 'pending') =>
    client.PUT('/v1/source/{source_id}/approval_status', {
      params: { path: { source_id: sourceId }, query: { approval_status: status } },
      headers: { authorization: world.platformAdmin.authorization },
    });

  it('the canonical event’s source loses its approval: the copy is listed alone; approved again, one assembly again', async () => {
    const place = spot(0);
    const notified = await publish(world.sourceAdmin, police(place, world.sourceId));
    const called = await publish(world.otherAdmin, organisation(place, world.otherSourceId));
    expect(await searched(place)).toEqual({ events: [[notified, [called]]], count: 1 });

    expect((await setApproval(world.sourceId, 'pending')).response.status).toBe(200);
    expect(await searched(place)).toEqual({ events: [[called, []]], count: 1 });

    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    await testApp.db
      .insertInto('source_title_images')
      .values({ source_id: world.sourceId, content: png, mime_type: 'image/png' })
      .execute();
    expect((await setApproval(world.sourceId, 'approved')).response.status).toBe(200);
    expect(await searched(place)).toEqual({ events: [[notified, [called]]], count: 1 });
  });

  it('a report hides the canonical event of a group of three: the other two are one assembly', async () => {
    const place = spot(1);
    const notified = await publish(world.sourceAdmin, police(place, world.sourceId));
    const called = await publish(world.otherAdmin, organisation(place, world.otherSourceId));
    const alsoCalled = await publish(world.otherAdmin, secondOrganisation(place, thirdSourceId));
    expect(await searched(place)).toEqual({ events: [[notified, [called, alsoCalled]]], count: 1 });

    const report = await testApp.db
      .insertInto('event_reports')
      .values({ event_id: notified, reason: 'Not an assembly' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hidden = await client.POST('/v1/event_report/{report_id}/hide_event', {
      params: { path: { report_id: report.id } },
      headers: { authorization: world.platformAdmin.authorization },
    });
    expect(hidden.response.status).toBe(204);
    expect(await searched(place)).toEqual({ events: [[called, [alsoCalled]]], count: 1 });
  });

  it('the source of the canonical event of a group of three is deleted: the other two are one assembly', async () => {
    const place = spot(2);
    const policeSourceId = await insertSource(testApp.db, world.taxonomy, {
      adminIds: [world.sourceAdmin.user.id],
    });
    const notified = await publish(world.sourceAdmin, police(place, policeSourceId));
    const called = await publish(world.otherAdmin, organisation(place, world.otherSourceId));
    const alsoCalled = await publish(world.otherAdmin, secondOrganisation(place, thirdSourceId));
    expect(await searched(place)).toEqual({ events: [[notified, [called, alsoCalled]]], count: 1 });

    const deleted = await client.DELETE('/v1/source/{source_id}', {
      params: { path: { source_id: policeSourceId } },
      headers: { authorization: world.sourceAdmin.authorization },
    });
    expect(deleted.response.status).toBe(204);
    expect(await searched(place)).toEqual({ events: [[called, [alsoCalled]]], count: 1 });
  });

  it('a search the canonical event does not answer lists the copy: a later start, the edge of the circle', async () => {
    const place = spot(3);
    const notified = await publish(world.sourceAdmin, police(place, world.sourceId, 10));
    const called = await publish(world.otherAdmin, organisation(place, world.otherSourceId, 12));
    expect(await searched(place)).toEqual({ events: [[notified, [called]]], count: 1 });
    // From 11:00 on: the notification (10:00) is not an answer, the call (12:00) is.
    expect(await searched(place, at(11))).toEqual({ events: [[called, [notified]]], count: 1 });
    // A circle that holds the call (150 m north) and not the notification: 300 m north, 200 m wide.
    expect(await searched(north(place, 300), at(0), 0.2)).toEqual({
      events: [[called, [notified]]],
      count: 1,
    });
    // The map's upcoming markers at 11:00 show the call; its past markers, the notification alone.
    const markers = async (past: boolean) =>
      (await findEventMarkers(testApp.db, { past, now: new Date(at(11)), limit: 10_000 }))
        .map(([id]) => id)
        .filter((id) => id === notified || id === called);
    expect(await markers(false)).toEqual([called]);
    expect(await markers(true)).toEqual([notified]);
    // At 09:00 both are upcoming: one marker.
    const before = await findEventMarkers(testApp.db, { past: false, now: new Date(at(9)), limit: 10_000 });
    expect(before.map(([id]) => id).filter((id) => id === notified || id === called)).toEqual([notified]);
  });
});
