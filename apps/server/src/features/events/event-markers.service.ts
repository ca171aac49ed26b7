// Spec §2 Home: the markers of every public event (upcoming by default) with the colours they need.
import type { Db } from '../../db/database.js';
import { findEventMarkers, findMarkerSourceTypes } from './event-markers.repository.js';
import { EVENT_MARKERS_MAX, type EventMarkers, type EventMarkersQuery } from './event-markers.schemas.js';
import { cachedMarkers } from './event-markers-cache.js';

/** Shared by everyone for a minute (event-markers-cache.ts). */
export function listEventMarkers(
  db: Db,
  query: EventMarkersQuery,
  now: Date = new Date(),
): Promise<EventMarkers> {
  const past = query.past === true;
  return cachedMarkers(db, past ? 'past' : 'upcoming', () => findMarkers(db, past, now), now.getTime());
}

async function findMarkers(db: Db, past: boolean, now: Date): Promise<EventMarkers> {
  const [markers, source_types] = await Promise.all([
    findEventMarkers(db, { past, now, limit: EVENT_MARKERS_MAX }),
    findMarkerSourceTypes(db),
  ]);
  return { source_types, markers };
}
