// A binary min-heap over an order given by the caller: the upcoming index (upcoming-index.ts) merges the event lists
// of several cells in start order with one, a cursor per cell.

export class MinHeap<T> {
  private readonly items: T[];

  /** Takes `items` (the heap then owns the array); `before(a, b)` is true when a comes first. */
  constructor(
    items: T[],
    private readonly before: (a: T, b: T) => boolean,
  ) {
    this.items = items;
    for (let i = (this.items.length >>> 1) - 1; i >= 0; i -= 1) this.down(i);
  }

  get size(): number {
    return this.items.length;
  }

  top(): T {
    return this.items[0] as T;
  }

  /** The top item changed (a cursor moved on): restore the order. */
  replaceTop(item: T): void {
    this.items[0] = item;
    this.down(0);
  }

  pop(): void {
    const last = this.items.pop() as T;
    if (this.items.length > 0) this.replaceTop(last);
  }

  private less(i: number, j: number): boolean {
    return this.before(this.items[i] as T, this.items[j] as T);
  }

  private down(start: number): void {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.items.length) return;
      const right = left + 1;
      const child = right < this.items.length && this.less(right, left) ? right : left;
      if (!this.less(child, i)) return;
      [this.items[i], this.items[child]] = [this.items[child] as T, this.items[i] as T];
      i = child;
    }
  }
}
