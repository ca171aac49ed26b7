// Synthetic events for load figures: spread over Germany by postal code (so density follows where
// people live), start times within ±1 year of now, some marches with several locations.
import { createRequire } from 'node:module';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.js';
import { createRandom, integerBetween, pick } from './random.js';

export interface PostalCode {
  zip: string;
  city: string;
  lat: string;
  lon: string;
}

// zip-to-city ships OpenGeoDB's German postal codes (public domain) as plain JSON, one centre each.
export const POSTAL_CODES = createRequire(import.meta.url)('zip-to-city/germany.json') as PostalCode[];

const DAY_MS = 86_400_000;
const QUARTER_HOUR_MS = 900_000;

const EVENT_TYPES = [
  ['Demonstration', 'Demonstration'],
  ['March', 'Aufzug'],
  ['Rally', 'Kundgebung'],
  ['Strike', 'Streik'],
  ['Vigil', 'Mahnwache'],
] as const;
const TOPICS = [
  ['Climate', 'Klima'],
  ['Peace', 'Frieden'],
  ['Housing', 'Wohnen'],
  ['Labour', 'Arbeit'],
  ['Education', 'Bildung'],
  ['Health', 'Gesundheit'],
  ['Transport', 'Verkehr'],
  ['Democracy', 'Demokratie'],
  ['Animal welfare', 'Tierschutz'],
  ['Digital rights', 'Digitale Rechte'],
] as const;
const CAUSES = [
  'fair rents',
  'clean air',
  'safe cycling',
  'better schools',
  'more nurses',
  'open data',
  'peace',
];
const PLACES = ['Marktplatz', 'Rathausplatz', 'Hauptbahnhof', 'Stadtpark', 'Domplatz', 'Schlossplatz'];
const WORDS =
  'gemeinsam together für for gegen against Stadt city Zukunft future Recht right Solidarität solidarity'.split(
    ' ',
  );
const SOURCE_COUNT = 200;

export interface BenchTaxonomy {
  eventTypeIds: number[];
  topicIds: number[];
  sourceIds: number[];
}

/** The rows every event points at: event types, topics, one source type and some sources. */
export async function insertBenchTaxonomy(db: Db): Promise<BenchTaxonomy> {
  const eventTypeIds = (
    await sql<{ id: number }>`
      INSERT INTO event_types (name_en, name_de)
      SELECT * FROM unnest(${EVENT_TYPES.map((t) => t[0])}::text[], ${EVENT_TYPES.map((t) => t[1])}::text[])
      RETURNING id`.execute(db)
  ).rows.map((r) => r.id);
  const topicIds = (
    await sql<{ id: number }>`
      INSERT INTO topics (name_en, name_de)
      SELECT * FROM unnest(${TOPICS.map((t) => t[0])}::text[], ${TOPICS.map((t) => t[1])}::text[])
      RETURNING id`.execute(db)
  ).rows.map((r) => r.id);
  const sourceTypeId = (
    await sql<{ id: number }>`
      INSERT INTO source_types (name_en, name_de, map_marker_color_default, map_marker_color_selected,
                                map_marker_color_past)
      VALUES ('Initiative', 'Initiative', '#1f77b4', '#ff7f0e', '#999999')
      RETURNING id`.execute(db)
  ).rows[0]?.id;
  const sourceIds = (
    await sql<{ id: number }>`
      INSERT INTO sources (name, country, city, source_type_id, description, internal_contact, approval_status)
      SELECT 'Bench source ' || n, 'DE', 'Berlin', ${sourceTypeId}, 'Synthetic source for benchmarks',
             'bench' || n || '@example.org', 'approved'
      FROM generate_series(1, ${SOURCE_COUNT}) AS n
      RETURNING id`.execute(db)
  ).rows.map((r) => r.id);
  return { eventTypeIds, topicIds, sourceIds };
}

interface EventBatch {
  names: string[];
  descriptions: string[];
  shortDescriptions: string[];
  eventTypeIds: number[];
  startTimes: string[];
  endTimes: string[];
  locations: string[];
  rawLocations: string[];
  sourceIds: number[];
  createdAts: string[];
}

function emptyBatch(): EventBatch {
  return {
    names: [],
    descriptions: [],
    shortDescriptions: [],
    eventTypeIds: [],
    startTimes: [],
    endTimes: [],
    locations: [],
    rawLocations: [],
    sourceIds: [],
    createdAts: [],
  };
}

