// Texts of which a page needs only its own language's, each language a chunk of its own (issue 18 'Fast pages':
// a text page downloads and parses one language's texts, not both).
import type { Language } from '../constants';

export interface LanguageChunks<T> {
  /** Starts the language's load, or joins the one under way; once loaded, the same settled promise (for use()). */
  load(language: Language): Promise<T>;
}

export function languageChunks<T>(
  importers: Readonly<Record<Language, () => Promise<T>>>,
): LanguageChunks<T> {
  const loads = new Map<Language, Promise<T>>();
  return {
    load(language) {
      const underWay = loads.get(language);
      if (underWay !== undefined) return underWay;
      const loading: Promise<T> & { status?: 'fulfilled'; value?: T } = importers[language]().catch(
        (error: unknown) => {
          // Offline before the service worker had the chunk: the next use tries again.
          loads.delete(language);
          throw error;
        },
      );
      // React's use() reads a settled promise's status and value (the fields it writes on the promises it follows):
      // set as it settles, a loaded language renders at once instead of suspending for a turn.
      loading.then(
        (value) => {
          loading.status = 'fulfilled';
          loading.value = value;
        },
        () => undefined,
      );
      loads.set(language, loading);
      return loading;
    },
  };
}
