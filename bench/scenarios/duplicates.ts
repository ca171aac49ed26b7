// Precision and recall of the cross-source duplicate rules (issue 18, decision 048) on the Berlin capture: the police
// list's rows placed where Nominatim put their address (fixtures/sources/geocode-cache-protest-scraper), and
// organisation events built from them: copies with other names, times and positions that should match, and near
// misses that should not (the same assembly another day, the same day 1 km away, another assembly on the same square).
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { isRejected } from '../../apps/server/src/crawl/feed.js';
import { berlinRowToDraft, parseBerlinJson } from '../../apps/server/src/crawl/feeds/berlin.js';
import type { Db } from '../../apps/server/src/db/database.js';
import {
  nameSimilarity,
  SAME_PLACE_KM,
} from '../../apps/server/src/features/events/duplicates/duplicate-rules.js';
import { findCandidates } from '../../apps/server/src/features/events/duplicates/event-duplicates.repository.js';
import { regroupDuplicates } from '../../apps/server/src/features/events/duplicates/event-duplicates.service.js';
import { openBenchDatabase } from '../support/bench-database.js';
import { createRandom, integerBetween, pick } from '../support/random.js';
import type { Scenario } from './scenario.js';

const FIXTURES = new URL('../../../shared/fixtures/sources/', import.meta.url);
const METRES_PER_DEGREE = 111_195;

interface Built {
  name: string;
  lat: number;
  lon: number;
  start: Date;
  /**
   * The police event whose name it was given. It truly is that assembly wherever the police list has it, under
   * that name, on its day at its place (a series is listed once a day: a near miss "another day" may meet it).
   */
  from: number;
  kind: 'copy' | 'other day' | '1 km away' | 'other assembly, same square';
}

function offset(lat: number, lon: number, metres: number, random: () => number) {
  const angle = random() * 2 * Math.PI;
  return {
    lat: lat + (metres * Math.cos(angle)) / METRES_PER_DEGREE,
    lon: lon + (metres * Math.sin(angle)) / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
  };
}

/** How an organisation might name the assembly the police list names `name`. */
function renamed(name: string, random: () => number): string {
  const words = name.split(/\s+/).filter(Boolean);
  const take = words.slice(0, integerBetween(random, 2, Math.min(6, Math.max(2, words.length))));
  return pick(random, [
    () => `Demo: ${take.join(' ')}!`,
    () => `Kundgebung – ${take.join(' ')}`,
    () => take.join(' ').toUpperCase(),
    () => `${words.slice(0, 8).join(' ')} (Aufruf)`,
  ])();
}

