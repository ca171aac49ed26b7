// Spec §7 "Events": the writes — POST /v1/event/new, PUT and DELETE /v1/event/{id} — for the admins of
// the event's source and platform admins (spec §6 "Event editor").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { requireUser } from '../../http/auth.js';
import { detailSchema } from '../../http/error-schemas.js';
import { EventWriteBodySchema } from './event-writes.schemas.js';
import * as service from './event-writes.service.js';
import { EventParamsSchema, EventSchema } from './events.schemas.js';

export interface EventWriteRoutesOptions {
  db: Db;
}

const TAGS = ['events'];
const SECURITY: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { basicAuth: [] }];
const UNAUTHORIZED = detailSchema('Unauthorized: log in first.');
const FORBIDDEN = detailSchema('Forbidden: only admins of the event’s source and platform admins.');
const NOT_FOUND = detailSchema('Not Found: no event has this id.');
const GONE = detailSchema('Gone: the event was deleted.');

export const eventWriteRoutes: FastifyPluginAsyncTypebox<EventWriteRoutesOptions> = async (app, { db }) => {
  app.post(
    '/v1/event/new',
    {
      schema: {
        tags: TAGS,
        operationId: 'createEvent',
        summary: 'Create an event for a source the caller administers',
        security: SECURITY,
        body: EventWriteBodySchema,
        response: { 201: EventSchema, 401: UNAUTHORIZED, 403: FORBIDDEN },
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      return reply.code(201).send(await service.createEvent(db, caller, request.body));
    },
  );

  app.put(
    '/v1/event/:event_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'updateEvent',
        summary: 'Replace the editable fields of an event',
        description: 'Moving the event to another source needs the right to administer both sources.',
        security: SECURITY,
        params: EventParamsSchema,
        body: EventWriteBodySchema,
        response: { 200: EventSchema, 401: UNAUTHORIZED, 403: FORBIDDEN, 404: NOT_FOUND, 410: GONE },
      },
    },
    async (request) =>
      service.updateEvent(db, await requireUser(request), request.params.event_id, request.body),
  );

  app.delete(
    '/v1/event/:event_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'deleteEvent',
        summary: 'Delete an event; its link then answers 410',
        security: SECURITY,
        params: EventParamsSchema,
        response: {
          204: Type.Null({ description: 'Deleted.' }),
          401: UNAUTHORIZED,
          403: FORBIDDEN,
          404: NOT_FOUND,
          410: GONE,
        },
      },
    },
    async (request, reply) => {
      await service.deleteEvent(db, await requireUser(request), request.params.event_id);
      return reply.code(204).send(null);
    },
  );
};
