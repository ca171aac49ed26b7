// Wire shapes of Web Push (issue 14). snake_case on the wire (STYLE §7).
import { type Static, Type } from 'typebox';
import { ALERT_NAME_MAX_LENGTH, AlertNameSchema } from '../alerts/alerts.schemas.js';
import { FetchNotificationsBodySchema } from '../alerts/fetch-notifications.schemas.js';

export const VapidPublicKeySchema = Type.Object(
  {
    public_key: Type.String({
      description:
        'The server’s VAPID public key (uncompressed P-256 point, base64url): the applicationServerKey of PushManager.subscribe().',
    }),
  },
  { additionalProperties: false },
);
export type VapidPublicKey = Static<typeof VapidPublicKeySchema>;

/** At most this many alerts are pushed to one device (push endpoint), and to one account's devices. */
export const PUSH_SUBSCRIPTIONS_MAX = 5;
export const PUSH_ENDPOINT_LENGTH_MAX = 2_048;

const Endpoint = Type.String({
  minLength: 1,
  maxLength: PUSH_ENDPOINT_LENGTH_MAX,
  description:
    'The push service URL of the browser’s PushSubscription (https only). It identifies the device: whoever ' +
    'holds it may change or remove the device’s subscriptions.',
});

export const PushKeysSchema = Type.Object(
  {
    p256dh: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'The device’s P-256 public key, uncompressed (65 bytes), base64url (RFC 8291).',
    }),
    auth: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'The device’s 16-byte authentication secret, base64url (RFC 8291).',
    }),
  },
  { additionalProperties: false },
);

export const PushSubscriptionBodySchema = Type.Object(
  {
    endpoint: Endpoint,
    keys: PushKeysSchema,
    alert_name: AlertNameSchema,
    language: Type.Union([Type.Literal('en'), Type.Literal('de')], {
      description: 'The language of the push’s text and of the results page it opens.',
    }),
    ...FetchNotificationsBodySchema.properties,
    address_language: Type.Optional(
      Type.Union([Type.Literal('en'), Type.Literal('de')], { description: 'Language the city is typed in.' }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'A device’s push subscription for one alert, with the alert’s criteria as fetch-notifications takes ' +
      'them (an area is required). The device and alert name are the key: registering again replaces it.',
  },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBodySchema>;

export const PushSubscriptionSchema = Type.Object(
  {
    alert_name: Type.String(),
    language: Type.Union([Type.Literal('en'), Type.Literal('de')]),
    linked_to_account: Type.Boolean({
      description:
        'Registered while logged in: the subscription belongs to the account (it counts towards the account’s ' +
        'limit, and deleting the account’s alert of this name removes it).',
    }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false, description: 'A push subscription of one alert on one device.' },
);
export type PushSubscriptionAnswer = Static<typeof PushSubscriptionSchema>;

export const PushUnsubscribeBodySchema = Type.Object(
  {
    endpoint: Endpoint,
    alert_name: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: ALERT_NAME_MAX_LENGTH,
        description: 'The alert to stop pushing; absent: every alert of the device.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBodySchema>;
