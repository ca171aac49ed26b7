// Spec §7 "Export links": calendar (webcal) and RSS subscriptions for an alert's criteria, and one event's
// calendar file for "Export to Calendar".
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, onSendAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { detailSchema } from '../../http/error-schemas.js';
import { etagForCoding, preferredCoding } from '../../http/http-validators.js';
import {
  EventIcsQuerySchema,
  GeoJsonQuerySchema,
  IcsFeedQuerySchema,
  RssFeedQuerySchema,
} from './export.schemas.js';
import * as service from './export.service.js';
import { splitCommaLists } from './export-criteria.js';
import type { ExportAnswer, FeedRequestHeaders } from './feed-answer.js';
import { RenderedFeedCache } from './rendered-feed-cache.js';

export interface ExportRoutesOptions {
  db: Db;
  config: Readonly<Pick<Config, 'publicUrl' | 'feedCacheBytes'>>;
}

const TAGS = ['exports'];
const ICS_TYPE = 'text/calendar; charset=utf-8';
const RSS_TYPE = 'application/rss+xml; charset=utf-8';
// RFC 7946 §12: the GeoJSON media type (JSON is UTF-8, RFC 8259 §8.1).
const GEOJSON_TYPE = 'application/geo+json';
// Feeds change when the hourly crawl runs; five minutes spares the server repeated polls by many readers, and a
// shared cache in front of several server copies may keep them as long: every copy computes the same ETag, so
// it revalidates with any of them (decision 020).
const FEED_CACHE_CONTROL = 'public, max-age=300';
const NOT_MODIFIED =
  'Not Modified: the ETag in If-None-Match (or, without it, the date in If-Modified-Since) is still current.';
const LICENCE_LINK = '<https://creativecommons.org/licenses/by-sa/4.0/>; rel="license"';

const text = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: Type.String() } },
});

/** The request's conditional headers (RFC 9110 §13.1) and the coding it accepts. */
const headersOf = (headers: Record<string, string | string[] | undefined>): FeedRequestHeaders => ({
  coding: preferredCoding(
    typeof headers['accept-encoding'] === 'string' ? headers['accept-encoding'] : undefined,
  ),
  ifNoneMatch: typeof headers['if-none-match'] === 'string' ? headers['if-none-match'] : undefined,
  ifModifiedSince:
    typeof headers['if-modified-since'] === 'string' ? headers['if-modified-since'] : undefined,
});

const nameCodingVariant: onSendAsyncHookHandler = async (_request, reply, payload) => {
  const etag = reply.getHeader('etag');
  if (reply.statusCode === 200 && typeof etag === 'string')
    reply.header('etag', etagForCoding(etag, reply.getHeader('content-encoding')));
  return payload;
};

export const exportRoutes: FastifyPluginAsyncTypebox<ExportRoutesOptions> = async (app, { db, config }) => {
  const cache = new RenderedFeedCache(config.feedCacheBytes);
  const context = () => ({ db, cache, publicUrl: config.publicUrl });

  /** Sends the answer: its validators and caching headers on a 200 and a 304 alike, the text on a 200. */
  function send(reply: FastifyReply, answer: ExportAnswer, type: string, disposition?: string) {
    reply
      .header('etag', answer.etag)
      .header('cache-control', FEED_CACHE_CONTROL)
      .header('vary', 'accept-encoding');
    if (answer.lastModified !== undefined)
      reply.header('last-modified', new Date(answer.lastModified).toUTCString());
    if (answer.status === 304) return reply.code(304).send();
    reply
      .header('x-feed-cache', answer.isFromCache ? 'hit' : 'miss')
      .header('link', LICENCE_LINK)
      .type(type);
    // Compressed here from the cache: @fastify/compress leaves an answer with a Content-Encoding alone.
    if (answer.coding) reply.header('content-encoding', answer.coding);
    if (disposition) reply.header('content-disposition', disposition);
    return reply.send(answer.body);
  }

  // Before validation, so '?type_ids=1,2' and '?type_ids=1&type_ids=2' both become [1, 2].
  app.addHook('preValidation', async (request) => {
    splitCommaLists(request.query as Record<string, unknown>, ['type_ids', 'topic_ids']);
  });
  // @fastify/compress adds its onSend hook to each route as the route is added; this one goes after it, so a
  // compressed text gets its variant's ETag.
  app.addHook('onRoute', (route) => {
    const hooks = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [...hooks, nameCodingVariant];
  });

  app.get(
    '/v1/export/ics/events.ics',
    {
      schema: {
        tags: TAGS,
        operationId: 'exportEventsIcs',
        summary: 'Upcoming events matching an alert’s criteria, as an iCalendar subscription (webcal)',
        querystring: IcsFeedQuerySchema,
        response: {
          200: text('text/calendar', 'An iCalendar (RFC 5545) file.'),
          304: { description: NOT_MODIFIED },
        },
      },
    },
    async (request, reply) => {
      const answer = await service.exportEventsIcs(context(), request.query, headersOf(request.headers));
      return send(reply, answer, ICS_TYPE, 'inline; filename="assembly-finder-events.ics"');
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
          304: { description: NOT_MODIFIED },
          404: detailSchema('Not Found: no public event has this id.'),
          410: detailSchema('Gone: the event was changed or cancelled and deleted.'),
        },
      },
    },
    async (request, reply) => {
      const answer = await service.exportEventIcs(context(), request.query, headersOf(request.headers));
      return send(reply, answer, ICS_TYPE, `attachment; filename="event-${request.query.event_id}.ics"`);
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
        response: {
          200: text('application/rss+xml', 'An RSS 2.0 document.'),
          304: { description: NOT_MODIFIED },
        },
      },
    },
    async (request, reply) => {
      const selfUrl = `${config.publicUrl}${request.url}`;
      const answer = await service.exportEventsRss(
        { ...context(), selfUrl },
        request.query,
        headersOf(request.headers),
      );
      return send(reply, answer, RSS_TYPE);
    },
  );

  app.get(
    '/v1/export/geojson',
    {
      schema: {
        tags: TAGS,
        operationId: 'exportEventsGeoJson',
        summary: 'Upcoming events matching the criteria of the ICS and RSS links, as GeoJSON (RFC 7946)',
        description:
          'A FeatureCollection: one Point feature per event at its first location (`feature_type: "event"`, ' +
          'its public fields as properties; geometry null when it has no location), and for a march with several ' +
          'locations one more feature with its route as a LineString in order (`feature_type: "route"`, ' +
          '`event_id`). Positions are [longitude, latitude] in WGS 84. Same validators and caching as the feeds.',
        querystring: GeoJsonQuerySchema,
        response: {
          200: text('application/geo+json', 'A GeoJSON FeatureCollection (RFC 7946).'),
          304: { description: NOT_MODIFIED },
        },
      },
    },
    async (request, reply) => {
      const answer = await service.exportEventsGeoJson(context(), request.query, headersOf(request.headers));
      return send(reply, answer, GEOJSON_TYPE, 'inline; filename="assembly-finder-events.geojson"');
    },
  );
};
