import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// In development the API server runs on its own port; proxying its paths lets the app
// talk to it on the dev server's origin, exactly as in production where one server serves both.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const proxiedPaths = ['/v1', '/api', '/health'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
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
    setupFiles: ['./vitest.setup.ts'],
    // Same worker budget as the other projects: vitest runs them side by side on two cores.
    maxWorkers: 2,
  },
});
