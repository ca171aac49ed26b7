import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults, defineConfig } from 'vitest/config';
import { precompress } from './precompress';
import { reactRouterProduction } from './react-router-production';
import { webAppManifest } from './src/features/offline/web-app-manifest';
import { testFilesMockingModules } from './test-isolation';
import { otherManifests } from './web-app-manifests';

// In development the API server runs on its own port; proxying its paths lets the app
// talk to it on the dev server's origin, exactly as in production where one server serves both.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const proxiedPaths = ['/v1', '/api', '/health'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    reactRouterProduction(),
    tailwindcss(),
    // Issue 14 (decision record "installable-and-offline"): /sw.js from src/sw.ts with the build's
    // files precached, and the English manifest; otherManifests() adds the other languages'.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // src/features/offline/service-worker-registration.ts registers it, with the update prompt.
      injectRegister: false,
      manifest: webAppManifest('en'),
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      injectManifest: {
        // Every screen's chunk, the map worker (.mjs), styles, icons, the basemap outline and both manifests.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest,json,woff2}'],
        // The maps and charts chunks are large; they must be precached all the same (every route offline).
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        // vite-plugin-pwa lists the English manifest itself; listed twice, Workbox refuses to install.
        globIgnores: ['manifest.webmanifest'],
      },
      devOptions: { enabled: false },
    }),
    otherManifests(),
    precompress(),
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets/ let the server cache them as immutable.
    assetsDir: 'assets',
    // .vite/manifest.json: which chunk holds which module, so the server can preload a page's language texts and
    // screen (apps/server/src/features/page-heads/page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically in one chunk beside it, not in a dozen shared ones: each file
          // costs a request with ~1.2 KB of headers (issue 18 'Fast pages').
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
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
