import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../../db/test-databases.js';
import { type ApiClient, apiClient } from '../../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import type { EventWriteBody } from '../event-writes.schemas.js';
import { eventBody, insertWriteWorld, type WriteWorld } from '../event-writes.test-support.js';

// Issue 18 "Cross-source duplicates" (decision 048) over real HTTP: two sources publish one assembly; the event
// pages link them and the searches show it once, until a write pulls them apart.
describe.each(availableEngines())('cross-source duplicates on %s', (engine) => {
  let testApp: TestApp;
  let client: ApiClient;
  let world: WriteWorld;

  beforeAll(async () => {
    testApp = await startTestApp({ engine });
    client = apiClient(testApp.baseUrl);
    world = await insertWriteWorld(testApp.db, testApp.config);
  }, 120_000);
  afterAll(() => testApp?.close());

  const alexanderplatz = { lat: 52.5219, lon: 13.4132 };
  /** `metres` north of Alexanderplatz (one degree of latitude is ~111.2 km). */
  const at = (metres: number): EventWriteBody['locations'] => [
    {
      geography: { type: 'Point', coordinates: [alexanderplatz.lon, alexanderplatz.lat + metres / 111_195] },
      city: 'Berlin',
    },
  ];
  const search = { latitude: alexanderplatz.lat, longitude: alexanderplatz.lon, radius_km: 3 };
  const start = '2026-12-05T13:00:00.000Z';

  async function publish(authorization: string, body: EventWriteBody): Promise<number> {
    const { data, response } = await client.POST('/v1/event/new', { body, headers: { authorization } });
    expect(response.status).toBe(201);
    return data?.id as number;
  }
  const put = (id: number, authorization: string, body: EventWriteBody) =>
    client.PUT('/v1/event/{event_id}', {
      params: { path: { event_id: id } },
      body,
      headers: { authorization },
    });
  const alsoPublishedAs = async (id: number) =>
    (await client.GET('/v1/event/{event_id}', { params: { path: { event_id: id } } })).data
      ?.also_published_as;
  // A slow count is cached for a minute (decision 010): each search asks a radius of its own, so it counts afresh.
  let searches = 0;
  async function searched(keyword?: string) {
    searches += 1;
    const body = {
      ...search,
      radius_km: search.radius_km + searches / 1000,
      start_time_start: '2026-12-01T00:00:00Z',
      ...(keyword ? { keyword } : {}),
    };
    const page = await client.POST('/v1/event/perimeter-search', { body });
    const count = await client.POST('/v1/event/perimeter-search/count', { body });
    return {
      events: (page.data ?? []).map((e) => [e.id, e.also_published_as.map((o) => o.event_id)]),
      count: count.data?.count,
    };
  }

  let police: number;
  let organisation: number;
  const policeBody = () =>
    eventBody(world, {
      name: 'Klimagerechtigkeit jetzt – Kundgebung für eine sozial gerechte Klimapolitik (vom 05.12. bis 05.12.2026)',
      locations: at(0),
      start_time: start,
      end_time: null,
    });
  const organisationBody = (overrides: Partial<EventWriteBody> = {}) =>
    eventBody(world, {
      name: 'Demo: Klimagerechtigkeit jetzt!',
      locations: at(150),
      start_time: '2026-12-05T14:00:00.000Z',
      end_time: null,
      organising_source_id: world.otherSourceId,
      ...overrides,
    });

  it('links the events of two sources at one place on one day with similar names, and searches show one', async () => {
    police = await publish(world.sourceAdmin.authorization, policeBody());
    organisation = await publish(world.otherAdmin.authorization, organisationBody());
    expect(await alsoPublishedAs(police)).toEqual([
      { event_id: organisation, organising_source_id: world.otherSourceId },
    ]);
    expect(await alsoPublishedAs(organisation)).toEqual([
      { event_id: police, organising_source_id: world.sourceId },
    ]);
    // Neither was crawled: the older one stands for the group.
    expect(await searched()).toEqual({ events: [[police, [organisation]]], count: 1 });
  });

  it('an alert poll of the area names the assembly once, from the index as from the SQL; a keyword poll both', async () => {
    const poll = async (event_name?: string) =>
      (
        await client.POST('/v1/event/fetch-notifications', {
          params: { query: {} },
          body: { latitude: search.latitude, longitude: search.longitude, radius_km: 3, event_name },
        })
      ).data?.event_ids;
    // Until the index is loaded the SQL answers (decision 045), then the index.
    expect(await poll()).toEqual([police]);
    await testApp.app.upcomingEvents?.ready();
    expect(await poll()).toEqual([police]);
    expect(await poll('Klimagerechtigkeit')).toEqual([police, organisation]);
  });

  it('a keyword search lists both: the keyword may hold for one copy only', async () => {
    expect((await searched('Klimagerechtigkeit')).events.map(([id]) => id)).toEqual([police, organisation]);
  });

  it('the same source twice, another day, or 1 km away is no duplicate', async () => {
    const sameSource = await publish(
      world.otherAdmin.authorization,
      organisationBody({ locations: at(100) }),
    );
    const otherDay = await publish(
      world.otherAdmin.authorization,
      organisationBody({ start_time: '2026-12-06T14:00:00.000Z' }),
    );
    const farAway = await publish(world.otherAdmin.authorization, organisationBody({ locations: at(1_000) }));
    const otherName = await publish(
      world.otherAdmin.authorization,
      organisationBody({ name: 'Mietenwahnsinn stoppen' }),
    );
    for (const id of [otherDay, farAway, otherName]) expect(await alsoPublishedAs(id)).toEqual([]);
    // The organisation's second copy matches the police one too: one group of three.
    expect(await alsoPublishedAs(sameSource)).toEqual([
      { event_id: police, organising_source_id: world.sourceId },
      { event_id: organisation, organising_source_id: world.otherSourceId },
    ]);
    for (const id of [sameSource, otherDay, farAway, otherName]) {
      await client.DELETE('/v1/event/{event_id}', {
        params: { path: { event_id: id } },
        headers: { authorization: world.otherAdmin.authorization },
      });
    }
    expect(await alsoPublishedAs(police)).toEqual([
      { event_id: organisation, organising_source_id: world.otherSourceId },
    ]);
  });

  it('links events on either side of a corner of the index cells (half a degree each), whichever comes first', async () => {
    const near = (lat: number, lon: number): EventWriteBody['locations'] => [
      { geography: { type: 'Point', coordinates: [lon, lat] }, city: 'Potsdam' },
    ];
    // Each order on a day of its own: the later event finds the earlier one in the cells of its box's corners.
    for (const [southFirst, day] of [
      [true, '2026-12-07'],
      [false, '2026-12-08'],
    ] as const) {
      const southBody = eventBody(world, {
        ...policeBody(),
        locations: near(52.4995, 12.9995),
        start_time: `${day}T13:00:00.000Z`,
      });
      const northBody = organisationBody({
        locations: near(52.5005, 13.0005),
        start_time: `${day}T14:00:00.000Z`,
      });
      const publishSouth = () => publish(world.sourceAdmin.authorization, southBody);
      const publishNorth = () => publish(world.otherAdmin.authorization, northBody);
      const south = southFirst ? await publishSouth() : 0;
      const north = await publishNorth();
      const southLater = southFirst ? south : await publishSouth();
      expect(await alsoPublishedAs(north)).toEqual([
        { event_id: southLater, organising_source_id: world.sourceId },
      ]);
      for (const [id, admin] of [
        [southLater, world.sourceAdmin],
        [north, world.otherAdmin],
      ] as const) {
        await client.DELETE('/v1/event/{event_id}', {
          params: { path: { event_id: id } },
          headers: { authorization: admin.authorization },
        });
      }
    }
  });

  it('an update that moves an event away splits the group; moving back joins it again', async () => {
    expect(
      (await put(organisation, world.otherAdmin.authorization, organisationBody({ locations: at(1_000) })))
        .response.status,
    ).toBe(200);
    expect(await alsoPublishedAs(police)).toEqual([]);
    expect(await alsoPublishedAs(organisation)).toEqual([]);
    expect(await searched()).toEqual({
      events: [
        [police, []],
        [organisation, []],
      ],
      count: 2,
    });
    const back = await put(organisation, world.otherAdmin.authorization, organisationBody());
    expect(back.data?.also_published_as).toEqual([
      { event_id: police, organising_source_id: world.sourceId },
    ]);
    expect((await searched()).count).toBe(1);
  });

  it('a deleted event leaves the group and the other one is found again', async () => {
    const removed = await client.DELETE('/v1/event/{event_id}', {
      params: { path: { event_id: police } },
      headers: { authorization: world.sourceAdmin.authorization },
    });
    expect(removed.response.status).toBe(204);
    expect(await alsoPublishedAs(organisation)).toEqual([]);
    expect(await searched()).toEqual({ events: [[organisation, []]], count: 1 });
    const rows = await testApp.db.selectFrom('event_duplicates').selectAll().execute();
    expect(rows).toEqual([]);
  });
});
