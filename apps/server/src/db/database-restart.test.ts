// Issue 17 'Faults': PostgreSQL restarted under the running server. While it is gone, API calls answer 503 with
// Retry-After (not 500, and the process stays up); once it is back, they succeed again without a restart of the
// server, because the pool drops the broken connections and connects anew.
// The "restart" is a TCP proxy between the app and the test PostgreSQL that is closed (every connection cut,
// new ones refused) and opened again on the same port: the machine's shared cluster is never restarted.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { isDatabaseUnavailable } from '../http/errors.js';
import { postgresTemplateDatabase } from '../test-support/template-databases.js';
import { adminQuery, testDatabaseUrl } from '../test-support/test-postgres.js';
import { type DatabaseHandle, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { availableEngines } from './test-databases.js';

interface Proxy {
  port: number;
  /** Cuts every connection and refuses new ones, as a stopped PostgreSQL does. */
  stop(): Promise<void>;
  /** Accepts connections again on the same port. */
  start(): Promise<void>;
}

async function startProxy(host: string, port: number): Promise<Proxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = connect(port, host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(onPort, '127.0.0.1', () => resolve((listening.address() as AddressInfo).port));
      server = listening;
    });
  const proxyPort = await listen(0);
  return {
    port: proxyPort,
    async stop() {
      const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async start() {
      await listen(proxyPort);
    },
  };
}

describe.skipIf(!availableEngines().includes('postgres'))(
  'PostgreSQL restarted under the running server [postgres]',
  () => {
    const name = `af_test_${randomBytes(6).toString('hex')}`;
    let proxy: Proxy;
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    let baseUrl: string;
    let dataDir: string;
    let nextId = 1_000_000;
    // A fresh id each time, so no cache of the app answers for the database.
    const getEvent = () => fetch(`${baseUrl}/v1/event/${nextId++}`);

    beforeAll(async () => {
      const template = postgresTemplateDatabase();
      await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      const direct = new URL(testDatabaseUrl(name));
      proxy = await startProxy(direct.hostname, Number(direct.port || 5432));
      const proxied = new URL(direct);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      handle = await openDatabase({ databaseUrl: proxied.toString(), poolSize: 4 });
      await migrateToLatest(handle.db);
      dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-restart-'));
      const config = Object.freeze({
        ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_READS_PER_MINUTE: '0' }),
        webDistDir: undefined,
      });
      app = await buildApp({ config, db: handle.db });
      baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    });

    afterAll(async () => {
      await app?.close();
      await handle?.close();
      await proxy?.stop().catch(() => {});
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('answers 503 with Retry-After while it is gone, and recovers without a restart once it is back', async () => {
      // Up: several calls at once, so the pool holds open connections when the database goes away.
      const before = await Promise.all([getEvent(), getEvent(), getEvent()]);
      expect(before.map((r) => r.status)).toEqual([404, 404, 404]);

      await proxy.stop();
      // Pooled connections that broke, and new ones that are refused: every call is a 503, none a 500.
      for (let i = 0; i < 5; i += 1) {
        const down = await getEvent();
        expect(down.status).toBe(503);
        expect(down.headers.get('retry-after')).toBe('5');
        expect(await down.json()).toEqual({
          detail: 'Service Unavailable: the database cannot be reached. Try again shortly.',
        });
      }
      expect((await fetch(`${baseUrl}/health`)).status).toBe(503);

      await proxy.start();
      // The same process, without a restart: the next calls reach the database again.
      const after = await Promise.all([getEvent(), getEvent(), getEvent()]);
      expect(after.map((r) => r.status)).toEqual([404, 404, 404]);
      expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
    });
  },
);

describe('isDatabaseUnavailable', () => {
  it('knows the errors of a database restarting, shutting down or out of reach, and nothing else', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08006', '08001']) {
      expect(isDatabaseUnavailable({ code, message: 'x' }), code).toBe(true);
    }
    expect(isDatabaseUnavailable({ message: 'Connection terminated unexpectedly' })).toBe(true);
    expect(isDatabaseUnavailable({ message: 'Connection terminated due to connection timeout' })).toBe(true);
    for (const code of ['57014', '23505', '42P01', 'ENOENT', undefined]) {
      expect(isDatabaseUnavailable({ code, message: 'x' }), String(code)).toBe(false);
    }
  });
});
