// GET /v1/event/markers: one compact answer with every marker of the home map (spec §2 Home), sent from the
// text and compressed variants kept for the minute (event-markers.service.ts), 304 to a current ETag.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database.js';
import { COMPRESS_MIN_BYTES } from '../../http/compression.js';
import { ValidationErrorSchema } from '../../http/error-schemas.js';
import { etagForCoding, matchingTag, preferredCoding } from '../../http/http-validators.js';
import { EventMarkersQuerySchema, EventMarkersSchema } from './event-markers.schemas.js';
import { markersAnswer } from './event-markers.service.js';

export interface EventMarkerRoutesOptions {
  db: Db;
}

// Events change hourly at most (spec §1: crawled once an hour); a minute lets caches share the answer.
const CACHE_CONTROL = 'public, max-age=60';

const headerText = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export const eventMarkerRoutes: FastifyPluginAsyncTypebox<EventMarkerRoutesOptions> = async (app, { db }) => {
  app.get(
    '/v1/event/markers',
    {
      schema: {
        tags: ['events'],
        operationId: 'getEventMarkers',
        summary: 'Map markers of every public event, upcoming by default, as compact tuples',
        querystring: EventMarkersQuerySchema,
        response: {
          200: EventMarkersSchema,
          304: { description: 'Not Modified: the ETag in If-None-Match is still current.' },
          422: ValidationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await markersAnswer(db, request.query);
      reply.header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
      const ifNoneMatch = headerText(request.headers['if-none-match']);
      const matched = ifNoneMatch === undefined ? undefined : matchingTag(ifNoneMatch, answer.etag);
      if (matched !== undefined) return reply.code(304).header('etag', matched).send();
      const coding =
        answer.json.length >= COMPRESS_MIN_BYTES
          ? preferredCoding(headerText(request.headers['accept-encoding']))
          : undefined;
      reply.type('application/json; charset=utf-8').header('etag', etagForCoding(answer.etag, coding));
      if (coding === undefined) return reply.send(answer.json);
      // Compressed once for the minute: @fastify/compress leaves an answer with a Content-Encoding alone.
      return reply.header('content-encoding', coding).send(answer.variant(coding));
    },
  );
};
