// The information pages' texts (pages.en.ts, pages.de.ts), one language's chunk per page load.
import { use } from 'react';
import type { Language } from '../constants';
import { languageChunks } from './language-chunks';
import type { PagesText } from './pages.en';

export const pagesTexts = languageChunks<PagesText>({
  en: async () => (await import('./pages.en')).pagesEn,
  de: async () => (await import('./pages.de')).pagesDe,
});

/** The language's page texts; suspends while they load (the info page's own Suspense shows nothing meanwhile). */
export function usePagesText(language: Language): PagesText {
  return pagesTexts.loaded(language) ?? use(pagesTexts.load(language));
}
