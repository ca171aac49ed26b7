// Where each language's web app manifest is served (web-app-manifest.ts builds them). A file of its own: the page
// links its language's manifest without importing the texts of every language the manifests are built from.
import type { Language } from '../../constants';

/** Path of the manifest of a language; the English one is the default that index.html links. */
export function manifestPathOf(language: Language): string {
  return language === 'en' ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`;
}
