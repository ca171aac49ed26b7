// Plain HTTP requests for benchmarks that must see status codes (autocannon counts a 304 as an error): one
// request timed to the microsecond, and a list of requests sent over N kept-alive connections, each once.
import { Agent, request as httpRequest } from 'node:http';
import { percentile } from './sequential-timing.js';

export interface PollRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PollResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function send(agent: Agent, base: URL, poll: PollRequest): Promise<PollResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      base,
      { agent, method: poll.method ?? 'GET', path: poll.path, headers: poll.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(poll.body);
  });
}

/** The requests in turn, one at a time over one connection, for `seconds`: p50/p99 and the status codes seen. */
export async function timeOneAtATime(url: string, polls: readonly PollRequest[], seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const base = new URL(url);
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const endAt = performance.now() + seconds * 1_000;
  try {
    for (let i = 0; performance.now() < endAt; i += 1) {
      const startedAt = performance.now();
      const { status } = await send(agent, base, polls[i % polls.length] as PollRequest);
      times.push(performance.now() - startedAt);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), statuses };
}

/**
 * Every request once, `connections` at a time (each connection takes the next one when its answer is in), or
 * as many as fit in `seconds` when given, cycling through the list: elapsed time, p99 and status counts.
 */
export async function sendAll(
  url: string,
  polls: readonly PollRequest[],
  connections: number,
  seconds?: number,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const base = new URL(url);
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const startedAt = performance.now();
  const endAt = seconds === undefined ? Number.POSITIVE_INFINITY : startedAt + seconds * 1_000;
  const worker = async () => {
    while (performance.now() < endAt) {
      if (seconds === undefined && next >= polls.length) return;
      const poll = polls[next % polls.length] as PollRequest;
      next += 1;
      const sentAt = performance.now();
      const { status } = await send(agent, base, poll);
      times.push(performance.now() - sentAt);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    agent.destroy();
  }
  const elapsedMs = performance.now() - startedAt;
  times.sort((a, b) => a - b);
  return { requests: times.length, elapsedMs, p99: percentile(times, 99), statuses };
}

export const statusText = (statuses: ReadonlyMap<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
