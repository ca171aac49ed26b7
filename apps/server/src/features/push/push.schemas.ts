// Wire shapes of Web Push (issue 14). snake_case on the wire (STYLE §7).
import { type Static, Type } from 'typebox';

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
