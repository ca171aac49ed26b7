// Web Push for alerts (issue 14, decisions 026 and 027): the key a device subscribes with, and the device's
// subscriptions of alerts. Public like fetch-notifications: an alert lives on anyone's device; the push
// endpoint, which only the device and its push service know, is the key to its subscriptions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { detailSchema } from '../../http/error-schemas.js';
import { AppError } from '../../http/errors.js';
import {
  PushSubscriptionBodySchema,
  PushSubscriptionSchema,
  PushUnsubscribeBodySchema,
  VapidPublicKeySchema,
} from './push.schemas.js';
import { registerSubscription, unsubscribe } from './push-subscriptions.service.js';
import type { VapidKeys } from './vapid-keys.js';

export interface PushRoutesOptions {
  db: Db;
  /** Undefined: Web Push is off (several copies on PostgreSQL without configured keys). */
  vapid: VapidKeys | undefined;
  /** config.push.allowLocalEndpoints: tests' local push services. */
  allowLocalEndpoints: boolean;
}

const Off = detailSchema('Not Found: Web Push is off.', 'Web Push is not configured');
const off = () => new AppError('not_found', 'Web Push is not configured');

export const pushRoutes: FastifyPluginAsyncTypebox<PushRoutesOptions> = async (
  app,
  { db, vapid, allowLocalEndpoints },
) => {
  app.get(
    '/v1/push/vapid-public-key',
    {
      schema: {
        tags: ['push'],
        operationId: 'getVapidPublicKey',
        summary: 'The key a device subscribes to Web Push with; 404 while Web Push is off',
        response: {
          200: VapidPublicKeySchema,
          404: Off,
        },
      },
    },
    async () => {
      if (vapid === undefined) throw off();
      return { public_key: vapid.publicKey };
    },
  );

  app.put(
    '/v1/push/subscriptions',
    {
      schema: {
        tags: ['push'],
        operationId: 'registerPushSubscription',
        summary:
          'Push an alert to this device: registers (or replaces) the device’s subscription with the alert’s ' +
          'criteria; at most 5 alerts per device and per account',
        description:
          'No account needed. Logged in, the subscription belongs to the account: it counts towards the ' +
          'account’s 5 and goes when the account’s alert of this name is deleted. After every crawl, import ' +
          'and event write, new matching events reach the device as one push per alert: the count, and a ' +
          'link to the alert’s results. 422: an endpoint that is not https (or not a public push service), ' +
          'keys of the wrong size, criteria a poll would refuse, or the limit.',
        body: PushSubscriptionBodySchema,
        response: { 200: PushSubscriptionSchema, 201: PushSubscriptionSchema, 404: Off },
      },
    },
    async (request, reply) => {
      if (vapid === undefined) throw off();
      const caller = await request.caller();
      const { subscription, created } = await registerSubscription(db, request.body, caller?.id, {
        allowLocalEndpoints,
      });
      return reply.code(created ? 201 : 200).send(subscription);
    },
  );

  app.delete(
    '/v1/push/subscriptions',
    {
      schema: {
        tags: ['push'],
        operationId: 'deletePushSubscription',
        summary: 'Stop pushing one alert (or, without alert_name, every alert) to this device',
        body: PushUnsubscribeBodySchema,
        response: { 204: Type.Null({ description: 'Nothing is pushed to the device for it any more.' }) },
      },
    },
    async (request, reply) => {
      await unsubscribe(db, request.body);
      return reply.code(204).send(null);
    },
  );
};
