// Admin section "Maintenance (cleanup)" (issue 15, decision 044): the jobs and their log, a dry run per job, and a
// run in the background. Platform admins only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database.js';
import { requirePlatformAdmin } from '../../http/auth.js';
import { detailSchema, ValidationErrorSchema } from '../../http/error-schemas.js';
import {
  MaintenanceAsOfBodySchema,
  MaintenanceJobParamsSchema,
  MaintenanceOverviewSchema,
  MaintenancePreviewSchema,
  MaintenanceRunSchema,
} from './maintenance.schemas.js';
import * as service from './maintenance.service.js';

export interface MaintenanceRoutesOptions {
  db: Db;
}

const TAGS = ['maintenance'];
const LOGGED_IN: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { basicAuth: [] }];
const GUARDED = {
  401: detailSchema('Unauthorized: log in first.'),
  403: detailSchema('Forbidden: only platform admins.'),
};

export const maintenanceRoutes: FastifyPluginAsyncTypebox<MaintenanceRoutesOptions> = async (app, { db }) => {
  const runner = service.createMaintenanceRunner(db, app.log);
  app.addHook('onClose', async () => runner.settle());

  app.get(
    '/v1/maintenance',
    {
      schema: {
        tags: TAGS,
        operationId: 'getMaintenance',
        summary: 'The cleanup jobs with their retention, and the log of dry runs and runs (platform admins)',
        security: LOGGED_IN,
        response: { 200: MaintenanceOverviewSchema, ...GUARDED },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return service.getOverview(db);
    },
  );

  app.post(
    '/v1/maintenance/:job/preview',
    {
      schema: {
        tags: TAGS,
        operationId: 'previewMaintenanceJob',
        summary:
          'Dry run: how many rows the job would remove and the oldest of them; removes nothing (platform admins)',
        description: 'Logged as a dry run.',
        security: LOGGED_IN,
        params: MaintenanceJobParamsSchema,
        body: MaintenanceAsOfBodySchema,
        response: { 200: MaintenancePreviewSchema, ...GUARDED, 422: ValidationErrorSchema },
      },
    },
    async (request) => {
      const caller = await requirePlatformAdmin(request);
      return service.previewJob(db, request.params.job, request.body, caller.id);
    },
  );

  app.post(
    '/v1/maintenance/:job/run',
    {
      schema: {
        tags: TAGS,
        operationId: 'runMaintenanceJob',
        summary:
          'Remove what the job’s rule matches at as_of, in batches, in the background (platform admins)',
        description:
          'Answers the run’s log line at once; GET /v1/maintenance follows it. Give the dry run’s as_of to remove ' +
          'exactly the rows it counted (rows that matched then and are still there).',
        security: LOGGED_IN,
        params: MaintenanceJobParamsSchema,
        body: MaintenanceAsOfBodySchema,
        response: {
          202: MaintenanceRunSchema,
          ...GUARDED,
          409: detailSchema('Conflict: a run of this job is going on.', 'This job is running already'),
          422: ValidationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const caller = await requirePlatformAdmin(request);
      return reply.code(202).send(await runner.start(request.params.job, request.body, caller.id));
    },
  );
};
