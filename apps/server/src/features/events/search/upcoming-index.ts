// The upcoming listed events an alert poll can name, held in memory (issue 13, decision 045): per half-degree cell
// (geo/cells.ts) the events in start order, and per event its start, place, type, topics and the words of its
// folded search text. A poll merges the cells of its circle in start order and checks each event as the SQL does
// (soonest-ids.repository.ts), without a statement per poll. Filled and kept current by upcoming-index-sync.ts.
//
// The words are exact: PostgreSQL folds the text (fold_umlaut_digraphs(search_text), migrations 004 and 008) and
// the poll's words (folded-words.ts); here the folded text is cut into maximal runs of letters and digits. A folded
// word made of letters and digits alone occurs in the text (the SQL's `like '%word%'`) exactly when it occurs in
// one of those runs, so an event matches a word when one of its runs contains it. Other words are left to the SQL.

import { cellOf, cellsOfBox } from '../../../geo/cells.js';
import type { BoundingBox, Point } from '../../../geo/distance.js';
import { EARTH_RADIUS_KM } from '../../../geo/distance.js';

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

const RUN = /[\p{L}\p{N}]+/gu;
const WHOLE_RUN = /^[\p{L}\p{N}]+$/u;

/** Whether the index can test a folded word: letters and digits only (no LIKE wildcard, no space). */
export const isIndexableWord = (folded: string) => WHOLE_RUN.test(folded);

/** The distinct runs of letters and digits of a folded text. */
export function textRuns(foldedText: string): string[] {
  return [...new Set(foldedText.match(RUN) ?? [])];
}

const RADIANS = Math.PI / 180;

/**
 * The members of a group of duplicates start on one Europe/Berlin day (decision 048), which lasts 25 hours at most:
 * within that of each other.
 */
const GROUP_SPAN_US = 25 * 3_600_000_000;

/**
 * The distance of event-search.repository.ts's distanceKmSql, in its order of operations (radians() is
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

/** Words whose matching runs are remembered (a bitmap over the run dictionary each). */
const WORD_CACHE_MAX = 256;

interface WordRuns {
  /** Bit r is set when run r of the dictionary contains the word. */
  bits: Uint32Array;
  /** Runs of the dictionary checked so far (runs are only ever added). */
  checked: number;
}

/**
 * Events live in slots of typed arrays (a million small objects would cost several times the memory); the topic
 * ids and run ids of a slot are a stretch of one shared pool, compacted when half of it is left over by removals.
 */
export class UpcomingIndex {
  private capacity = 0;
  private ids = new Int32Array(0);
  private starts = new Float64Array(0);
  private lats = new Float64Array(0);
  private lons = new Float64Array(0);
  private types = new Int32Array(0);
  /** The canonical event of the slot's group when another event, else 0 (ids start at 1). */
  private canonicals = new Int32Array(0);
  private poolAt = new Int32Array(0);
  private topicCounts = new Int32Array(0);
  private runCounts = new Int32Array(0);
  private pool = new Int32Array(1_024);
  private poolUsed = 0;
  private poolFree = 0;
  private readonly freeSlots: number[] = [];
  private readonly slotOf = new Map<number, number>();
  /** Per cell key, its slots by (start, id). */
  private readonly cells = new Map<number, number[]>();
  private readonly runIds = new Map<string, number>();
  private readonly runs: string[] = [];
  private readonly wordRuns = new Map<string, WordRuns>();

  /** Events beyond this start (µs) are not held (a bounded index holds the soonest); Infinity: all upcoming. */
  constructor(readonly horizonUs = Number.POSITIVE_INFINITY) {}

  get size(): number {
    return this.slotOf.size;
  }

  /** Adds the event, or replaces the one with its id; an event at or after the horizon is removed instead. */
  upsert(event: UpcomingEvent): void {
    this.remove(event.id);
    if (event.startUs >= this.horizonUs) return;
    const slot = this.freeSlots.pop() ?? this.newSlot();
    const runs = textRuns(event.foldedText).map((run) => this.runId(run));
    const at = this.allocate(event.topicIds.length + runs.length);
    this.pool.set(event.topicIds, at);
    this.pool.set(runs, at + event.topicIds.length);
    this.ids[slot] = event.id;
    this.starts[slot] = event.startUs;
    this.lats[slot] = event.lat;
    this.lons[slot] = event.lon;
    this.types[slot] = event.typeId;
    this.canonicals[slot] = event.canonicalId ?? 0;
    this.poolAt[slot] = at;
    this.topicCounts[slot] = event.topicIds.length;
    this.runCounts[slot] = runs.length;
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
    const key = cellKey(this.lats[slot] as number, this.lons[slot] as number);
    const cell = this.cells.get(key) as number[];
    cell.splice(this.position(cell, this.starts[slot] as number, id), 1);
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
    const arrays = [
      this.ids,
      this.starts,
      this.lats,
      this.lons,
      this.types,
      this.canonicals,
      this.poolAt,
      this.topicCounts,
    ];
    const slots = arrays.reduce((sum, array) => sum + array.byteLength, this.runCounts.byteLength);
    const dictionary = this.runs.reduce((sum, run) => sum + 2 * run.length + 40, 0);
    return slots + this.pool.byteLength + dictionary + this.slotOf.size * (16 + 4);
  }

