// Issue 5 "Operators": GET /v1/feeds, public — each feed's last successful crawl and health.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { FeedSchema } from './feeds.schemas.js';
import * as service from './feeds.service.js';

export interface FeedsRoutesOptions {
  db: Db;
  config: Readonly<Config>;
}

export const feedsRoutes: FastifyPluginAsyncTypebox<FeedsRoutesOptions> = async (app, { db, config }) => {
  app.get(
    '/v1/feeds',
    {
      schema: {
        tags: ['feeds'],
        operationId: 'listFeeds',
        summary: 'The official lists crawled every hour, with their last successful crawl and health',
        response: {
          200: Type.Array(FeedSchema, { description: 'Every feed, in name order of the crawler.' }),
        },
      },
    },
    () => service.listFeeds(db, config.crawl.intervalMinutes),
  );
};
