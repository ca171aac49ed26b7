// The event search benchmark's cases (event-search.ts): perimeter searches at 1–200 km from big and small cities and a
// rural spot, address and keyword searches, single events and alert polls, each as a bare Kysely call and as the
// HTTP requests autocannon sends.
import type autocannon from 'autocannon';
import type { DatabaseHandle } from '../../apps/server/src/db/database.js';
import type { FetchNotificationsBody } from '../../apps/server/src/features/alerts/fetch-notifications.schemas.js';
import { fetchNotifications } from '../../apps/server/src/features/alerts/fetch-notifications.service.js';
import {
  findPublicEventById,
  findPublicEventPageById,
} from '../../apps/server/src/features/events/events.repository.js';
import {
  resolveAddress,
  toEventPageQuery,
} from '../../apps/server/src/features/events/search/event-query.js';
import { findEventPageBy } from '../../apps/server/src/features/events/search/event-search.repository.js';
import {
  listEvents,
  searchEvents,
} from '../../apps/server/src/features/events/search/event-search.service.js';
import { choosePerimeterPlan } from '../../apps/server/src/features/events/search/perimeter-plan.js';

const RADII_KM = [1, 2, 10, 50, 200] as const;
const KEYWORD_RADII_KM = [50, 500] as const;
/** Where the perimeter searches look, in turn: big and small cities and a rural spot, as users would. */
const CENTERS = [
  { name: 'Berlin', latitude: 52.52, longitude: 13.405 },
  { name: 'Hamburg', latitude: 53.551, longitude: 9.994 },
  { name: 'München', latitude: 48.137, longitude: 11.575 },
  { name: 'Köln', latitude: 50.938, longitude: 6.96 },
  { name: 'Leipzig', latitude: 51.34, longitude: 12.375 },
  { name: 'Freiburg', latitude: 47.999, longitude: 7.842 },
  { name: 'Göttingen', latitude: 51.534, longitude: 9.935 },
  { name: 'Mecklenburg (rural)', latitude: 53.6, longitude: 12.7 },
] as const;
const ADDRESSES = [{ city: 'Leipzig' }, { city: 'Muenchen' }, { zip_code: '50667' }, { city: 'Göttingen' }];

export interface Case {
  name: string;
  /** One bare run through Kysely, cycling through the case's variants with `i`. */
  bare(handle: DatabaseHandle, i: number): Promise<unknown>;
  requests: autocannon.Request[];
}

