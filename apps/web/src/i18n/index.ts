// The one i18next instance: en and de texts, en as fallback, <html lang> following the locale.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language, LOCALE_BY_LANGUAGE } from '../constants';
import { de } from './de';
import { en } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, de: { translation: de } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'de'],
  // React escapes on render; escaping here too would show &amp; in texts.
  interpolation: { escapeValue: false },
  // Resources are bundled, so init finishes synchronously and the first render is translated.
  initAsync: false,
  returnNull: false,
});

function syncDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = isSupportedLanguage(language) ? LOCALE_BY_LANGUAGE[language] : language;
}
i18n.on('languageChanged', syncDocumentLanguage);
syncDocumentLanguage(i18n.language);

/** The frontend language currently shown (en or de). */
export function currentLanguage(): Language {
  return isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Sets the locale (spec §2 step 4 and the language selector); resolves once texts are switched. */
export async function setLocale(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
