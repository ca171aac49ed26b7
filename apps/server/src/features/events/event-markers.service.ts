// Spec §2 Home: the markers of every public event (upcoming by default) with the colours they need.
import type { Db } from '../../db/database.js';
import { findEventMarkers, findMarkerSourceTypes } from './event-markers.repository.js';
import { EVENT_MARKERS_MAX, type EventMarkers, type EventMarkersQuery } from './event-markers.schemas.js';

export async function listEventMarkers(
  db: Db,
  query: EventMarkersQuery,
  now: Date = new Date(),
): Promise<EventMarkers> {
  const [markers, source_types] = await Promise.all([
    findEventMarkers(db, { past: query.past === true, now, limit: EVENT_MARKERS_MAX }),
    findMarkerSourceTypes(db),
  ]);
  return { source_types, markers };
}
