import { defineConfig } from 'vitest/config';

// Server tests: node environment, one fresh database per file (PGlite starts in ~1-4 s).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    // Hooks open databases and load the gazetteer; with both cores busy that has taken over a minute.
    hookTimeout: 120_000,
    // Forks isolate PGlite's WebAssembly memory per file; two workers match the two cores we share.
    pool: 'forks',
    maxWorkers: 2,
  },
});
