// The area of an alert (spec §3 "Alert", reading 2): a perimeter (latitude, longitude, radius_km) or an
// address (city and/or zip code). Shared by fetch-notifications and the alert's export links (spec §7), so a
// poll and a feed of the same alert always mean the same area.
import { validationError } from '../../http/errors.js';
import type { AddressCriteria, PerimeterCriteria } from '../events/search/event-criteria.js';

export interface AlertAreaFields {
  latitude?: number | undefined;
  longitude?: number | undefined;
  radius_km?: number | undefined;
  city?: string | undefined;
  zip_code?: string | undefined;
  country?: string | undefined;
}

export type AlertArea =
  | { perimeter: PerimeterCriteria; address?: undefined }
  | { address: AddressCriteria; perimeter?: undefined }
  | { perimeter?: undefined; address?: undefined };

/**
 * The area the fields describe. A latitude or longitude makes it a perimeter, which then needs all three
 * values (a half perimeter is a mistake, not "everywhere"); otherwise a city or zip code makes it an address.
 */
export function toAlertArea(
  fields: AlertAreaFields,
  addressLanguage: 'en' | 'de' | undefined,
  input: 'body' | 'query',
): AlertArea {
  const { latitude, longitude, radius_km } = fields;
  if (latitude !== undefined || longitude !== undefined) {
    if (latitude === undefined) throw validationError([input, 'latitude'], 'Field required', 'missing');
    if (longitude === undefined) throw validationError([input, 'longitude'], 'Field required', 'missing');
    if (radius_km === undefined) throw validationError([input, 'radius_km'], 'Field required', 'missing');
    return { perimeter: { latitude, longitude, radius_km } };
  }
  if (fields.city?.trim() || fields.zip_code?.trim()) {
    return {
      address: {
        city: fields.city,
        zip_code: fields.zip_code,
        country: fields.country?.toUpperCase(),
        address_language: addressLanguage,
        radius_km,
      },
    };
  }
  return {};
}
