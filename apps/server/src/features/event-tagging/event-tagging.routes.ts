// Admin section "Event Tagging" (issue 15): search events, preview and apply a bulk topic change. Platform admins.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database.js';
import { requirePlatformAdmin } from '../../http/auth.js';
import { detailSchema, ValidationErrorSchema } from '../../http/error-schemas.js';
import {
  TaggingChangeBodySchema,
  TaggingChangeResultSchema,
  TaggingSearchBodySchema,
  TaggingSearchResultSchema,
} from './event-tagging.schemas.js';
import * as service from './event-tagging.service.js';

export interface EventTaggingRoutesOptions {
  db: Db;
}

const TAGS = ['event tagging'];
const LOGGED_IN: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { basicAuth: [] }];
const GUARDED = {
  401: detailSchema('Unauthorized: log in first.'),
  403: detailSchema('Forbidden: only platform admins.'),
  422: ValidationErrorSchema,
};

export const eventTaggingRoutes: FastifyPluginAsyncTypebox<EventTaggingRoutesOptions> = async (
  app,
  { db },
) => {
  app.post(
    '/v1/event_tagging/search',
    {
      schema: {
        tags: TAGS,
        operationId: 'searchEventsForTagging',
        summary:
          'Events by topics, excluded topics, keyword, source and start time, soonest first (platform admins)',
        security: LOGGED_IN,
        body: TaggingSearchBodySchema,
        response: { 200: TaggingSearchResultSchema, ...GUARDED },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return service.searchEvents(db, request.body);
    },
  );

  app.post(
    '/v1/event_tagging/preview',
    {
      schema: {
        tags: TAGS,
        operationId: 'previewEventTagging',
        summary:
          'How many events adding and removing these topics would change; writes nothing (platform admins)',
        security: LOGGED_IN,
        body: TaggingChangeBodySchema,
        response: { 200: TaggingChangeResultSchema, ...GUARDED },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return service.previewChange(db, request.body);
    },
  );

  app.post(
    '/v1/event_tagging/apply',
    {
      schema: {
        tags: TAGS,
        operationId: 'applyEventTagging',
        summary: 'Add and remove topics on the selected events, in one transaction (platform admins)',
        security: LOGGED_IN,
        body: TaggingChangeBodySchema,
        response: {
          200: TaggingChangeResultSchema,
          409: detailSchema('Conflict: the selection no longer has expected_events events.'),
          ...GUARDED,
        },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return service.applyChange(db, request.body);
    },
  );
};
