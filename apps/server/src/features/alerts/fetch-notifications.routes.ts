// Spec §7 Events: POST /v1/event/fetch-notifications, the call behind alert polling (spec §4). Public: an
// alert lives on the device of anyone (DESIGN §4.3), and the answer holds only public event ids.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { AddressQuerySchema } from '../events/search/event-search.schemas.js';
import type { UpcomingEvents } from '../events/search/upcoming-index-sync.js';
import { FetchNotificationsBodySchema, FetchNotificationsSchema } from './fetch-notifications.schemas.js';
import { fetchNotifications } from './fetch-notifications.service.js';

export interface FetchNotificationsRoutesOptions {
  db: Db;
  config: Readonly<Config>;
  /** The server's index of upcoming events (decision 045); without it polls ask the database. */
  upcoming?: UpcomingEvents | undefined;
}

export const fetchNotificationsRoutes: FastifyPluginAsyncTypebox<FetchNotificationsRoutesOptions> = async (
  app,
  { db, config, upcoming },
) => {
  app.post(
    '/v1/event/fetch-notifications',
    {
      schema: {
        tags: ['alerts'],
        operationId: 'fetchNotifications',
        summary: 'The upcoming events an alert matches, and when to ask again',
        querystring: AddressQuerySchema,
        body: FetchNotificationsBodySchema,
        response: { 200: FetchNotificationsSchema },
      },
    },
    (request) =>
      fetchNotifications(db, request.body, request.query.address_language ?? 'en', {
        crawlIntervalMinutes: config.crawl.intervalMinutes,
        upcoming,
      }),
  );
};
