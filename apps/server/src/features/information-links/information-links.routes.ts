// The Info screen's data (spec §2 "Info": Country* and City selects, then links). The spec shows no
// calls for it; these follow the style of §7 (DESIGN §4.7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { requirePlatformAdmin } from '../../http/auth.js';
import { detailSchema, ValidationErrorSchema } from '../../http/error-schemas.js';
import {
  InformationCountryQuerySchema,
  InformationCountrySchema,
  InformationLinkAdminQuerySchema,
  InformationLinkInputSchema,
  InformationLinkPageSchema,
  InformationLinkParamsSchema,
  InformationLinkSchema,
  InformationLinksQuerySchema,
  InformationLinksSchema,
} from './information-links.schemas.js';
import * as service from './information-links.service.js';

export interface InformationLinksRoutesOptions {
  db: Db;
}

const TAGS = ['information links'];
const NotFound = detailSchema('Not Found: there are no information links for this country.');
const LOGGED_IN: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { basicAuth: [] }];
const GUARDED = {
  401: detailSchema('Unauthorized: log in first.'),
  403: detailSchema('Forbidden: only platform admins.'),
  422: ValidationErrorSchema,
};
const LinkNotFound = detailSchema(
  'Not Found: no information link has this id.',
  'Information link not found',
);

export const informationLinksRoutes: FastifyPluginAsyncTypebox<InformationLinksRoutesOptions> = async (
  app,
  { db },
) => {
  app.get(
    '/v1/info/countries',
    {
      schema: {
        tags: TAGS,
        operationId: 'listInformationCountries',
        summary: 'Countries that have information links, with English and German names',
        response: { 200: Type.Array(InformationCountrySchema) },
      },
    },
    () => service.listCountries(db),
  );

  app.get(
    '/v1/info/cities',
    {
      schema: {
        tags: TAGS,
        operationId: 'listInformationCities',
        summary: 'Cities of a country that have their own information links, alphabetically',
        querystring: InformationCountryQuerySchema,
        response: { 200: Type.Array(Type.String({ description: 'City name.' })), 404: NotFound },
      },
    },
    (request) => service.listCities(db, request.query.country),
  );

  app.get(
    '/v1/info/links',
    {
      schema: {
        tags: TAGS,
        operationId: 'getInformationLinks',
        summary: 'Information links of a country and, when a city is given, of that city',
        querystring: InformationLinksQuerySchema,
        response: { 200: InformationLinksSchema, 404: NotFound },
      },
    },
    (request) => service.getLinks(db, request.query),
  );

  // The platform admins' list and writes (issue 15 "Information"; decision 036).
  app.get(
    '/v1/info/link/',
    {
      schema: {
        tags: TAGS,
        operationId: 'listInformationLinksForAdmin',
        summary: 'All information links, filtered and paged (platform admins)',
        security: LOGGED_IN,
        querystring: InformationLinkAdminQuerySchema,
        response: { 200: InformationLinkPageSchema, ...GUARDED },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return service.listLinksForAdmin(db, request.query);
    },
  );

  app.post(
    '/v1/info/link/new',
    {
      schema: {
        tags: TAGS,
        operationId: 'createInformationLink',
        summary: 'Add an information link (platform admins)',
        security: LOGGED_IN,
        body: InformationLinkInputSchema,
        response: { 201: InformationLinkSchema, ...GUARDED },
      },
    },
    async (request, reply) => {
      await requirePlatformAdmin(request);
      return reply.code(201).send(await service.createLink(db, request.body));
    },
  );

  app.put(
    '/v1/info/link/:link_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'updateInformationLink',
        summary: 'Change an information link (platform admins)',
        security: LOGGED_IN,
        params: InformationLinkParamsSchema,
        body: InformationLinkInputSchema,
        response: { 200: InformationLinkSchema, 404: LinkNotFound, ...GUARDED },
      },
    },
    async (request) => {
      await requirePlatformAdmin(request);
      return service.updateLink(db, request.params.link_id, request.body);
    },
  );

  app.delete(
    '/v1/info/link/:link_id',
    {
      schema: {
        tags: TAGS,
        operationId: 'deleteInformationLink',
        summary: 'Delete an information link (platform admins)',
        security: LOGGED_IN,
        params: InformationLinkParamsSchema,
        response: { 204: Type.Null({ description: 'Deleted.' }), 404: LinkNotFound, ...GUARDED },
      },
    },
    async (request, reply) => {
      await requirePlatformAdmin(request);
      await service.deleteLink(db, request.params.link_id);
      return reply.code(204).send(null);
    },
  );
};
