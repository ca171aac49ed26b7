// Memory probes for the crawl bench: retained memory after a full garbage collection at phase
// boundaries (what a crawl keeps per feed row), and sampled peaks in between (what it needs transiently).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// The bench runs under tsx without node flags; this is the documented way to get gc() at run time.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

export interface MemoryFigures {
  rss: number;
  heapUsed: number;
  /** Memory outside the JS heap: Buffers (socket reads, PostgreSQL wire data) and ArrayBuffers. */
  external: number;
}

function current(): MemoryFigures {
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
}

/** Collects garbage until the heap stops shrinking, then reads what is still reachable. */
export function settle(): MemoryFigures & { gcMs: number } {
  const startedAt = performance.now();
  let before = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 4 && process.memoryUsage().heapUsed < before - 64 * 1024; round++) {
    before = process.memoryUsage().heapUsed;
    collect();
  }
  return { ...current(), gcMs: performance.now() - startedAt };
}

/**
 * `settle` between turns of the event loop: Buffers and sweeping are released by background work that
 * a synchronous collection does not wait for, so a figure between two crawls is taken this way.
 */
export async function settleBetweenRuns(): Promise<MemoryFigures> {
  for (let round = 0; round < 3; round++) {
    collect();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return settle();
}

/**
 * Samples memory every few milliseconds while the crawl awaits the database or the network. A crawl's
 * synchronous stretches (parse, hash, match) are not sampled inside, so the peaks are lower bounds; the
 * process-wide peak RSS from the kernel (`maxRss()`) has no such gap.
 */
export function watchPeaks(intervalMs = 10): { stop(): MemoryFigures } {
  const peak = current();
  const sample = () => {
    const now = current();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.external = Math.max(peak.external, now.external);
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

/** The kernel's high-water mark of this process's resident memory, in bytes. */
export function maxRss(): number {
  return process.resourceUsage().maxRSS * 1024;
}
