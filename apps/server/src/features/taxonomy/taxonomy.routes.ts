// Spec §7 "Topics, event types, source types": the public reads, and the platform admins' writes (issue 15).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { requirePlatformAdmin } from '../../http/auth.js';
import { detailSchema, ValidationErrorSchema } from '../../http/error-schemas.js';
import {
  EventTypeParamsSchema,
  EventTypeSchema,
  InUseSchema,
  NamesInputSchema,
  NotFoundSchema,
  SourceTypeCreateSchema,
  SourceTypeParamsSchema,
  SourceTypeSchema,
  SourceTypeUpdateSchema,
  TopicParamsSchema,
  TopicSchema,
  TopicUpdateParamsSchema,
  TypeDeleteParamsSchema,
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

  registerWrites(app, db);
};

const LOGGED_IN: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { basicAuth: [] }];
const GUARDED = {
  401: detailSchema('Unauthorized: log in first.'),
  403: detailSchema('Forbidden: only platform admins.'),
  404: NotFoundSchema,
  422: ValidationErrorSchema,
};
const DELETED = Type.Null({ description: 'Deleted.' });

type App = Parameters<FastifyPluginAsyncTypebox<TaxonomyRoutesOptions>>[0];

function registerWrites(app: App, db: Db): void {
  const kinds = [
    { path: 'topic', tag: 'topics', name: 'Topic', table: 'topics', schema: TopicSchema },
    {
      path: 'event_type',
      tag: 'event types',
      name: 'EventType',
      table: 'event_types',
      schema: EventTypeSchema,
    },
  ] as const;
  for (const kind of kinds) {
    app.post(
      `/v1/${kind.path}/new`,
      {
        schema: {
          tags: [kind.tag],
          operationId: `create${kind.name}`,
          summary: `Add a ${kind.tag.slice(0, -1)} (platform admins)`,
          security: LOGGED_IN,
          body: NamesInputSchema,
          response: { 201: kind.schema, ...GUARDED },
        },
      },
      async (request, reply) => {
        await requirePlatformAdmin(request);
        const created =
          kind.table === 'topics'
            ? await service.createTopic(db, request.body)
            : await service.createEventType(db, request.body);
        return reply.code(201).send(created);
      },
    );
  }

  app.put(
    '/v1/topic/:event_topic_id',
    {
      schema: {
        tags: ['topics'],
        operationId: 'updateTopic',
        summary: 'Rename a topic (platform admins)',
        security: LOGGED_IN,
        params: TopicUpdateParamsSchema,
        body: NamesInputSchema,
        response: { 200: TopicSchema, ...GUARDED },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return service.updateTopic(db, request.params.event_topic_id, request.body);
    },
  );
  app.put(
    '/v1/event_type/:event_type_id',
    {
      schema: {
        tags: ['event types'],
        operationId: 'updateEventType',
        summary: 'Rename an event type (platform admins)',
        security: LOGGED_IN,
        params: EventTypeParamsSchema,
        body: NamesInputSchema,
        response: { 200: EventTypeSchema, ...GUARDED },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return service.updateEventType(db, request.params.event_type_id, request.body);
    },
  );

  app.post(
    '/v1/source_type/new',
    {
      schema: {
        tags: ['source types'],
        operationId: 'createSourceType',
        summary: 'Add a source type (platform admins); colours left out take defaults',
        security: LOGGED_IN,
        body: SourceTypeCreateSchema,
        response: { 201: SourceTypeSchema, ...GUARDED },
      },
    },
    async (request, reply) => {
      await requirePlatformAdmin(request);
      return reply.code(201).send(await service.createSourceType(db, request.body));
    },
  );
  app.put(
    '/v1/source_type/:source_type_id',
    {
      schema: {
        tags: ['source types'],
        operationId: 'updateSourceType',
        summary: 'Change a source type’s names and marker colours (platform admins)',
        security: LOGGED_IN,
        params: SourceTypeParamsSchema,
        body: SourceTypeUpdateSchema,
        response: { 200: SourceTypeSchema, ...GUARDED },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return service.updateSourceType(db, request.params.source_type_id, request.body);
    },
  );

  const deletes = [
    { path: '/v1/topic/:topic_id', tag: 'topics', name: 'Topic', table: 'topics', params: TopicParamsSchema },
    {
      path: '/v1/event_type/:type_id',
      tag: 'event types',
      name: 'EventType',
      table: 'event_types',
      params: TypeDeleteParamsSchema,
    },
    {
      path: '/v1/source_type/:type_id',
      tag: 'source types',
      name: 'SourceType',
      table: 'source_types',
      params: TypeDeleteParamsSchema,
    },
  ] as const;
  for (const kind of deletes) {
    app.delete(
      kind.path,
      {
        schema: {
          tags: [kind.tag],
          operationId: `delete${kind.name}`,
          summary: `Delete a ${kind.tag.slice(0, -1)} no event or source uses (platform admins)`,
          security: LOGGED_IN,
          params: kind.params,
          response: { 204: DELETED, 409: InUseSchema, ...GUARDED },
        },
      },
      async (request, reply) => {
        await requirePlatformAdmin(request);
        const params = request.params as { topic_id?: number; type_id?: number };
        const id = params.topic_id ?? params.type_id ?? 0;
        const inUse = await service.deleteEntry(db, kind.table, id);
        if (inUse !== undefined) return reply.code(409).send(inUse);
        return reply.code(204).send(null);
      },
    );
  }
}
