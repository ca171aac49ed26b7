// The rows behind GET /v1/event/markers: the few columns a map marker needs, for every public event.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EventMarker } from './event-markers.schemas.js';
import { applyFilters } from './search/event-filters.js';

export interface MarkerQuery {
  /** Upcoming (start ≥ now, soonest first) or past (start < now, most recent first). */
  past: boolean;
  now: Date;
  limit: number;
}

/** Public events with a first location, as marker tuples. */
export async function findEventMarkers(db: Db, query: MarkerQuery): Promise<EventMarker[]> {
  const direction = query.past ? 'desc' : 'asc';
  // The search's filters: listed, each group of duplicates once, upcoming (start ≥ now) or past (start < now).
  const filters = {
    words: [],
    topicIds: [],
    typeIds: [],
    ...(query.past ? { startBefore: query.now } : { startFrom: query.now }),
    collapseDuplicates: true,
  };
  const rows = await applyFilters(db.selectFrom('events as e'), filters)
    .where('e.lat', 'is not', null)
    .where('e.lon', 'is not', null)
    .leftJoin('sources as organiser', 'organiser.id', 'e.organising_source_id')
    .select([
      'e.id',
      'e.lon',
      'e.lat',
      'organiser.source_type_id',
      sql<number>`floor(extract(epoch from e.start_time))::float8`.as('start'),
      'e.name',
    ])
    .orderBy('e.start_time', direction)
    .orderBy('e.id', direction)
    .limit(query.limit)
    .execute();
  return rows.map((row) => [row.id, row.lon ?? 0, row.lat ?? 0, row.source_type_id, row.start, row.name]);
}

export function findMarkerSourceTypes(db: Db) {
  return db
    .selectFrom('source_types')
    .select(['id', 'map_marker_color_default', 'map_marker_color_past'])
    .orderBy('id')
    .execute();
}
