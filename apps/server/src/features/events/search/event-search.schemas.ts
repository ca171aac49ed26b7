// Request bodies of the event searches (spec §7 Events): the filters every search shares, and the perimeter,
// address and list variants built from them. Limits are spec §9's batch size with a hard maximum.
import { type Static, Type } from 'typebox';
import { EventSchema } from '../events.schemas.js';

export const EVENT_PAGE_SIZE_DEFAULT = 25;
export const EVENT_PAGE_SIZE_MAX = 100;
/** Issue 17 finding 6: deep pages cost as much as every page before them; narrower criteria cost less. */
export const EVENT_OFFSET_MAX = 10_000;
export const RADIUS_KM_MAX = 500;
/** Address search radius when the body gives none: a city and its nearest surroundings. */
export const ADDRESS_RADIUS_KM_DEFAULT = 10;
export const KEYWORD_LENGTH_MAX = 200;
const ID_LIST_MAX = 100;

const IdList = (description: string) =>
  Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
    maxItems: ID_LIST_MAX,
    description: `${description} Empty or absent means all (spec §5).`,
  });

/** The filters of every event search. All optional; together they narrow the result (AND). */
export const eventFilterProperties = {
  keyword: Type.Optional(
    Type.String({
      maxLength: KEYWORD_LENGTH_MAX,
      description:
        'Words to find in the name or description, ignoring case, accents and umlaut spellings ' +
        '(“muenchen”, “München” and “munchen” are the same). Events whose name matches come first.',
    }),
  ),
  topic_ids: Type.Optional(IdList('Events tagged with any of these topics.')),
  type_ids: Type.Optional(IdList('Events of any of these event types.')),
  start_time_start: Type.Optional(
    Type.String({
      format: 'date-time',
      description: 'Only events starting at or after this time. Send the current time for “from now”.',
    }),
  ),
  start_time_end: Type.Optional(
    Type.String({ format: 'date-time', description: 'Only events starting at or before this time.' }),
  ),
  past: Type.Optional(
    Type.Boolean({
      description:
        'true: only events that started before now, the most recent first. ' +
        'Combines with start_time_start/start_time_end.',
    }),
  ),
};

const pageProperties = {
  offset: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: EVENT_OFFSET_MAX,
      default: 0,
      description: `Events to skip, at most ${EVENT_OFFSET_MAX}: narrow the search to see further.`,
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: EVENT_PAGE_SIZE_MAX,
      default: EVENT_PAGE_SIZE_DEFAULT,
      description: `Events to return (at most ${EVENT_PAGE_SIZE_MAX}).`,
    }),
  ),
};

// The area of a search, defined once: every caller of the search service (the searches, alerts, exports,
// analysis) checks its criteria with these, so the service does not check the bounds again.
type NumberExtra = { description?: string; default?: number };
export const Latitude = (extra: NumberExtra = {}) =>
  Type.Number({ minimum: -90, maximum: 90, description: 'Latitude in degrees.', ...extra });
export const Longitude = (extra: NumberExtra = {}) =>
  Type.Number({ minimum: -180, maximum: 180, description: 'Longitude in degrees.', ...extra });
export const Radius = (extra: NumberExtra = {}) =>
  Type.Number({
    exclusiveMinimum: 0,
    maximum: RADIUS_KM_MAX,
    description: `Radius around the point in km (more than 0, at most ${RADIUS_KM_MAX}).`,
    ...extra,
  });

const ORDER_NOTE = 'Ordered by start time, then id (the most recent first with past: true).';

export const PerimeterCountBodySchema = Type.Object(
  { latitude: Latitude(), longitude: Longitude(), radius_km: Radius(), ...eventFilterProperties },
  { additionalProperties: false, description: 'Events whose first location lies within the circle.' },
);
export type PerimeterCountBody = Static<typeof PerimeterCountBodySchema>;

export const PerimeterSearchBodySchema = Type.Object(
  { ...PerimeterCountBodySchema.properties, ...pageProperties },
  {
    additionalProperties: false,
    description: `Events whose first location lies within the circle. ${ORDER_NOTE}`,
  },
);
export type PerimeterSearchBody = Static<typeof PerimeterSearchBodySchema>;

const ADDRESS_NOTE =
  'Events around an address: city and/or zip_code resolved offline to a point, then searched within ' +
  `radius_km (default ${ADDRESS_RADIUS_KM_DEFAULT}). An address that cannot be found answers 422.`;

export const AddressCountBodySchema = Type.Object(
  {
    city: Type.Optional(Type.String({ maxLength: 120, description: 'City name, in any umlaut spelling.' })),
    zip_code: Type.Optional(
      Type.String({
        maxLength: 12,
        description: 'Postal code; more precise than the city when both are given.',
      }),
    ),
    country: Type.Optional(
      Type.String({ pattern: '^[A-Z]{2}$', default: 'DE', description: 'ISO 3166-1 alpha-2 country code.' }),
    ),
    radius_km: Type.Optional(Radius({ default: ADDRESS_RADIUS_KM_DEFAULT })),
    ...eventFilterProperties,
  },
  {
    additionalProperties: false,
    description: ADDRESS_NOTE,
  },
);
export type AddressCountBody = Static<typeof AddressCountBodySchema>;

export const AddressSearchBodySchema = Type.Object(
  { ...AddressCountBodySchema.properties, ...pageProperties },
  { additionalProperties: false, description: `${ADDRESS_NOTE} ${ORDER_NOTE}` },
);
export type AddressSearchBody = Static<typeof AddressSearchBodySchema>;

export const AddressQuerySchema = Type.Object({
  address_language: Type.Optional(
    Type.Union([Type.Literal('en'), Type.Literal('de')], {
      default: 'en',
      description: 'Language the address is typed in; place names are understood in English and German.',
    }),
  ),
});
export type AddressQuery = Static<typeof AddressQuerySchema>;

export const SortingKeySchema = Type.Union(
  [Type.Literal('id'), Type.Literal('created'), Type.Literal('name'), Type.Literal('start_time')],
  { default: 'start_time', description: 'Order of the list (spec §3 "API enumerations").' },
);
export const SortingDirectionSchema = Type.Union([Type.Literal('asc'), Type.Literal('desc')], {
  default: 'asc',
});
export const ListModeSchema = Type.Union(
  [Type.Literal('closest_future'), Type.Literal('oldest'), Type.Literal('newest')],
  {
    description:
      'closest_future: events from now, the soonest first; oldest / newest: all events by start time, ' +
      'ascending / descending. When given, it sets the order instead of sorting_key and sorting_direction.',
  },
);

export const EventListBodySchema = Type.Object(
  {
    ...pageProperties,
    sorting_key: Type.Optional(SortingKeySchema),
    sorting_direction: Type.Optional(SortingDirectionSchema),
    mode: Type.Optional(ListModeSchema),
    ...eventFilterProperties,
  },
  { additionalProperties: false, description: 'One page of all public events.' },
);
export type EventListBody = Static<typeof EventListBodySchema>;

export const EventPageSchema = Type.Object(
  {
    events: Type.Array(EventSchema),
    total: Type.Integer({ minimum: 0, description: 'Events matching the filters, over all pages.' }),
    offset: Type.Integer({ minimum: 0 }),
    limit: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false, description: 'A page of events (spec §3 "Paginated event list result").' },
);
export type EventPage = Static<typeof EventPageSchema>;

export const EventCountSchema = Type.Object(
  { count: Type.Integer({ minimum: 0, description: 'Events matching the criteria.' }) },
  { additionalProperties: false },
);
