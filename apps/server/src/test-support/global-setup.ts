// Server test run setup: one migrated PGlite dump (kept between runs, migrated-pglite-cache.ts) and one migrated
// PostgreSQL database (removed when the run ends), which every test file then copies (template-databases.ts); and
// the server compiled once for the tests that start it as a process (server-build.ts, removed when the run ends).
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from './migrated-pglite-cache.js';
import { buildServerForTests } from './server-build.js';
import { createPostgresTemplate } from './template-databases.js';
import { adminQuery, isPostgresReachable, TEST_POSTGRES_URL } from './test-postgres.js';

/** Set in CI so an unreachable PostgreSQL fails the run instead of being skipped. */
const POSTGRES_REQUIRED = process.env.TEST_POSTGRES_REQUIRED === '1';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // esbuild compiles in a process of its own while this one makes the dump.
  const [dump, build] = await Promise.all([migratedPgliteDump(), buildServerForTests()]);
  project.provide('pgliteTemplateFile', dump);
  project.provide('serverBuildDir', build.dir);

  let postgresTemplate = '';
  try {
    if (await isPostgresReachable()) {
      postgresTemplate = await createPostgresTemplate();
    } else if (POSTGRES_REQUIRED) {
      throw new Error(`PostgreSQL at ${TEST_POSTGRES_URL} is required but unreachable`);
    } else {
      console.warn(
        `PostgreSQL at ${TEST_POSTGRES_URL} is unreachable: PostgreSQL runs of the data-layer tests are skipped`,
      );
    }
  } catch (error) {
    await build.remove();
    throw error;
  }
  project.provide('postgresTemplateDatabase', postgresTemplate);

  return async () => {
    await build.remove();
    if (postgresTemplate !== '') await adminQuery(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
  };
}
