// Spec §7 "Documents": the PDFs platform admins publish (admin Files, issue 15; decision 036). The list and the
// downloads are public; upload and delete are for platform admins. Registered as its own plugin so that
// @fastify/multipart parses uploads for the upload call and nowhere else.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { requirePlatformAdmin } from '../../http/auth.js';
import { detailSchema, ValidationErrorSchema } from '../../http/error-schemas.js';
import {
  DOCUMENT_MAX_BYTES,
  DocumentNotFoundSchema,
  DocumentParamsSchema,
  DocumentSchema,
  UploadFormSchema,
  UploadQuerySchema,
} from './documents.schemas.js';
import * as service from './documents.service.js';

export interface DocumentsRoutesOptions {
  db: Db;
}

const TAGS = ['documents'];
const LOGGED_IN: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { basicAuth: [] }];
const GUARDED = {
  401: detailSchema('Unauthorized: log in first.'),
  403: detailSchema('Forbidden: only platform admins.'),
  422: ValidationErrorSchema,
};

export const documentsRoutes: FastifyPluginAsyncTypebox<DocumentsRoutesOptions> = async (app, { db }) => {
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 0 } });

  app.get(
    '/v1/document/available',
    {
      schema: {
        tags: TAGS,
        operationId: 'listDocuments',
        summary: 'The published documents (PDFs), newest first',
        response: { 200: Type.Array(DocumentSchema) },
      },
    },
    () => service.listDocuments(db),
  );

  app.get(
    '/v1/document/:document_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'downloadDocument',
        summary: 'Download a document: the PDF as an attachment named after its display name',
        params: DocumentParamsSchema,
        response: {
          200: {
            description: 'The PDF, as an attachment (Content-Disposition) named after the display name.',
            content: {
              'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
            },
          },
          404: DocumentNotFoundSchema,
          422: ValidationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { fileName, content, mimeType } = await service.getDocumentFile(db, request.params.document_id);
      return (
        reply
          .type(mimeType)
          .header('content-disposition', service.contentDisposition(fileName))
          .header('x-content-type-options', 'nosniff')
          // Opened in place of a page anyway, it runs nothing of the site's.
          .header('content-security-policy', "sandbox; default-src 'none'")
          .header('cache-control', 'public, max-age=300')
          .send(content)
      );
    },
  );

  app.post(
    '/v1/document/upload',
    {
      schema: {
        tags: TAGS,
        operationId: 'uploadDocument',
        summary: `Publish a PDF (platform admins), at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB, checked by its content`,
        security: LOGGED_IN,
        consumes: ['multipart/form-data'],
        querystring: UploadQuerySchema,
        body: UploadFormSchema,
        response: {
          201: DocumentSchema,
          ...GUARDED,
          413: detailSchema(
            `Payload Too Large: the file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`,
          ),
        },
      },
      // The form is streamed by the handler; an empty object lets the documenting schema pass.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      await requirePlatformAdmin(request);
      const file = request.isMultipart() ? await request.file() : undefined;
      return reply.code(201).send(await service.storeDocument(db, request.query, file));
    },
  );

  app.delete(
    '/v1/document/:document_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'deleteDocument',
        summary: 'Delete a document (platform admins)',
        security: LOGGED_IN,
        params: DocumentParamsSchema,
        response: { 204: Type.Null({ description: 'Deleted.' }), 404: DocumentNotFoundSchema, ...GUARDED },
      },
    },
    async (request, reply) => {
      await requirePlatformAdmin(request);
      await service.deleteDocument(db, request.params.document_id);
      return reply.code(204).send(null);
    },
  );
};
