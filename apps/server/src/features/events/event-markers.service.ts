// Spec §2 Home: the markers of every public event (upcoming by default) with the colours they need.
import type { Db } from '../../db/database.js';
import { type Coding, compressOnce } from '../../http/compression.js';
import { etagOf, hashOf } from '../../http/http-validators.js';
import { findEventMarkers, findMarkerSourceTypes } from './event-markers.repository.js';
import { EVENT_MARKERS_MAX, type EventMarkers, type EventMarkersQuery } from './event-markers.schemas.js';
import { cachedMarkers } from './event-markers-cache.js';

/**
 * The markers as they are sent: the JSON text, its strong ETag, and each compressed variant made on first
 * demand. With 50,000 markers the text is megabytes; writing and compressing it for every visitor of the home
 * page cost more than reading the rows once a minute, so all of it is shared for that minute.
 */
export interface MarkersAnswer {
  json: Buffer;
  etag: string;
  variant(coding: Coding): Buffer;
}

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
    async () => answerOf(await findMarkers(db, past, now)),
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

function answerOf(markers: EventMarkers): MarkersAnswer {
  const text = JSON.stringify(markers);
  const variants = new Map<Coding, Buffer>();
  return {
    json: Buffer.from(text, 'utf8'),
    etag: etagOf(hashOf([text]), []),
    variant(coding) {
      let variant = variants.get(coding);
      if (variant === undefined) {
        variant = compressOnce(this.json, coding);
        variants.set(coding, variant);
      }
      return variant;
    },
  };
}
