// Migrated template databases for server tests. A fresh PGlite spends seconds in initdb and each file
// would migrate again; loading a dump of a migrated one (migrated-pglite-cache.ts) is several times faster
// (decision 019). PostgreSQL copies a migrated template database instead of migrating every new one.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { type DataFolderFile, readDataFolderDump, TemplateMemoryFS } from './pglite-template-fs.js';
import { adminQuery, testDatabaseUrl } from './test-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a dump of a migrated PGlite data folder. */
    pgliteTemplateFile: string;
    /** Name of a migrated PostgreSQL database to copy, or '' when PostgreSQL is unreachable. */
    postgresTemplateDatabase: string;
  }
}

/** Creates a migrated PostgreSQL database to copy (global setup); the caller drops it afterwards. */
export async function createPostgresTemplate(): Promise<string> {
  const name = `af_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ databaseUrl: testDatabaseUrl(name), poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  return name;
}

let pgliteTemplate: Promise<DataFolderFile[]> | undefined;

/** The files of the migrated PGlite data folder the global setup dumped, read once per worker process. */
function migratedPgliteFiles(): Promise<DataFolderFile[]> {
  pgliteTemplate ??= readFile(inject('pgliteTemplateFile')).then((bytes) => readDataFolderDump(bytes));
  return pgliteTemplate;
}

/**
 * A file system holding a copy of the migrated PGlite data folder the global setup dumped. The dump is read once
 * per worker process (files run one after another in one module graph) and copied for every database.
 */
export async function migratedPgliteFs(): Promise<TemplateMemoryFS> {
  return new TemplateMemoryFS(await migratedPgliteFiles());
}

/**
 * Writes the migrated PGlite data folder into `dir` on disk, for a process of its own that opens it there (the
 * command lines): it starts without initdb and migrating, which cost a process several times an open (decision
 * 019, addendum 2026-11-27).
 */
export async function writeMigratedPgliteFolder(dir: string): Promise<void> {
  for (const { path, bytes } of await migratedPgliteFiles()) {
    const target = join(dir, path);
    await mkdir(bytes === undefined ? target : dirname(target), { recursive: true });
    if (bytes !== undefined) await writeFile(target, bytes);
  }
}

export function postgresTemplateDatabase(): string | undefined {
  return inject('postgresTemplateDatabase') || undefined;
}
