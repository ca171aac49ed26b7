import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, startMain, stopStartedMains } from './test-support/main-process.js';

describe('main.ts as a real process', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-main-'));
  });
  afterEach(stopStartedMains);
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  // A fresh embedded database migrates, loads the gazetteer and seeds first: slow on a busy 2-core machine. The
  // compiled server must find what it reads beside its modules (DESIGN §4.15, issue 17 'Production run'): the
  // migrations, the seeds, the gazetteer's data sets.
  it('starts compiled on an empty DATA_DIR with demo data and the gazetteer, answers, and exits 0 on SIGTERM', {
    timeout: 240_000,
  }, async () => {
    const main = startMain({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const { child, output } = main;
    const baseUrl = await listeningUrl(main);
    expect(output.join('\n')).toContain('"msg":"demo data seeded"');
    expect(output.join('\n'), 'no TypeScript loader in the process').not.toContain('tsx');
    const health = await fetch(`${baseUrl}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    const topics = (await (await fetch(`${baseUrl}/v1/topic/`)).json()) as unknown[];
    expect(topics.length, 'the embedded default seeds the demo topics').toBeGreaterThan(0);
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

    // 'close', not 'exit', here and below: a child's last output can reach us after it has exited.
    const exited = once(child, 'close');
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code, output.join('\n')).toBe(0);
    expect(output.join('\n')).toContain('"msg":"stopped"');
  });

  it('refuses to start with bad settings and names every bad key', async () => {
    const { child, output } = startMain({ PORT: 'eighty', LOG_LEVEL: 'loud', DATA_DIR: dataDir });
    const [code] = await once(child, 'close');
    expect(code).toBe(1);
    const message = output.join('');
    expect(message).toContain('PORT must be a whole number');
    expect(message).toContain('LOG_LEVEL must be one of');
  });

  // The secret is checked with the other settings, before the server's modules load or the database opens.
  it('refuses to start with a JWT_SECRET that is too short, in the same plain words', async () => {
    const { child, output } = startMain({
      DATA_DIR: dataDir,
      JWT_SECRET: 'too-short',
      SEED_DEMO_DATA: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
    });
    const [code] = await once(child, 'close');
    expect(code).toBe(1);
    const message = output.join('');
    expect(message).toContain('Invalid configuration:\n- JWT_SECRET must be at least 32 characters long');
    expect(message).not.toContain('could not start');
  });
});
