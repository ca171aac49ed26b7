// Spec §2 Home: the markers of every public event (upcoming by default) with the colours they need.
import type { Db } from '../../db/database.js';
import { type PreparedAnswer, prepareAnswer } from '../../http/prepared-answer.js';
import { findEventMarkers, findMarkerSourceTypes } from './event-markers.repository.js';
import { EVENT_MARKERS_MAX, type EventMarkers, type EventMarkersQuery } from './event-markers.schemas.js';
import { cachedMarkers } from './event-markers-cache.js';

/**
 * The markers as they are sent (http/prepared-answer.ts). With 50,000 markers the text is megabytes; writing and
 * compressing it for every visitor of the home page cost more than reading the rows once a minute, so all of it
 * is shared for that minute.
 */
export type MarkersAnswer = PreparedAnswer;

/** Shared by everyone for a minute (event-markers-cache.ts). */
export function markersAnswer(
  db: Db,
  query: EventMarkersQuery,
  now: Date = new Date(),
): Promise<MarkersAnswer> {
  const past = query.past === true;
  return cachedMarkers(
    db,
    past ? 'past' : 'upcoming',
    async () => prepareAnswer(await findMarkers(db, past, now)),
    now.getTime(),
  );
}

async function findMarkers(db: Db, past: boolean, now: Date): Promise<EventMarkers> {
  const [markers, source_types] = await Promise.all([
    findEventMarkers(db, { past, now, limit: EVENT_MARKERS_MAX }),
    findMarkerSourceTypes(db),
  ]);
  return { source_types, markers };
}
