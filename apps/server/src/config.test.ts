import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, EXAMPLE_ASSOCIATION, loadConfig, type SettingsReader } from './config.js';
import { DEFAULT_MAP_STYLE_URL } from './map-config.js';

function problemsOf(env: Record<string, string>, reader: SettingsReader = 'tool'): string[] {
  try {
    loadConfig(env, '/srv/app', reader);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'assembly-finder-config-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html>');
  });
  afterAll(async () => rm(webDist, { recursive: true, force: true }));

  it('gives the zero-config defaults: port 8080, embedded database in ./data, demo data seeded', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      // The public keyless OpenStreetMap style, and only its origin in the CSP (decision 038).
      map: { styleUrl: DEFAULT_MAP_STYLE_URL, origins: ['https://tiles.openfreemap.org'] },
      seedDemoData: true,
      logLevel: 'info',
      bodyLimitBytes: 1_048_576,
      shutdownGraceMs: 5_000,
      association: EXAMPLE_ASSOCIATION,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads every setting it is given', () => {
    const config = loadConfig(
      {
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: 'state',
        DATABASE_URL: 'postgres://root@127.0.0.1:5432/test',
        PUBLIC_URL: 'https://versammlungen.example/',
        MAP_STYLE_URL: 'https://styles.example.org/liberty.json',
        MAP_TILE_URL:
          'https://tiles.example.org/planet, https://fonts.example.org/, https://styles.example.org/x',
        WEB_DIST_DIR: webDist,
        LOG_LEVEL: 'warn',
        BODY_LIMIT_BYTES: '2048',
        SHUTDOWN_GRACE_SECONDS: '0',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/state',
      databaseUrl: 'postgres://root@127.0.0.1:5432/test',
      publicUrl: 'https://versammlungen.example',
      map: {
        styleUrl: 'https://styles.example.org/liberty.json',
        origins: ['https://styles.example.org', 'https://tiles.example.org', 'https://fonts.example.org'],
      },
      webDistDir: webDist,
      // With PostgreSQL the operator's data is not mixed with invented demo data unless asked.
      seedDemoData: false,
      logLevel: 'warn',
      bodyLimitBytes: 2048,
      shutdownGraceMs: 0,
    });
  });

  it('lists every bad key in one error', () => {
    const problems = problemsOf({
      PORT: '80000',
      DATABASE_URL: 'mysql://db/x',
      PUBLIC_URL: 'not a url',
      MAP_STYLE_URL: 'javascript:alert(1)',
      MAP_TILE_URL: 'https://tiles.example.org,ftp://tiles.example.org',
      SEED_DEMO_DATA: 'perhaps',
      LOG_LEVEL: 'loud',
      BODY_LIMIT_BYTES: '1.5',
      SHUTDOWN_GRACE_SECONDS: '-1',
      WEB_DIST_DIR: '/nonexistent/dist',
      ASSOCIATION_DONATE_URL: 'javascript:alert(1)',
    });
    expect(problems.map((p) => p.split(' ')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'PUBLIC_URL',
      'MAP_STYLE_URL',
      'MAP_TILE_URL',
      'WEB_DIST_DIR',
      'LOG_LEVEL',
      'SEED_DEMO_DATA',
      'BODY_LIMIT_BYTES',
      'SHUTDOWN_GRACE_SECONDS',
      'ASSOCIATION_DONATE_URL',
    ]);
    expect(new ConfigError(problems).message).toContain(
      '- PORT must be a whole number from 0 to 65535, got "80000"',
    );
  });

  it('turns the basemap off with MAP_STYLE_URL=none: the offline outline, and no foreign origin in the CSP', () => {
    expect(loadConfig({ MAP_STYLE_URL: 'None' }, '/srv/app').map).toEqual({
      styleUrl: undefined,
      origins: [],
    });
    expect(
      loadConfig({ MAP_STYLE_URL: 'none', MAP_TILE_URL: 'https://tiles.example.org/a.pmtiles' }, '/srv/app')
        .map,
    ).toEqual({ styleUrl: undefined, origins: ['https://tiles.example.org'] });
  });

  // Checked before the server imports its modules or opens the database (main.ts): a refused start costs little.
  it('refuses a JWT_SECRET too short for HS256 to the server, beside every other bad key', () => {
    expect(problemsOf({ PORT: 'eighty', JWT_SECRET: 'x'.repeat(31) }, 'server')).toEqual([
      'PORT must be a whole number from 0 to 65535, got "eighty"',
      'JWT_SECRET must be at least 32 characters long',
    ]);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }, '/srv/app', 'server').auth.jwtSecret).toBe(
      'x'.repeat(32),
    );
  });

  it('refuses to let the server run on PostgreSQL without a configured JWT_SECRET', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://root@127.0.0.1:5432/test' }, 'server')).toEqual([
      'JWT_SECRET must be set (at least 32 random characters) when DATABASE_URL is set',
    ]);
    // The embedded default generates one into the data folder (http/jwt-secret.ts).
    expect(problemsOf({}, 'server')).toEqual([]);
  });

  // The command lines sign no tokens: one run beside servers on PostgreSQL needs no secret of theirs.
  it('leaves JWT_SECRET to the server', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://root@127.0.0.1:5432/test', JWT_SECRET: 'short' })).toEqual(
      [],
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' }, '/srv/app')).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
    });
  });
});
