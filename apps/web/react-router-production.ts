// React Router 7 publishes a production build (dist/production, its development warnings compiled out) but exports
// only dist/development, under every condition: without this the app's build bundles the development one.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const packageFolder = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/** In `vite build` only: the dev server and the tests keep the development build and its warnings. */
export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [{ find: /^react-router$/, replacement: join(packageFolder, 'dist/production/index.mjs') }],
      },
    }),
  };
}
