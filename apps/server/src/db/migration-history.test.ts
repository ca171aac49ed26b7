// A migration that has landed may have run on somebody's database: changing or removing it afterwards
// leaves that database with a schema no code expects (issue 17: migration 020 was replaced after it
// landed). released-migrations.json lists every landed migration with the hash of its file; the list may
// only grow. A new migration is appended to it when it lands; a change to a landed one is a new migration.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrationFiles } from './migrate.js';
import released from './released-migrations.json' with { type: 'json' };

async function currentMigrations(): Promise<{ name: string; sha256: string }[]> {
  const files = await migrationFiles();
  return Promise.all(
    files.map(async (file) => ({
      name: file.replace(/\.ts$/, ''),
      sha256: createHash('sha256')
        .update(await readFile(join(MIGRATIONS_DIR, file)))
        .digest('hex'),
    })),
  );
}

describe('released migrations', () => {
  it('keeps every released migration, unchanged, in its place; new ones come after them', async () => {
    const current = await currentMigrations();
    expect(current.slice(0, released.length)).toEqual(released);
  });

  it('lists every migration in the folder, so the next change to one of them is caught', async () => {
    expect((await currentMigrations()).map((m) => m.name)).toEqual(released.map((m) => m.name));
  });
});
