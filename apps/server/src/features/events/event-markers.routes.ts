// GET /v1/event/markers: one compact answer with every marker of the home map (spec §2 Home), sent from the
// text and compressed variants kept for the minute (event-markers.service.ts), 304 to a current ETag.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database.js';
import { ValidationErrorSchema } from '../../http/error-schemas.js';
import { sendPreparedAnswer } from '../../http/prepared-answer.js';
import { EventMarkersQuerySchema, EventMarkersSchema } from './event-markers.schemas.js';
import { markersAnswer } from './event-markers.service.js';

export interface EventMarkerRoutesOptions {
  db: Db;
}

// Events change hourly at most (spec §1: crawled once an hour); a minute lets caches share the answer.
const CACHE_CONTROL = 'public, max-age=60';

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
    async (request, reply) =>
      sendPreparedAnswer(request, reply, await markersAnswer(db, request.query), {
        cacheControl: CACHE_CONTROL,
        conditional: true,
      }),
  );
};
