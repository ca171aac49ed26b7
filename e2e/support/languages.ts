// Every journey runs in both interface languages (spec §1: en-US default, de-DE).
import { describe } from 'vitest';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The browser locale a visitor of each language would have. */
export const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

/**
 * Declares the body once per language, inside a describe named after the language, with the
 * texts the journey expects in that language.
 */
export function forEachLanguage<Texts>(
  languages: readonly Language[],
  texts: Record<Language, Texts>,
  body: (language: Language, texts: Texts) => void,
): void {
  for (const language of languages) {
    describe(`in ${language}`, () => body(language, texts[language]));
  }
}
