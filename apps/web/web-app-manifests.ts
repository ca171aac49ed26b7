// Emits the web app manifest of every language but English (vite-plugin-pwa writes that one), so the
// page can link the manifest of its language (features/offline/web-app-manifest.ts).
import type { Plugin } from 'vite';
import { manifestPathOf } from './src/features/offline/manifest-path';
import { MANIFEST_LANGUAGES, webAppManifest } from './src/features/offline/web-app-manifest';

export function otherManifests(): Plugin {
  return {
    name: 'assembly-finder:other-manifests',
    apply: 'build',
    generateBundle() {
      for (const language of MANIFEST_LANGUAGES.filter((language) => language !== 'en')) {
        this.emitFile({
          type: 'asset',
          fileName: manifestPathOf(language).slice(1),
          source: `${JSON.stringify(webAppManifest(language), null, 2)}\n`,
        });
      }
    },
  };
}
