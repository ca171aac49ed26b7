// Test support for the event API tests: the demo data as plain facts, so expectations are computed
// independently of the server (STYLE §6: against real things).
import type { Db } from '../../db/database.js';

/** An independent great-circle distance (spherical law of cosines), not the server's haversine. */
export function kmBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const cos =
    Math.sin(lat1 * rad) * Math.sin(lat2 * rad) +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.cos((lon2 - lon1) * rad);
  return 6371.0088 * Math.acos(Math.min(1, Math.max(-1, cos)));
}

export interface Fact {
  id: number;
  name: string;
  start: number;
  lat: number;
  lon: number;
  typeId: number;
  topicIds: number[];
  /** Public: of an approved source and not deleted. */
  listed: boolean;
  deleted: boolean;
  sourceApproved: boolean;
}

export async function readFacts(db: Db): Promise<Fact[]> {
  const rows = await db
    .selectFrom('events as e')
    .leftJoin('sources as s', 's.id', 'e.organising_source_id')
    .select([
      'e.id',
      'e.name',
      'e.start_time',
      'e.locations',
      'e.event_type_id',
      'e.deleted_at',
      's.approval_status',
    ])
    .execute();
  const links = await db.selectFrom('event_topics').selectAll().execute();
  return rows.map((row) => {
    const [lon, lat] = row.locations[0]?.geography.coordinates ?? [Number.NaN, Number.NaN];
    const sourceApproved = row.approval_status === 'approved';
    return {
      id: row.id,
      name: row.name,
      start: row.start_time.getTime(),
      lat,
      lon,
      typeId: row.event_type_id,
      topicIds: links.filter((l) => l.event_id === row.id).map((l) => l.topic_id),
      listed: sourceApproved && row.deleted_at === null,
      deleted: row.deleted_at !== null,
      sourceApproved,
    };
  });
}

export const byStartThenId = (a: Fact, b: Fact) => a.start - b.start || a.id - b.id;
export const within = (lat: number, lon: number, km: number) => (f: Fact) =>
  kmBetween(lat, lon, f.lat, f.lon) <= km;
