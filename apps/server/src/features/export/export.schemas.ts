// Query shapes of the export feeds (spec §7 "Export links"): the alert's criteria as query values.
import { type Static, Type } from 'typebox';
import { Latitude, Longitude, Radius } from '../events/search/event-search.schemas.js';

/** Spec §9: export feeds default to limit 50, offset 0. */
export const EXPORT_LIMIT_DEFAULT = 50;
/** A calendar subscription is re-read every hour by every subscriber: keep one answer bounded. */
export const EXPORT_LIMIT_MAX = 500;
export const EXPORT_OFFSET_MAX = 10_000;

const IdList = (what: string) =>
  Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
      maxItems: 100,
      description: `Only events with one of these ${what} ids: repeat the parameter or separate ids with commas. Absent or empty means all.`,
    }),
  );

const Language = (description: string) =>
  Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('de')], { default: 'en', description }));

export const exportFilterProperties = {
  language: Language('Language of the event page links, topic names and feed texts.'),
  address_language: Language('Language the address (city) is written in.'),
  type_ids: IdList('event type'),
  topic_ids: IdList('topic'),
  city: Type.Optional(Type.String({ maxLength: 120, description: 'Events around this city.' })),
  zip_code: Type.Optional(Type.String({ maxLength: 12, description: 'Events around this postal code.' })),
  country: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z]{2}$',
      description: 'ISO 3166-1 alpha-2 country of the address; default DE.',
    }),
  ),
  latitude: Type.Optional(Latitude({ description: 'Perimeter centre latitude.' })),
  longitude: Type.Optional(Longitude({ description: 'Perimeter centre longitude.' })),
  radius_km: Type.Optional(
    Radius({
      description: 'Radius in km: of the perimeter (with latitude and longitude) or around the address.',
    }),
  ),
  keyword: Type.Optional(
    Type.String({ maxLength: 200, description: 'Words in the event name or description (umlaut-proof).' }),
  ),
  event_name: Type.Optional(
    Type.String({ maxLength: 200, description: 'The alert’s “Event Name or buzz word”; same as keyword.' }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: EXPORT_LIMIT_MAX,
      default: EXPORT_LIMIT_DEFAULT,
      description: `Events in the feed: 1 to ${EXPORT_LIMIT_MAX}, default ${EXPORT_LIMIT_DEFAULT}.`,
    }),
  ),
  offset: Type.Optional(
    Type.Integer({ minimum: 0, maximum: EXPORT_OFFSET_MAX, default: 0, description: 'Events to skip.' }),
  ),
};

/** A reminder of up to a week before the start (issue 18). */
export const REMINDER_MINUTES_MAX = 10_080;

const reminderMinutes = Type.Optional(
  Type.Integer({
    minimum: 0,
    maximum: REMINDER_MINUTES_MAX,
    description: `Adds a reminder to each event: a VALARM (ACTION:DISPLAY, the event's name as its text) this many minutes before the start, 0 to ${REMINDER_MINUTES_MAX} (a week); 0 reminds at the start. Absent: no reminder.`,
  }),
);

export const IcsFeedQuerySchema = Type.Object({
  ...exportFilterProperties,
  reminder_minutes: reminderMinutes,
});
export type IcsFeedQuery = Static<typeof IcsFeedQuerySchema>;

export const RssFeedQuerySchema = Type.Object({
  ...exportFilterProperties,
  alert_name: Type.Optional(
    Type.String({ maxLength: 100, description: 'The alert’s name: the feed’s title.' }),
  ),
});
export type RssFeedQuery = Static<typeof RssFeedQuerySchema>;

export const EventIcsQuerySchema = Type.Object({
  event_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The event to export.' }),
  language: Language('Language of the event page link and topic names.'),
  reminder_minutes: reminderMinutes,
});
export type EventIcsQuery = Static<typeof EventIcsQuerySchema>;

export const GeoJsonQuerySchema = Type.Object(exportFilterProperties);
export type GeoJsonQuery = Static<typeof GeoJsonQuerySchema>;
