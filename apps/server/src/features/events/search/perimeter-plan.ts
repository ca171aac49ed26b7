// Chooses how a perimeter search ordered by start time reads its rows (DESIGN §5: "radius + time ordering is
// the hard case: a plan that is fast at 2 km can be slow at 50 km and the reverse").
//
// - 'box': read every upcoming event in the circle's box from (lat, lon, start_time), then sort. Cost grows
//   with the number of events in the box: right for small or sparsely populated circles.
// - 'time': walk (start_time, lat, lon) from the start bound, checking the box inside the index, and stop at
//   the first page of matches. Cost grows with 1 / the share of events inside the box: right for circles
//   that hold many events.
//
// The planner cannot tell the two apart (it multiplies the lat and lon selectivities, so it sees no
// difference between the North Sea and Berlin at the same latitude and longitude), so the share is measured:
// among the next SAMPLE_SIZE events in start order, how many fall in the box. That is one index-only read
// of a fixed size, so the choice costs the same anywhere (decision 012 has the figures). How densely a place is
// populated with events changes slowly, so a choice is remembered for PLAN_TTL_MS per rounded box.
import type { Db } from '../../../db/database.js';
import type { BoundingBox } from '../../../geo/distance.js';
import type { EventPageQuery } from './event-query.js';
import { countSampleInBox } from './perimeter-sample.repository.js';

export type BoxAccess = 'box' | 'time';

export const SAMPLE_SIZE = 5_000;
/** Fewer hits than this say too little about the share (a smaller sample misled in a small circle). */
const MIN_HITS = 10;
const PLAN_TTL_MS = 10 * 60_000;
const PLAN_CACHE_MAX = 10_000;
const HOUR_MS = 3_600_000;
/**
 * The 'time' plan reads an index entry far faster than 'box' fetches and sorts a row (decision 012). Below this
 * many entries 'time' is about as fast as 'box' gets for a box sparse enough to fail the test; above it, the box
 * holds few enough of the upcoming events that 'box' is faster.
 */
const TIME_PLAN_MAX_ENTRIES = 20_000;

/**
 * 'time' when the sample shows the page will be found within TIME_PLAN_MAX_ENTRIES index entries. A window
 * smaller than the sample was read whole, so the same rule holds for it.
 */
export function chooseFromSample(hits: number, sampled: number, wanted: number): BoxAccess {
  if (hits < MIN_HITS) return 'box';
  // Entries the time plan reads ≈ wanted × sampled / hits.
  return hits * TIME_PLAN_MAX_ENTRIES >= wanted * sampled ? 'time' : 'box';
}

/** Whether the plan matters: a perimeter search in start order without keyword (that one ranks otherwise). */
export function isTimeOrderedPerimeter(query: EventPageQuery): boolean {
  return query.circle !== undefined && query.words.length === 0 && query.order.column === 'start_time';
}

interface RememberedPlan {
  access: BoxAccess;
  expiresAt: number;
}

// Per database handle, like the count cache: two apps in one process never share choices.
const remembered = new WeakMap<Db, Map<string, RememberedPlan>>();

/** Same box to ~1 km, same kind of time bound to the hour, same page depth: same choice. */
function planKey(query: EventPageQuery, box: BoundingBox): string {
  const hour = (date: Date | undefined) => (date ? Math.floor(date.getTime() / HOUR_MS) : null);
  return JSON.stringify([
    [box.minLat, box.maxLat, box.minLon, box.maxLon].map((degrees) => Math.round(degrees * 100)),
    hour(query.startFrom),
    hour(query.startUntil),
    hour(query.startBefore),
    query.order.direction,
    query.offset + query.limit,
  ]);
}

export async function choosePerimeterPlan(
  db: Db,
  query: EventPageQuery,
  now = Date.now(),
): Promise<BoxAccess> {
  const { circle } = query;
  if (!circle || !isTimeOrderedPerimeter(query)) return 'box';
  let plans = remembered.get(db);
  if (!plans) {
    plans = new Map();
    remembered.set(db, plans);
  }
  const key = planKey(query, circle.box);
  const known = plans.get(key);
  if (known && known.expiresAt > now) return known.access;
  const access = await samplePlan(db, query, circle.box);
  if (plans.size >= PLAN_CACHE_MAX) plans.clear();
  plans.set(key, { access, expiresAt: now + PLAN_TTL_MS });
  return access;
}

async function samplePlan(db: Db, query: EventPageQuery, box: BoundingBox): Promise<BoxAccess> {
  const { hits, sampled } = await countSampleInBox(db, query, box, SAMPLE_SIZE);
  return chooseFromSample(hits, sampled, query.offset + query.limit);
}
