// An event's start as the server writes it for people (a page head's description, the embeddable widget): medium
// date and short time in the page's language, in Europe/Berlin, where the events happen.
import { EVENT_TIME_ZONE } from '../events/event-time-zone.js';
import type { Language } from '../sitemap/sitemap.js';

const FORMATS: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: EVENT_TIME_ZONE,
  }),
  de: new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: EVENT_TIME_ZONE,
  }),
};

export const eventStartText = (startTime: string, language: Language) =>
  FORMATS[language].format(new Date(startTime));
