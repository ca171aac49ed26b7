// Admin section "Reports" (issue 15): the events people reported (POST /v1/event/{id}/report), newest first, and
// what a platform admin does with a report: dismiss it, or hide (unlist) the event. Platform admins only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { requirePlatformAdmin } from '../../http/auth.js';
import { detailSchema, ValidationErrorSchema } from '../../http/error-schemas.js';
import {
  EventReportListQuerySchema,
  EventReportParamsSchema,
  EventReportSchema,
} from './event-reports.schemas.js';
import * as service from './event-reports.service.js';

export interface EventReportRoutesOptions {
  db: Db;
}

const TAGS = ['event reports'];
const LOGGED_IN: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { basicAuth: [] }];
const GUARDED = {
  401: detailSchema('Unauthorized: log in first.'),
  403: detailSchema('Forbidden: only platform admins.'),
  422: ValidationErrorSchema,
};
const NotFound = detailSchema('Not Found: no report has this id.', 'Report not found');
const Done = Type.Null({ description: 'Done.' });

export const eventReportRoutes: FastifyPluginAsyncTypebox<EventReportRoutesOptions> = async (app, { db }) => {
  app.get(
    '/v1/event_report/',
    {
      schema: {
        tags: TAGS,
        operationId: 'listEventReports',
        summary: 'The reports no admin has handled yet, newest first (platform admins)',
        security: LOGGED_IN,
        querystring: EventReportListQuerySchema,
        response: { 200: Type.Array(EventReportSchema), ...GUARDED },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return service.listOpenReports(db, request.query.limit ?? 100);
    },
  );

  app.post(
    '/v1/event_report/:report_id/dismiss',
    {
      schema: {
        tags: TAGS,
        operationId: 'dismissEventReport',
        summary: 'Dismiss a report: the event stays listed (platform admins)',
        security: LOGGED_IN,
        params: EventReportParamsSchema,
        response: { 204: Done, 404: NotFound, ...GUARDED },
      },
    },
    async (request, reply) => {
      await requirePlatformAdmin(request);
      await service.dismissReport(db, request.params.report_id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/event_report/:report_id/hide_event',
    {
      schema: {
        tags: TAGS,
        operationId: 'hideReportedEvent',
        summary:
          'Hide the reported event (unlisted; its link answers 410) and close its reports (platform admins)',
        security: LOGGED_IN,
        params: EventReportParamsSchema,
        response: { 204: Done, 404: NotFound, ...GUARDED },
      },
    },
    async (request, reply) => {
      await requirePlatformAdmin(request);
      await service.hideReportedEvent(db, request.params.report_id);
      return reply.code(204).send(null);
    },
  );
};
