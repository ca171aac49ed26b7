// Spec §7 "Topics, event types, source types": the public reads (the admin writes come with accounts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { ValidationErrorSchema } from '../../http/error-schemas.js';
import {
  EventTypeParamsSchema,
  EventTypeSchema,
  NotFoundSchema,
  SourceTypeParamsSchema,
  SourceTypeSchema,
  TopicParamsSchema,
  TopicSchema,
} from './taxonomy.schemas.js';
import * as service from './taxonomy.service.js';

export interface TaxonomyRoutesOptions {
  db: Db;
}

export const taxonomyRoutes: FastifyPluginAsyncTypebox<TaxonomyRoutesOptions> = async (app, { db }) => {
  app.get(
    '/v1/topic/',
    {
      schema: {
        tags: ['topics'],
        operationId: 'listTopics',
        summary: 'All topics, with their English and German names',
        response: { 200: Type.Array(TopicSchema, { description: 'All topics, in id order.' }) },
      },
    },
    () => service.listTopics(db),
  );
  app.get(
    '/v1/topic/:topic_id',
    {
      schema: {
        tags: ['topics'],
        operationId: 'getTopic',
        summary: 'One topic',
        params: TopicParamsSchema,
        response: { 200: TopicSchema, 404: NotFoundSchema, 422: ValidationErrorSchema },
      },
    },
    (request) => service.getTopic(db, request.params.topic_id),
  );

  app.get(
    '/v1/event_type/',
    {
      schema: {
        tags: ['event types'],
        operationId: 'listEventTypes',
        summary: 'All event types, with their English and German names',
        response: { 200: Type.Array(EventTypeSchema, { description: 'All event types, in id order.' }) },
      },
    },
    () => service.listEventTypes(db),
  );
  app.get(
    '/v1/event_type/:event_type_id',
    {
      schema: {
        tags: ['event types'],
        operationId: 'getEventType',
        summary: 'One event type',
        params: EventTypeParamsSchema,
        response: { 200: EventTypeSchema, 404: NotFoundSchema, 422: ValidationErrorSchema },
      },
    },
    (request) => service.getEventType(db, request.params.event_type_id),
  );

  app.get(
    '/v1/source_type/',
    {
      schema: {
        tags: ['source types'],
        operationId: 'listSourceTypes',
        summary: 'All source types, with their names and map marker colours',
        response: { 200: Type.Array(SourceTypeSchema, { description: 'All source types, in id order.' }) },
      },
    },
    () => service.listSourceTypes(db),
  );
  app.get(
    '/v1/source_type/:source_type_id',
    {
      schema: {
        tags: ['source types'],
        operationId: 'getSourceType',
        summary: 'One source type',
        params: SourceTypeParamsSchema,
        response: { 200: SourceTypeSchema, 404: NotFoundSchema, 422: ValidationErrorSchema },
      },
    },
    (request) => service.getSourceType(db, request.params.source_type_id),
  );
};
