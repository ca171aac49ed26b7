// Wire shapes of the analysis calls (spec §2 "Analysis", §3 "Analysis query", §9 intervals): queries in, counts
// per German calendar interval, a density grid or CSV out. The filters reuse the event searches' definitions.
import { type Static, Type } from 'typebox';
import { alertAreaProperties } from '../alerts/fetch-notifications.schemas.js';
import { AddressQuerySchema, eventFilterProperties } from '../events/search/event-search.schemas.js';

/** Bounded work per request (issue 16): each limit exceeded is a 422 naming the field. */
export const ANALYSIS_QUERIES_MAX = 10;
export const ANALYSIS_INTERVALS_MAX = 3_700;
export const ANALYSIS_RANGE_YEARS_MAX = 50;
export const ANALYSIS_CSV_EVENTS_MAX = 100_000;
export const DENSITY_CELLS_MAX = 20_000;
export const DENSITY_CELL_KM_MIN = 1;
export const DENSITY_CELL_KM_MAX = 100;
const QUERY_NAME_LENGTH_MAX = 100;

const Day = (description: string) =>
  Type.String({ format: 'date', description: `${description} A day in German time (YYYY-MM-DD).` });

export const AnalysisIntervalSchema = Type.Union(
  [Type.Literal('day'), Type.Literal('week'), Type.Literal('month'), Type.Literal('year')],
  { description: 'Aggregation interval in German calendar terms (Europe/Berlin; weeks start on Monday).' },
);
export const TimeBasisSchema = Type.Union([Type.Literal('start'), Type.Literal('create')], {
  description: 'start: when the event starts; create: when it was listed.',
});

export const AnalysisQuerySchema = Type.Object(
  {
    name: Type.Optional(
      Type.String({
        maxLength: QUERY_NAME_LENGTH_MAX,
        description: 'The query’s name, repeated in CSV rows.',
      }),
    ),
    keyword: eventFilterProperties.keyword,
    topic_ids: eventFilterProperties.topic_ids,
    type_ids: eventFilterProperties.type_ids,
    ...alertAreaProperties,
    from: Day('The first day counted.'),
    to: Day('The last day counted.'),
    interval: AnalysisIntervalSchema,
    time_basis: TimeBasisSchema,
  },
  {
    additionalProperties: false,
    description:
      'One analysis query (spec §3 "Analysis query"): public events by topics and types (none: all), an ' +
      'optional keyword, an area by perimeter (latitude, longitude, radius_km) or address (city and/or ' +
      'zip_code; radius_km defaults to 10), counted from `from` to `to` by `time_basis`.',
  },
);
export type AnalysisQuery = Static<typeof AnalysisQuerySchema>;

export const TimeSeriesBodySchema = Type.Object(
  {
    queries: Type.Array(AnalysisQuerySchema, {
      minItems: 1,
      maxItems: ANALYSIS_QUERIES_MAX,
      description: `1 to ${ANALYSIS_QUERIES_MAX} queries; each gives one series.`,
    }),
  },
  { additionalProperties: false },
);
export type TimeSeriesBody = Static<typeof TimeSeriesBodySchema>;

const IntervalCountSchema = Type.Object(
  {
    start: Type.String({ format: 'date', description: 'The interval’s first day in German time.' }),
    count: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

export const TimeSeriesSchema = Type.Object(
  {
    series: Type.Array(
      Type.Object(
        {
          name: Type.String(),
          total: Type.Integer({ minimum: 0 }),
          intervals: Type.Array(IntervalCountSchema, {
            description: 'Every interval of the range in order, empty ones with count 0.',
          }),
        },
        { additionalProperties: false },
      ),
      { description: 'One series per query, in the order of the queries.' },
    ),
  },
  { additionalProperties: false },
);
export type TimeSeries = Static<typeof TimeSeriesSchema>;

const gridProperties = {
  weight: Type.Union([Type.Literal('count'), Type.Literal('participants')], {
    description: 'count: each event weighs 1; participants: its participant number, where known.',
  }),
  cell_km: Type.Number({
    minimum: DENSITY_CELL_KM_MIN,
    maximum: DENSITY_CELL_KM_MAX,
    description: 'Edge of a grid cell in km; the map spreads each cell over the dispersion radius.',
  }),
};

export const DensityBodySchema = Type.Object(
  { query: AnalysisQuerySchema, ...gridProperties },
  { additionalProperties: false },
);
export type DensityBody = Static<typeof DensityBodySchema>;

/** The density request of GET: the query's fields (its name aside) and the grid's side by side in the URL. */
const { name: _name, ...queryProperties } = AnalysisQuerySchema.properties;
export const DensityQuerySchema = Type.Object(
  { ...queryProperties, ...gridProperties, ...AddressQuerySchema.properties },
  {
    additionalProperties: false,
    description:
      'The fields of one analysis query and of the grid, as in the body of POST /v1/analysis/density.',
  },
);
export type DensityQuery = Static<typeof DensityQuerySchema>;

export const DensitySchema = Type.Object(
  {
    cells: Type.Array(
      Type.Object(
        {
          latitude: Type.Number(),
          longitude: Type.Number(),
          weight: Type.Number({ minimum: 0 }),
        },
        { additionalProperties: false },
      ),
      { description: `Cells with events, the heaviest first, at most ${DENSITY_CELLS_MAX}.` },
    ),
    events: Type.Integer({ minimum: 0, description: 'Events of the query with a location.' }),
    events_without_participants: Type.Integer({
      minimum: 0,
      description: 'Of those, events with no participant number (weight participants leaves them out).',
    }),
    truncated: Type.Boolean({ description: 'More cells had events than were returned.' }),
  },
  { additionalProperties: false },
);
export type Density = Static<typeof DensitySchema>;

export const EventsCsvBodySchema = Type.Object(
  { query: AnalysisQuerySchema },
  { additionalProperties: false },
);
export type EventsCsvBody = Static<typeof EventsCsvBodySchema>;
