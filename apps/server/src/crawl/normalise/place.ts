// Addresses as lists write them: 'Platz der Republik 1' → street + house number.
import type { DraftPlace } from '../feed.js';
import { cleanText } from './text.js';

const HOUSE_NUMBER = /^(.*\D)\s+(\d+\s?[a-zA-Z]?(?:\s?[-–/]\s?\d+\s?[a-zA-Z]?)?)$/u;

export function placeFromAddress(
  label: string,
  fields: { zip_code?: string | null; city?: string | null; country?: string },
): DraftPlace {
  const clean = cleanText(label);
  const match = HOUSE_NUMBER.exec(clean);
  const zip = cleanText(fields.zip_code);
  return {
    label: clean,
    street: match ? (match[1] as string).trim() : clean || null,
    house_number: match ? (match[2] as string).replace(/\s+/g, '') : null,
    zip_code: /^\d{5}$/.test(zip) ? zip : null,
    city: fields.city ?? null,
    country: fields.country ?? 'DE',
  };
}
