// Web Push for alerts (issue 14): what a device needs to subscribe. Subscriptions and sending come next.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { detailSchema } from '../../http/error-schemas.js';
import { AppError } from '../../http/errors.js';
import { VapidPublicKeySchema } from './push.schemas.js';
import type { VapidKeys } from './vapid-keys.js';

export interface PushRoutesOptions {
  /** Undefined: Web Push is off (several copies on PostgreSQL without configured keys). */
  vapid: VapidKeys | undefined;
}

export const pushRoutes: FastifyPluginAsyncTypebox<PushRoutesOptions> = async (app, { vapid }) => {
  app.get(
    '/v1/push/vapid-public-key',
    {
      schema: {
        tags: ['push'],
        operationId: 'getVapidPublicKey',
        summary: 'The key a device subscribes to Web Push with; 404 while Web Push is off',
        response: {
          200: VapidPublicKeySchema,
          404: detailSchema('Not Found: Web Push is off.', 'Web Push is not configured'),
        },
      },
    },
    async () => {
      if (vapid === undefined) throw new AppError('not_found', 'Web Push is not configured');
      return { public_key: vapid.publicKey };
    },
  );
};