  /**
   * The ids of the first `limit` matches by start time, then id: the cells of the box merged in that order, each
   * event checked as applyFilters checks it (box, distance, type, topics, words, and a copy whose canonical event
   * matches left out).
   */
  soonest(query: UpcomingQuery): UpcomingAnswer {
    const wordBits = query.words.map((word) => this.bitsOf(word));
    const cursors = cellsOfBox(query.box).flatMap(({ lat, lon }) => {
      const cell = this.cells.get((lat + 400) * 1_000 + (lon + 400));
      if (!cell) return [];
      const next = this.position(cell, query.fromUs, Number.MIN_SAFE_INTEGER);
      return next < cell.length ? [{ cell, next }] : [];
    });
    const heap = new CursorHeap(cursors, (cursor) => cursor.cell[cursor.next] as number, this);
    const ids: number[] = [];
    for (let visited = 0; heap.size > 0; visited += 1) {
      if (visited === query.visitMax) return undefined;
      const cursor = heap.top();
      const slot = cursor.cell[cursor.next] as number;
      if (this.matches(slot, query, wordBits)) {
        const copy = query.collapseDuplicates ? this.isCopyOfMatch(slot, query, wordBits) : false;
        if (copy === undefined) return undefined;
        if (!copy) ids.push(this.ids[slot] as number);
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
    this.poolFree += (this.topicCounts[slot] as number) + (this.runCounts[slot] as number);
    this.slotOf.delete(this.ids[slot] as number);
    this.freeSlots.push(slot);
  }

  /** Whether slot a comes before slot b in start order. */
  before(a: number, b: number): boolean {
    const startA = this.starts[a] as number;
    const startB = this.starts[b] as number;
    return startA < startB || (startA === startB && (this.ids[a] as number) < (this.ids[b] as number));
  }

  /**
   * Whether the event is a copy whose canonical event matches the query as well (from the query's start on), as
   * event-search.repository.ts's isNoCopyOfAnAnswer tells. A canonical event not held is not listed, or started
   * before the poll's start (over an hour ago), or lies beyond a bounded index's horizon: undefined when it may be
   * the last (the copy starts within GROUP_SPAN_US of the horizon), for the SQL to tell.
   */
  private isCopyOfMatch(
    slot: number,
    query: UpcomingQuery,
    wordBits: readonly Uint32Array[],
  ): boolean | undefined {
    const canonical = this.canonicals[slot] as number;
    if (canonical === 0) return false;
    const canonicalSlot = this.slotOf.get(canonical);
    if (canonicalSlot === undefined) {
      return (this.starts[slot] as number) + GROUP_SPAN_US < this.horizonUs ? false : undefined;
    }
    return (
      (this.starts[canonicalSlot] as number) >= query.fromUs && this.matches(canonicalSlot, query, wordBits)
    );
  }

  private matches(slot: number, query: UpcomingQuery, wordBits: readonly Uint32Array[]): boolean {
    const lat = this.lats[slot] as number;
    const lon = this.lons[slot] as number;
    const { box } = query;
    if (lat < box.minLat || lat > box.maxLat || lon < box.minLon || lon > box.maxLon) return false;
    if (!(distanceKmAsSql(query.center, lat, lon) <= query.radiusKm)) return false;
    if (query.typeIds.length > 0 && !query.typeIds.includes(this.types[slot] as number)) return false;
    const at = this.poolAt[slot] as number;
    const topics = this.topicCounts[slot] as number;
    if (query.topicIds.length > 0) {
      let any = false;
      for (let i = at; i < at + topics && !any; i += 1) any = query.topicIds.includes(this.pool[i] as number);
      if (!any) return false;
    }
    const runsEnd = at + topics + (this.runCounts[slot] as number);
    for (const bits of wordBits) {
      let any = false;
      for (let i = at + topics; i < runsEnd && !any; i += 1) {
        const run = this.pool[i] as number;
        any = ((bits[run >>> 5] as number) & (1 << (run & 31))) !== 0;
      }
      if (!any) return false;
    }
    return true;
  }

  /** The runs containing the word, as a bitmap; runs added since the last poll of the word are checked now. */
  private bitsOf(word: string): Uint32Array {
    // Taken out and put back below: the Map's order is the least recently used first.
    const entry = this.wordRuns.get(word) ?? { bits: new Uint32Array(0), checked: 0 };
    this.wordRuns.delete(word);
    if (entry.checked < this.runs.length) {
      if (entry.bits.length * 32 < this.runs.length) {
        const grown = new Uint32Array(Math.ceil((this.runs.length * 1.5) / 32) + 1);
        grown.set(entry.bits);
        entry.bits = grown;
      }
      for (let run = entry.checked; run < this.runs.length; run += 1) {
        if ((this.runs[run] as string).includes(word)) {
          entry.bits[run >>> 5] = (entry.bits[run >>> 5] as number) | (1 << (run & 31));
        }
      }
      entry.checked = this.runs.length;
    }
    this.wordRuns.set(word, entry);
    const oldest = this.wordRuns.keys().next().value as string;
    if (this.wordRuns.size > WORD_CACHE_MAX) this.wordRuns.delete(oldest);
    return entry.bits;
  }

  private runId(run: string): number {
    let id = this.runIds.get(run);
    if (id === undefined) {
      id = this.runs.length;
      this.runs.push(run);
      this.runIds.set(run, id);
    }
    return id;
  }

  /** The first position in `cell` whose event comes at or after (startUs, id). */
  private position(cell: readonly number[], startUs: number, id: number): number {
    let low = 0;
    let high = cell.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const slot = cell[middle] as number;
      const start = this.starts[slot] as number;
      if (start < startUs || (start === startUs && (this.ids[slot] as number) < id)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private newSlot(): number {
    if (this.slotOf.size + this.freeSlots.length === this.capacity) {
      const capacity = Math.max(1_024, this.capacity * 2);
      const grow = <T extends Int32Array | Float64Array>(array: T, make: (n: number) => T) => {
        const grown = make(capacity);
        grown.set(array as never);
        return grown;
      };
      this.ids = grow(this.ids, (n) => new Int32Array(n));
      this.starts = grow(this.starts, (n) => new Float64Array(n));
      this.lats = grow(this.lats, (n) => new Float64Array(n));
      this.lons = grow(this.lons, (n) => new Float64Array(n));
      this.types = grow(this.types, (n) => new Int32Array(n));
      this.canonicals = grow(this.canonicals, (n) => new Int32Array(n));
      this.poolAt = grow(this.poolAt, (n) => new Int32Array(n));
      this.topicCounts = grow(this.topicCounts, (n) => new Int32Array(n));
      this.runCounts = grow(this.runCounts, (n) => new Int32Array(n));
      this.capacity = capacity;
    }
    return this.slotOf.size + this.freeSlots.length;
  }

  /** A stretch of `length` pool entries, compacting or growing the pool first when needed. */
  private allocate(length: number): number {
    if (this.poolUsed + length > this.pool.length) {
      if (this.poolFree * 2 > this.poolUsed) this.compact();
      if (this.poolUsed + length > this.pool.length) {
        const grown = new Int32Array(Math.max(this.pool.length * 2, this.poolUsed + length));
        grown.set(this.pool.subarray(0, this.poolUsed));
        this.pool = grown;
      }
    }
    const at = this.poolUsed;
    this.poolUsed += length;
    return at;
  }

  private compact(): void {
    const pool = new Int32Array(this.pool.length);
    let used = 0;
    for (const slot of this.slotOf.values()) {
      const length = (this.topicCounts[slot] as number) + (this.runCounts[slot] as number);
      const at = this.poolAt[slot] as number;
      pool.set(this.pool.subarray(at, at + length), used);
      this.poolAt[slot] = used;
      used += length;
    }
    this.pool = pool;
    this.poolUsed = used;
    this.poolFree = 0;
  }
}

interface Cursor {
  cell: readonly number[];
  next: number;
}

/** A binary min-heap of cell cursors ordered by their current event (start, id). */
class CursorHeap {
  private readonly items: Cursor[];

  constructor(
    cursors: Cursor[],
    private readonly current: (cursor: Cursor) => number,
    private readonly index: UpcomingIndex,
  ) {
    this.items = cursors;
    for (let i = (this.items.length >>> 1) - 1; i >= 0; i -= 1) this.down(i);
  }

  get size(): number {
    return this.items.length;
  }

  top(): Cursor {
    return this.items[0] as Cursor;
  }

  /** The top cursor moved on: restore the order. */
  replaceTop(cursor: Cursor): void {
    this.items[0] = cursor;
    this.down(0);
  }

  pop(): void {
    const last = this.items.pop() as Cursor;
    if (this.items.length > 0) this.replaceTop(last);
  }

  private less(i: number, j: number): boolean {
    return this.index.before(this.current(this.items[i] as Cursor), this.current(this.items[j] as Cursor));
  }

  private down(start: number): void {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.items.length) return;
      const right = left + 1;
      const child = right < this.items.length && this.less(right, left) ? right : left;
      if (!this.less(child, i)) return;
      [this.items[i], this.items[child]] = [this.items[child] as Cursor, this.items[i] as Cursor];
      i = child;
    }
  }
}
