import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseDir, openDatabase } from '../db/database.js';
import { isPasswordCorrect } from '../features/users/password.js';
import { findUserByEmail, insertUser } from '../features/users/users.repository.js';
import { builtServerFile } from '../test-support/server-build.js';
import { postgresTemplateDatabase, writeMigratedPgliteFolder } from '../test-support/template-databases.js';
import { adminQuery, testDatabaseUrl } from '../test-support/test-postgres.js';
import { newAdminInput, parse } from './admin-cli-args.js';

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI as its own process, as `npm run admin -- …` does, compiled (test-support/server-build.ts): a start
 * through tsx costs about 2 s more CPU (decision 041).
 */
async function runCli(args: string[], env: Record<string, string>, stdin?: string): Promise<Outcome> {
  const child = spawn(process.execPath, [builtServerFile('cli/admin-cli.js'), ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdin.end(stdin ?? '');
  // 'close', not 'exit': a child's last output can reach us after it has exited (a CI run read an empty stderr).
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout, stderr };
}

/** Reads the user the CLI wrote; the CLI has exited, so the embedded database is free. */
async function storedUser(databaseOptions: Parameters<typeof openDatabase>[0], email: string) {
  const database = await openDatabase(databaseOptions);
  try {
    return await findUserByEmail(database.db, email);
  } finally {
    await database.close();
  }
}

// Each run opens the embedded database on disk, a process at a time per folder (PGlite serves one). One case starts
// from an empty folder, as on a fresh install, where the CLI pays initdb and the migrations; every other case has a
// folder of its own written from the migrated dump (decision 019, addendum 2026-11-27), so the cases can overlap.
describe('npm run admin (embedded database)', { timeout: 180_000 }, () => {
  const folders: string[] = [];
  const newDataDir = async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'assembly-finder-admin-cli-'));
    folders.push(dataDir);
    return dataDir;
  };
  /** A data folder whose embedded database is already migrated. */
  const migratedDataDir = async () => {
    const dataDir = await newDataDir();
    await writeMigratedPgliteFolder(embeddedDatabaseDir(dataDir));
    return dataDir;
  };
  const pglite = (dataDir: string) => ({ pgliteDir: embeddedDatabaseDir(dataDir) });
  // The runs that answer before opening the database share a folder they never write.
  let settingsOnly: Record<string, string>;

  beforeAll(async () => {
    settingsOnly = { DATA_DIR: await newDataDir() };
  });
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it.concurrent('creates a verified platform admin with an argon2id hash on an empty DATA_DIR, then refuses the same address in other letter case', async ({
    expect,
  }) => {
    const dataDir = await newDataDir();
    const env = { DATA_DIR: dataDir };
    const created = await runCli(
      [
        'create',
        '--email',
        'erika@example.org',
        '--username',
        'erika',
        '--password',
        'a strong admin password',
      ],
      env,
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/created platform admin erika <erika@example\.org> \(id \d+\)/);
    // Still accepted, for scripts written before; the warning names the risk.
    expect(created.stderr).toContain('shows the password in the process list');
    const user = await storedUser(pglite(dataDir), 'erika@example.org');
    expect(user).toMatchObject({ username: 'erika', admin: true, verified: true });
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await isPasswordCorrect(user?.password_hash ?? '', 'a strong admin password')).toBe(true);

    const again = await runCli(
      [
        'create',
        '--email',
        'ERIKA@example.org',
        '--username',
        'erika2',
        '--password',
        'a strong admin password',
      ],
      env,
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('refused: E-mail already registered');
  });

  // Issue 17 finding 7: a --password value shows in the process list.
  it.concurrent('reads the password from standard input when --password is not given', async ({ expect }) => {
    const dataDir = await migratedDataDir();
    const created = await runCli(
      ['create', '--email', 'lena@example.org', '--username', 'lena'],
      { DATA_DIR: dataDir },
      'typed secret password\n',
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stderr).not.toContain('warning');
    const user = await storedUser(pglite(dataDir), 'lena@example.org');
    expect(await isPasswordCorrect(user?.password_hash ?? '', 'typed secret password')).toBe(true);
  });

  it.concurrent('reads the password from standard input with --password -', async ({ expect }) => {
    const dataDir = await migratedDataDir();
    const created = await runCli(
      ['create', '--email', 'max@example.org', '--username', 'max', '--password', '-'],
      { DATA_DIR: dataDir },
      'piped secret password\n',
    );
    expect(created.code, created.stderr).toBe(0);
    const user = await storedUser(pglite(dataDir), 'max@example.org');
    expect(await isPasswordCorrect(user?.password_hash ?? '', 'piped secret password')).toBe(true);
  });

  it.concurrent('grants and revokes the role by e-mail address, and never revokes the last admin', async ({
    expect,
  }) => {
    const dataDir = await migratedDataDir();
    const env = { DATA_DIR: dataDir };
    // erika is the one admin; plain is to become the second and give the role up again.
    const database = await openDatabase(pglite(dataDir));
    try {
      await insertUser(database.db, { username: 'plain', email: 'plain@example.org', password_hash: 'x' });
      await insertUser(database.db, {
        username: 'erika',
        email: 'erika@example.org',
        password_hash: 'x',
        admin: true,
      });
    } finally {
      await database.close();
    }

    const granted = await runCli(['grant', '--email', 'Plain@example.org'], env);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain('plain <plain@example.org> is now a platform admin');
    expect((await storedUser(pglite(dataDir), 'plain@example.org'))?.admin).toBe(true);

    const revoked = await runCli(['revoke', '--email', 'plain@example.org'], env);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toContain('plain <plain@example.org> is no longer a platform admin');
    expect((await storedUser(pglite(dataDir), 'plain@example.org'))?.admin).toBe(false);

    const last = await runCli(['revoke', '--email', 'erika@example.org'], env);
    expect(last.code).toBe(1);
    expect(last.stderr).toContain('refused: The last platform admin cannot give up the role');
    expect((await storedUser(pglite(dataDir), 'erika@example.org'))?.admin).toBe(true);
  });

  it.concurrent('answers exit status 1 for an unknown address', async ({ expect }) => {
    const unknown = await runCli(['grant', '--email', 'nobody@example.org'], {
      DATA_DIR: await migratedDataDir(),
    });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('refused: User not found');
  });

  // Usage and settings are checked before the database is opened. Each reason has its own case below, without a
  // process (decision 041).
  it.concurrent('answers exit status 2 and says why, with the usage, for wrong usage', async ({ expect }) => {
    const outcome = await runCli(['delete', '--email', 'a@example.org'], settingsOnly);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('unknown command "delete"');
    expect(outcome.stderr).toContain('usage: npm run admin');
  });

  it.concurrent('answers exit status 2 and says why for a bad new admin', async ({ expect }) => {
    const outcome = await runCli(
      ['create', '--email', 'nope', '--username', 'abc'],
      settingsOnly,
      'long enough pw\n',
    );
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('--email');
  });

  it.concurrent('answers exit status 2 for bad settings', async ({ expect }) => {
    const outcome = await runCli(['grant', '--email', 'a@example.org'], {
      ...settingsOnly,
      DATABASE_URL: 'mysql://x',
    });
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('DATABASE_URL must use postgres: or postgresql:');
  });
});

