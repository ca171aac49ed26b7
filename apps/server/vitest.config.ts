import { defineConfig } from 'vitest/config';

// Server tests: node environment, one fresh database per file, copied from a migrated template.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates template databases once; each test file starts from a copy (test-support/template-databases.ts).
    globalSetup: ['src/test-support/global-setup.ts'],
    testTimeout: 60_000,
    // Hooks open databases and load the gazetteer; with both cores busy that has taken over a minute.
    hookTimeout: 120_000,
    // Forks isolate PGlite's WebAssembly memory per file; two workers match the two cores we share.
    pool: 'forks',
    maxWorkers: 2,
  },
});
