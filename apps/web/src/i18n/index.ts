// The one i18next instance: en and de texts, each language a chunk of its own loaded before it is shown (issue 18
// 'Fast pages'), and <html lang> following the locale.
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  type Language,
  LOCALE_BY_LANGUAGE,
  STORAGE_KEY_LANGUAGE,
  SUPPORTED_LANGUAGES,
} from '../constants';
import type { en } from './en';
import { firstLanguage } from './language-rule';
import { messages } from './messages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

// i18next reads a language's texts before it switches to it: changeLanguage resolves, and i18n.language changes,
// once they are in, so no screen renders with keys in place of texts (the language gate shows nothing meanwhile).
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isSupportedLanguage(language)) {
      callback(new Error(`No texts in language '${language}'`), false);
      return;
    }
    messages.load(language).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = isSupportedLanguage(language) ? LOCALE_BY_LANGUAGE[language] : language;
}
// Also for the first language, which init switches to once its texts are in.
i18n.on('languageChanged', syncDocumentLanguage);

/** Resolves once the first page's language is loaded and set; main.tsx renders then. */
export const i18nReady = i18n
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    lng: firstLanguage(window.location.pathname, localStorage.getItem(STORAGE_KEY_LANGUAGE)),
    // de.ts has every key of en.ts (i18n.test.ts), so German needs no fallback and a German page never loads the
    // English texts; an unsupported code shows English.
    fallbackLng: { de: [], default: [DEFAULT_LANGUAGE] },
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // React escapes on render; escaping here too would show &amp; in texts.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Starts reading the first texts at once, not after a timer (they still arrive asynchronously).
    initAsync: false,
  });

/** The frontend language currently shown (en or de). */
export function currentLanguage(): Language {
  return isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Sets the locale (spec §2 step 4 and the language selector); resolves once texts are loaded and switched. */
export async function setLocale(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
