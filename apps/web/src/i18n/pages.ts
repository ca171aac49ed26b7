// The information pages' texts (pages.en.ts, pages.de.ts), one language's chunk per page load.
import { use } from 'react';
import type { Language } from '../constants';
import { languageChunks } from './language-chunks';
import type { PagesText } from './pages.en';

export const pagesTexts = languageChunks<PagesText>({
  en: async () => (await import('./pages.en')).pagesEn,
  de: async () => (await import('./pages.de')).pagesDe,
});

/**
 * The language's page texts; suspends while they load (the info page's own Suspense shows nothing meanwhile). Always
 * through use(), also once loaded: React replays a component that suspended in use() with the hooks it had so far and
 * mounts the later ones only from within use(). A replay that skipped use() because the texts had arrived meanwhile
 * threw "Update hook called on initial render" (React #467, reported as the recovered error #520 under CPU load).
 */
export function usePagesText(language: Language): PagesText {
  return use(pagesTexts.load(language));
}
