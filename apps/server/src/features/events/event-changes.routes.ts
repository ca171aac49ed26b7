// GET /v1/event/{id}/changes (issue 5): what changed about an event, for "Time changed on …".
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database.js';
import { detailSchema } from '../../http/error-schemas.js';
import { EventChangeListSchema } from './event-changes.schemas.js';
import { getEventChanges } from './event-changes.service.js';
import { EventParamsSchema } from './events.schemas.js';

export interface EventChangeRoutesOptions {
  db: Db;
}

export const eventChangeRoutes: FastifyPluginAsyncTypebox<EventChangeRoutesOptions> = async (app, { db }) => {
  app.get(
    '/v1/event/:event_id/changes',
    {
      schema: {
        tags: ['events'],
        operationId: 'getEventChanges',
        summary: 'Recent changes of an event’s time, place, name, status or description, newest first',
        params: EventParamsSchema,
        response: {
          200: EventChangeListSchema,
          404: detailSchema('Not Found: no public event has this id.'),
          410: detailSchema('Gone: the event was deleted.'),
        },
      },
    },
    (request) => getEventChanges(db, request.params.event_id, () => request.caller()),
  );
};
