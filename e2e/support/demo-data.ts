// Finds things in the server's demo data that no public call lists, from the seed's own pure
// generator (apps/server/src/seed): the seed inserts its events in order into an empty table, so
// the event at index i gets id i + 1.
import { buildDemoData } from '../../apps/server/src/seed/demo-data.js';

const DAY_MS = 86_400_000;

export interface DeletedEvent {
  id: number;
  name: string;
}

/**
 * A deleted demo event of an approved source, confirmed by the server answering 410 for it. The
 * demo data depends on the day the server seeded it: today, or yesterday if it started before
 * midnight UTC.
 */
export async function findDeletedEvent(baseUrl: string): Promise<DeletedEvent> {
  const now = Date.now();
  for (const day of [new Date(now), new Date(now - DAY_MS)]) {
    const demo = buildDemoData(day);
    const candidates = demo.events.flatMap((event, index) =>
      event.deleted_at !== null && demo.sources[event.sourceIndex]?.approval_status === 'approved'
        ? [{ id: index + 1, name: event.name }]
        : [],
    );
    for (const candidate of candidates) {
      const response = await fetch(new URL(`/v1/event/${candidate.id}`, baseUrl));
      await response.body?.cancel();
      if (response.status === 410) return candidate;
    }
  }
  throw new Error('no deleted demo event answers 410: has the seed changed how it deletes events?');
}
