// Applies the forward-only migrations in db/migrations/ (files NNN-name.ts exporting `up`), in name order.
// From the compiled server (dist/, npm start) they are the NNN-name.js beside this module's own .js.
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** '.js' when this module runs compiled (dist/), '.ts' from the source (tsx, tests). */
const MODULE_EXTENSION = import.meta.url.endsWith('.js') ? '.js' : '.ts';
const MIGRATION_FILE = new RegExp(`^\\d{3}-[\\w-]+\\${MODULE_EXTENSION}$`);

/** The migration files of the folder in name order (NNN-name.ts; their tests, NNN-name.test.ts, are not). */
export async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => MIGRATION_FILE.test(f)).sort();
}

class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = await migrationFiles();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.slice(0, -MODULE_EXTENSION.length)] = (await import(
        new URL(file, `file://${MIGRATIONS_DIR}`).href
      )) as Migration;
    }
    return migrations;
  }
}

/** Applies the migrations not yet applied, up to `through` (a migration's name) or all of them. */
export async function migrateToLatest(db: Db, through?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error, results } = await (through === undefined
    ? migrator.migrateToLatest()
    : migrator.migrateTo(through));
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
