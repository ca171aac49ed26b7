// Wire shape of an event's change history (issue 5: the event page shows "Time changed on …").
import { type Static, Type } from 'typebox';

/** The fields a reader cares about, as the history names them; other recorded changes are not shown. */
export const PUBLIC_CHANGE_FIELDS = [
  'start_time',
  'end_time',
  'status',
  'authority_status',
  'name',
  'location',
  'description',
] as const;
export type PublicChangeField = (typeof PUBLIC_CHANGE_FIELDS)[number];

/** Newest first, at most this many. */
export const EVENT_CHANGES_LIMIT = 50;

export const EventChangeSchema = Type.Object(
  {
    field: Type.Enum(PUBLIC_CHANGE_FIELDS, {
      description: 'What changed. location covers the places and the free-text location.',
    }),
    old_value: Type.Union([Type.String(), Type.Null()], {
      description: 'Before, as text (instants ISO 8601 UTC); null when it was empty.',
    }),
    new_value: Type.Union([Type.String(), Type.Null()], {
      description: 'After, as text; null when emptied.',
    }),
    changed_at: Type.String({ format: 'date-time', description: 'When the change was recorded.' }),
  },
  { additionalProperties: false },
);
export type EventChange = Static<typeof EventChangeSchema>;

export const EventChangeListSchema = Type.Array(EventChangeSchema, {
  description: `Newest first, at most ${EVENT_CHANGES_LIMIT}.`,
});
