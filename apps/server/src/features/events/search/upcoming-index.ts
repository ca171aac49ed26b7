// The upcoming listed events an alert poll can name, held in memory (issue 13, decision 045): per half-degree cell
// (geo/cells.ts) the events in start order, and per event its start, place, type, topics and the words of its
// folded search text. A poll merges the cells of its circle in start order and checks each event as the SQL does
// (soonest-ids.repository.ts), without a statement per poll. Filled and kept current by upcoming-index-sync.ts.
// The words as exact as the SQL's: upcoming-words.ts.

import { cellOf, cellsOfBox } from '../../../geo/cells.js';
import type { BoundingBox, Point } from '../../../geo/distance.js';
import { EARTH_RADIUS_KM } from '../../../geo/distance.js';
import { MinHeap } from './min-heap.js';
import { UpcomingSlots } from './upcoming-slots.js';
import { hasRun, RunDictionary } from './upcoming-words.js';

/** One event as loaded from the database. */
export interface UpcomingEvent {
  id: number;
  /** start_time in microseconds since the epoch, PostgreSQL's own precision (exact in a double). */
  startUs: number;
  lat: number;
  lon: number;
  typeId: number;
  topicIds: readonly number[];
  /** fold_umlaut_digraphs(search_text), computed by PostgreSQL. */
  foldedText: string;
  /** The canonical event of its group of duplicates (migration 036) when that is another event, else null. */
  canonicalId: number | null;
}

export interface UpcomingQuery {
  center: Point;
  radiusKm: number;
  box: BoundingBox;
  /** Folded words (folded-words.ts), each made of letters and digits only (isIndexableWord). */
  words: readonly string[];
  typeIds: readonly number[];
  topicIds: readonly number[];
  /** start_time ≥ this, in microseconds. */
  fromUs: number;
  /** Leaves out a copy whose canonical event matches too (EventQuery.collapseDuplicates, decision 048). */
  collapseDuplicates: boolean;
  limit: number;
  /** Events read from the cells before giving up (the caller then asks the SQL). */
  visitMax: number;
}

/** The soonest matches, or undefined when the index cannot tell them (more than visitMax events to read). */
export type UpcomingAnswer = number[] | undefined;

const RADIANS = Math.PI / 180;

/**
 * The members of a group of duplicates start on one Europe/Berlin day (decision 048), which lasts 25 hours at most:
 * within that of each other.
 */
const GROUP_SPAN_US = 25 * 3_600_000_000;

/**
 * The distance of event-filters.ts's distanceKmSql, in its order of operations (radians() is
 * `x * (pi / 180)`), so the test at the radius agrees with the SQL's but for the last bit of sin/cos/asin.
 */
