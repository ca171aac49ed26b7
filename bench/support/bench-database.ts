// A fresh, migrated database for one benchmark run: embedded PGlite in a temp folder, or a new
// database on a PostgreSQL server. Dropped afterwards unless the run asks to keep it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** Where the data lives: a folder for PGlite, a URL without password for PostgreSQL. */
  location: string;
  /** Size of the database as the engine reports it. */
  sizeBytes(): Promise<number>;
  /** Bytes on disk (PGlite folder); undefined for a PostgreSQL server. */
  diskBytes(): Promise<number | undefined>;
  /** Closes the connection, keeping the database (e.g. to hand a PGlite folder to another process). */
  close(): Promise<void>;
  /** Closes the connection unless closed, and drops the database unless `keep` was set. */
  dispose(): Promise<void>;
}

export interface BenchDatabaseOptions {
  /** A PostgreSQL server URL; a fresh database is created beside the one it names. */
  databaseUrl?: string | undefined;
  keep: boolean;
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** handle.close() at most once, whoever asks first. */
function closeOnce(handle: DatabaseHandle): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= handle.close();
    return closing;
  };
}

export async function openBenchDatabase(options: BenchDatabaseOptions): Promise<BenchDatabase> {
  const sizeOf = async (handle: DatabaseHandle) => {
    const { rows } = await sql<{
      bytes: string;
    }>`SELECT pg_database_size(current_database()) AS bytes`.execute(handle.db);
    return Number(rows[0]?.bytes ?? 0);
  };

  const serverUrl = options.databaseUrl;
  if (serverUrl) {
    // Database names cannot be bound parameters; this one is generated here, never user input.
    const name = `af_bench_${randomBytes(5).toString('hex')}`;
    await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    await migrateToLatest(handle.db);
    url.password = '';
    const close = closeOnce(handle);
    return {
      handle,
      location: url.toString(),
      sizeBytes: () => sizeOf(handle),
      diskBytes: async () => undefined,
      close,
      dispose: async () => {
        await close();
        if (!options.keep) await runOnServer(serverUrl, `DROP DATABASE ${name} WITH (FORCE)`);
      },
    };
  }

  const dir = await mkdtemp(join(tmpdir(), 'assembly-finder-bench-'));
  const handle = await openDatabase({ pgliteDir: dir });
  await migrateToLatest(handle.db);
  const close = closeOnce(handle);
  return {
    handle,
    location: dir,
    sizeBytes: () => sizeOf(handle),
    diskBytes: () => folderBytes(dir),
    close,
    dispose: async () => {
      await close();
      if (!options.keep) await rm(dir, { recursive: true, force: true });
    },
  };
}
