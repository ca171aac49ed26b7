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
