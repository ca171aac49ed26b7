// The Add Alert form as journeys fill it (alerts.e2e.ts, push.e2e.ts): a perimeter alert by its name and point.
import type { Page } from 'playwright-core';
import type { Language } from './languages.js';

export const ALERT_FORM_TEXTS = {
  en: {
    addAlert: 'Add Alert',
    alertName: /^Alert Name/,
    latitude: 'Latitude',
    longitude: 'Longitude',
    created: 'Alert created.',
  },
  de: {
    addAlert: 'Alarm hinzufügen',
    alertName: /^Name des Alarms/,
    latitude: 'Breite',
    longitude: 'Länge',
    created: 'Alarm angelegt.',
  },
} as const;

/** Fills the open Add Alert form with a perimeter alert, submits it and waits for 'Alert created.'. */
export async function addPerimeterAlert(
  page: Page,
  language: Language,
  name: string,
  point: { lat: number; lon: number },
): Promise<void> {
  const texts = ALERT_FORM_TEXTS[language];
  await page.getByLabel(texts.alertName).fill(name);
  await page.getByLabel(texts.latitude, { exact: true }).fill(String(point.lat));
  await page.getByLabel(texts.longitude, { exact: true }).fill(String(point.lon));
  await page.getByRole('button', { name: texts.addAlert, exact: true }).click();
  await page.getByRole('status').filter({ hasText: texts.created }).waitFor();
}
