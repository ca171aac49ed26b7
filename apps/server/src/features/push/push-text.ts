// What one alert push says (decision 026's payload): the local notification's title and translated text
// (spec §4 "Alert notification", the web's alerts.notification in i18n/alerts.{en,de}.ts), and the alert's
// results page, the app path apps/web/src/paths.ts builds for it.
import type { Language } from '../../db/tables.js';

export interface AlertPushPayload {
  title: string;
  body: string;
  path: string;
  tag: string;
}

const NOTIFICATION: Record<Language, (name: string, count: number) => string> = {
  en: (name, count) => `Your alert '${name}' has ${count} new Events.`,
  de: (name, count) => `Dein Alarm '${name}' hat ${count} neue Veranstaltungen.`,
};

export function alertPushPayload(alertName: string, language: Language, count: number): AlertPushPayload {
  return {
    title: 'Demonstration',
    body: NOTIFICATION[language](alertName, count),
    path: `/${language}/alerts/results/${encodeURIComponent(alertName)}`,
    tag: `alert:${alertName}`,
  };
}
