// Wire shape of GET /v1/event/markers: every public event as a compact tuple, for the home map (spec §2
// Home: all upcoming events, clustered, so 10,000+ stay smooth). Arrays, not objects: the key names
// would otherwise be most of the payload.
import { type Static, Type } from 'typebox';

/** Most markers one answer carries; far above today's volume (a few thousand upcoming events). */
export const EVENT_MARKERS_MAX = 50_000;

export const EventMarkersQuerySchema = Type.Object(
  {
    past: Type.Optional(
      Type.Boolean({
        default: false,
        description: 'true: events that started before now, the most recent first. Default: upcoming events.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type EventMarkersQuery = Static<typeof EventMarkersQuerySchema>;

const Colour = (description: string) => Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description });

export const MarkerSourceTypeSchema = Type.Object(
  {
    id: Type.Integer({ description: 'Source type id, as in the markers.' }),
    map_marker_color_default: Colour('Marker colour of upcoming events, as #rrggbb.'),
    map_marker_color_past: Colour('Marker colour of past events, as #rrggbb.'),
  },
  { additionalProperties: false },
);

const markerItems = [
  Type.Integer({ description: 'Event id.' }),
  Type.Number({ description: 'Longitude of the first location.' }),
  Type.Number({ description: 'Latitude of the first location.' }),
  // A type list, not anyOf: fast-json-stringify cannot serialise anyOf inside a tuple.
  Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    description: 'Source type id of the organiser, or null.',
  }),
  Type.Integer({ description: 'Start time in seconds since 1970-01-01T00:00:00Z.' }),
  Type.String({ description: 'Event name: the hover title and the slug of the event link.' }),
] as const;

// Written as OpenAPI 3.1 (JSON Schema 2020-12) prefixItems: TypeBox's Tuple emits the draft-07
// items array, which OpenAPI 3.1 rejects.
export const EventMarkerSchema = Type.Unsafe<[number, number, number, number | null, number, string]>({
  type: 'array',
  prefixItems: markerItems,
  items: false,
  minItems: markerItems.length,
  maxItems: markerItems.length,
  description: '[id, lon, lat, source_type_id | null, start_epoch_seconds, name]',
});
export type EventMarker = Static<typeof EventMarkerSchema>;

export const EventMarkersSchema = Type.Object(
  {
    source_types: Type.Array(MarkerSourceTypeSchema, { description: 'Every source type, for the colours.' }),
    markers: Type.Array(EventMarkerSchema, {
      maxItems: EVENT_MARKERS_MAX,
      description:
        `Public events (of approved sources, not deleted) with a location, ordered by start time ` +
        `(upcoming: soonest first; past: most recent first), at most ${EVENT_MARKERS_MAX.toLocaleString('en')}.`,
    }),
  },
  { additionalProperties: false, description: 'Map markers of public events.' },
);
export type EventMarkers = Static<typeof EventMarkersSchema>;
