// DESIGN §4.15 and issue 17 'Production run': npm start runs the server compiled to JavaScript (scripts/build.mjs),
// without a TypeScript loader. The compiled server must find what it reads beside its modules: the migrations,
// the seeds, the Dresden place table, the gazetteer's data sets.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
// Beside dist/, inside apps/server: its imports resolve from the same node_modules as dist/'s.
const OUT_NAME = `dist-test-${process.pid}`;
const OUT = join(SERVER_DIR, OUT_NAME);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

describe('the compiled server (npm start)', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-compiled-'));
    await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--outdir', OUT_NAME], {
      cwd: SERVER_DIR,
    });
  }, 120_000);
  afterAll(async () => {
    if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(OUT, { recursive: true, force: true });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('holds JavaScript for every module and migration, and nothing of the tests', async () => {
    const files = await filesUnder(OUT);
    expect(files).toContain('main.js');
    expect(files).toContain('crawl/geocode/dresden-places.json');
    expect(files.filter((f) => f.endsWith('.ts'))).toEqual([]);
    expect(files.filter((f) => /\.test\.js$|test-support/.test(f))).toEqual([]);
    const sourceMigrations = (await readdir(join(SERVER_DIR, 'src/db/migrations'))).filter((f) =>
      /^\d{3}-[\w-]+\.ts$/.test(f),
    );
    const builtMigrations = (await readdir(join(OUT, 'db/migrations'))).filter((f) => f.endsWith('.js'));
    expect(builtMigrations).toEqual(sourceMigrations.map((f) => f.replace(/\.ts$/, '.js')));
  });

  // A fresh embedded database migrates, loads the gazetteer and seeds first: slow on a busy 2-core machine.
  it('starts with plain node on an empty DATA_DIR: migrates, seeds the demo data, answers, exits 0 on SIGTERM', {
    timeout: 240_000,
  }, async () => {
    child = spawn(process.execPath, [join(OUT, 'main.js')], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATABASE_URL: '',
        CRAWL_ENABLED: 'false',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const started = child;
    const baseUrl = await new Promise<string>((resolve, reject) => {
      createInterface({ input: started.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        output.push(line);
        const match = /Assembly Finder is running at (http:\/\/\S+)/.exec(line);
        if (match?.[1]) resolve(match[1]);
      });
      started.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output.join('\n')}`)));
    });
    expect(output.join('\n')).toContain('"msg":"demo data seeded"');
    expect(output.join('\n'), 'no TypeScript loader in the process').not.toContain('tsx');
    expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
    const post = (path: string, body: unknown) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const all = await post('/v1/event/all', { mode: 'closest_future', limit: 5 });
    expect(all.status).toBe(200);
    expect(JSON.stringify(await all.json()), 'the demo events were seeded').toContain('"id"');
    // The gazetteer was loaded from its data sets: a postal code resolves to a place.
    const address = await post('/v1/event/address-search?address_language=de', {
      zip_code: '04109',
      limit: 5,
    });
    expect(address.status, await address.clone().text()).toBe(200);

    const exited = once(started, 'exit');
    started.kill('SIGTERM');
    expect((await exited)[0], output.join('\n')).toBe(0);
  });
});
