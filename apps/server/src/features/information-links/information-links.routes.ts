// The Info screen's data (spec §2 "Info": Country* and City selects, then links). The spec shows no
// calls for it; these follow the style of §7 (DESIGN §4.7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { detailSchema } from '../../http/error-schemas.js';
import {
  InformationCountryQuerySchema,
  InformationCountrySchema,
  InformationLinksQuerySchema,
  InformationLinksSchema,
} from './information-links.schemas.js';
import * as service from './information-links.service.js';

export interface InformationLinksRoutesOptions {
  db: Db;
}

const TAGS = ['information links'];
const NotFound = detailSchema('Not Found: there are no information links for this country.');

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
};
