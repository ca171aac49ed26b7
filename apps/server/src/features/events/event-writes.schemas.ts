// Wire shape of the event form (spec §3 "Event", §5, §7 POST /v1/event/new and PUT /v1/event/{id}). The
// field names are those GET /v1/event/{id} answers with, so the form can send back what it loaded; the
// read-only fields (id, create_time, updated_at) are dropped by the validator when sent.
import { type Static, Type } from 'typebox';
import { DatabaseId, DateTimeString } from '../../http/schema-parts.js';
import { OptionalLine, RequiredLine } from '../../http/text-schemas.js';
import { EventStatusSchema } from './events.schemas.js';

/** Spec §3: up to this many places per event (a march's route). */
export const MAX_EVENT_LOCATIONS = 50;
export const MAX_EVENT_TOPICS = 20;

export const EventLocationInputSchema = Type.Object(
  {
    geography: Type.Object(
      {
        type: Type.Literal('Point'),
        // Ranges are checked by the service (longitude −180…180, latitude −90…90): a 2-item array
        // cannot give each item its own bounds without a tuple, which OpenAPI 3.0 tools misread.
        coordinates: Type.Array(Type.Number(), {
          minItems: 2,
          maxItems: 2,
          description: '[longitude, latitude] in degrees (GeoJSON order).',
        }),
      },
      { additionalProperties: false, description: 'A GeoJSON point.' },
    ),
    country: Type.Optional(
      Type.Union([Type.String({ pattern: '^[A-Za-z]{2}$' }), Type.Null()], {
        description: 'ISO 3166-1 alpha-2 country code, e.g. DE (stored upper case).',
      }),
    ),
    city: OptionalLine(200, 'City name.'),
    zip_code: OptionalLine(20, 'Postal code.'),
    street: OptionalLine(200, 'Street.'),
    house_number: OptionalLine(20, 'House number.'),
  },
  { additionalProperties: false, description: 'One place of an event.' },
);
export type EventLocationInput = Static<typeof EventLocationInputSchema>;

export const EventWriteBodySchema = Type.Object(
  {
    name: RequiredLine(300, 'Required (spec §5). One line.'),
    description: Type.String({
      minLength: 1,
      maxLength: 20_000,
      pattern: '\\S',
      description: 'Required (spec §5). Plain text; HTML is stored and shown as text, never rendered.',
    }),
    short_description: OptionalLine(500, 'A one-line summary.'),
    url: Type.Optional(
      Type.Union(
        [
          Type.String({ maxLength: 2_000, pattern: '^https?://\\S+$', description: 'http(s) address.' }),
          Type.Null(),
        ],
        { description: 'The event’s own web page.' },
      ),
    ),
    event_type_id: DatabaseId('Required (spec §5): an event type (GET /v1/event_type/).'),
    topic_ids: Type.Array(DatabaseId('A topic id (GET /v1/topic/).'), {
      minItems: 1,
      maxItems: MAX_EVENT_TOPICS,
      description: 'Required (spec §5): at least one topic; duplicates are ignored.',
    }),
    locations: Type.Array(EventLocationInputSchema, {
      maxItems: MAX_EVENT_LOCATIONS,
      description: 'Where it happens, in order; the first is the assembly point (markers, alerts, searches).',
    }),
    raw_location: OptionalLine(500, 'The location as free text, one line.'),
    start_time: DateTimeString('Required (spec §5): start, ISO 8601 with offset.'),
    end_time: Type.Optional(
      Type.Union([DateTimeString('End, ISO 8601 with offset; not before the start.'), Type.Null()]),
    ),
    raw_participants: OptionalLine(200, 'Expected participants, as free text, one line.'),
    raw_organiser: OptionalLine(300, 'The organiser, as free text, one line.'),
    organising_source_id: DatabaseId(
      'The source that publishes the event; the caller must administer it (spec §6).',
    ),
    status: Type.Optional(EventStatusSchema),
  },
  {
    additionalProperties: false,
    description:
      'An event as the form sends it. PUT replaces every field: an absent optional field becomes empty, ' +
      'an absent status becomes scheduled.',
  },
);
export type EventWriteBody = Static<typeof EventWriteBodySchema>;
