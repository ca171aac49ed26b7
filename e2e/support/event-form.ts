// The event create and edit form as journeys fill it (spec §2 "Event create and edit form", §5 required fields).
// The places are left to each journey: one adds a point with the keyboard, another draws several with clicks.
import type { Page } from 'playwright-core';
import type { Language } from './languages.js';
import { nameIn, required } from './source-form.js';

/** The labels of the fields every event needs, as the journeys expect them in each language. */
export const EVENT_FORM_LABELS = {
  en: {
    eventName: 'Event Name',
    description: 'Description',
    eventType: 'Event Type',
    topics: 'Topics',
    startTime: 'Start Time',
  },
  de: {
    eventName: 'Name der Veranstaltung',
    description: 'Beschreibung',
    eventType: 'Art der Veranstaltung',
    topics: 'Themen',
    startTime: 'Beginn',
  },
};

export interface EventFormValues {
  name: string;
  description: string;
  eventTypeId: number;
  topic: { name_en: string; name_de: string };
  /** As the datetime-local field takes it, e.g. '2031-05-17T14:00'. */
  start: string;
}

/** Fills the event form's required fields other than its places. */
export async function fillEventFields(
  page: Page,
  language: Language,
  values: EventFormValues,
): Promise<void> {
  const labels = EVENT_FORM_LABELS[language];
  await page.getByLabel(required(labels.eventName)).fill(values.name);
  await page.getByLabel(required(labels.description)).fill(values.description);
  await page.getByLabel(required(labels.eventType)).selectOption(String(values.eventTypeId));
  await page
    .getByRole('group', { name: required(labels.topics) })
    .getByLabel(nameIn(values.topic, language), { exact: true })
    .check();
  await page.getByLabel(required(labels.startTime)).fill(values.start);
}
