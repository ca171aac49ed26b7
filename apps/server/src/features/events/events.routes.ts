// Spec §7 "Events": the public event calls — multi, one event, its organiser, events at the same location, and
// the report action. The list and the searches are event-search.routes.ts; writes come with accounts.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { detailSchema } from '../../http/error-schemas.js';
import { sendJsonText } from '../../http/json-text.js';
import { byIp, type RateLimiting } from '../../http/rate-limit.js';
import { getEventForViewer } from './event-visibility.service.js';
import {
  EventListSchema,
  EventParamsSchema,
  EventReportBodySchema,
  EventSchema,
  MultiEventsBodySchema,
  OrganizerSchema,
} from './events.schemas.js';
import * as service from './events.service.js';

export interface EventRoutesOptions {
  db: Db;
  limiting: RateLimiting;
  /** Reports per client address and hour (issue 17 finding 6: anyone may report, so it is bounded). */
  reportsPerHour: number;
}

const TAGS = ['events'];
const NOT_FOUND = detailSchema('Not Found: no public event has this id.');
const GONE = detailSchema('Gone: the event was changed or cancelled and then deleted.', 'The event is gone.');

/** Weak: a compressed and a plain body share it. */
const etagOf = (json: string) => `W/"${createHash('sha1').update(json).digest('base64url')}"`;

/** If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" and "x" match alike. */
const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  (ifNoneMatch ?? '').split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || `W/${trimmed}` === etag;
  });

export const eventRoutes: FastifyPluginAsyncTypebox<EventRoutesOptions> = async (
  app,
  { db, limiting, reportsPerHour },
) => {
  const limitReports = limiting.limit('report:ip', { max: reportsPerHour, timeWindowMs: 60 * 60_000 }, byIp);
  app.post(
    '/v1/event/multi',
    {
      schema: {
        tags: TAGS,
        operationId: 'getEvents',
        summary: 'Several events by id, in the order asked (fills the client’s event cache, spec §4)',
        description:
          'The spec’s payload, a bare JSON list of ids, is taken too: `[3, 1]` as `{"event_ids": [3, 1]}`.',
        body: MultiEventsBodySchema,
        response: { 200: EventListSchema },
      },
      // Before validation, so a bad bare list answers 422 at the same place as a bad event_ids.
      preValidation: async (request) => {
        if (Array.isArray(request.body)) request.body = { event_ids: request.body };
      },
    },
    (request) => service.getEvents(db, request.body.event_ids),
  );

  app.get(
    '/v1/event/:event_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'getEvent',
        summary: 'One public event',
        description: 'Admins of a pending source and platform admins also get its events (edit form).',
        params: EventParamsSchema,
        response: {
          200: EventSchema,
          304: Type.Null({
            description: 'Not Modified: the event is as in the ETag given in If-None-Match.',
          }),
          404: NOT_FOUND,
          410: GONE,
        },
      },
    },
    async (request, reply) => {
      const event = await service.findPublicEvent(db, request.params.event_id);
      if (event === undefined) return getEventForViewer(db, request.params.event_id, () => request.caller());
      // Public: caches may keep it, but must ask again each time (an editor reloads the event right after
      // saving it); an unchanged event then costs a 304 without body. The ETag hashes the body as sent.
      const json = reply.serialize(event) as string; // the route's fast-json-stringify serialiser
      const etag = etagOf(json);
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return sendJsonText(reply, json);
    },
  );

  app.get(
    '/v1/event/:event_id/organizer',
    {
      schema: {
        tags: TAGS,
        operationId: 'getEventOrganizer',
        summary: 'The public fields of the source that organises the event',
        description: 'Admins of a pending source and platform admins also get it for its events.',
        params: EventParamsSchema,
        response: { 200: OrganizerSchema, 404: NOT_FOUND, 410: GONE },
      },
    },
    (request) => service.getOrganizer(db, request.params.event_id, () => request.caller()),
  );

  app.get(
    '/v1/event/:event_id/same-location',
    {
      schema: {
        tags: TAGS,
        operationId: 'getEventsAtSameLocation',
        summary: 'Up to 10 other upcoming events at the event’s first location, the soonest first',
        description: 'Admins of a pending source and platform admins also get them for its events.',
        params: EventParamsSchema,
        response: { 200: EventListSchema, 404: NOT_FOUND, 410: GONE },
      },
    },
    (request) => service.getEventsAtSameLocation(db, request.params.event_id, () => request.caller()),
  );

  app.post(
    '/v1/event/:event_id/report',
    {
      schema: {
        tags: TAGS,
        operationId: 'reportEvent',
        summary: 'Report a problem with an event to the platform admins',
        params: EventParamsSchema,
        body: EventReportBodySchema,
        response: {
          201: detailSchema('Created: the admins will look at the report.', 'Report received.'),
          404: NOT_FOUND,
          410: GONE,
          429: detailSchema('Too Many Requests: too many reports from this address; wait a little.'),
        },
      },
      onRequest: limitReports,
    },
    async (request, reply) => {
      await service.reportEvent(db, request.params.event_id, request.body);
      return reply.code(201).send({ detail: 'Report received.' });
    },
  );
};
