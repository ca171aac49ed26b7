// Spec §2 "Analysis" calls (DESIGN §4.7): time series, density grid and CSV downloads. Public (spec §6): the
// answers hold only counts and public event fields. POST because a request carries up to ten queries.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import { sendPreparedAnswer } from '../../http/prepared-answer.js';
import { AddressQuerySchema } from '../events/search/event-search.schemas.js';
import {
  ANALYSIS_CSV_EVENTS_MAX,
  DensityBodySchema,
  DensityQuerySchema,
  DensitySchema,
  EventsCsvBodySchema,
  TimeSeriesBodySchema,
  TimeSeriesSchema,
} from './analysis.schemas.js';
import { computeTimeSeries, densityAnswer } from './analysis.service.js';
import { eventsCsv, timeSeriesCsv } from './analysis-csv.service.js';

export interface AnalysisRoutesOptions {
  db: Db;
}

const TAGS = ['analysis'];
const CSV_TYPE = 'text/csv; charset=utf-8; header=present';
// The counts change with every write: a cache keeps the grid but asks each time (a 304 when still current).
const REVALIDATE = 'public, no-cache';
const csv = (description: string) => ({ description, content: { 'text/csv': { schema: Type.String() } } });

export const analysisRoutes: FastifyPluginAsyncTypebox<AnalysisRoutesOptions> = async (app, { db }) => {
  app.post(
    '/v1/analysis/time-series',
    {
      schema: {
        tags: TAGS,
        operationId: 'analysisTimeSeries',
        summary: 'Events per day, week, month or year for each query, empty intervals as 0',
        querystring: AddressQuerySchema,
        body: TimeSeriesBodySchema,
        response: { 200: TimeSeriesSchema },
      },
    },
    (request) => computeTimeSeries(db, request.body, request.query.address_language ?? 'en'),
  );

  app.post(
    '/v1/analysis/time-series.csv',
    {
      schema: {
        tags: TAGS,
        operationId: 'analysisTimeSeriesCsv',
        summary: 'The time series as CSV: one record per interval and query (RFC 4180, UTF-8, header row)',
        querystring: AddressQuerySchema,
        body: TimeSeriesBodySchema,
        response: { 200: csv('Columns query, interval, interval_start, count.') },
      },
    },
    async (request, reply) => {
      const text = await timeSeriesCsv(db, request.body, request.query.address_language ?? 'en');
      return reply
        .type(CSV_TYPE)
        .header('content-disposition', 'attachment; filename="assembly-finder-analysis.csv"')
        .send(text);
    },
  );

  // The grid is kept per version of the counts (density-answers.ts) and sent as kept bytes with a strong ETag.
  // GET can be revalidated (If-None-Match: 304); POST takes the same request as a body.
  app.post(
    '/v1/analysis/density',
    {
      schema: {
        tags: TAGS,
        operationId: 'analysisDensity',
        summary: 'A query’s events summed into grid cells, for the density map',
        querystring: AddressQuerySchema,
        body: DensityBodySchema,
        response: { 200: DensitySchema },
      },
    },
    async (request, reply) => {
      const language = request.query.address_language ?? 'en';
      const answer = await densityAnswer(db, request.body, language, ['body', 'query']);
      return sendPreparedAnswer(request, reply, answer, { conditional: false });
    },
  );

  app.get(
    '/v1/analysis/density',
    {
      schema: {
        tags: TAGS,
        operationId: 'analysisDensityGet',
        summary: 'The density grid of POST /v1/analysis/density, its fields in the URL; revalidated by ETag',
        querystring: DensityQuerySchema,
        response: {
          200: DensitySchema,
          304: { description: 'Not Modified: the ETag in If-None-Match is still current.' },
        },
      },
    },
    async (request, reply) => {
      const { weight, cell_km, address_language, ...query } = request.query;
      const answer = await densityAnswer(db, { query, weight, cell_km }, address_language ?? 'en', ['query']);
      return sendPreparedAnswer(request, reply, answer, { cacheControl: REVALIDATE, conditional: true });
    },
  );

  app.post(
    '/v1/analysis/events.csv',
    {
      schema: {
        tags: TAGS,
        operationId: 'analysisEventsCsv',
        summary: `A query’s events with their public fields as CSV, by id, at most ${ANALYSIS_CSV_EVENTS_MAX} rows`,
        querystring: AddressQuerySchema,
        body: EventsCsvBodySchema,
        response: { 200: csv('One record per event (RFC 4180, UTF-8, header row), streamed.') },
      },
    },
    async (request, reply) => {
      const records = await eventsCsv(db, request.body, request.query.address_language ?? 'en');
      // The schema documents the body as text; Fastify streams a Readable as it is, unchecked by the schema.
      return reply
        .type(CSV_TYPE)
        .header('content-disposition', 'attachment; filename="assembly-finder-events.csv"')
        .send(Readable.from(records) as unknown as string);
    },
  );
};
