// DESIGN §4.15 and issue 17 'Production run': npm start runs the server compiled to JavaScript (scripts/build.mjs),
// without a TypeScript loader, and so do its command lines (npm run admin, npm run crawl). The build must hold every module and the files read beside them (the migrations, the
// Dresden place table), and nothing of the tests. The build is the test run's (test-support/server-build.ts, made by
// scripts/build.mjs in the global setup); main.test.ts starts it on an empty data folder.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtServerFile } from './test-support/server-build.js';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

describe('the compiled server (npm start)', () => {
  it('holds JavaScript for every module and migration, and nothing of the tests', async () => {
    const out = builtServerFile('');
    const files = await filesUnder(out);
    expect(files).toContain('main.js');
    expect(files).toContain('crawl/geocode/dresden-places.json');
    expect(files.filter((f) => f.endsWith('.ts'))).toEqual([]);
    expect(files.filter((f) => /\.test\.js$|test-support/.test(f))).toEqual([]);
    const sourceMigrations = (await readdir(join(SERVER_DIR, 'src/db/migrations'))).filter((f) =>
      /^\d{3}-[\w-]+\.ts$/.test(f),
    );
    const builtMigrations = (await readdir(join(out, 'db/migrations'))).filter((f) => f.endsWith('.js'));
    expect(builtMigrations).toEqual(sourceMigrations.map((f) => f.replace(/\.ts$/, '.js')));
  });

  it('holds every file the package scripts run with node (npm start, npm run admin, npm run crawl)', async () => {
    const { scripts } = JSON.parse(await readFile(join(SERVER_DIR, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const run = Object.values(scripts).flatMap((script) =>
      [...script.matchAll(/\bdist\/(\S+\.js)\b/g)].map((match) => match[1] as string),
    );
    expect(run.sort()).toEqual(['cli/admin-cli.js', 'crawl/crawl-cli.js', 'main.js']);
    const files = await filesUnder(builtServerFile(''));
    for (const file of run) expect(files).toContain(file);
  });
});
