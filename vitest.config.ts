import { defineConfig } from 'vitest/config';

// One runner for every kind of test; projects keep their environments apart.
export default defineConfig({
  test: {
    projects: [
      'apps/server/vitest.config.ts',
      'apps/web/vite.config.ts',
      'apps/web/vitest.module-mocks.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
