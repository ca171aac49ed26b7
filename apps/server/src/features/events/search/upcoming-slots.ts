// Where the upcoming index (upcoming-index.ts) keeps its events' values: slots of typed arrays, as a million small
// objects would cost several times the memory. The topic ids and run ids of a slot are a stretch of one shared
// pool, compacted when half of it is left over by removals.
import type { UpcomingEvent } from './upcoming-index.js';

/** What a slot holds of one event: its values but the text, and instead the ids of its text's runs. */
export type SlotValues = Omit<UpcomingEvent, 'foldedText'> & {
  /** In the index's RunDictionary (upcoming-words.ts). */
  runIds: readonly number[];
};

export class UpcomingSlots {
  private capacity = 0;
  /** Slots ever handed out: slots below this are held or free. */
  private used = 0;
  private readonly freeSlots: number[] = [];
  ids = new Int32Array(0);
  starts = new Float64Array(0);
  lats = new Float64Array(0);
  lons = new Float64Array(0);
  types = new Int32Array(0);
  /** The canonical event of the slot's group when another event, else 0 (ids start at 1). */
  canonicals = new Int32Array(0);
  /** Where the slot's topic ids start in the pool; its run ids follow them. */
  poolAt = new Int32Array(0);
  topicCounts = new Int32Array(0);
  runCounts = new Int32Array(0);
  pool = new Int32Array(1_024);
  private poolUsed = 0;
  private poolFree = 0;

  /** Stores the values in a free slot: its number. */
  add(values: SlotValues): number {
    const slot = this.freeSlots.pop() ?? this.newSlot();
    const at = this.allocate(values.topicIds.length + values.runIds.length);
    this.pool.set(values.topicIds, at);
    this.pool.set(values.runIds, at + values.topicIds.length);
    this.ids[slot] = values.id;
    this.starts[slot] = values.startUs;
    this.lats[slot] = values.lat;
    this.lons[slot] = values.lon;
    this.types[slot] = values.typeId;
    this.canonicals[slot] = values.canonicalId ?? 0;
    this.poolAt[slot] = at;
    this.topicCounts[slot] = values.topicIds.length;
    this.runCounts[slot] = values.runIds.length;
    return slot;
  }

  /** Frees a slot; its stretch of the pool is left over until the next compaction. */
  release(slot: number): void {
    this.poolFree += (this.topicCounts[slot] as number) + (this.runCounts[slot] as number);
    // A free slot has an empty stretch, so a compaction skips it.
    this.topicCounts[slot] = 0;
    this.runCounts[slot] = 0;
    this.freeSlots.push(slot);
  }

  /** Bytes of the arrays. */
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
      this.runCounts,
      this.pool,
    ];
    return arrays.reduce((sum, array) => sum + array.byteLength, 0);
  }

  private newSlot(): number {
    if (this.used === this.capacity) {
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
    this.used += 1;
    return this.used - 1;
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
    for (let slot = 0; slot < this.used; slot += 1) {
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
