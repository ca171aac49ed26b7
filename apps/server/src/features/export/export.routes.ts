// Spec §7 "Export links": calendar (webcal) and RSS subscriptions for an alert's criteria, and one event's
// calendar file for "Export to Calendar".
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { detailSchema } from '../../http/error-schemas.js';
import { EventIcsQuerySchema, IcsFeedQuerySchema, RssFeedQuerySchema } from './export.schemas.js';
import * as service from './export.service.js';
import { splitCommaLists } from './export-criteria.js';

export interface ExportRoutesOptions {
  db: Db;
  config: Readonly<Pick<Config, 'publicUrl'>>;
}

const TAGS = ['exports'];
const ICS_TYPE = 'text/calendar; charset=utf-8';
const RSS_TYPE = 'application/rss+xml; charset=utf-8';
// Feeds change when the hourly crawl runs; five minutes spares the server repeated polls by many readers.
const FEED_CACHE_CONTROL = 'public, max-age=300';
const LICENCE_LINK = '<https://creativecommons.org/licenses/by-sa/4.0/>; rel="license"';

const text = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: Type.String() } },
});

export const exportRoutes: FastifyPluginAsyncTypebox<ExportRoutesOptions> = async (app, { db, config }) => {
  const context = () => ({ publicUrl: config.publicUrl });

  // Before validation, so '?type_ids=1,2' and '?type_ids=1&type_ids=2' both become [1, 2].
  app.addHook('preValidation', async (request) => {
    splitCommaLists(request.query as Record<string, unknown>, ['type_ids', 'topic_ids']);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200)
      reply.header('cache-control', FEED_CACHE_CONTROL).header('link', LICENCE_LINK);
  });

  app.get(
    '/v1/export/ics/events.ics',
    {
      schema: {
        tags: TAGS,
        operationId: 'exportEventsIcs',
        summary: 'Upcoming events matching an alert’s criteria, as an iCalendar subscription (webcal)',
        querystring: IcsFeedQuerySchema,
        response: { 200: text('text/calendar', 'An iCalendar (RFC 5545) file.') },
      },
    },
    async (request, reply) => {
      const body = await service.exportEventsIcs(db, request.query, context());
      return reply
        .type(ICS_TYPE)
        .header('content-disposition', 'inline; filename="assembly-finder-events.ics"')
        .send(body);
    },
  );

  app.get(
    '/v1/export/ics/event.ics',
    {
      schema: {
        tags: TAGS,
        operationId: 'exportEventIcs',
        summary: 'One event as an iCalendar file (Export to Calendar)',
        querystring: EventIcsQuerySchema,
        response: {
          200: text('text/calendar', 'An iCalendar (RFC 5545) file with one event.'),
          404: detailSchema('Not Found: no public event has this id.'),
          410: detailSchema('Gone: the event was changed or cancelled and deleted.'),
        },
      },
    },
    async (request, reply) => {
      const body = await service.exportEventIcs(db, request.query, context());
      return reply
        .type(ICS_TYPE)
        .header('content-disposition', `attachment; filename="event-${request.query.event_id}.ics"`)
        .send(body);
    },
  );

  app.get(
    '/v1/export/rss/feed',
    {
      schema: {
        tags: TAGS,
        operationId: 'exportEventsRss',
        summary: 'Upcoming events matching an alert’s criteria, as an RSS 2.0 feed',
        querystring: RssFeedQuerySchema,
        response: { 200: text('application/rss+xml', 'An RSS 2.0 document.') },
      },
    },
    async (request, reply) => {
      const selfUrl = `${config.publicUrl}${request.url}`;
      const body = await service.exportEventsRss(db, request.query, { ...context(), selfUrl });
      return reply.type(RSS_TYPE).send(body);
    },
  );
};
