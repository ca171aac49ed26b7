// The texts of the pages' heads in en and de. The server cannot import the web app's code, so the titles
// are written here once more; page-texts.test.ts checks them against the web app's i18n texts, which the
// web app shows as document.title after it starts (components/document-title).
import type { Language } from '../sitemap/sitemap.js';

type Texts = Readonly<Record<Language, string>>;

/** Spec §1: en-US and de-DE, as the web app sets <html lang> (apps/web/src/constants.ts LOCALE_BY_LANGUAGE). */
export const HTML_LANG: Texts = { en: 'en-US', de: 'de-DE' };
/** The Open Graph locale of each language. */
export const OG_LOCALE: Texts = { en: 'en_US', de: 'de_DE' };

/** en.ts / de.ts `app.name`. */
export const SITE_NAME: Texts = { en: 'Assembly Finder', de: 'Versammlungsfinder' };

/** The web app manifest's description (features/offline/web-app-manifest.ts), the description of screens. */
export const SITE_DESCRIPTION: Texts = {
  en: 'Find demonstrations, strikes, marches and other assemblies near you.',
  de: 'Finde Demonstrationen, Streiks, Märsche und andere Versammlungen in deiner Nähe.',
};

/** en.ts / de.ts `status.eventGone`: the title of a deleted event's page (410). */
export const EVENT_GONE_TITLE: Texts = {
  en: 'The event is gone.',
  de: 'Die Veranstaltung ist nicht mehr da.',
};
export const EVENT_GONE_TEXT: Texts = {
  en: 'The event was changed or cancelled by its source and has been deleted.',
  de: 'Die Veranstaltung wurde von ihrer Quelle geändert oder abgesagt und daher gelöscht.',
};

/** What the web app calls an event or source page while it has no name for it (`screens.eventDetail`). */
export const EVENT_TITLE: Texts = { en: 'Event', de: 'Veranstaltung' };
export const SOURCE_TITLE: Texts = { en: 'Source', de: 'Quelle' };
/** The prefix of a cancelled event's title and description. */
export const CANCELLED: Texts = { en: 'Cancelled', de: 'Abgesagt' };

/**
 * The title of each screen by its route pattern (apps/web/src/paths.ts, a parameter as '*'): the text pages'
 * `pages.<page>.title`, the other screens' `screens.<name>`, as the web app's navigation-effects.tsx. Home
 * is the site name alone; event-list/{n} is 'event-list'.
 */
export const SCREEN_TITLES: Readonly<Record<string, Texts>> = {
  events: { en: 'Find Events', de: 'Veranstaltungen finden' },
  'event-list': { en: 'All Events', de: 'Alle Veranstaltungen' },
  sources: { en: 'Find Sources', de: 'Quellen finden' },
  analysis: { en: 'Data Analysis', de: 'Datenanalyse' },
  info: { en: 'Info', de: 'Info' },
  about: { en: 'About', de: 'Über uns' },
  'source-info': { en: 'Sources', de: 'Quellen' },
  'privacy-policy': { en: 'Privacy Policy', de: 'Datenschutzerklärung' },
  disclaimer: { en: 'Disclaimer', de: 'Haftungsausschluss' },
  contact: { en: 'Contact', de: 'Kontakt' },
  imprint: { en: 'Imprint', de: 'Impressum' },
  contribute: { en: 'Contribute', de: 'Mitmachen' },
  data: { en: 'Data', de: 'Daten' },
  help: { en: 'Help', de: 'Hilfe' },
  login: { en: 'Welcome Back', de: 'Willkommen zurück' },
  register: { en: 'Register', de: 'Registrieren' },
  'password-reset': { en: 'Reset your Password', de: 'Passwort zurücksetzen' },
  settings: { en: 'Settings', de: 'Einstellungen' },
  alerts: { en: 'Alerts', de: 'Alarme' },
  saved: { en: 'Saved', de: 'Gespeichert' },
  admin: { en: 'Admin', de: 'Admin' },
  'administrated-sources': { en: 'Administered Sources', de: 'Verwaltete Quellen' },
  'events/create': { en: 'Create Event', de: 'Veranstaltung erstellen' },
  'events/*/edit': { en: 'Edit Event', de: 'Veranstaltung bearbeiten' },
  'sources/create': { en: 'Create Source', de: 'Quelle erstellen' },
  'sources/*/edit': { en: 'Edit Source', de: 'Quelle bearbeiten' },
  'alerts/add': { en: 'Add Alert', de: 'Alarm hinzufügen' },
  'alerts/results/*': { en: 'Alert Results', de: 'Alarm-Ergebnisse' },
  'event-not-found': EVENT_GONE_TITLE,
};

/** `{page} – {site}`, or the site name alone: the same form as the web app's document.title. */
export function pageTitle(language: Language, page: string | undefined): string {
  return page === undefined ? SITE_NAME[language] : `${page} – ${SITE_NAME[language]}`;
}
