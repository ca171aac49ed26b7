import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { jwtSecretFile, resolveJwtSecret } from './jwt-secret.js';

describe('resolveJwtSecret', () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });
  const dataDir = async () => {
    const folder = await mkdtemp(join(tmpdir(), 'af-secret-'));
    folders.push(folder);
    return folder;
  };

  it('generates a secret once in the embedded default and keeps it private in the data folder', async () => {
    const dir = await dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    const first = await resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveJwtSecret(config)).toBe(first);
    expect((await readFile(jwtSecretFile(dir), 'utf8')).trim()).toBe(first);
    expect((await stat(jwtSecretFile(dir))).mode & 0o077).toBe(0);
  });

  it('uses the configured secret', async () => {
    const secret = 'x'.repeat(40);
    expect(await resolveJwtSecret(loadConfig({ DATA_DIR: await dataDir(), JWT_SECRET: secret }))).toBe(
      secret,
    );
  });
});
