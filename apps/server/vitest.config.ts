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
    // Forks keep PGlite's WebAssembly memory out of vitest's own process; two workers match the two cores we
    // share. A worker runs its files one after another in one module graph (no mocks, and every cache is keyed
    // by its database): importing the server for each file again cost about half of the project's CPU time
    // (decision 041).
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
  },
});
