// The event search benchmark's HTTP measurements (event-search.ts): each case on each version of the app, rounds
// in alternating order, latency one request at a time and throughput under autocannon with the CPU per request,
// beside the bare call's time.
import { Agent, request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { DatabaseHandle } from '../../apps/server/src/db/database.js';
import { type Server, serverPids } from '../support/bench-server.js';
import { cpuSnapshot, cpuSpent } from '../support/process-cpu.js';
import { formatCount } from '../support/report.js';
import { percentile } from '../support/sequential-timing.js';
import type { Case } from './event-search-cases.js';

const load = () => loadavg()[0]?.toFixed(2) ?? '?';
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** The case's bare Kysely call, one at a time, after warming caches and plans. */
export async function timeBare(handle: DatabaseHandle, c: Case, iterations: number) {
  for (let i = 0; i < Math.min(20, iterations); i += 1) await c.bare(handle, i); // warm caches and plans
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const startedAt = performance.now();
    await c.bare(handle, i);
    times.push(performance.now() - startedAt);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), load: load() };
}

function send(agent: Agent, url: URL, request: autocannon.Request): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { agent, method: request.method ?? 'GET', path: request.path, headers: request.headers },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(request.body);
  });
}

/**
 * One request at a time over one kept-alive connection, each timed to the microsecond (autocannon rounds
 * latencies to whole milliseconds, too coarse beside a 1–3 ms query).
 */
async function measureLatency(url: string, c: Case, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const base = new URL(url);
  const times: number[] = [];
  let errors = 0;
  const endAt = performance.now() + seconds * 1_000;
  try {
    for (let i = 0; performance.now() < endAt; i += 1) {
      const startedAt = performance.now();
      const status = await send(agent, base, c.requests[i % c.requests.length] as autocannon.Request);
      times.push(performance.now() - startedAt);
      if (status !== 200) errors += 1;
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), errors, load: load() };
}

async function measureThroughput(server: Server, c: Case, connections: number, seconds: number) {
  const before = cpuSnapshot(await serverPids(server));
  const result = await autocannon({ url: server.url, connections, duration: seconds, requests: c.requests });
  const after = cpuSnapshot(await serverPids(server));
  const appPid = server.child.pid ?? -1;
  const appCpu = (after.get(appPid) ?? 0) - (before.get(appPid) ?? 0);
  const total = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    /** CPU ms per request in the app and in its PostgreSQL backends. */
    appMs: (appCpu * 1_000) / total,
    dbMs: ((cpuSpent(before, after) - appCpu) * 1_000) / total,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    load: load(),
  };
}

export interface Version {
  label: string;
  server: Server;
}

const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

export async function measureVersions(
  cases: readonly Case[],
  versions: readonly Version[],
  bare: ReadonlyMap<string, Awaited<ReturnType<typeof timeBare>>>,
  { seconds, connections, rounds }: { seconds: number; connections: number; rounds: number },
): Promise<string[][]> {
  const table: string[][] = [
    [
      'case',
      ...(versions.length > 1 ? ['version'] : []),
      'bare p50',
      'bare p99',
      'API p50',
      'API p99',
      'p50 ratio',
      `req/s (c=${connections})`,
      `p99 (c=${connections})`,
      'app CPU/req',
      'db CPU/req',
      'req/s per core',
      'errors',
      'load',
    ],
  ];
  for (const c of cases) {
    const runs = versions.map(() => ({
      latency: [] as Awaited<ReturnType<typeof measureLatency>>[],
      throughput: [] as Awaited<ReturnType<typeof measureThroughput>>[],
    }));
    for (const { server } of versions) {
      await autocannon({ url: server.url, connections: 2, duration: 1, requests: c.requests }); // warm-up
    }
    for (let round = 0; round < rounds; round += 1) {
      const order = versions.map((_, i) => i);
      if (round % 2 === 1) order.reverse();
      for (const i of order) {
        const { url } = (versions[i] as Version).server;
        runs[i]?.latency.push(await measureLatency(url, c, seconds));
        runs[i]?.throughput.push(
          await measureThroughput((versions[i] as Version).server, c, connections, seconds),
        );
      }
    }
    const b = bare.get(c.name) ?? { p50: Number.NaN, p99: Number.NaN, load: '?' };
    versions.forEach((version, i) => {
      const { latency, throughput } = runs[i] ?? { latency: [], throughput: [] };
      const p50 = median(latency.map((r) => r.p50));
      table.push([
        c.name,
        ...(versions.length > 1 ? [version.label] : []),
        ms(b.p50),
        ms(b.p99),
        ms(p50),
        ms(median(latency.map((r) => r.p99))),
        `${(p50 / b.p50).toFixed(2)}×`,
        formatCount(mean(throughput.map((r) => r.rps))),
        ms(median(throughput.map((r) => r.p99))),
        ms(mean(throughput.map((r) => r.appMs))),
        ms(mean(throughput.map((r) => r.dbMs))),
        formatCount(1_000 / mean(throughput.map((r) => r.appMs + r.dbMs))),
        String([...latency, ...throughput].reduce((sum, r) => sum + r.errors, 0)),
        `${b.load} / ${latency.map((r) => r.load).join(',')} / ${throughput.map((r) => r.load).join(',')}`,
      ]);
    });
    console.log(`  ${c.name} done (load ${load()})`);
  }
  return table;
}
