// Migrated template databases for server tests. A fresh PGlite spends seconds in initdb and each file
// would migrate again; loading a dump of a migrated one (migrated-pglite-cache.ts) is several times faster
// (decision 019). PostgreSQL copies a migrated template database instead of migrating every new one.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
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

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated PGlite dump made by the global setup, read once per test file. */
export function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= readFile(inject('pgliteTemplateFile')).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

export function postgresTemplateDatabase(): string | undefined {
  return inject('postgresTemplateDatabase') || undefined;
}
