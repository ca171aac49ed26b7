// Admin section "Excel Upload" (issue 15; spec §3 "Event import mapping", §8 'The following rows failed:'): upload a
// spreadsheet, preview it with a mapping, import it in the background and follow its progress. Platform admins only.
// In its own plugin so @fastify/multipart parses uploads here and nowhere else.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database.js';
import { requirePlatformAdmin } from '../../http/auth.js';
import { detailSchema } from '../../http/error-schemas.js';
import {
  EventImportSchema,
  ImportMappingSchema,
  ImportParamsSchema,
  ImportPreviewSchema,
  ImportUploadFormSchema,
  ImportValidationErrorSchema,
} from './event-import.schemas.js';
import * as service from './event-import.service.js';

/** An .xlsx of 50,000 rows of 13 columns is ~5 MB, a CSV of them ~10 MB. */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;

export interface EventImportRoutesOptions {
  db: Db;
  /** Rows per transaction of an import (IMPORT_BATCH_ROWS). */
  batchRows: number;
}

const TAGS = ['event import'];
const LOGGED_IN: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { basicAuth: [] }];
const GUARDED = {
  401: detailSchema('Unauthorized: log in first.'),
  403: detailSchema('Forbidden: only platform admins.'),
  422: ImportValidationErrorSchema,
};
const NOT_FOUND = detailSchema('Not Found: no import has this id.', 'Import not found');

export const eventImportRoutes: FastifyPluginAsyncTypebox<EventImportRoutesOptions> = async (
  app,
  { db, batchRows },
) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 0 } });
  const runner = service.createImportRunner(db, app.log, batchRows);
  app.addHook('onClose', async () => runner.settle());

  app.post(
    '/v1/event_import/upload',
    {
      schema: {
        tags: TAGS,
        operationId: 'uploadEventImport',
        summary: 'Upload an .xlsx or .csv file of events to import (platform admins)',
        description:
          'The file is checked by its content (a zip bomb, a file that is not a spreadsheet, more than 50,000 ' +
          'rows: 422) and stored with its columns and first rows; nothing is imported yet.',
        security: LOGGED_IN,
        consumes: ['multipart/form-data'],
        body: ImportUploadFormSchema,
        response: {
          201: EventImportSchema,
          ...GUARDED,
          413: detailSchema('Payload Too Large: the file is larger than 20 MB.'),
        },
      },
      // The form is streamed by the handler; an empty object lets the documenting schema pass.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const caller = await requirePlatformAdmin(request);
      // The caller is checked before the file is read: nobody else makes the server parse a spreadsheet.
      const imported = await service.uploadImport(db, caller.id, await request.file());
      return reply.code(201).send(imported);
    },
  );

  app.get(
    '/v1/event_import/:import_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'getEventImport',
        summary: 'An import: its columns, progress, counts and failed rows (platform admins)',
        security: LOGGED_IN,
        params: ImportParamsSchema,
        response: { 200: EventImportSchema, 404: NOT_FOUND, ...GUARDED },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return service.getImport(db, request.params.import_id);
    },
  );

  app.post(
    '/v1/event_import/:import_id/preview',
    {
      schema: {
        tags: TAGS,
        operationId: 'previewEventImport',
        summary:
          'The first rows as they will be imported with this mapping; writes nothing (platform admins)',
        security: LOGGED_IN,
        params: ImportParamsSchema,
        body: ImportMappingSchema,
        response: { 200: ImportPreviewSchema, 404: NOT_FOUND, ...GUARDED },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return service.previewImport(db, request.params.import_id, request.body);
    },
  );

  app.post(
    '/v1/event_import/:import_id/run',
    {
      schema: {
        tags: TAGS,
        operationId: 'runEventImport',
        summary: 'Import the file with this mapping, in the background (platform admins)',
        description:
          'Answers 202 at once; GET the import for its progress. Rows are written in batches (1,000 rows unless ' +
          'the server is set otherwise), each in one transaction. A row whose content this source imported before is not imported again.',
        security: LOGGED_IN,
        params: ImportParamsSchema,
        body: ImportMappingSchema,
        response: {
          202: EventImportSchema,
          404: NOT_FOUND,
          409: detailSchema('Conflict: this file is being imported already.'),
          ...GUARDED,
        },
      },
    },
    async (request, reply) => {
      await requirePlatformAdmin(request);
      return reply.code(202).send(await runner.start(request.params.import_id, request.body));
    },
  );
};
