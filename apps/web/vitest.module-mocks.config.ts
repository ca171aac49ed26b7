import { configDefaults, defineConfig } from 'vitest/config';
import { testFilesMockingModules } from './test-isolation';
import web from './vite.config';

// The web test files that replace modules with vi.mock, each in a fresh module graph (see test-isolation.ts).
export default defineConfig({
  ...web,
  test: {
    ...web.test,
    name: 'web-module-mocks',
    include: testFilesMockingModules(import.meta.dirname),
    exclude: configDefaults.exclude,
    isolate: true,
    // Screen tests swap the map through MapStandIn instead of vi.mock, so this project is often empty.
    passWithNoTests: true,
  },
});
