// Spec §7 "Events": the list and the searches, each with its count (POST /v1/event/all, perimeter-search,
// address-search). A search page is JSON assembled from cached events (decision 013), sent as is.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../db/database.js';
import { sendJsonText } from '../../../http/json-text.js';
import { EventListSchema } from '../events.schemas.js';
import { EventJsonCache } from './event-json-cache.js';
import {
  AddressCountBodySchema,
  AddressQuerySchema,
  AddressSearchBodySchema,
  EventCountSchema,
  EventListBodySchema,
  EventPageSchema,
  PerimeterCountBodySchema,
  PerimeterSearchBodySchema,
} from './event-search.schemas.js';
import * as service from './event-search.service.js';

export interface EventSearchRoutesOptions {
  db: Db;
  /** Events kept as JSON for search pages (EVENT_CACHE_ENTRIES; 0: none). */
  eventCacheEntries: number;
}

const TAGS = ['events'];

export const eventSearchRoutes: FastifyPluginAsyncTypebox<EventSearchRoutesOptions> = async (
  app,
  { db, eventCacheEntries },
) => {
  const eventJson = new EventJsonCache(eventCacheEntries);

  app.post(
    '/v1/event/all',
    {
      schema: {
        tags: TAGS,
        operationId: 'listEvents',
        summary: 'A page of all public events',
        body: EventListBodySchema,
        response: { 200: EventPageSchema },
      },
    },
    (request) => service.listEvents(db, request.body),
  );

  app.post(
    '/v1/event/perimeter-search',
    {
      schema: {
        tags: TAGS,
        operationId: 'searchEventsInPerimeter',
        summary: 'Events within radius_km of a point',
        description:
          'Matches on each event’s first location. Similar events (spec §4) are this call with the ' +
          'event’s first location, radius_km 2, limit 4 and start_time_start now.',
        body: PerimeterSearchBodySchema,
        response: { 200: EventListSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await service.searchEventsInPerimeter(db, eventJson, request.body)),
  );
  app.post(
    '/v1/event/perimeter-search/count',
    {
      schema: {
        tags: TAGS,
        operationId: 'countEventsInPerimeter',
        summary: 'How many events a perimeter search finds',
        body: PerimeterCountBodySchema,
        response: { 200: EventCountSchema },
      },
    },
    async (request) => ({ count: await service.countEventsInPerimeter(db, request.body) }),
  );

  app.post(
    '/v1/event/address-search',
    {
      schema: {
        tags: TAGS,
        operationId: 'searchEventsNearAddress',
        summary: 'Events around a city or postal code',
        querystring: AddressQuerySchema,
        body: AddressSearchBodySchema,
        response: { 200: EventListSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await service.searchEventsNearAddress(
          db,
          eventJson,
          request.body,
          request.query.address_language ?? 'en',
        ),
      ),
  );
  app.post(
    '/v1/event/address-search/count',
    {
      schema: {
        tags: TAGS,
        operationId: 'countEventsNearAddress',
        summary: 'How many events an address search finds',
        querystring: AddressQuerySchema,
        body: AddressCountBodySchema,
        response: { 200: EventCountSchema },
      },
    },
    async (request) => ({
      count: await service.countEventsNearAddress(db, request.body, request.query.address_language ?? 'en'),
    }),
  );
};
