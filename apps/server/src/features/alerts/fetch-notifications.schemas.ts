// Wire shapes of POST /v1/event/fetch-notifications (spec §7 Events): an alert's criteria in, the ids of
// its matching events and the time to ask again out. The fields reuse the event searches' definitions.
import { type Static, Type } from 'typebox';
import {
  AddressCountBodySchema,
  eventFilterProperties,
  KEYWORD_LENGTH_MAX,
  Latitude,
  Longitude,
  Radius,
} from '../events/search/event-search.schemas.js';

const address = AddressCountBodySchema.properties;

/**
 * An alert's area, as toAlertArea (alert-area.ts) reads it: a perimeter (latitude, longitude, radius_km) or an
 * address (city and/or zip_code, radius_km defaulting to 10). The analysis queries take the same fields.
 */
export const alertAreaProperties = {
  city: address.city,
  country: address.country,
  zip_code: address.zip_code,
  latitude: Type.Optional(Latitude()),
  longitude: Type.Optional(Longitude()),
  radius_km: Type.Optional(Radius()),
};

export const FetchNotificationsBodySchema = Type.Object(
  {
    event_name: Type.Optional(
      Type.String({
        maxLength: KEYWORD_LENGTH_MAX,
        description:
          'The alert’s “Event Name or buzz word”: words to find in the name or description, as the ' +
          'search’s keyword (case, accents and umlaut spellings ignored).',
      }),
    ),
    type_ids: eventFilterProperties.type_ids,
    topic_ids: eventFilterProperties.topic_ids,
    ...alertAreaProperties,
  },
  {
    additionalProperties: false,
    description:
      'An alert’s criteria (spec §3 "Alert"): a perimeter (latitude, longitude, radius_km) or an address ' +
      '(city and/or zip_code, resolved offline like the address search; radius_km defaults to 10).',
  },
);
export type FetchNotificationsBody = Static<typeof FetchNotificationsBodySchema>;

export const FetchNotificationsSchema = Type.Object(
  {
    event_ids: Type.Array(Type.Integer({ minimum: 1 }), {
      description:
        'The listed upcoming events of approved sources that match, by their first location, the soonest ' +
        'first (at most 100). The device compares them with the ids it has seen (spec §4 "Alert polling").',
    }),
    next_fetch: Type.String({
      format: 'date-time',
      description: 'When to ask again: after the next crawl, at least 5 minutes ahead, spread per device.',
    }),
  },
  { additionalProperties: false },
);
export type FetchNotifications = Static<typeof FetchNotificationsSchema>;
