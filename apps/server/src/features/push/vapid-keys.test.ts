import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.js';
import { resolveVapidKeys, vapidKeysFile } from './vapid-keys.js';

describe('resolveVapidKeys', () => {
  const folders: string[] = [];
  const dataDir = async () => {
    const folder = await mkdtemp(join(tmpdir(), 'assembly-finder-vapid-'));
    folders.push(folder);
    return folder;
  };
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });
  const subject = 'mailto:alerts@example.org';

  it('generates a key pair once per data folder, readable only by the server’s user, and reuses it', async () => {
    const folder = await dataDir();
    const first = await resolveVapidKeys({ subject, dataDir: folder });
    if (!first) throw new Error('no key pair in the embedded default');
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect((await stat(vapidKeysFile(folder))).mode & 0o777).toBe(0o600);
    expect(await resolveVapidKeys({ subject, dataDir: folder })).toEqual(first);
    expect(JSON.parse(await readFile(vapidKeysFile(folder), 'utf8')).publicKey).toBe(first.publicKey);
  });

  it('takes configured keys as they are', async () => {
    const keys = { publicKey: 'public', privateKey: 'private' };
    await expect(resolveVapidKeys({ ...keys, subject, dataDir: await dataDir() })).resolves.toEqual({
      ...keys,
      subject,
    });
  });

  it('refuses half a key pair', async () => {
    await expect(
      resolveVapidKeys({ publicKey: 'public', subject, dataDir: await dataDir() }),
    ).rejects.toThrow(ConfigError);
  });

  it('leaves push off rather than generate a pair per copy when several copies share PostgreSQL', async () => {
    const folder = await dataDir();
    await expect(
      resolveVapidKeys({ subject, dataDir: folder, databaseUrl: 'postgres://x@127.0.0.1/test' }),
    ).resolves.toBeUndefined();
    await expect(stat(vapidKeysFile(folder))).rejects.toThrow();
  });
});
