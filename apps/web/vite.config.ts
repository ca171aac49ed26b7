import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { precompress } from './precompress';
import { testFilesMockingModules } from './test-isolation';

// In development the API server runs on its own port; proxying its paths lets the app
// talk to it on the dev server's origin, exactly as in production where one server serves both.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const proxiedPaths = ['/v1', '/api', '/health'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets/ let the server cache them as immutable.
    assetsDir: 'assets',
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share a worker's jsdom and modules (vitest.setup.ts resets what tests change); the files that
    // mock modules run isolated in their own project (vitest.module-mocks.config.ts).
    isolate: false,
    exclude: [...configDefaults.exclude, ...testFilesMockingModules(import.meta.dirname)],
    setupFiles: ['./vitest.setup.ts'],
    // A screen test's first render loads its lazy route and chunks; on a busy two-core machine that takes seconds.
    testTimeout: 30_000,
    // Same worker budget as the other projects: vitest runs them side by side on two cores.
    maxWorkers: 2,
  },
});
