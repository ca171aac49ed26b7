// The app's texts (en.ts, de.ts): i18next loads the shown language's chunk only (i18n/index.ts).
import type { Messages } from './en';
import { languageChunks } from './language-chunks';

export const messages = languageChunks<Messages>({
  en: async () => (await import('./en')).en,
  de: async () => (await import('./de')).de,
});
