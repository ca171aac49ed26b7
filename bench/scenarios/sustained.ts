// Sustained load (issue 17 'Checks that keep it so'): 60 s of mixed traffic — searches, event pages, markers,
// exports and logins — against the production build (`npm start`'s compiled server, its Node flags and
// settings) over an existing PostgreSQL database, after a warm-up. It reports errors (every answer that is
// not 2xx, every timeout and socket error), p50/p99, requests per second, the server's CPU per request and
// its RSS after the warm-up against the end and the peak, with the load average around the run.
//
// The load is closed-loop: `--connections` clients each send their next request when the last one is
// answered, so the rate is the highest this machine holds at that concurrency. One user is registered
// (a write) for the logins: point it at a copy of the bench database (`createdb -T`), not the shared one.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { numberOption, wholeNumberOption } from '../support/options.js';
import { cpuSecondsOf } from '../support/process-cpu.js';
import {
  type ProductionServer,
  rssOf,
  startProductionServer,
  stopProductionServer,
} from '../support/production-server.js';
import { createRandom, pick } from '../support/random.js';
import { formatBytes, formatCount, printTable } from '../support/report.js';
import type { Scenario } from './scenario.js';

const CENTRES = [
  { latitude: 52.52, longitude: 13.405 }, // Berlin
  { latitude: 53.551, longitude: 9.994 }, // Hamburg
  { latitude: 48.137, longitude: 11.575 }, // München
  { latitude: 50.938, longitude: 6.96 }, // Köln
  { latitude: 51.34, longitude: 12.375 }, // Leipzig
  { latitude: 47.999, longitude: 7.842 }, // Freiburg
  { latitude: 51.534, longitude: 9.935 }, // Göttingen
  { latitude: 53.6, longitude: 12.7 }, // rural Mecklenburg
] as const;
const ADDRESSES = [{ city: 'Leipzig' }, { city: 'Muenchen' }, { zip_code: '50667' }, { city: 'Göttingen' }];
const RADII_KM = [1, 2, 10, 50] as const;

/** Share of each kind of request in the mix, out of 100. */
const MIX = {
  'perimeter search': 30,
  'address search': 8,
  'keyword search (10 km)': 4,
  'list (closest future)': 4,
  'event page GET /v1/event/{id}': 30,
  markers: 1,
  'export ICS (perimeter)': 6,
  'export event.ics': 6,
  'export RSS (perimeter)': 6,
  login: 5,
} as const;
type Kind = keyof typeof MIX;

interface MixedRequest extends autocannon.Request {
  kind: Kind;
}