function postJson(path: string, body: unknown): autocannon.Request {
  return {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

export function buildCases(now: string, eventIds: readonly number[]): Case[] {
  const perimeter = RADII_KM.map<Case>((radius) => {
    const bodies = CENTERS.map(({ latitude, longitude }) => ({
      latitude,
      longitude,
      radius_km: radius,
      start_time_start: now,
      limit: 25,
    }));
    return {
      name: `perimeter ${radius} km`,
      async bare(handle, i) {
        const { latitude, longitude, radius_km, ...rest } = bodies[
          i % bodies.length
        ] as (typeof bodies)[number];
        const query = await toEventPageQuery(handle.db, {
          ...rest,
          perimeter: { latitude, longitude, radius_km },
        });
        return findEventPageBy(handle.db, query, await choosePerimeterPlan(handle.db, query));
      },
      requests: bodies.map((body) => postJson('/v1/event/perimeter-search', body)),
    };
  });
  const addressBodies = ADDRESSES.map((address) => ({ ...address, start_time_start: now, limit: 25 }));
  const address: Case = {
    name: 'address (10 km)',
    async bare(handle, i) {
      const { start_time_start, limit, ...place } = addressBodies[
        i % addressBodies.length
      ] as (typeof addressBodies)[0];
      const circle = await resolveAddress(handle.db, place);
      const query = await toEventPageQuery(handle.db, { start_time_start, limit });
      const withCircle = { ...query, circle };
      return findEventPageBy(handle.db, withCircle, await choosePerimeterPlan(handle.db, withCircle));
    },
    requests: addressBodies.map((body) => postJson('/v1/event/address-search?address_language=de', body)),
  };
  // Not among the targets, measured to show where the remaining costs are.
  const list: Case = {
    name: 'list closest_future + total',
    bare: (handle) => listEvents(handle.db, { mode: 'closest_future', limit: 25 }),
    requests: [postJson('/v1/event/all', { mode: 'closest_future', limit: 25 })],
  };
  // A word in a sixth of all descriptions and in no name: the walk in start order finds its pages (keyword-page.ts).
  const keyword = KEYWORD_RADII_KM.map((radius): Case => {
    const bodies = CENTERS.map(({ latitude, longitude }) => ({
      latitude,
      longitude,
      radius_km: radius,
      keyword: 'Marktplatz',
      start_time_start: now,
      limit: 25,
    }));
    return {
      name: `keyword 'Marktplatz' + ${radius} km`,
      bare(handle, i) {
        const { latitude, longitude, radius_km, ...rest } = bodies[i % bodies.length] as (typeof bodies)[0];
        return searchEvents(handle.db, { ...rest, perimeter: { latitude, longitude, radius_km } });
      },
      requests: bodies.map((body) => postJson('/v1/event/perimeter-search', body)),
    };
  });
  const getEvent: Case = {
    name: 'GET /v1/event/{id}',
    bare: (handle, i) => findPublicEventById(handle.db, eventIds[i % eventIds.length] as number),
    requests: eventIds.map((id) => ({ method: 'GET', path: `/v1/event/${id}` })),
  };
  // Issue 18: the event page's HTML with its own head (page-heads), to compare with GET /v1/event/{id}.
  const eventPage: Case = {
    name: 'GET event page HTML',
    bare: (handle, i) => findPublicEventPageById(handle.db, eventIds[i % eventIds.length] as number),
    requests: eventIds.map((id) => ({ method: 'GET', path: `/de/events/${id}` })),
  };
  return [...perimeter, address, getEvent, eventPage, list, ...keyword, ...notificationCases()];
}

/** The alert polls measured (issue 13): a body per variant, taken in turn, each at most 100 ids, no events. */
export const NOTIFICATION_POLLS: readonly {
  name: string;
  bodies: readonly FetchNotificationsBody[];
  language: 'en' | 'de';
}[] = [
  {
    name: 'perimeter 10 km',
    bodies: CENTERS.map(({ latitude, longitude }) => ({ latitude, longitude, radius_km: 10 })),
    language: 'en',
  },
  { name: 'city', bodies: ADDRESSES, language: 'de' },
  {
    name: "keyword 'Marktplatz' + 50 km",
    bodies: CENTERS.map(({ latitude, longitude }) => ({
      latitude,
      longitude,
      radius_km: 50,
      event_name: 'Marktplatz',
    })),
    language: 'en',
  },
  // A keyword alert of a city (10 km): the walk over few cells, often to the area's end.
  {
    name: "keyword 'Marktplatz' + city",
    bodies: ADDRESSES.map((address) => ({ ...address, event_name: 'Marktplatz' })),
    language: 'de',
  },
];

/**
 * Alert polling (issue 13): fetch-notifications for a 10 km perimeter alert, a city alert and a keyword alert,
 * each at the spec's hourly poll one of very many; the answer is ids only (at most 100), no events.
 */
export function notificationCases(): Case[] {
  return NOTIFICATION_POLLS.map(({ name, bodies, language }) => ({
    name: `notifications ${name}`,
    bare: (handle, i) =>
      fetchNotifications(handle.db, bodies[i % bodies.length] as FetchNotificationsBody, language, {
        crawlIntervalMinutes: 60,
      }),
    requests: bodies.map((body) =>
      postJson(`/v1/event/fetch-notifications?address_language=${language}`, body),
    ),
  }));
}