describe('the admin command line says why it refuses', () => {
  it.for<[string, string[], string]>([
    ['no command', [], 'a command is missing'],
    ['an unknown command', ['delete', '--email', 'a@example.org'], 'unknown command "delete"'],
    ['no e-mail address', ['grant'], '--email is missing'],
    ['an argument too many', ['grant', 'extra', '--email', 'a@example.org'], 'unexpected argument "extra"'],
  ])('for %s', ([, args, message]) => {
    expect(() => parse(args)).toThrow(message);
  });

  it.for<[string, string[], string]>([
    [
      'no username',
      ['create', '--email', 'a@example.org', '--password', 'long enough pw'],
      '--username is missing',
    ],
    [
      'a malformed address',
      ['create', '--email', 'nope', '--username', 'abc', '--password', 'long enough pw'],
      '--email',
    ],
    [
      'a short password',
      ['create', '--email', 'a@example.org', '--username', 'abc', '--password', 'short'],
      '--password',
    ],
    [
      'HTML in the username',
      ['create', '--email', 'a@example.org', '--username', '<b>x</b>', '--password', 'long enough pw'],
      '--username',
    ],
  ])('for %s', async ([, args, message]) => {
    const parsed = parse(args);
    if (parsed.command === 'help') throw new Error('expected a command');
    await expect(newAdminInput(parsed.values)).rejects.toThrow(message);
  });
});

describe.skipIf(postgresTemplateDatabase() === undefined)(
  'npm run admin (DATABASE_URL)',
  { timeout: 180_000 },
  () => {
    const name = `af_test_${randomBytes(6).toString('hex')}`;
    beforeAll(() => adminQuery(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateDatabase()}`));
    afterAll(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

    it('creates a platform admin in the PostgreSQL database', async () => {
      const outcome = await runCli(
        [
          'create',
          '--email',
          'pg-admin@example.org',
          '--username',
          'pgadmin',
          '--password',
          'a strong admin password',
        ],
        { DATABASE_URL: testDatabaseUrl(name), DATA_DIR: tmpdir() },
      );
      expect(outcome.code, outcome.stderr).toBe(0);
      const user = await storedUser({ databaseUrl: testDatabaseUrl(name) }, 'pg-admin@example.org');
      expect(user).toMatchObject({ admin: true, verified: true });
    });
  },
);
