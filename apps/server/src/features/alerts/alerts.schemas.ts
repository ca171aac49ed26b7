// Wire shapes of the account's alerts (spec §3 "Alert", both readings; DESIGN §4.3): the criteria the user
// chose plus the device's polling state, so an alert follows the account to another device.
import { type Static, Type } from 'typebox';
import { NON_BLANK_SINGLE_LINE_PATTERN, RequiredLine } from '../../http/text-schemas.js';
import { Latitude, Longitude, Radius } from '../events/search/event-search.schemas.js';
import { FetchNotificationsBodySchema } from './fetch-notifications.schemas.js';

/** Spec §9: alerts per user. */
export const ALERTS_PER_USER_MAX = 5;
export const ALERT_NAME_MAX_LENGTH = 100;
const EVENT_IDS_MAX = 1_000;

const criteria = FetchNotificationsBodySchema.properties;
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const EventIds = (description: string) =>
  Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: EVENT_IDS_MAX, description });
const Time = (description: string) => Type.String({ format: 'date-time', description });

const NAME_DESCRIPTION =
  'The alert’s name: unique among the account’s alerts, it is the alert’s key on the device.';

/** A name the account stores from now on: one line, without control characters (issue 17 finding 2). */
export const AlertNameSchema = RequiredLine(ALERT_NAME_MAX_LENGTH, NAME_DESCRIPTION);

/**
 * A name as it may already be stored or kept on a device (before names had to be one line): the path of
 * an existing alert and the merge's input accept it, so such an alert can still be changed, renamed or
 * deleted, and a device's merge is not refused as a whole for one old name (it is not merged instead).
 */
const StoredAlertNameSchema = Type.String({
  minLength: 1,
  maxLength: ALERT_NAME_MAX_LENGTH,
  pattern: '\\S',
  description: NAME_DESCRIPTION,
});
const SINGLE_LINE_NAME = new RegExp(NON_BLANK_SINGLE_LINE_PATTERN, 'u');
/** Whether a name may be stored: what AlertNameSchema accepts (the merge checks its names with it). */
export const isStorableAlertName = (name: string): boolean => SINGLE_LINE_NAME.test(name);

export const AlertTypeSchema = Type.Union([Type.Literal('address'), Type.Literal('perimeter')], {
  description: 'perimeter: latitude, longitude and radius_km; address: city and/or zip_code (and country).',
});

export const AlertBodySchema = Type.Object(
  {
    name: AlertNameSchema,
    alert_type: AlertTypeSchema,
    event_name: criteria.event_name,
    topic_ids: criteria.topic_ids,
    type_ids: criteria.type_ids,
    city: criteria.city,
    zip_code: criteria.zip_code,
    country: criteria.country,
    address_language: Type.Optional(
      Type.Union([Type.Literal('en'), Type.Literal('de')], { description: 'Language the city is typed in.' }),
    ),
    latitude: criteria.latitude,
    longitude: criteria.longitude,
    radius_km: criteria.radius_km,
    last_fetch: Type.Optional(Time('When the device last polled the alert.')),
    next_fetch: Type.Optional(Time('When the device polls it next.')),
    seen_event_ids: Type.Optional(EventIds('Events the user has opened.')),
    unseen_event_ids: Type.Optional(EventIds('Events found and not opened yet.')),
    updated_at: Type.Optional(
      Time('When the device last changed the alert; on merge the newer of two same-named alerts is kept.'),
    ),
  },
  {
    additionalProperties: false,
    description: 'An alert as the device keeps it (spec §3 "Alert", reading 2, in snake_case).',
  },
);
export type AlertBody = Static<typeof AlertBodySchema>;

export const AlertSchema = Type.Object(
  {
    name: Type.String(),
    alert_type: AlertTypeSchema,
    event_name: Nullable(Type.String()),
    topic_ids: Type.Array(Type.Integer()),
    type_ids: Type.Array(Type.Integer()),
    city: Nullable(Type.String()),
    zip_code: Nullable(Type.String()),
    country: Nullable(Type.String()),
    address_language: Nullable(Type.Union([Type.Literal('en'), Type.Literal('de')])),
    latitude: Nullable(Latitude()),
    longitude: Nullable(Longitude()),
    radius_km: Nullable(Radius()),
    last_fetch: Nullable(Type.String({ format: 'date-time' })),
    next_fetch: Nullable(Type.String({ format: 'date-time' })),
    seen_event_ids: Type.Array(Type.Integer()),
    unseen_event_ids: Type.Array(Type.Integer()),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false, description: 'An alert of the account.' },
);
export type Alert = Static<typeof AlertSchema>;

export const AlertParamsSchema = Type.Object({ alert_name: StoredAlertNameSchema });

export const AlertMergeBodySchema = Type.Object(
  {
    alerts: Type.Array(
      Type.Object(
        { ...AlertBodySchema.properties, name: StoredAlertNameSchema },
        {
          additionalProperties: false,
          description: 'An alert as the device keeps it (spec §3 "Alert", reading 2, in snake_case).',
        },
      ),
      {
        maxItems: 50,
        description:
          'The device’s alerts: added by name, a same-named one replaced when the device’s is newer. A name ' +
          'that is not a single line without control characters is not merged (listed in not_merged).',
      },
    ),
  },
  { additionalProperties: false },
);
export type AlertMergeBody = Static<typeof AlertMergeBodySchema>;

export const AlertMergeResultSchema = Type.Object(
  {
    alerts: Type.Array(AlertSchema, { description: 'The account’s alerts after the merge.' }),
    not_merged: Type.Array(Type.String(), {
      description:
        'Names of the device’s alerts the account did not take: beyond the limit of 5, a name with ' +
        'control characters, or criteria no longer valid (a deleted topic). The device keeps them.',
    }),
  },
  { additionalProperties: false },
);
export type AlertMergeResult = Static<typeof AlertMergeResultSchema>;
