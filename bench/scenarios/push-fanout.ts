// Web Push fan-out (issue 14, decision 027): N registered alert subscriptions spread over Germany like the
// events, then (1) the matching statement for one new event at a time, (2) a crawl-sized write of M new
// events matched and every push sent to a local push service.
import { createECDH, randomBytes } from 'node:crypto';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import webPush from 'web-push';
import type { Db } from '../../apps/server/src/db/database.js';
import { sendDueDeliveries } from '../../apps/server/src/features/push/push-dispatcher.js';
import {
  defaultEncryptionThreads,
  PushEncryptionPool,
} from '../../apps/server/src/features/push/push-encryption-pool.js';
import { matchQueuedEvents } from '../../apps/server/src/features/push/push-matching.js';
import { boundingBox } from '../../apps/server/src/geo/distance.js';
// The local push service's self-signed certificate for 127.0.0.1 (test-only), and its decryption.
import {
  TEST_CERT as CERT_PEM,
  decryptPush,
  TEST_KEY as KEY_PEM,
} from '../../apps/server/src/test-support/push-endpoint.js';
import { openBenchDatabase } from '../support/bench-database.js';
import { wholeNumberOption } from '../support/options.js';
import { cpuSnapshot, cpuSpent } from '../support/process-cpu.js';
import { createRandom, pick } from '../support/random.js';
import { formatCount, formatDuration, printTable } from '../support/report.js';
import { percentile } from '../support/sequential-timing.js';
import {
  generateEventBatches,
  insertBenchTaxonomy,
  insertEventBatch,
  POSTAL_CODES,
} from '../support/synthetic-events.js';
import type { Scenario } from './scenario.js';

const RADII = [5, 10, 10, 10, 25, 50];
const KEYWORDS = ['rents', 'clean air', 'cycling', 'schools', 'nurses', 'open data', 'peace', 'marktplatz'];
const DEVICE_KEYS = 64;
const DAY_MS = 86_400_000;

/** The PostgreSQL backends serving this database (none for PGlite, which runs in this process). */
async function backendPids(db: Db, kind: string): Promise<number[]> {
  if (kind !== 'postgres') return [];
  const { rows } = await sql<{ pid: number }>`
    SELECT pid FROM pg_stat_activity WHERE datname = current_database()`.execute(db);
  return rows.map((row) => row.pid);
}

/**
 * Wall and CPU ms of `work`: this process (PGlite included) and the given PostgreSQL backends (/proc; the pool's
 * connections, read once before, so that reading them is not part of the figure).
 */
async function measured<T>(backends: readonly number[], work: () => Promise<T>) {
  const before = cpuSnapshot(backends);
  const own = process.cpuUsage();
  const startedAt = performance.now();
  const result = await work();
  const wallMs = performance.now() - startedAt;
  const ownCpu = process.cpuUsage(own);
  const cpuMs = (ownCpu.user + ownCpu.system) / 1_000 + cpuSpent(before, cpuSnapshot(backends)) * 1_000;
  return { result, wallMs, cpuMs };
}

