// Wire shapes of public events (spec §3 "Event"), their organiser and the report action. snake_case as
// stored (STYLE §7). The search bodies live in event-search.schemas.ts.
import { type Static, Type } from 'typebox';
import { DatabaseId, DateTimeString, NullableString } from '../../http/schema-parts.js';

export const EventId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Event id.' });

export const EventLocationSchema = Type.Object(
  {
    geography: Type.Object(
      {
        type: Type.Literal('Point'),
        coordinates: Type.Array(Type.Number(), {
          minItems: 2,
          maxItems: 2,
          description: '[longitude, latitude] in degrees (GeoJSON order).',
        }),
      },
      { description: 'A GeoJSON point.' },
    ),
    country: Type.Optional(NullableString('ISO 3166-1 alpha-2 country code, e.g. DE.')),
    city: Type.Optional(NullableString('City name.')),
    zip_code: Type.Optional(NullableString('Postal code.')),
    street: Type.Optional(NullableString('Street.')),
    house_number: Type.Optional(NullableString('House number.')),
  },
  { description: 'One place of an event. A march lists its route as several locations, in order.' },
);
export type EventLocation = Static<typeof EventLocationSchema>;

export const EventStatusSchema = Type.Union([Type.Literal('scheduled'), Type.Literal('cancelled')], {
  description: 'Cancelled events stay listed, marked as cancelled.',
});

export const EventSchema = Type.Object(
  {
    id: EventId,
    name: Type.String(),
    description: Type.String(),
    short_description: NullableString('A one-line summary.'),
    url: NullableString('The event’s own web page.'),
    event_type_id: DatabaseId('The event type (GET /v1/event_type/).'),
    topic_ids: Type.Array(DatabaseId('A topic id (GET /v1/topic/).'), {
      description: 'Topics, in id order.',
    }),
    locations: Type.Array(EventLocationSchema, {
      description: 'Where it happens. Only the first location counts for markers, alerts and searches.',
    }),
    raw_location: NullableString('The location as the source wrote it.'),
    start_time: DateTimeString('Start, ISO 8601 with offset (UTC).'),
    end_time: Type.Union([DateTimeString('End, ISO 8601 with offset (UTC).'), Type.Null()]),
    raw_participants: NullableString('Expected participants, as the source wrote it.'),
    raw_organiser: NullableString('The organiser, as the source wrote it.'),
    organising_source_id: Type.Union([DatabaseId('The source that publishes the event.'), Type.Null()]),
    status: EventStatusSchema,
    create_time: DateTimeString('When the event was first listed.'),
    updated_at: DateTimeString('When the event was last changed.'),
    also_published_as: Type.Array(
      Type.Object(
        {
          event_id: DatabaseId('The same assembly as published by another source.'),
          organising_source_id: Type.Union([DatabaseId('That event’s source.'), Type.Null()]),
        },
        { additionalProperties: false },
      ),
      {
        description:
          'The same assembly as other sources publish it (same day, same place, similar name), in id order. ' +
          'Searches list the assembly once, under one of them.',
      },
    ),
  },
  { $id: 'Event', additionalProperties: false, description: 'A public event (spec §3).' },
);
export type Event = Static<typeof EventSchema>;

export const EventListSchema = Type.Array(EventSchema);

export const EventParamsSchema = Type.Object({ event_id: EventId });

export const MultiEventsBodySchema = Type.Object(
  {
    event_ids: Type.Array(EventId, {
      minItems: 1,
      maxItems: 100,
      description: 'Up to 100 ids; the answer keeps their order and leaves out ids that are not public.',
    }),
  },
  { additionalProperties: false },
);

// Spec §3 "Source": only the public fields. internal_contact is deliberately absent (and the schema
// forbids extra properties, so it could not slip through the serializer either).
export const OrganizerSchema = Type.Object(
  {
    id: DatabaseId('Source id.'),
    name: Type.String(),
    country: Type.String({ description: 'ISO 3166-1 alpha-2 country code.' }),
    city: Type.String(),
    zip_code: NullableString('Postal code.'),
    street: NullableString('Street.'),
    house_number: NullableString('House number.'),
    source_type_id: DatabaseId('The source type (GET /v1/source_type/).'),
    topic_ids: Type.Array(DatabaseId('A topic id.')),
    description: Type.String(),
    url: NullableString('The source’s web site.'),
    public_contact: NullableString('How the public can reach the source.'),
  },
  { additionalProperties: false, description: 'The public fields of the source that organises an event.' },
);
export type Organizer = Static<typeof OrganizerSchema>;

export const EventReportBodySchema = Type.Object(
  {
    reason: Type.String({
      minLength: 1,
      maxLength: 2000,
      pattern: '\\S',
      description: 'What is wrong with the event; read by the platform admins.',
    }),
    contact_email: Type.Optional(
      Type.String({
        format: 'email',
        maxLength: 254,
        description: 'Optional: where the admins may answer. Never shown publicly.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type EventReportBody = Static<typeof EventReportBodySchema>;
