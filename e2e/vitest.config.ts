import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys against ONE real server (started by global-setup.ts) in Debian Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // Journeys wait on a real browser and server; a minute bounds a hung journey, not a slow one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: two files at a time, sharing the one server. A worker runs its files one after another in one
    // module graph with one browser (support/browser.ts): a fork, playwright's import and a Chromium per file cost
    // more than most journeys (decision 041). No journey mocks modules or timers.
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
    // A flaky journey must show up as a failure, never be retried into green.
    retry: 0,
  },
});
