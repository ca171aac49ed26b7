// Printing figures: aligned tables and human units. Benchmarks print; they never assert on time.

export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

export function formatDuration(ms: number): string {
  return ms < 1_000 ? `${ms.toFixed(0)} ms` : `${(ms / 1_000).toFixed(1)} s`;
}

export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Prints rows as an aligned table; the first row is the header. */
export function printTable(title: string, rows: readonly (readonly string[])[]): void {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  const line = (row: readonly string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${title}`);
  rows.forEach((row, i) => {
    console.log(line(row));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  });
}

/** Samples this process's resident memory so a run can report its peak, not just its end. */
export function trackPeakRss(): { sample(): number; peak(): number } {
  let peak = process.memoryUsage().rss;
  return {
    sample() {
      const rss = process.memoryUsage().rss;
      peak = Math.max(peak, rss);
      return rss;
    },
    peak: () => peak,
  };
}
