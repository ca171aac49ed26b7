// Opens the one query layer: Kysely over node-postgres, talking to either embedded PGlite or PostgreSQL.
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type MemoryFS, PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig, type PglitePgConnection } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { prepareMarkedQueries } from './prepared-statements.js';
import type { Database } from './tables.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine itself when kind is 'pglite' (e.g. to dump its data folder). */
  pglite?: PGlite;
  /** Closes the pool and, for PGlite, the embedded engine. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent the embedded engine runs in `pgliteDir`. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database, or 'memory://' for a throwaway one. */
  pgliteDir?: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** A PGlite data-folder dump to start from (the journeys' server: an already migrated database). */
  pgliteTemplate?: Blob;
  /** An in-memory file system holding the data folder, instead of `pgliteDir` (tests: a copy of a migrated one). */
  pgliteMemoryFs?: MemoryFS;
  /**
   * PostgreSQL's statement_timeout on every connection of the pool, ms (issue 17 finding 6: no query of the
   * API may hold a connection for long). PGlite has no timer to cancel a statement with; it is not set there.
   */
  statementTimeoutMs?: number;
}

const PGLITE_EXTENSIONS = { btree_gin, btree_gist, citext, pg_trgm, unaccent };

/**
 * PGlite's shared buffers live in its WebAssembly memory and are written at start, so each MiB of them is a MiB of
 * the process's RSS from the first second. PostgreSQL's default of 128 MB made them half of the server's memory;
 * the data folder's files are read through the operating system's page cache all the same, which keeps the pages
 * of a small database close at hand without the process holding them (issue 17: ≤ 300 MB RSS).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    prepareMarkedQueries(pool);
    // An idle connection that PostgreSQL ends (restart, terminated backend) is an 'error' on the pool; without a
    // listener it would end the process. The pool has already dropped it, and the next query connects anew.
    pool.on('error', () => {});
    // A connection that ends while a query of it runs (PostgreSQL restarted under the server) rejects that query,
    // and then also emits 'error' on the client, which the pool listens to only while the client is idle: without
    // a listener of our own it would end the process (issue 17 'Faults'). The pool drops such a client on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const allEnded = whenConnectionsEnd(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await db.destroy();
        await allEnded();
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) await mkdir(dir, { recursive: true });
  const pgliteOptions = {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: options.pgliteTemplate,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
  const pglite = options.pgliteMemoryFs
    ? await PGlite.create({ ...pgliteOptions, fs: options.pgliteMemoryFs })
    : await PGlite.create(dir, pgliteOptions);
  // PGlite is single-connection: the adapter's pool has size 1, so queries queue rather than fail.
  const pgConfig = createPgConfig(pglite);
  const pool = new pg.Pool(pgConfig);
  prepareMarkedQueries(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      await whenMessagesRun(pgConfig.connection);
      await pglite.close();
    },
  };
}

/**
 * Waits until PGlite has run every protocol message node-postgres gave its adapter. A query that fails at its first
 * message (a missing table: a damaged or unmigrated data folder) answers its caller while the rest of the query's
 * messages are still queued, and pg's pool ends without waiting for them; PGlite closed under them ran them on a
 * stopped PostgreSQL and looped at full CPU for ever instead of closing. The adapter runs its messages in order, so
 * its 'end', queued last, comes after all of them. end() drops the listeners it has, so listen after calling it.
 */
async function whenMessagesRun(connection: PglitePgConnection): Promise<void> {
  connection.end();
  await once(connection, 'end');
}

/**
 * pg.Pool's end() resolves once it has asked its connections to end, not once they have: whoever drops the
 * database or stops the server right after must wait for this as well.
 */
function whenConnectionsEnd(pool: pg.Pool): () => Promise<void> {
  const open = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    open.add(ended);
    void ended.then(() => open.delete(ended));
  });
  return async () => {
    await Promise.all(open);
  };
}

/** The embedded database lives in `${dataDir}/db`, beside other local state (outbox, secrets). */
export function embeddedDatabaseDir(dataDir: string): string {
  return join(dataDir, 'db');
}