export const pushFanoutScenario: Scenario = {
  name: 'push-fanout',
  summary: 'Web Push: match new events against N alert subscriptions and send every push (decision 027)',
  usage: [
    '--subscriptions N  registered subscriptions (default 100,000)',
    '--events N         new events written in one statement for the fan-out (default 1,000)',
    '--single N         single new events matched one at a time (default 100)',
    '--database URL     a PostgreSQL server; a fresh database is created on it (default: PGlite)',
    '--threads N        encryption threads while sending (decision 037; default: as the server, the cores up to 4; 0: none)',
    '--keep             keep the database afterwards',
  ].join('\n'),

  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        subscriptions: { type: 'string' },
        events: { type: 'string' },
        single: { type: 'string' },
        database: { type: 'string' },
        threads: { type: 'string' },
        keep: { type: 'boolean', default: false },
      },
      strict: true,
    });
    const subscriptionCount = wholeNumberOption('subscriptions', values.subscriptions, 100_000);
    const eventCount = wholeNumberOption('events', values.events, 1_000);
    const singleCount = wholeNumberOption('single', values.single, 100);
    const threads = wholeNumberOption('threads', values.threads, defaultEncryptionThreads(), { min: 0 });
    const random = createRandom(7);
    const loadAtStart = os.loadavg()[0]?.toFixed(1) ?? '?';

    // The local push service: answers 201 at once; decrypts one push in 500 to check what arrives.
    const devices = Array.from({ length: DEVICE_KEYS }, () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return { ecdh, auth: randomBytes(16) };
    });
    let received = 0;
    const samples: string[] = [];
    const server = createServer({ cert: CERT_PEM, key: KEY_PEM }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received += 1;
        if (received % 500 === 1) {
          const device = devices[Number(/\/send\/(\d+)\//.exec(request.url ?? '')?.[1] ?? 0)];
          if (device) samples.push(decryptPush(Buffer.concat(chunks), device));
        }
        response.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const agent = new Agent({ ca: CERT_PEM, keepAlive: true, maxSockets: 64 });

    const database = await openBenchDatabase({ databaseUrl: values.database, keep: values.keep });
    const { db, kind } = database.handle;
    console.log(`${kind} database at ${database.location}`);
    try {
      const taxonomy = await insertBenchTaxonomy(db);

      // N subscriptions: centres where people live, radius 5–50 km, a third with a keyword, a fifth with a
      // topic, a tenth with an event type; 64 device key pairs shared between them.
      const insertedAt = performance.now();
      for (let offset = 0; offset < subscriptionCount; offset += 10_000) {
        const rows = Array.from({ length: Math.min(10_000, subscriptionCount - offset) }, (_, index) => {
          const i = offset + index;
          const place = pick(random, POSTAL_CODES);
          const center = { lat: Number(place.lat), lon: Number(place.lon) };
          const radius = pick(random, RADII);
          const box = boundingBox(center, radius);
          const device = i % DEVICE_KEYS;
          return {
            endpoint: `https://127.0.0.1:${port}/send/${device}/${i}`,
            p256dh: devices[device]?.ecdh.getPublicKey().toString('base64url') ?? '',
            auth: devices[device]?.auth.toString('base64url') ?? '',
            name: `Alert ${i}`,
            lat: center.lat,
            lon: center.lon,
            radius,
            area: `(${box.minLon},${box.minLat}),(${box.maxLon},${box.maxLat})`,
            word: random() < 1 / 3 ? pick(random, KEYWORDS) : '',
            topic: random() < 0.2 ? pick(random, taxonomy.topicIds) : 0,
            type: random() < 0.1 ? pick(random, taxonomy.eventTypeIds) : 0,
          };
        });
        const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
        await sql`
          INSERT INTO push_subscriptions (endpoint, p256dh, auth, alert_name, language, criteria, lat, lon,
                                          radius_km, area, patterns, topic_ids, type_ids)
          SELECT endpoint, p256dh, auth, name, 'en', '{}', lat, lon, radius, area::box,
                 CASE WHEN word = '' THEN '{}'::text[] ELSE array(
                   SELECT '%' || fold_umlaut_digraphs(lower(immutable_unaccent(w))) || '%'
                   FROM unnest(string_to_array(word, ' ')) AS w) END,
                 CASE WHEN topic = 0 THEN '{}'::int[] ELSE ARRAY[topic] END,
                 CASE WHEN type = 0 THEN '{}'::int[] ELSE ARRAY[type] END
          FROM unnest(${column('endpoint')}::text[], ${column('p256dh')}::text[], ${column('auth')}::text[],
                      ${column('name')}::text[], ${column('lat')}::float8[], ${column('lon')}::float8[],
                      ${column('radius')}::float8[], ${column('area')}::text[], ${column('word')}::text[],
                      ${column('topic')}::int[], ${column('type')}::int[])
            AS s(endpoint, p256dh, auth, name, lat, lon, radius, area, word, topic, type)
        `.execute(db);
      }
      // As autovacuum does after a bulk insert (PostgreSQL 13+): statistics, and the visibility map that lets the
      // scan of the area index stay index-only (migration 039).
      await sql`VACUUM ANALYZE push_subscriptions`.execute(db);
      const insertMs = performance.now() - insertedAt;

      // (1) One new event at a time: the matching statement alone (claim, match, insert deliveries).
      const future = new Date(Date.now() + 400 * DAY_MS);
      const singles: number[] = [];
      const matchedPerEvent: number[] = [];
      let singlesCpuMs = 0;
      const backends = await backendPids(db, kind);
      let seed = 100;
      for (let i = 0; i < singleCount; i += 1) {
        const [batch] = [...generateEventBatches(1, 1, taxonomy, { seed: seed++, now: future })];
        if (batch === undefined) continue;
        await insertEventBatch(db, batch, taxonomy.topicIds);
        const single = await measured(backends, () => matchQueuedEvents(db));
        singles.push(single.wallMs);
        singlesCpuMs += single.cpuMs;
        matchedPerEvent.push(single.result.deliveries);
        await db.deleteFrom('push_deliveries').execute();
      }
      // How the subscriptions' area index is read for the columns the matching tests.
      const plan = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id, lat, lon, radius_km, type_ids, topic_ids, patterns FROM push_subscriptions s
        WHERE s.area @> box(point(13.4, 52.52), point(13.4, 52.52))`.execute(db);
      const areaScan =
        plan.rows
          .map((row) =>
            /^\s*(?:->\s*)?(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)/.exec(row['QUERY PLAN']),
          )
          .find((match) => match !== null)?.[1] ?? 'unknown';
      const sorted = [...singles].sort((a, b) => a - b);

      // (2) A crawl's write: M new events in one statement, matched, and every push sent.
      const [crawl] = [...generateEventBatches(eventCount, eventCount, taxonomy, { seed: 9, now: future })];
      if (crawl === undefined) throw new Error('no events generated');
      const writtenAt = performance.now();
      await insertEventBatch(db, crawl, taxonomy.topicIds);
      const writeMs = performance.now() - writtenAt;
      const match = await measured(await backendPids(db, kind), async () => {
        let deliveries = 0;
        for (;;) {
          const round = await matchQueuedEvents(db);
          deliveries += round.deliveries;
          if (round.events === 0) return deliveries;
        }
      });
      const { wallMs: matchMs, result: deliveries } = match;
      const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:bench@example.org' };
      // How long the event loop (which serves the API in the server) waits behind the sending.
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      const sentAt = performance.now();
      const cpuBefore = process.cpuUsage();
      const encryption = new PushEncryptionPool(threads);
      const sent = await sendDueDeliveries(db, { vapid, agent, retryBaseMs: 1_000, encryption });
      const sendCpu = process.cpuUsage(cpuBefore);
      loopDelay.disable();
      await encryption.close();
      const sendMs = performance.now() - sentAt;
      const sendCpuMs = (sendCpu.user + sendCpu.system) / 1_000;

      printTable(`push-fanout: ${formatCount(subscriptionCount)} subscriptions on ${kind}`, [
        ['figure', 'value'],
        ['subscriptions inserted', `${formatCount(subscriptionCount)} in ${formatDuration(insertMs)}`],
        [
          'area index used',
          plan.rows.some((row) => /push_subscriptions_area_idx/.test(row['QUERY PLAN']))
            ? `yes (GiST, ${areaScan})`
            : 'NO',
        ],
        [`one new event: match p50`, formatDuration(percentile(sorted, 50))],
        [`one new event: match p95`, formatDuration(percentile(sorted, 95))],
        [`one new event: match p99`, formatDuration(percentile(sorted, 99))],
        [`one new event: match max`, formatDuration(sorted.at(-1) ?? 0)],
        [
          'one new event: CPU per match (this process + PostgreSQL)',
          `${(singlesCpuMs / Math.max(1, singles.length)).toFixed(1)} ms (${singles.length} events)`,
        ],
        [
          'one new event: alerts matched (median)',
          formatCount(
            percentile(
              [...matchedPerEvent].sort((a, b) => a - b),
              50,
            ),
          ),
        ],
        [`fan-out: write ${formatCount(eventCount)} events (1 statement)`, formatDuration(writeMs)],
        ['fan-out: match (deliveries)', `${formatDuration(matchMs)} (${formatCount(deliveries)} pushes)`],
        ['fan-out: match CPU (this process + PostgreSQL)', formatDuration(match.cpuMs)],
        [
          'fan-out: send',
          `${formatDuration(sendMs)} (${formatCount(sent.sent)} sent, ${sent.retried} retried, ${sent.dropped} dropped)`,
        ],
        ['fan-out: encryption threads', String(threads)],
        ['fan-out: pushes per second', formatCount(sent.sent / (sendMs / 1_000))],
        [
          'fan-out: CPU of this process while sending',
          `${formatDuration(sendCpuMs)} (${(sendCpuMs / Math.max(1, sent.sent)).toFixed(2)} ms a push, all threads, the local push service's TLS included)`,
        ],
        [
          'fan-out: event loop delay while sending, p50 / p99 / max',
          [50, 99, 100]
            .map((p) => formatDuration((p === 100 ? loopDelay.max : loopDelay.percentile(p)) / 1e6))
            .join(' / '),
        ],
        ['load average (1 min) at the start / end', `${loadAtStart} / ${os.loadavg()[0]?.toFixed(1) ?? '?'}`],
        ['fan-out: match + send', formatDuration(matchMs + sendMs)],
        ['push service received', formatCount(received)],
      ]);
      console.log(`sample payloads (1 in 500, decrypted): ${samples.slice(0, 3).join(' | ')}`);
    } finally {
      agent.destroy();
      server.closeAllConnections();
      server.close();
      await database.dispose();
      if (values.keep) console.log(`kept: ${database.location}`);
    }
  },
};
