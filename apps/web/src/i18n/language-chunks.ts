// Texts of which a page needs only its own language's, each language a chunk of its own (issue 18 'Fast pages':
// a text page downloads and parses one language's texts, not both).
import type { Language } from '../constants';

export interface LanguageChunks<T> {
  /** Starts the language's load, or joins the one under way; answers at once when loaded. */
  load(language: Language): Promise<T>;
  /** The language's texts once loaded, so a render needs no promise for them. */
  loaded(language: Language): T | undefined;
}

export function languageChunks<T>(
  importers: Readonly<Record<Language, () => Promise<T>>>,
): LanguageChunks<T> {
  const values = new Map<Language, T>();
  const loads = new Map<Language, Promise<T>>();
  return {
    load(language) {
      const underWay = loads.get(language);
      if (underWay !== undefined) return underWay;
      const loading = importers[language]().then(
        (value) => {
          values.set(language, value);
          return value;
        },
        (error: unknown) => {
          // Offline before the service worker had the chunk: the next use tries again.
          loads.delete(language);
          throw error;
        },
      );
      loads.set(language, loading);
      return loading;
    },
    loaded: (language) => values.get(language),
  };
}
