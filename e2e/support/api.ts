// Direct calls to the server under test, for what a journey compares the screens with.
import { expect } from 'vitest';

/** The parts of the API's event object the journeys look at (spec §3 Event). */
export interface WireEvent {
  id: number;
  name: string;
  description: string;
  topic_ids: number[];
  start_time: string;
  organising_source_id: number | null;
  locations: { geography: { coordinates: [lon: number, lat: number] }; city: string | null }[];
}

export async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), { signal: AbortSignal.timeout(15_000) });
  expect(response.status, `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

export async function postJson<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  expect(response.status, `POST ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Upcoming public events around a point, soonest first (spec §7 perimeter-search). */
export function upcomingEventsAround(
  baseUrl: string,
  centre: { lat: number; lon: number },
  radiusKm: number,
  limit = 25,
): Promise<WireEvent[]> {
  return postJson<WireEvent[]>(baseUrl, '/v1/event/perimeter-search', {
    latitude: centre.lat,
    longitude: centre.lon,
    radius_km: radiusKm,
    start_time_start: new Date().toISOString(),
    offset: 0,
    limit,
  });
}

export interface WireTopic {
  id: number;
  name_en: string;
  name_de: string;
}

export interface WireSource {
  id: number;
  name: string;
  city: string;
  description: string;
  topic_ids: number[];
  source_type: { name_en: string; name_de: string };
}
