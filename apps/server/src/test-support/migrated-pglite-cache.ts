// A dump of a freshly migrated PGlite, kept between test runs in node_modules/.cache. PGlite's initdb is most of
// what a new embedded database costs (decision 019), and every server test run and the journeys' server would pay
// it again for the same bytes. The file's name is a digest of everything the dump depends on (PGlite's version,
// the migrations, the migrator and the database options), so a changed migration makes a new one.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/database.js';
import { MIGRATIONS_DIR, migrateToLatest, migrationFiles } from '../db/migrate.js';

const CACHE_DIR = fileURLToPath(new URL('../../../../node_modules/.cache/assembly-finder/', import.meta.url));
const PREFIX = 'migrated-pglite-';
const DB_DIR = fileURLToPath(new URL('../db/', import.meta.url));

async function dumpKey(): Promise<string> {
  const hash = createHash('sha256');
  // PGlite's entry is dist/index.*; its package.json (not exported) holds the version.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(join(dirname(dirname(pgliteEntry)), 'package.json')));
  for (const file of ['database.ts', 'migrate.ts']) hash.update(await readFile(join(DB_DIR, file)));
  for (const file of await migrationFiles()) {
    hash.update(file);
    hash.update(await readFile(join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function dumpMigratedPglite(): Promise<Blob> {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await migrateToLatest(handle.db);
    const pglite = handle.pglite;
    if (pglite === undefined) throw new Error('expected an embedded database');
    return await pglite.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/** The cached dump of the current migrations, or undefined when none has been made since they changed. */
export async function findMigratedPgliteDump(): Promise<string | undefined> {
  const name = `${PREFIX}${await dumpKey()}.tar`;
  const names = await readdir(CACHE_DIR).catch(() => [] as string[]);
  return names.includes(name) ? join(CACHE_DIR, name) : undefined;
}

/** The cached dump of the current migrations, made now if there is none; older dumps are removed. */
export async function migratedPgliteDump(): Promise<string> {
  const found = await findMigratedPgliteDump();
  if (found !== undefined) return found;
  const name = `${PREFIX}${await dumpKey()}.tar`;
  const bytes = Buffer.from(await (await dumpMigratedPglite()).arrayBuffer());
  await mkdir(CACHE_DIR, { recursive: true });
  for (const old of await readdir(CACHE_DIR)) {
    if (old.startsWith(PREFIX) && old !== name) await rm(join(CACHE_DIR, old), { force: true });
  }
  // Written under a temporary name and renamed, so a run beside this one never reads half a file.
  const partial = join(CACHE_DIR, `${name}.${process.pid}.partial`);
  await writeFile(partial, bytes);
  await rename(partial, join(CACHE_DIR, name));
  return join(CACHE_DIR, name);
}

/** Starts an embedded database in `pgliteDir` from the dump instead of initdb (the journeys' server). */
export async function loadPgliteDump(pgliteDir: string, dumpFile: string): Promise<void> {
  const handle = await openDatabase({ pgliteDir, pgliteTemplate: new Blob([await readFile(dumpFile)]) });
  await handle.close();
}
