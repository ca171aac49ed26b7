// Issue 5 "Operators": GET /v1/feeds, public — each feed's last successful crawl and health; for platform
// admins a feed's recent runs and Crawl now.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import { createAdminCrawls } from '../../crawl/admin-crawl.js';
import { settingsFromConfig } from '../../crawl/run-crawl.js';
import type { Db } from '../../db/database.js';
import { requirePlatformAdmin } from '../../http/auth.js';
import { detailSchema } from '../../http/error-schemas.js';
import {
  CrawlRunSchema,
  CrawlStartedSchema,
  FEED_RUNS_DEFAULT_LIMIT,
  FeedParamsSchema,
  FeedRunsQuerySchema,
  FeedSchema,
} from './feeds.schemas.js';
import * as service from './feeds.service.js';

export interface FeedsRoutesOptions {
  db: Db;
  config: Readonly<Config>;
}

const TAGS = ['feeds'];
const ADMIN_SECURITY: Record<string, string[]>[] = [{ bearerAuth: [] }, { basicAuth: [] }];
const ADMIN_ERRORS = {
  401: detailSchema('Unauthorized: log in.'),
  403: detailSchema('Forbidden: platform admins only.'),
  404: detailSchema('Not Found: no feed has this name.'),
};

export const feedsRoutes: FastifyPluginAsyncTypebox<FeedsRoutesOptions> = async (app, { db, config }) => {
  const crawls = createAdminCrawls(db, settingsFromConfig(config), app.log);
  // Shutdown waits for Crawl now runs, so none is left 'running' with the database closed under it.
  app.addHook('onClose', () => crawls.settle());

  app.get(
    '/v1/feeds',
    {
      schema: {
        tags: TAGS,
        operationId: 'listFeeds',
        summary: 'The official lists crawled every hour, with their last successful crawl and health',
        description:
          'Public. Why the last crawl failed (last_error) is shown to platform admins only; everyone else gets null.',
        // Credentials are optional here: they only add the failure detail for platform admins.
        security: [{}, ...ADMIN_SECURITY],
        response: {
          200: Type.Array(FeedSchema, { description: 'Every feed, in name order of the crawler.' }),
        },
      },
    },
    async (request) => {
      // A public list: credentials that do not check out are treated as none, never as a 401.
      const caller = await request.caller().catch(() => undefined);
      return service.listFeeds(db, config.crawl.intervalMinutes, { withErrors: caller?.admin === true });
    },
  );

  app.get(
    '/v1/feeds/:feed/runs',
    {
      schema: {
        tags: TAGS,
        operationId: 'listFeedRuns',
        summary: "A feed's last crawls, newest first (platform admins)",
        security: ADMIN_SECURITY,
        params: FeedParamsSchema,
        querystring: FeedRunsQuerySchema,
        response: { 200: Type.Array(CrawlRunSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return service.listRuns(db, request.params.feed, request.query.limit ?? FEED_RUNS_DEFAULT_LIMIT);
    },
  );

  app.post(
    '/v1/feeds/:feed/crawl',
    {
      schema: {
        tags: TAGS,
        operationId: 'crawlFeedNow',
        summary: 'Starts a crawl of the feed now (platform admins); follow it with the runs call',
        security: ADMIN_SECURITY,
        params: FeedParamsSchema,
        response: {
          202: CrawlStartedSchema,
          ...ADMIN_ERRORS,
          409: detailSchema('Conflict: a crawl of this feed is running.'),
        },
      },
    },
    async (request, reply) => {
      await requirePlatformAdmin(request);
      return reply.code(202).send(await service.crawlNow(crawls, request.params.feed));
    },
  );
};