/** One location near a postal code's centre (up to ~1.5 km away), in the shape of the events.locations list. */
function locationNear(random: () => number, postalCode: PostalCode) {
  const lat = Number(postalCode.lat) + (random() - 0.5) * 0.027;
  const lon = Number(postalCode.lon) + (random() - 0.5) * 0.043;
  return {
    geography: { type: 'Point', coordinates: [Number(lon.toFixed(6)), Number(lat.toFixed(6))] },
    country: 'DE',
    city: postalCode.city,
    zip_code: postalCode.zip,
    street: pick(random, PLACES),
    house_number: String(integerBetween(random, 1, 120)),
  };
}

export interface GenerateOptions {
  seed: number;
  now: Date;
}

/** Yields batches of synthetic events, deterministic for a given seed and `now`. */
export function* generateEventBatches(
  total: number,
  batchSize: number,
  taxonomy: BenchTaxonomy,
  options: GenerateOptions,
): Generator<EventBatch> {
  const random = createRandom(options.seed);
  const now = options.now.getTime();
  let batch = emptyBatch();
  for (let i = 0; i < total; i += 1) {
    const postalCode = pick(random, POSTAL_CODES);
    const locations = [locationNear(random, postalCode)];
    // About one event in ten is a march along a route of several places (spec §3: a list of locations).
    if (random() < 0.1) {
      for (let stop = integerBetween(random, 1, 3); stop > 0; stop -= 1) {
        locations.push(locationNear(random, postalCode));
      }
    }
    const start = Math.round((now + (random() * 2 - 1) * 365 * DAY_MS) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
    const cause = pick(random, CAUSES);
    const words = Array.from({ length: integerBetween(random, 20, 60) }, () => pick(random, WORDS)).join(' ');
    batch.names.push(`For ${cause} in ${postalCode.city} #${i + 1}`);
    batch.shortDescriptions.push(`Together for ${cause}`);
    batch.descriptions.push(
      `We meet at ${locations[0]?.street} in ${postalCode.city} for ${cause}. ${words}`,
    );
    batch.eventTypeIds.push(pick(random, taxonomy.eventTypeIds));
    batch.startTimes.push(new Date(start).toISOString());
    batch.endTimes.push(new Date(start + integerBetween(random, 1, 4) * 3_600_000).toISOString());
    batch.locations.push(JSON.stringify(locations));
    batch.rawLocations.push(`${locations[0]?.street}, ${postalCode.zip} ${postalCode.city}`);
    batch.sourceIds.push(pick(random, taxonomy.sourceIds));
    batch.createdAts.push(new Date(start - integerBetween(random, 1, 60) * DAY_MS).toISOString());
    if (batch.names.length === batchSize) {
      yield batch;
      batch = emptyBatch();
    }
  }
  if (batch.names.length > 0) yield batch;
}

/**
 * Inserts one batch with a single statement per table: arrays bound as parameters and unnested
 * (works the same on PGlite and PostgreSQL, and keeps the parameter count fixed at any batch size).
 * Each event gets one or two topics derived from its id.
 */
export async function insertEventBatch(db: Db, batch: EventBatch, topicIds: number[]): Promise<number> {
  await sql`
    WITH inserted AS (
      INSERT INTO events (name, description, short_description, event_type_id, start_time, end_time,
                          locations, raw_location, organising_source_id, created_at)
      SELECT * FROM unnest(
        ${batch.names}::text[], ${batch.descriptions}::text[], ${batch.shortDescriptions}::text[],
        ${batch.eventTypeIds}::int[], ${batch.startTimes}::timestamptz[], ${batch.endTimes}::timestamptz[],
        ${batch.locations}::jsonb[], ${batch.rawLocations}::text[], ${batch.sourceIds}::int[],
        ${batch.createdAts}::timestamptz[])
      RETURNING id
    )
    INSERT INTO event_topics (event_id, topic_id)
    SELECT id, (${topicIds}::int[])[1 + id % ${topicIds.length}] FROM inserted
    UNION
    SELECT id, (${topicIds}::int[])[1 + (id / 3) % ${topicIds.length}] FROM inserted WHERE id % 3 = 0
  `.execute(db);
  return batch.names.length;
}