export function distanceKmAsSql(center: Point, lat: number, lon: number): number {
  const h =
    Math.sin(((lat - center.lat) * RADIANS) / 2) ** 2 +
    Math.cos(center.lat * RADIANS) *
      Math.cos(lat * RADIANS) *
      Math.sin(((lon - center.lon) * RADIANS) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const cellKey = (lat: number, lon: number) => (cellOf(lat) + 400) * 1_000 + (cellOf(lon) + 400);

/** A cell's events from `next` on, in start order: what the merge of a poll's cells reads next. */
interface Cursor {
  cell: readonly number[];
  next: number;
}

/** The index: which slot (upcoming-slots.ts) holds each event, and each cell's slots in start order. */
export class UpcomingIndex {
  private readonly slots = new UpcomingSlots();
  private readonly slotOf = new Map<number, number>();
  /** Per cell key, its slots by (start, id). */
  private readonly cells = new Map<number, number[]>();
  private readonly runs = new RunDictionary();

  /** Events beyond this start (µs) are not held (a bounded index holds the soonest); Infinity: all upcoming. */
  constructor(readonly horizonUs = Number.POSITIVE_INFINITY) {}

  get size(): number {
    return this.slotOf.size;
  }

  /** Adds the event, or replaces the one with its id; an event at or after the horizon is removed instead. */
  upsert(event: UpcomingEvent): void {
    this.remove(event.id);
    if (event.startUs >= this.horizonUs) return;
    const slot = this.slots.add({ ...event, runIds: this.runs.idsOf(event.foldedText) });
    this.slotOf.set(event.id, slot);
    const key = cellKey(event.lat, event.lon);
    let cell = this.cells.get(key);
    if (!cell) {
      cell = [];
      this.cells.set(key, cell);
    }
    cell.splice(this.position(cell, event.startUs, event.id), 0, slot);
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    const key = cellKey(this.slots.lats[slot] as number, this.slots.lons[slot] as number);
    const cell = this.cells.get(key) as number[];
    cell.splice(this.position(cell, this.slots.starts[slot] as number, id), 1);
    if (cell.length === 0) this.cells.delete(key);
    this.release(slot);
  }

  /** Drops the events that started before `beforeUs`: no poll can name them again. */
  removeStartedBefore(beforeUs: number): void {
    for (const [key, cell] of [...this.cells]) {
      for (const slot of cell.splice(0, this.position(cell, beforeUs, Number.MIN_SAFE_INTEGER))) {
        this.release(slot);
      }
      if (cell.length === 0) this.cells.delete(key);
    }
  }

  /** Bytes held by the arrays and the run dictionary (the Map of ids and cell arrays counted at 16 and 4 a slot). */
  bytes(): number {
    return this.slots.bytes() + this.runs.bytes() + this.slotOf.size * (16 + 4);
  }

  /**
   * The ids of the first `limit` matches by start time, then id: the cells of the box merged in that order, each
   * event checked as applyFilters checks it (box, distance, type, topics, words, and a copy whose canonical event
   * matches left out).
   */
  soonest(query: UpcomingQuery): UpcomingAnswer {
    const wordBits = query.words.map((word) => this.runs.bitsOf(word));
    const cursors = cellsOfBox(query.box).flatMap(({ lat, lon }): Cursor[] => {
      const cell = this.cells.get((lat + 400) * 1_000 + (lon + 400));
      if (!cell) return [];
      const next = this.position(cell, query.fromUs, Number.MIN_SAFE_INTEGER);
      return next < cell.length ? [{ cell, next }] : [];
    });
    const heap = new MinHeap(cursors, (a, b) =>
      this.before(a.cell[a.next] as number, b.cell[b.next] as number),
    );
    const ids: number[] = [];
    for (let visited = 0; heap.size > 0; visited += 1) {
      if (visited === query.visitMax) return undefined;
      const cursor = heap.top();
      const slot = cursor.cell[cursor.next] as number;
      if (this.matches(slot, query, wordBits)) {
        const copy = query.collapseDuplicates ? this.isCopyOfMatch(slot, query, wordBits) : false;
        if (copy === undefined) return undefined;
        if (!copy) ids.push(this.slots.ids[slot] as number);
        if (ids.length === query.limit) return ids;
      }
      cursor.next += 1;
      if (cursor.next < cursor.cell.length) heap.replaceTop(cursor);
      else heap.pop();
    }
    // Every held event was read. A bounded index may lack later events that match: the SQL must tell.
    return this.horizonUs === Number.POSITIVE_INFINITY ? ids : undefined;
  }

  /** Frees a slot that no cell lists any more. */
  private release(slot: number): void {
    this.slotOf.delete(this.slots.ids[slot] as number);
    this.slots.release(slot);
  }

  /** Whether slot a comes before slot b in start order. */
  private before(a: number, b: number): boolean {
    const { starts, ids } = this.slots;
    const startA = starts[a] as number;
    const startB = starts[b] as number;
    return startA < startB || (startA === startB && (ids[a] as number) < (ids[b] as number));
  }

  /**
   * Whether the event is a copy whose canonical event matches the query as well (from the query's start on), as
   * event-filters.ts's isNoCopyOfAnAnswer tells. A canonical event not held is not listed, or started
   * before the poll's start (over an hour ago), or lies beyond a bounded index's horizon: undefined when it may be
   * the last (the copy starts within GROUP_SPAN_US of the horizon), for the SQL to tell.
   */
  private isCopyOfMatch(
    slot: number,
    query: UpcomingQuery,
    wordBits: readonly Uint32Array[],
  ): boolean | undefined {
    const canonical = this.slots.canonicals[slot] as number;
    if (canonical === 0) return false;
    const canonicalSlot = this.slotOf.get(canonical);
    if (canonicalSlot === undefined) {
      return (this.slots.starts[slot] as number) + GROUP_SPAN_US < this.horizonUs ? false : undefined;
    }
    return (
      (this.slots.starts[canonicalSlot] as number) >= query.fromUs &&
      this.matches(canonicalSlot, query, wordBits)
    );
  }

  private matches(slot: number, query: UpcomingQuery, wordBits: readonly Uint32Array[]): boolean {
    const { pool } = this.slots;
    const lat = this.slots.lats[slot] as number;
    const lon = this.slots.lons[slot] as number;
    const { box } = query;
    if (lat < box.minLat || lat > box.maxLat || lon < box.minLon || lon > box.maxLon) return false;
    if (!(distanceKmAsSql(query.center, lat, lon) <= query.radiusKm)) return false;
    if (query.typeIds.length > 0 && !query.typeIds.includes(this.slots.types[slot] as number)) return false;
    const at = this.slots.poolAt[slot] as number;
    const topics = this.slots.topicCounts[slot] as number;
    if (query.topicIds.length > 0) {
      let any = false;
      for (let i = at; i < at + topics && !any; i += 1) any = query.topicIds.includes(pool[i] as number);
      if (!any) return false;
    }
    const runsEnd = at + topics + (this.slots.runCounts[slot] as number);
    for (const bits of wordBits) {
      let any = false;
      for (let i = at + topics; i < runsEnd && !any; i += 1) any = hasRun(bits, pool[i] as number);
      if (!any) return false;
    }
    return true;
  }

  /** The first position in `cell` whose event comes at or after (startUs, id). */
  private position(cell: readonly number[], startUs: number, id: number): number {
    const { starts, ids } = this.slots;
    let low = 0;
    let high = cell.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const slot = cell[middle] as number;
      const start = starts[slot] as number;
      if (start < startUs || (start === startUs && (ids[slot] as number) < id)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
