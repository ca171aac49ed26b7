// The source create and edit form as journeys fill it (spec §2 "Source create and edit form", §5 required fields).
import type { Page } from 'playwright-core';
import type { Language } from './languages.js';

/** Its field labels, as the journeys expect them in each language. */
export const SOURCE_FORM_LABELS = {
  en: {
    createSource: 'Create Source',
    editSource: 'Edit Source',
    sourceName: 'Source Name',
    sourceType: 'Source Type',
    topics: 'Topics',
    description: 'Description',
    city: 'City',
    country: 'Country',
    internalContact: 'Internal Point of Contact',
    image: 'Image',
  },
  de: {
    createSource: 'Quelle erstellen',
    editSource: 'Quelle bearbeiten',
    sourceName: 'Name der Quelle',
    sourceType: 'Quellentyp',
    topics: 'Themen',
    description: 'Beschreibung',
    city: 'Stadt',
    country: 'Land',
    internalContact: 'Interne Kontaktperson',
    image: 'Bild',
  },
};

/** A required field's name: its label, with the * that marks it (spec §5) or without, as screen readers skip it. */
export const required = (label: string): RegExp => new RegExp(`^${label}( \\*)?$`);

/** A topic's or type's name in the journey's language. */
export const nameIn = (entry: { name_en: string; name_de: string }, language: Language): string =>
  language === 'de' ? entry.name_de : entry.name_en;

export interface SourceFormValues {
  name: string;
  sourceTypeId: number;
  topic: { name_en: string; name_de: string };
  description: string;
  contact: string;
  image: { name: string; mimeType: string; buffer: Buffer };
}

/** Fills every required field of the source form, the image last; the city is Leipzig, the country DE. */
export async function fillSourceForm(
  page: Page,
  language: Language,
  values: SourceFormValues,
): Promise<void> {
  const labels = SOURCE_FORM_LABELS[language];
  await page.getByLabel(required(labels.sourceName)).fill(values.name);
  await page.getByLabel(required(labels.sourceType)).selectOption(String(values.sourceTypeId));
  await page
    .getByRole('group', { name: required(labels.topics) })
    .getByLabel(nameIn(values.topic, language), { exact: true })
    .check();
  await page.getByLabel(required(labels.description)).fill(values.description);
  await page.getByLabel(required(labels.city)).fill('Leipzig');
  await page.getByLabel(required(labels.country)).selectOption('DE');
  await page.getByLabel(required(labels.internalContact)).fill(values.contact);
  await page.getByLabel(required(labels.image)).setInputFiles(values.image);
}
