// The rows behind cross-source duplicates (migration 036, decision 048): the candidates of a match, the groups as
// stored, and their replacement.
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { CELLS_PER_DEGREE } from '../../../geo/cells.js';
import { EARTH_RADIUS_KM } from '../../../geo/distance.js';
import { isListed } from '../event-rows.js';
import { distanceKmSql } from '../search/event-filters.js';

/** The name folded as the keyword search folds it (migration 008). */
const foldedName = sql<string>`fold_umlaut_digraphs(lower(immutable_unaccent(e.name)))`;

export interface Candidate {
  eventId: number;
  eventName: string;
  otherId: number;
  otherName: string;
}

/**
 * For each listed event among `ids` with a location, the listed events of another source (or of none) that start on
 * its Europe/Berlin calendar day within `sameplaceKm` of its first location, with both names folded.
 */
export async function findCandidates(
  db: Db,
  ids: readonly number[],
  samePlaceKm: number,
): Promise<Candidate[]> {
  if (ids.length === 0) return [];
  const targets = db
    .selectFrom('events as e')
    .where(isListed)
    .where(sql<boolean>`e.id = any(${[...ids]}::int[])`)
    .where('e.lat', 'is not', null)
    .select(['e.id', 'e.lat', 'e.lon', 'e.organising_source_id', 'e.start_time', foldedName.as('name')]);
  const latDegrees = ((samePlaceKm / EARTH_RADIUS_KM) * 180) / Math.PI;
  const day = sql`date_trunc('day', x.start_time at time zone 'Europe/Berlin')`;
  const minLat = sql`x.lat - ${latDegrees}::float8`;
  const maxLat = sql`x.lat + ${latDegrees}::float8`;
  const minLon = sql`x.lon - ${latDegrees}::float8 / cos(radians(x.lat))`;
  const maxLon = sql`x.lon + ${latDegrees}::float8 / cos(radians(x.lat))`;
  // The cells of the box (geo/cells.ts; it is far smaller than a cell, so its corners' cells are all of them) and
  // the day: the keys of events_listed_cell_start_idx (migration 027), so each event's candidates are that day's
  // events of one to four cells. Without the cells PostgreSQL read the whole index for each event (48 ms each on the
  // 1M database: a source's approval regrouping 5,179 events took 282 s).
  const cell = (value: RawBuilder<unknown>) => sql`floor((${value}) * ${sql.lit(CELLS_PER_DEGREE)})::int`;
  return db
    .selectFrom('events as e')
    .innerJoin(targets.as('x'), (join) =>
      join.on(sql<boolean>`e.id <> x.id
        and e.organising_source_id is distinct from x.organising_source_id
        and ${cell(sql`e.lat`)} = any(array[${cell(minLat)}, ${cell(maxLat)}])
        and ${cell(sql`e.lon`)} = any(array[${cell(minLon)}, ${cell(maxLon)}])
        and e.start_time >= (${day} at time zone 'Europe/Berlin')
        and e.start_time < ((${day} + interval '1 day') at time zone 'Europe/Berlin')
        and e.lat between ${minLat} and ${maxLat}
        and e.lon between ${minLon} and ${maxLon}`),
    )
    .where(isListed)
    .where(
      sql<boolean>`${distanceKmSql({ lat: sql<number>`x.lat`, lon: sql<number>`x.lon` })} <= ${samePlaceKm}`,
    )
    .select(['x.id as eventId', 'x.name as eventName', 'e.id as otherId', foldedName.as('otherName')])
    .execute();
}

export interface GroupRow {
  event_id: number;
  canonical_event_id: number;
}

/** The stored rows of every group that holds one of `ids`. */
export function findGroupsOf(db: Db, ids: readonly number[]): Promise<GroupRow[]> {
  return db
    .selectFrom('event_duplicates')
    .select(['event_id', 'canonical_event_id'])
    .where(({ eb, selectFrom }) =>
      eb(
        'canonical_event_id',
        'in',
        selectFrom('event_duplicates as d')
          .select('d.canonical_event_id')
          .where(sql<boolean>`d.event_id = any(${[...ids]}::int[])`),
      ),
    )
    .execute();
}

/** Those of `ids` that a feed wrote (feed_items.event_id). */
export async function findCrawledEventIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom('feed_items')
    .select('event_id')
    .distinct()
    .where(sql<boolean>`event_id = any(${[...ids]}::int[])`)
    .execute();
  return new Set(rows.flatMap((row) => (row.event_id === null ? [] : [row.event_id])));
}

/**
 * Replaces the group rows of `ids` with `rows`, and raises the row version of `touched` so that their cached JSON
 * (decision 013), which names the other members, is built again. Only row_version changes: updated_at and the
 * triggers that follow a reader's columns (push queue, counts) see no change.
 */
export async function replaceGroups(
  db: Db,
  ids: readonly number[],
  rows: readonly GroupRow[],
  touched: readonly number[],
): Promise<void> {
  await db
    .deleteFrom('event_duplicates')
    .where(sql<boolean>`event_id = any(${[...ids]}::int[])`)
    .execute();
  if (rows.length > 0)
    await db
      .insertInto('event_duplicates')
      .values([...rows])
      .execute();
  if (touched.length > 0) {
    await sql`UPDATE events SET row_version = row_version WHERE id = any(${[...touched]}::int[])`.execute(db);
  }
}
