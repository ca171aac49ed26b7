// Spec §7 "Sources": the writes and the administrators' reads (decision 009). Registered as its own plugin
// so @fastify/multipart parses uploads for the title-image call and nowhere else.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { requirePlatformAdmin, requireUser } from '../../http/auth.js';
import { detailSchema } from '../../http/error-schemas.js';
import type { RateLimiting } from '../../http/rate-limit.js';
import * as admins from './source-admin.service.js';
import { RemoveAdminParamsSchema, SourceAdminListSchema } from './source-admins.schemas.js';
import { storeTitleImage } from './source-title-image.service.js';
import {
  AdministeredSourceSchema,
  ApprovalStatusQuerySchema,
  EventIdListSchema,
  InternalContactSchema,
  SourceEventsQuerySchema,
  SourceInputSchema,
  SourceNameMatchListSchema,
  SourceNameSearchQuerySchema,
  SourceParamsSchema,
  TITLE_IMAGE_MAX_BYTES,
  TitleImageFormSchema,
} from './sources.schemas.js';
import { findSourcesByName } from './sources.service.js';

export interface SourceAdminRoutesOptions {
  db: Db;
  limiting: RateLimiting;
  /** Title image uploads per account and hour (issue 17 finding 6: each one decodes an image). */
  uploadsPerHour: number;
}

const TAGS = ['sources'];
const LOGGED_IN: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { basicAuth: [] }];
const Unauthorized = detailSchema('Unauthorized: log in first.');
const Forbidden = detailSchema('Forbidden: only administrators of this source and platform admins.');
const NotFound = detailSchema('Not Found: no source has this id.');
/** The answers every call on an existing source can give besides its own. */
const GUARDED = { 401: Unauthorized, 403: Forbidden, 404: NotFound };

