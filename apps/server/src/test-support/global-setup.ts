// Server test run setup: migrates one PGlite and one PostgreSQL database, which every test file then
// copies (template-databases.ts), and removes them when the run ends.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, dumpMigratedPglite } from './template-databases.js';
import { adminQuery, isPostgresReachable, TEST_POSTGRES_URL } from './test-postgres.js';

/** Set in CI so an unreachable PostgreSQL fails the run instead of being skipped. */
const POSTGRES_REQUIRED = process.env.TEST_POSTGRES_REQUIRED === '1';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'af-test-templates-'));
  const pgliteFile = join(folder, 'migrated-pglite.tar');
  await writeFile(pgliteFile, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteTemplateFile', pgliteFile);

  let postgresTemplate = '';
  if (await isPostgresReachable()) {
    postgresTemplate = await createPostgresTemplate();
  } else if (POSTGRES_REQUIRED) {
    throw new Error(`PostgreSQL at ${TEST_POSTGRES_URL} is required but unreachable`);
  } else {
    console.warn(
      `PostgreSQL at ${TEST_POSTGRES_URL} is unreachable: PostgreSQL runs of the data-layer tests are skipped`,
    );
  }
  project.provide('postgresTemplateDatabase', postgresTemplate);

  return async () => {
    if (postgresTemplate !== '') await adminQuery(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
    await rm(folder, { recursive: true, force: true });
  };
}
