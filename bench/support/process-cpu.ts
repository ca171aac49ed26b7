// CPU time spent by processes, from /proc (Linux). On a machine shared with other work, requests per second
// swing with the neighbours' load, while the CPU one request costs stays put: these figures let a run say
// what a version costs, and what it would serve on cores of its own.
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100; // USER_HZ, the unit of utime/stime in /proc/<pid>/stat on Linux

/** User + system CPU seconds of a process so far; undefined once it is gone (or without /proc). */
export function cpuSecondsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The CPU of a set of processes, read before and after a run. */
export type CpuSnapshot = Map<number, number>;

export function cpuSnapshot(pids: Iterable<number>): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  for (const pid of pids) {
    const seconds = cpuSecondsOf(pid);
    if (seconds !== undefined) snapshot.set(pid, seconds);
  }
  return snapshot;
}

/** CPU seconds spent between two snapshots; a process only in `after` started during the run. */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/**
 * The PostgreSQL backends serving connections that named themselves `applicationName` (the server must run
 * on this machine for their CPU to be readable).
 */
export async function backendPids(databaseUrl: string, applicationName: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
      [applicationName],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** The database URL with an application_name, so the benchmark can find its backends. */
export function withApplicationName(databaseUrl: string, applicationName: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', applicationName);
  return url.toString();
}