async function insertEvent(db: Db, sourceId: number, typeId: number, event: Omit<Built, 'from' | 'kind'>) {
  const { id } = await db
    .insertInto('events')
    .values({
      name: event.name,
      description: '',
      event_type_id: typeId,
      start_time: event.start,
      locations: JSON.stringify([{ geography: { type: 'Point', coordinates: [event.lon, event.lat] } }]),
      organising_source_id: sourceId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function run(args: string[]): Promise<void> {
  const databaseUrl = args.find((arg) => arg.startsWith('postgres'));
  const random = createRandom(18);
  const geocoded = JSON.parse(
    await readFile(new URL('geocode-cache-protest-scraper/geocode.json', FIXTURES), 'utf8'),
  ) as Record<string, { lat: number; lon: number }>;
  const rows = parseBerlinJson(
    await readFile(new URL('berlin-polizei/demodiff-2026-08-17T1825Z/results.json', FIXTURES), 'utf8'),
  );
  const database = await openBenchDatabase({ databaseUrl, keep: false });
  const db = database.handle.db;
  try {
    const { id: typeId } = await db
      .insertInto('event_types')
      .values({ name_en: 'Demonstration', name_de: 'Demonstration' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: sourceTypeId } = await db
      .insertInto('source_types')
      .values({
        name_en: 'Organisation',
        name_de: 'Organisation',
        map_marker_color_default: '#000000',
        map_marker_color_selected: '#000000',
        map_marker_color_past: '#000000',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const source = async (name: string) =>
      (
        await db
          .insertInto('sources')
          .values({
            name,
            country: 'DE',
            city: 'Berlin',
            source_type_id: sourceTypeId,
            description: '',
            internal_contact: `${name}@example.org`,
            approval_status: 'approved',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const policeSource = await source('police');
    const organisationSource = await source('organisation');

    const police: { id: number; name: string; lat: number; lon: number; start: Date }[] = [];
    for (const row of rows) {
      const point = geocoded[`${row.plz} Berlin, ${row.strasse_nr}`];
      const draft = berlinRowToDraft(row, 'https://www.berlin.de/');
      if (!point || isRejected(draft)) continue;
      const event = { name: draft.name, lat: point.lat, lon: point.lon, start: draft.start_time };
      police.push({ id: await insertEvent(db, policeSource, typeId, event), ...event });
    }
    const built: Built[] = [];
    for (const event of police) {
      if (random() < 0.5) {
        built.push({
          name: renamed(event.name, random),
          ...offset(event.lat, event.lon, integerBetween(random, 0, 250), random),
          start: new Date(event.start.getTime() + integerBetween(random, -60, 60) * 60_000),
          from: event.id,
          kind: 'copy',
        });
      }
      const miss = random();
      const other = pick(random, police);
      if (miss < 0.33) {
        built.push({
          ...event,
          name: renamed(event.name, random),
          start: new Date(event.start.getTime() + integerBetween(random, 1, 7) * 86_400_000),
          from: event.id,
          kind: 'other day',
        });
      } else if (miss < 0.66) {
        built.push({
          name: renamed(event.name, random),
          ...offset(event.lat, event.lon, integerBetween(random, 900, 1_500), random),
          start: event.start,
          from: event.id,
          kind: '1 km away',
        });
      } else if (other.name !== event.name) {
        built.push({
          name: renamed(other.name, random),
          ...offset(event.lat, event.lon, integerBetween(random, 0, 150), random),
          start: event.start,
          from: other.id,
          kind: 'other assembly, same square',
        });
      }
    }
    const copies = new Map<number, Built>();
    for (const event of built) copies.set(await insertEvent(db, organisationSource, typeId, event), event);
    const organisationIds = [...copies.keys()];

    const nameOf = new Map(police.map((p) => [p.id, p.name]));
    const isTrue = (organisation: number, policeId: number) =>
      nameOf.get(copies.get(organisation)?.from ?? 0) === nameOf.get(policeId);
    const truePairs = built.filter((b) => b.kind === 'copy').length;
    const candidates = (await findCandidates(db, organisationIds, SAME_PLACE_KM)).filter((c) =>
      copies.has(c.eventId),
    );
    console.log(
      `police events placed: ${police.length}; organisation events: ${built.length} (${truePairs} copies, ` +
        `${built.length - truePairs} near misses); candidates within ${SAME_PLACE_KM * 1000} m on the day: ${candidates.length}`,
    );
    console.log('threshold  predicted  true  precision  recall');
    for (const threshold of [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1]) {
      const predicted = candidates.filter((c) => nameSimilarity(c.eventName, c.otherName) >= threshold);
      const right = predicted.filter((c) => isTrue(c.eventId, c.otherId));
      const found = new Set(right.filter((c) => copies.get(c.eventId)?.kind === 'copy').map((c) => c.eventId))
        .size;
      console.log(
        `${threshold.toFixed(1).padStart(9)}  ${String(predicted.length).padStart(9)}  ${String(right.length).padStart(4)}` +
          `  ${(right.length / Math.max(1, predicted.length)).toFixed(3).padStart(9)}  ${(found / truePairs).toFixed(3).padStart(6)}`,
      );
    }
    const started = performance.now();
    await regroupDuplicates(db, organisationIds);
    const regroupMs = performance.now() - started;
    const grouped = await db
      .selectFrom('event_duplicates as o')
      .innerJoin('event_duplicates as p', 'p.canonical_event_id', 'o.canonical_event_id')
      .select(['o.event_id as organisation', 'p.event_id as police'])
      .where('o.event_id', 'in', organisationIds)
      .where(sql<boolean>`p.event_id <> all(${organisationIds}::int[])`)
      .execute();
    const wrong = grouped.filter((g) => !isTrue(g.organisation, g.police));
    const foundCopies = new Set(
      grouped
        .filter((g) => copies.get(g.organisation)?.kind === 'copy' && isTrue(g.organisation, g.police))
        .map((g) => g.organisation),
    );
    console.log(
      `regroupDuplicates (threshold in use): ${grouped.length} organisation–police links in groups, ${wrong.length} wrong; ` +
        `precision ${((grouped.length - wrong.length) / Math.max(1, grouped.length)).toFixed(3)}, ` +
        `recall ${(foundCopies.size / truePairs).toFixed(3)}; ${regroupMs.toFixed(0)} ms for ${organisationIds.length} events`,
    );
    for (const kind of ['other day', '1 km away', 'other assembly, same square'] as const) {
      const ids = organisationIds.filter((id) => copies.get(id)?.kind === kind);
      const linked = grouped.filter((g) => ids.includes(g.organisation));
      const mistaken = new Set(
        linked.filter((g) => !isTrue(g.organisation, g.police)).map((g) => g.organisation),
      );
      const rightly = new Set(
        linked.filter((g) => isTrue(g.organisation, g.police)).map((g) => g.organisation),
      );
      console.log(
        `  near misses "${kind}": ${ids.length}, linked by mistake: ${mistaken.size}, ` +
          `linked to the same assembly listed there that day: ${rightly.size}`,
      );
    }
    for (const miss of wrong.slice(0, 10)) {
      const copy = copies.get(miss.organisation);
      console.log(
        `  wrong: "${copy?.name}" (${copy?.kind}) ~ "${police.find((p) => p.id === miss.police)?.name}"`,
      );
    }
    const missed = organisationIds.filter((id) => copies.get(id)?.kind === 'copy' && !foundCopies.has(id));
    for (const id of missed.slice(0, 10)) {
      const copy = copies.get(id);
      console.log(`  missed: "${copy?.name}" ~ "${nameOf.get(copy?.from ?? 0)}"`);
    }
  } finally {
    await database.dispose();
  }
}

export const duplicatesScenario: Scenario = {
  name: 'duplicates',
  summary: 'precision and recall of cross-source duplicates on the Berlin capture (issue 18)',
  usage:
    '  [postgres://…]   a PostgreSQL server to create the database on (default: PGlite in a temp folder)',
  run,
};
