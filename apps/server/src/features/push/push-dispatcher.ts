// The Web Push fan-out (issue 14, decision 027), run by every server copy on the shared database:
//  1. match: queued events become deliveries to the subscriptions they match (push-matching.ts).
//  2. send: lease due deliveries (FOR UPDATE SKIP LOCKED, lease longer than a push's timeout), push each,
//     then delete it (sent, refused), delete its subscription (404/410) or put it back with backoff.
import type { Agent } from 'node:https';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import { defaultEncryptionThreads, PushEncryptionPool } from './push-encryption-pool.js';
import {
  forgetStartedRecipients,
  MATCH_BATCH_EVENTS,
  type MatchRound,
  matchQueuedEvents,
} from './push-matching.js';
import { encryptRound } from './push-round-encryption.js';
import { type PushOutcome, type PushSubscription, postPush, sendPush } from './push-sender.js';
import { alertPushPayload } from './push-text.js';
import type { VapidKeys } from './vapid-keys.js';

/** Deliveries leased per round, and pushes in flight at once. */
export const SEND_BATCH = 200;
export const SEND_CONCURRENCY = 50;
/** A lease outlives a round of SEND_BATCH pushes at SEND_CONCURRENCY with every push timing out. */
const LEASE_SECONDS = 300;
/** Tries of one push before it is dropped (the push service keeps failing: its TTL would have passed anyway). */
export const PUSH_ATTEMPTS_MAX = 6;
export interface DispatcherOptions {
  vapid: VapidKeys;
  log?: Pick<Logger, 'warn' | 'error' | 'info'>;
  /** Wait before try n+1 is retryBaseMs · 2^(n-1), at most an hour; 30 s by default. */
  retryBaseMs?: number;
  /** For tests: trust the local push endpoint's certificate; a shorter timeout. */
  agent?: Agent;
  timeoutMs?: number;
  /** Queued events per matching statement (default MATCH_BATCH_EVENTS). */
  matchBatch?: number;
  /** For tests: how a push is sent (default sendPush). */
  send?: (subscription: PushSubscription, payload: unknown) => Promise<PushOutcome>;
  /**
   * Threads that encrypt a round's pushes (decision 037); without it each push is encrypted on this thread just
   * before it is posted. startPushDispatcher makes one with `encryptionThreads` threads (default: the cores, at
   * most 4; 0 for none).
   */
  encryption?: PushEncryptionPool;
}

export interface SendRound {
  sent: number;
  gone: number;
  retried: number;
  dropped: number;
}

interface LeasedDelivery {
  id: string;
  subscription_id: string;
  event_count: number;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  alert_name: string;
  language: 'en' | 'de';
}

async function leaseDueDeliveries(db: Db, limit: number): Promise<LeasedDelivery[]> {
  const result = await sql<LeasedDelivery>`
    with leased as (
      update push_deliveries d
      set lease_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = d.attempts + 1
      where d.id in (
        select id from push_deliveries
        where due_at <= now() and (lease_until is null or lease_until < now())
        order by due_at, id
        limit ${limit}
        for update skip locked
      )
      returning d.id, d.subscription_id, d.event_count, d.attempts
    )
    select leased.*, s.endpoint, s.p256dh, s.auth, s.alert_name, s.language
    from leased join push_subscriptions s on s.id = leased.subscription_id
  `.execute(db);
  return result.rows;
}

/** How long to wait before try `attempts + 1`. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

type Settled = 'sent' | 'gone' | 'retried' | 'dropped';

/** What becomes of a delivery after its push; the writes are made for a whole round at once (settleAll). */
function settlementOf(delivery: LeasedDelivery, outcome: PushOutcome, options: DispatcherOptions): Settled {
  switch (outcome.kind) {
    case 'sent':
      return 'sent';
    case 'gone':
      return 'gone';
    case 'retry':
      if (delivery.attempts < PUSH_ATTEMPTS_MAX) return 'retried';
      options.log?.warn(
        { subscription: delivery.subscription_id, attempts: delivery.attempts, reason: outcome.reason },
        'push dropped after its last try',
      );
      return 'dropped';
    case 'rejected':
      options.log?.warn({ subscription: delivery.subscription_id, reason: outcome.reason }, 'push refused');
      return 'dropped';
  }
}

interface Settlement {
  delivery: LeasedDelivery;
  outcome: PushOutcome;
  settled: Settled;
}

