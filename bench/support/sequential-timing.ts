// Sequential timings for the scenarios that time one call after another: p50 is then a call's own latency.

/** The p-th percentile of ascending times. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Times `runs` calls of `work` one after another, after up to three warm-up calls; ascending. */
export async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(3, runs); i += 1) await work(); // warm-up: plans, caches, JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/**
 * Times `runs` calls of each of `works`, taking turns call by call (after up to three warm-up calls each), so that a
 * machine's load, which others' work moves from second to second, falls on all of them alike; ascending per key.
 */
export async function timedInTurns(
  runs: number,
  works: ReadonlyMap<string, () => Promise<unknown>>,
): Promise<Map<string, number[]>> {
  for (let i = 0; i < Math.min(3, runs); i += 1) for (const work of works.values()) await work();
  const times = new Map<string, number[]>([...works.keys()].map((key) => [key, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const [key, work] of works) {
      const start = performance.now();
      await work();
      times.get(key)?.push(performance.now() - start);
    }
  }
  for (const list of times.values()) list.sort((a, b) => a - b);
  return times;
}
