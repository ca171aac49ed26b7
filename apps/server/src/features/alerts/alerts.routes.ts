// The account's alerts (DESIGN §4.3): list, create, update, delete, and the merge a device sends at login.
// Only the caller's own alerts: every path is under /v1/user/me.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { requireUser } from '../../http/auth.js';
import { detailSchema } from '../../http/error-schemas.js';
import { LOGGED_IN, Unauthorized } from '../users/account.routes.js';
import {
  AlertBodySchema,
  AlertMergeBodySchema,
  AlertMergeResultSchema,
  AlertParamsSchema,
  AlertSchema,
} from './alerts.schemas.js';
import * as alerts from './alerts.service.js';

const TAGS = ['alerts'];
const NotFound = detailSchema('Not Found: the account has no alert of this name.');

export const alertRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v1/user/me/alerts',
    {
      schema: {
        tags: TAGS,
        operationId: 'listMyAlerts',
        summary: 'The alerts of the logged-in user, oldest first',
        security: LOGGED_IN,
        response: { 200: Type.Array(AlertSchema), 401: Unauthorized },
      },
    },
    async (request) => alerts.listAlerts(db, (await requireUser(request)).id),
  );

  app.post(
    '/v1/user/me/alerts',
    {
      schema: {
        tags: TAGS,
        operationId: 'createMyAlert',
        summary: 'Add an alert: at most 5 per account, names unique, criteria checked as a poll would',
        security: LOGGED_IN,
        body: AlertBodySchema,
        response: { 201: AlertSchema, 401: Unauthorized },
      },
    },
    async (request, reply) => {
      const alert = await alerts.createAlert(db, (await requireUser(request)).id, request.body);
      return reply.code(201).send(alert);
    },
  );

  app.put(
    '/v1/user/me/alerts/:alert_name',
    {
      schema: {
        tags: TAGS,
        operationId: 'updateMyAlert',
        summary: 'Replace an alert (it may be renamed); the device also sends its seen and unseen ids here',
        security: LOGGED_IN,
        params: AlertParamsSchema,
        body: AlertBodySchema,
        response: { 200: AlertSchema, 401: Unauthorized, 404: NotFound },
      },
    },
    async (request) =>
      alerts.updateAlert(db, (await requireUser(request)).id, request.params.alert_name, request.body),
  );

  app.delete(
    '/v1/user/me/alerts/:alert_name',
    {
      schema: {
        tags: TAGS,
        operationId: 'deleteMyAlert',
        summary: 'Remove an alert from the account (the device stops polling it)',
        security: LOGGED_IN,
        params: AlertParamsSchema,
        response: { 204: Type.Null({ description: 'The alert is gone.' }), 401: Unauthorized, 404: NotFound },
      },
    },
    async (request, reply) => {
      await alerts.deleteAlert(db, (await requireUser(request)).id, request.params.alert_name);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/user/me/alerts/merge',
    {
      schema: {
        tags: TAGS,
        operationId: 'mergeMyAlerts',
        summary: 'Merge the device’s alerts into the account (at login): union by name, the newer one kept',
        security: LOGGED_IN,
        body: AlertMergeBodySchema,
        response: { 200: AlertMergeResultSchema, 401: Unauthorized },
      },
    },
    async (request) => alerts.mergeAlerts(db, (await requireUser(request)).id, request.body),
  );
};