export const sourceAdminRoutes: FastifyPluginAsyncTypebox<SourceAdminRoutesOptions> = async (
  app,
  { db, limiting, uploadsPerHour },
) => {
  const limitUploads = limiting.limit(
    'title-image:user',
    { max: uploadsPerHour, timeWindowMs: 60 * 60_000 },
    async (request) => `user:${(await requireUser(request)).id}`,
  );
  await app.register(multipart, { limits: { fileSize: TITLE_IMAGE_MAX_BYTES, files: 1, fields: 0 } });

  app.post(
    '/v1/source/new',
    {
      schema: {
        tags: TAGS,
        operationId: 'createSource',
        summary: 'Submit a source for approval; the caller becomes its first administrator',
        security: LOGGED_IN,
        body: SourceInputSchema,
        response: { 201: AdministeredSourceSchema, 401: Unauthorized },
      },
    },
    async (request, reply) => {
      const source = await admins.createSource(db, await requireUser(request), request.body);
      return reply.code(201).send(source);
    },
  );

  app.put(
    '/v1/source/:source_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'updateSource',
        summary: 'Replace a source’s fields (its administrators and platform admins)',
        security: LOGGED_IN,
        params: SourceParamsSchema,
        body: SourceInputSchema,
        response: { 200: AdministeredSourceSchema, ...GUARDED },
      },
    },
    async (request) =>
      admins.updateSource(db, await requireUser(request), request.params.source_id, request.body),
  );

  app.delete(
    '/v1/source/:source_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'deleteSource',
        summary: 'Delete a source; its events are deleted with it and their links answer 410',
        security: LOGGED_IN,
        params: SourceParamsSchema,
        response: { 204: Type.Null({ description: 'Deleted.' }), ...GUARDED },
      },
    },
    async (request, reply) => {
      await admins.deleteSource(db, await requireUser(request), request.params.source_id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/source/:source_id/admins',
    {
      schema: {
        tags: TAGS,
        operationId: 'listSourceAdmins',
        summary: 'The source’s administrators',
        security: LOGGED_IN,
        params: SourceParamsSchema,
        response: { 200: SourceAdminListSchema, ...GUARDED },
      },
    },
    async (request) => admins.listAdmins(db, await requireUser(request), request.params.source_id),
  );

  app.get(
    '/v1/source/:source_id/internal_contact',
    {
      schema: {
        tags: TAGS,
        operationId: 'getSourceInternalContact',
        summary: 'The source’s internal point of contact (not public)',
        security: LOGGED_IN,
        params: SourceParamsSchema,
        response: { 200: InternalContactSchema, ...GUARDED },
      },
    },
    async (request) => admins.getInternalContact(db, await requireUser(request), request.params.source_id),
  );

  app.get(
    '/v1/source/name-search',
    {
      schema: {
        tags: TAGS,
        operationId: 'searchSourcesByName',
        summary: 'Sources of every approval status by part of their name, to pick one (platform admins)',
        security: LOGGED_IN,
        querystring: SourceNameSearchQuerySchema,
        response: {
          200: SourceNameMatchListSchema,
          401: Unauthorized,
          403: detailSchema('Forbidden: only platform admins.'),
        },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return findSourcesByName(db, request.query);
    },
  );

  app.put(
    '/v1/source/:source_id/approval_status',
    {
      schema: {
        tags: TAGS,
        operationId: 'setSourceApprovalStatus',
        summary: 'Set the approval status (platform admins); approval needs a title image',
        security: LOGGED_IN,
        params: SourceParamsSchema,
        querystring: ApprovalStatusQuerySchema,
        response: {
          200: AdministeredSourceSchema,
          401: Unauthorized,
          403: detailSchema('Forbidden: only platform admins.'),
          404: NotFound,
        },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return admins.setApprovalStatus(db, request.params.source_id, request.query.approval_status);
    },
  );

  app.put(
    '/v1/source/:source_id/remove_admin/:admin_user_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'removeSourceAdmin',
        summary: 'Remove an administrator; the last one only by a platform admin',
        security: LOGGED_IN,
        params: RemoveAdminParamsSchema,
        response: {
          200: SourceAdminListSchema,
          ...GUARDED,
          404: detailSchema('Not Found: no such source, or the user does not administer it.'),
          409: detailSchema('Conflict: a source keeps at least one administrator.'),
        },
      },
    },
    async (request) =>
      admins.removeAdmin(
        db,
        await requireUser(request),
        request.params.source_id,
        request.params.admin_user_id,
      ),
  );

  app.get(
    '/v1/source/:source_id/editable_events',
    {
      schema: {
        tags: TAGS,
        operationId: 'listSourceEditableEvents',
        summary:
          'Ids of the source’s events its administrators can edit (future and past, latest start first)',
        security: LOGGED_IN,
        params: SourceParamsSchema,
        querystring: SourceEventsQuerySchema,
        response: { 200: EventIdListSchema, ...GUARDED },
      },
    },
    async (request) =>
      admins.listEditableEventIds(db, await requireUser(request), request.params.source_id, request.query),
  );

  app.post(
    '/v1/source/:source_id/title-image',
    {
      schema: {
        tags: TAGS,
        operationId: 'uploadSourceTitleImage',
        summary:
          'Store the title image (logo): JPEG, PNG, WebP or GIF up to 5 MB, re-encoded without metadata',
        security: LOGGED_IN,
        consumes: ['multipart/form-data'],
        params: SourceParamsSchema,
        body: TitleImageFormSchema,
        response: {
          200: AdministeredSourceSchema,
          ...GUARDED,
          413: detailSchema('Payload Too Large: the image is larger than 5 MB.'),
          429: detailSchema('Too Many Requests: too many uploads from this account; wait a little.'),
        },
      },
      // The form is streamed by the handler; an empty object lets the documenting schema pass.
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: limitUploads,
    },
    async (request) =>
      storeTitleImage(db, await requireUser(request), request.params.source_id, await request.file()),
  );
};
