// GET /v1/statistics (issue 15 "Statistics"): the platform's figures for the admin area. Platform admins only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database.js';
import { requirePlatformAdmin } from '../../http/auth.js';
import { detailSchema } from '../../http/error-schemas.js';
import { StatisticsSchema } from './statistics.schemas.js';
import { getStatistics } from './statistics.service.js';

export interface StatisticsRoutesOptions {
  db: Db;
  crawlIntervalMinutes: number;
}

export const statisticsRoutes: FastifyPluginAsyncTypebox<StatisticsRoutesOptions> = async (
  app,
  { db, crawlIntervalMinutes },
) => {
  app.get(
    '/v1/statistics',
    {
      schema: {
        tags: ['admin'],
        operationId: 'getStatistics',
        summary:
          'Events by type, month and source, sources, accounts, alerts, reports and crawl health (platform admins)',
        security: [{ bearerAuth: [] }, { basicAuth: [] }],
        response: {
          200: StatisticsSchema,
          401: detailSchema('Unauthorized: log in first.'),
          403: detailSchema('Forbidden: only platform admins.'),
        },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return getStatistics(db, crawlIntervalMinutes);
    },
  );
};
