// The feeds the export-feeds benchmark polls (export-feeds.ts): an alert's calendar and RSS paths, F distinct alert
// feeds in a seeded order, their first answers, a case polled one at a time and under load, and the poll mix of S
// subscribers after some events were deleted.
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { type Server, serverPids } from '../support/bench-server.js';
import {
  type PollRequest,
  type PollResponse,
  send,
  sendAll,
  statusText,
  timeOneAtATime,
} from '../support/http-polls.js';
import { cpuSnapshot, cpuSpent } from '../support/process-cpu.js';
import { createRandom } from '../support/random.js';

const load = () => loadavg()[0]?.toFixed(2) ?? '?';
const RADII_KM = [5, 10, 25, 50] as const;

export interface Centre {
  lat: number;
  lon: number;
}

const at = ({ lat, lon }: Centre, radius: number) =>
  `latitude=${lat.toFixed(4)}&longitude=${lon.toFixed(4)}&radius_km=${radius}`;
export const icsPath = (centre: Centre, radius: number) =>
  `/v1/export/ics/events.ics?limit=50&offset=0&${at(centre, radius)}`;
export const rssPath = (centre: Centre, radius: number, name: string) =>
  `/v1/export/rss/feed?limit=50&offset=0&${at(centre, radius)}&alert_name=${encodeURIComponent(name)}`;

/** F distinct feeds: each centre with each radius, as calendar and as RSS, in a seeded random order. */
export function alertFeeds(centres: readonly Centre[], count: number): string[] {
  const paths = new Set<string>();
  for (const radius of RADII_KM) {
    centres.forEach((centre, i) => {
      paths.add(icsPath(centre, radius));
      paths.add(rssPath(centre, radius, `Alert ${i} ${radius} km`));
    });
  }
  return shuffled([...paths], createRandom(1)).slice(0, count);
}

function shuffled<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

const listedIds = (body: Buffer) =>
  [...body.toString().matchAll(/UID:event-(\d+)@|<guid[^>]*>[^<]*\/events\/(\d+)<\/guid>/g)].map((m) =>
    Number(m[1] ?? m[2]),
  );

export async function firstAnswers(
  server: Server,
  paths: readonly string[],
): Promise<Map<string, PollResponse>> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers = new Map<string, PollResponse>();
  try {
    for (const path of paths) answers.set(path, await send(agent, new URL(server.url), { path }));
  } finally {
    agent.destroy();
  }
  return answers;
}

/**
 * The poll mix: every subscriber polls once with the ETag of its last poll, after a share (`changed`) of the
 * events the feeds list were deleted, as between two hourly polls a crawl ends some and editors delete others.
 */
export async function pollMix(
  server: Server,
  feeds: readonly string[],
  options: { subscribers: number; polls: number; changed: number; connections: number; basic: string },
) {
  const startedAt = performance.now();
  const first = await sendAll(
    server.url,
    feeds.map((path) => ({ path })),
    options.connections,
  );
  const firstRenderMs = performance.now() - startedAt;
  const answers = await firstAnswers(server, feeds); // cache hits now; they give each feed's ETag and events
  const random = createRandom(21);
  const listed = [...new Set(feeds.flatMap((path) => listedIds(answers.get(path)?.body ?? Buffer.alloc(0))))];
  const deleted = shuffled(listed, random).slice(0, Math.max(1, Math.round(listed.length * options.changed)));
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  for (const id of deleted) {
    await send(agent, new URL(server.url), {
      method: 'DELETE',
      path: `/v1/event/${id}`,
      headers: { authorization: options.basic },
    });
  }
  agent.destroy();
  const polls = Array.from({ length: options.subscribers }, (_, s): PollRequest => {
    const path = feeds[s % feeds.length] as string;
    const etag = answers.get(path)?.headers.etag;
    const headers: Record<string, string> = typeof etag === 'string' ? { 'if-none-match': etag } : {};
    return { path, headers };
  });
  shuffled(polls, random);
  // A random sample of the subscribers when asked for fewer polls: the same shares of 304s and 200s, each
  // changed feed still rendered once (so renders weigh a little more than among all subscribers).
  const sent = polls.slice(0, Math.min(options.polls, polls.length));
  const before = cpuSnapshot(await serverPids(server));
  const result = await sendAll(server.url, sent, options.connections);
  const after = cpuSnapshot(await serverPids(server));
  const appPid = server.child.pid ?? -1;
  const appCpu = (after.get(appPid) ?? 0) - (before.get(appPid) ?? 0);
  return {
    firstRenderMs,
    firstStatuses: statusText(first.statuses),
    deleted: `${deleted.length} of ${listed.length}`,
    rps: (result.requests * 1_000) / result.elapsedMs,
    p99: result.p99,
    statuses: statusText(result.statuses),
    appMs: (appCpu * 1_000) / result.requests,
    dbMs: ((cpuSpent(before, after) - appCpu) * 1_000) / result.requests,
    elapsedMs: result.elapsedMs,
    load: load(),
  };
}

export interface Case {
  name: string;
  polls: PollRequest[];
}

export async function measureCase(server: Server, c: Case, seconds: number, connections: number) {
  await sendAll(server.url, c.polls, 2, 1); // warm-up
  const latency = await timeOneAtATime(server.url, c.polls, seconds);
  const before = cpuSnapshot(await serverPids(server));
  const loaded = await sendAll(server.url, c.polls, connections, seconds);
  const after = cpuSnapshot(await serverPids(server));
  const appPid = server.child.pid ?? -1;
  const appCpu = (after.get(appPid) ?? 0) - (before.get(appPid) ?? 0);
  const total = Math.max(1, loaded.requests);
  return {
    p50: latency.p50,
    p99: latency.p99,
    rps: (loaded.requests * 1_000) / loaded.elapsedMs,
    loadedP99: loaded.p99,
    appMs: (appCpu * 1_000) / total,
    dbMs: ((cpuSpent(before, after) - appCpu) * 1_000) / total,
    statuses: statusText(loaded.statuses),
    load: load(),
  };
}