const json = (path: string, body: unknown): autocannon.Request => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function post(url: string, path: string, body: unknown): Promise<Response> {
  return fetch(new URL(path, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Ids of upcoming events around the centres, from the API itself (the database is only read by the server). */
async function eventIds(url: string, now: string): Promise<number[]> {
  const ids = new Set<number>();
  for (const { latitude, longitude } of CENTRES) {
    for (const radius_km of [10, 50]) {
      const answer = await post(url, '/v1/event/perimeter-search', {
        latitude,
        longitude,
        radius_km,
        start_time_start: now,
        limit: 100,
      });
      if (!answer.ok) throw new Error(`perimeter search answered ${answer.status}: ${await answer.text()}`);
      for (const event of (await answer.json()) as { id: number }[]) ids.add(event.id);
    }
  }
  if (ids.size === 0) throw new Error('the database holds no upcoming events around the centres');
  return [...ids];
}

function buildMix(now: string, ids: readonly number[], login: { username: string; password: string }) {
  const random = createRandom(17);
  const perimeter = () => {
    const centre = pick(random, CENTRES);
    return { ...centre, radius_km: pick(random, RADII_KM), start_time_start: now, limit: 25 };
  };
  const query = (values: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
  const make: Record<Kind, () => autocannon.Request> = {
    'perimeter search': () => json('/v1/event/perimeter-search', perimeter()),
    'address search': () =>
      json('/v1/event/address-search?address_language=de', {
        ...pick(random, ADDRESSES),
        start_time_start: now,
        limit: 25,
      }),
    'keyword search (10 km)': () =>
      json('/v1/event/perimeter-search', {
        ...pick(random, CENTRES),
        radius_km: 10,
        keyword: pick(random, ['Marktplatz', 'Frieden', 'Klima', 'Rathaus']),
        start_time_start: now,
        limit: 25,
      }),
    'list (closest future)': () => json('/v1/event/all', { mode: 'closest_future', limit: 25 }),
    'event page GET /v1/event/{id}': () => ({ method: 'GET', path: `/v1/event/${pick(random, ids)}` }),
    markers: () => ({ method: 'GET', path: '/v1/event/markers' }),
    'export ICS (perimeter)': () => {
      const { latitude, longitude, radius_km } = perimeter();
      return {
        method: 'GET',
        path: `/v1/export/ics/events.ics?${query({ latitude, longitude, radius_km })}`,
      };
    },
    'export event.ics': () => ({
      method: 'GET',
      path: `/v1/export/ics/event.ics?event_id=${pick(random, ids)}`,
    }),
    'export RSS (perimeter)': () => {
      const { latitude, longitude, radius_km } = perimeter();
      return { method: 'GET', path: `/v1/export/rss/feed?${query({ latitude, longitude, radius_km })}` };
    },
    login: () => ({
      method: 'POST',
      path: '/v1/user/get_token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(login).toString(),
    }),
  };
  // 100 slots in the mix's shares, shuffled. Every connection walks this sequence from its start and around again,
  // so the warm-up has sent each request of it (and filled the caches the measured run finds filled).
  const slots: Kind[] = (Object.entries(MIX) as [Kind, number][]).flatMap(([kind, n]) => Array(n).fill(kind));
  return [...slots].sort(() => random() - 0.5).map((kind): MixedRequest => ({ ...make[kind](), kind }));
}

async function register(url: string): Promise<{ username: string; password: string }> {
  const suffix = `${process.pid}${Date.now().toString(36)}`;
  const username = `load${suffix}`.slice(0, 30);
  const password = `sustained-load-${suffix}`;
  const answer = await post(url, '/v1/user/register', {
    username,
    email: `${username}@example.org`,
    password,
    password_confirmation: password,
  });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}: ${await answer.text()}`);
  return { username, password };
}

interface Phase {
  result: autocannon.Result;
  rssSamples: number[];
  cpuSeconds: number;
  load: [number, number];
}

async function runPhase(
  server: ProductionServer,
  requests: MixedRequest[],
  connections: number,
  seconds: number,
): Promise<Phase> {
  const pid = server.child.pid as number;
  const rssSamples = [await rssOf(pid)];
  const timer = setInterval(() => {
    void rssOf(pid).then((rss) => rssSamples.push(rss));
  }, 1_000);
  const loadBefore = loadavg()[0] ?? 0;
  const cpuBefore = cpuSecondsOf(pid) ?? 0;
  const result = await autocannon({
    url: server.url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: requests.map(({ kind: _kind, ...request }) => request),
  });
  clearInterval(timer);
  rssSamples.push(await rssOf(pid));
  return {
    result,
    rssSamples,
    cpuSeconds: (cpuSecondsOf(pid) ?? 0) - cpuBefore,
    load: [loadBefore, loadavg()[0] ?? 0],
  };
}

export const sustainedScenario: Scenario = {
  name: 'sustained',
  summary: 'mixed traffic against the compiled server on PostgreSQL: errors, p50/p99, req/s, RSS flat',
  usage: `--database URL      PostgreSQL database with events (a copy: one user is registered in it)
--seconds N         measured seconds (default 60)
--warmup N          seconds of the same traffic first, not measured (default 40)
--connections N     concurrent clients, each sending its next request when answered (default 10)`,
  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        database: { type: 'string' },
        seconds: { type: 'string' },
        warmup: { type: 'string' },
        connections: { type: 'string' },
      },
    });
    if (!values.database?.startsWith('postgres')) throw new Error('--database postgres://… is required');
    const seconds = numberOption('seconds', values.seconds, 60);
    const warmup = numberOption('warmup', values.warmup, 40);
    const connections = wholeNumberOption('connections', values.connections, 10);
    const server = await startProductionServer({
      DATABASE_URL: values.database,
      JWT_SECRET: 'sustained-load-bench-secret-of-forty-characters',
      // One loopback address sends everything: the per-address limits for the public would answer 429.
      PUBLIC_READS_PER_MINUTE: '0',
      LOGINS_PER_MINUTE: '100000',
    });
    try {
      const now = new Date().toISOString();
      const login = await register(server.url);
      const ids = await eventIds(server.url, now);
      const requests = buildMix(now, ids, login);
      console.log(
        `server pid ${server.child.pid} at ${server.url}; ${ids.length} event ids; ${requests.length} requests in the mix`,
      );
      const warm = await runPhase(server, requests, connections, warmup);
      console.log(
        `warm-up: ${formatCount(warm.result.requests.total)} requests, ${warm.result.non2xx} not 2xx`,
      );
      const run = await runPhase(server, requests, connections, seconds);
      const r = run.result;
      const errors = r.errors + r.timeouts + r.non2xx;
      const [rssStart, ...rest] = run.rssSamples;
      const rssEnd = rest.at(-1) ?? Number.NaN;
      const rssPeak = Math.max(...run.rssSamples);
      printTable(
        `Sustained mixed load, ${seconds} s after a ${warmup} s warm-up, ${connections} connections`,
        [
          ['figure', 'value'],
          ['requests', formatCount(r.requests.total)],
          [
            'errors (non-2xx + timeouts + socket errors)',
            `${errors} (${r.non2xx} + ${r.timeouts} + ${r.errors})`,
          ],
          ['req/s (mean)', r.requests.average.toFixed(0)],
          ['latency p50', `${r.latency.p50} ms`],
          ['latency p99', `${r.latency.p99} ms`],
          ['latency max', `${r.latency.max} ms`],
          ['server CPU per request', `${((run.cpuSeconds * 1000) / r.requests.total).toFixed(2)} ms`],
          ['server RSS after warm-up', formatBytes(rssStart ?? Number.NaN)],
          ['server RSS at the end', formatBytes(rssEnd)],
          ['end vs start', `${(((rssEnd - (rssStart ?? 0)) / (rssStart ?? 1)) * 100).toFixed(1)} %`],
          ['server RSS peak (1 s samples)', formatBytes(rssPeak)],
          ['load average (1 min) before → after', `${run.load[0].toFixed(2)} → ${run.load[1].toFixed(2)}`],
        ],
      );
      printTable('Status codes', [
        ['status', 'count'],
        ...Object.entries(r.statusCodeStats ?? {}).map(([status, { count }]) => [
          status,
          formatCount(count ?? 0),
        ]),
      ]);
      printTable('The mix (shares of 100)', [
        ['request', 'share'],
        ...Object.entries(MIX).map(([k, n]) => [k, String(n)]),
      ]);
    } finally {
      await stopProductionServer(server);
    }
  },
};