/** Three statements for a round: delete the done, delete the gone subscriptions, put the retries back. */
async function settleAll(db: Db, settlements: readonly Settlement[], options: DispatcherOptions) {
  const done = settlements.filter((s) => s.settled === 'sent' || s.settled === 'dropped');
  if (done.length > 0) {
    const ids = done.map((s) => s.delivery.id);
    await db.deleteFrom('push_deliveries').where('id', '=', sql<string>`any(${ids}::bigint[])`).execute();
  }
  const gone = settlements.filter((s) => s.settled === 'gone');
  if (gone.length > 0) {
    // The push service no longer knows the device: its subscription (and its deliveries) go.
    const ids = gone.map((s) => s.delivery.subscription_id);
    await db.deleteFrom('push_subscriptions').where('id', '=', sql<string>`any(${ids}::bigint[])`).execute();
  }
  const retried = settlements.filter((s) => s.settled === 'retried');
  if (retried.length > 0) {
    const base = options.retryBaseMs ?? 30_000;
    const ids = retried.map((s) => s.delivery.id);
    const delays = retried.map((s) => retryDelayMs(s.delivery.attempts, base) / 1000);
    const errors = retried.map((s) => (s.outcome.kind === 'retry' ? s.outcome.reason.slice(0, 500) : ''));
    await sql`
      update push_deliveries d
      set due_at = now() + make_interval(secs => r.delay), lease_until = null, last_error = r.error
      from unnest(${ids}::bigint[], ${delays}::float8[], ${errors}::text[]) as r(id, delay, error)
      where d.id = r.id
    `.execute(db);
  }
}

/** Sends every due delivery this copy can lease, SEND_CONCURRENCY at a time. */
export async function sendDueDeliveries(db: Db, options: DispatcherOptions): Promise<SendRound> {
  const round: SendRound = { sent: 0, gone: 0, retried: 0, dropped: 0 };
  const sendOptions = {
    ...(options.agent && { agent: options.agent }),
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
  };
  const send =
    options.send ??
    ((subscription: PushSubscription, payload: unknown) =>
      sendPush(subscription, payload, options.vapid, sendOptions));
  const pool = options.send ? undefined : options.encryption;
  /** The next round: leased, and with the pool encrypted on its threads. */
  const prepare = async () => {
    const leased = await leaseDueDeliveries(db, SEND_BATCH);
    if (leased.length === 0) return undefined;
    const subscriptions = leased.map((delivery) => ({
      endpoint: delivery.endpoint,
      keys: { p256dh: delivery.p256dh, auth: delivery.auth },
    }));
    const payloads = leased.map((delivery) =>
      alertPushPayload(delivery.alert_name, delivery.language, delivery.event_count),
    );
    const encrypted = pool ? await encryptRound(pool, subscriptions, payloads, options.vapid) : undefined;
    return { leased, subscriptions, payloads, encrypted };
  };
  let upcoming = prepare();
  for (;;) {
    const current = await upcoming;
    if (current === undefined) return round;
    const { leased, subscriptions, payloads, encrypted } = current;
    // With the pool, the next round is leased and encrypted on its threads while this one is posted from here
    // (its deliveries stay leased to this copy meanwhile, as this round's do).
    upcoming = pool ? prepare() : Promise.resolve(undefined);
    // Should this round fail, the next one's failure must not go unhandled; its leases run out (027).
    upcoming.catch(() => undefined);
    const settlements: Settlement[] = [];
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < leased.length; index = next++) {
        const delivery = leased[index] as LeasedDelivery;
        const ready = encrypted?.[index];
        const outcome =
          ready === undefined
            ? await send(subscriptions[index] as PushSubscription, payloads[index])
            : ready.ok
              ? await postPush(ready.request, sendOptions)
              : ready.outcome;
        const settled = settlementOf(delivery, outcome, options);
        settlements.push({ delivery, outcome, settled });
        round[settled] += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, leased.length) }, worker));
    await settleAll(db, settlements, options);
    if (!pool) upcoming = prepare();
  }
}

/** Matches every queued event, then sends every due push: one pass of a copy's dispatcher. */
export async function dispatchOnce(db: Db, options: DispatcherOptions): Promise<MatchRound & SendRound> {
  const total = { events: 0, deliveries: 0 };
  const batch = options.matchBatch ?? MATCH_BATCH_EVENTS;
  for (;;) {
    const round = await matchQueuedEvents(db, batch);
    total.events += round.events;
    total.deliveries += round.deliveries;
    if (round.events < batch) break;
  }
  await forgetStartedRecipients(db);
  return { ...total, ...(await sendDueDeliveries(db, options)) };
}

export interface RunningDispatcher {
  /** Waits for the pass under way, then stops. */
  stop(): Promise<void>;
}

/** Runs dispatchOnce every `intervalMs` until stopped; a failed pass is logged and the next one tries again. */
export function startPushDispatcher(
  db: Db,
  options: DispatcherOptions & { intervalMs: number; encryptionThreads?: number },
): RunningDispatcher {
  const encryption = new PushEncryptionPool(options.encryptionThreads ?? defaultEncryptionThreads());
  const dispatch = { ...options, encryption };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = dispatchOnce(db, dispatch)
      .then((done) => {
        if (done.events > 0 || done.sent + done.gone + done.retried + done.dropped > 0) {
          options.log?.info(done, 'push dispatch');
        }
      })
      .catch((error: unknown) => {
        if (!stopped) options.log?.error({ err: error }, 'push dispatch failed');
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  timer = setTimeout(tick, options.intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await encryption.close();
    },
  };
}
