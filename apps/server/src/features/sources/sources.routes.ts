// Spec §7 "Sources": the reads. Approved sources are public; a source that is not approved is visible to its
// administrators and platform admins (decision 009). The writes are in source-admin.routes.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { requirePlatformAdmin } from '../../http/auth.js';
import { detailSchema } from '../../http/error-schemas.js';
import {
  AddressLanguageQuerySchema,
  EventIdListSchema,
  MultiSourcesBodySchema,
  SourceAddressSearchBodySchema,
  SourceEventsQuerySchema,
  SourceIdListSchema,
  SourceListQuerySchema,
  SourceParamsSchema,
  SourceSchema,
} from './sources.schemas.js';
import * as service from './sources.service.js';

export interface SourcesRoutesOptions {
  db: Db;
}

const NotFound = detailSchema(
  'Not Found: no source has this id, or it is not approved and the caller does not administer it.',
);
const TAGS = ['sources'];

export const sourcesRoutes: FastifyPluginAsyncTypebox<SourcesRoutesOptions> = async (app, { db }) => {
  app.get(
    '/v1/source/',
    {
      schema: {
        tags: TAGS,
        operationId: 'listSources',
        summary: 'Ids of sources, by approval status, in id order (pending and rejected: platform admins)',
        querystring: SourceListQuerySchema,
        response: {
          200: SourceIdListSchema,
          401: detailSchema('Unauthorized: pending and rejected sources are listed to platform admins.'),
          403: detailSchema('Forbidden: only approved sources are public.'),
        },
      },
    },
    (request) => service.listSourceIds(db, request.query, () => requirePlatformAdmin(request)),
  );

  app.post(
    '/v1/source/address-search',
    {
      schema: {
        tags: TAGS,
        operationId: 'searchSourcesByAddress',
        summary: 'Ids of approved sources by type, topic and address, in name order',
        querystring: AddressLanguageQuerySchema,
        body: SourceAddressSearchBodySchema,
        response: { 200: SourceIdListSchema },
      },
    },
    (request) => service.searchSourceIdsByAddress(db, request.body),
  );

  app.post(
    '/v1/source/address-search/count',
    {
      schema: {
        tags: TAGS,
        operationId: 'countSourcesByAddress',
        summary: 'How many approved sources match an address search (limit and offset are ignored)',
        querystring: AddressLanguageQuerySchema,
        body: SourceAddressSearchBodySchema,
        response: { 200: Type.Integer({ minimum: 0, description: 'Number of matching sources.' }) },
      },
    },
    (request) => service.countSourcesByAddress(db, request.body),
  );

  app.post(
    '/v1/source/multi',
    {
      schema: {
        tags: TAGS,
        operationId: 'getSources',
        summary: 'Several public sources by id, in one call (search results, saved sources)',
        body: MultiSourcesBodySchema,
        response: { 200: Type.Array(SourceSchema) },
      },
    },
    (request) => service.getSources(db, request.body.source_ids),
  );

  app.get(
    '/v1/source/:source_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'getSource',
        summary: 'One source: its public fields (one that is not approved: to its administrators only)',
        params: SourceParamsSchema,
        response: { 200: SourceSchema, 404: NotFound },
      },
    },
    (request) => service.getSource(db, request.params.source_id, () => request.caller()),
  );

  app.get(
    '/v1/source/:source_id/future_events',
    {
      schema: {
        tags: TAGS,
        operationId: 'listSourceFutureEvents',
        summary: 'Ids of the source’s events starting from now, soonest first',
        params: SourceParamsSchema,
        querystring: SourceEventsQuerySchema,
        response: { 200: EventIdListSchema, 404: NotFound },
      },
    },
    (request) =>
      service.listFutureEventIds(db, request.params.source_id, request.query, () => request.caller()),
  );

  app.get(
    '/v1/source/:source_id/past_events',
    {
      schema: {
        tags: TAGS,
        operationId: 'listSourcePastEvents',
        summary: 'Ids of the source’s events that started before now, latest first',
        params: SourceParamsSchema,
        querystring: SourceEventsQuerySchema,
        response: { 200: EventIdListSchema, 404: NotFound },
      },
    },
    (request) =>
      service.listPastEventIds(db, request.params.source_id, request.query, () => request.caller()),
  );

  app.get(
    '/v1/source/:source_id/title-image',
    {
      schema: {
        tags: TAGS,
        operationId: 'getSourceTitleImage',
        summary: 'The source’s title image (logo), with its own media type; 404 when it has none',
        params: SourceParamsSchema,
        response: {
          200: {
            description: 'The image bytes.',
            content: { 'image/*': { schema: Type.String({ format: 'binary' }) } },
          },
          304: { description: 'Not Modified: the ETag in If-None-Match is current.' },
          404: NotFound,
        },
      },
    },
    async (request, reply) => {
      const image = await service.getTitleImage(db, request.params.source_id, () => request.caller());
      // Versioned URLs (title_image_url carries ?v=) change with the image; the ETag covers plain URLs.
      // The image of a source under review is for its administrators: no shared cache keeps it.
      reply
        .header('cache-control', image.isPublic ? 'public, max-age=3600' : 'private, no-store')
        .header('etag', image.etag);
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type(image.mimeType).send(image.content);
    },
  );
};
