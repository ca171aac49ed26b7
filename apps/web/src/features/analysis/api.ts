// The analysis calls (server features/analysis): time series and density for the loaded queries, CSV downloads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { requireBody } from '../../api/require-body';
import type { JsonBody, JsonOk } from '../../api/wire-types';
import type { AnalysisQuery, Weight } from './analysis-state';

export type TimeSeriesBody = JsonBody<'/v1/analysis/time-series', 'post'>;
export type TimeSeries = JsonOk<'/v1/analysis/time-series', 'post'>;
export type Series = TimeSeries['series'][number];
export type Density = JsonOk<'/v1/analysis/density', 'get'>;

export const analysisKeys = {
  all: ['analysis'] as const,
  timeSeries: (body: TimeSeriesBody) => ['analysis', 'time-series', body] as const,
  density: (body: DensityBody | undefined) => ['analysis', 'density', body ?? null] as const,
};

export function toWireQuery(query: AnalysisQuery): TimeSeriesBody['queries'][number] {
  return {
    name: query.name,
    topic_ids: query.topicId === undefined ? undefined : [query.topicId],
    type_ids: query.typeId === undefined ? undefined : [query.typeId],
    from: query.from,
    to: query.to,
    interval: query.interval,
    time_basis: query.basis,
  };
}

/** The series of the loaded queries; nothing is asked before the first 'load'. */
export function useTimeSeries(loaded: readonly AnalysisQuery[] | undefined) {
  const body: TimeSeriesBody = { queries: (loaded ?? []).map(toWireQuery) };
  return useQuery({
    queryKey: analysisKeys.timeSeries(body),
    queryFn: async () =>
      requireBody((await api.POST('/v1/analysis/time-series', { body })).data, 'analysis time series'),
    enabled: body.queries.length > 0,
    placeholderData: keepPreviousData,
  });
}

export type DensityBody = JsonBody<'/v1/analysis/density', 'post'>;

/** Spec §2: the density map uses only the first query. A grid cell is half the dispersion radius. */
export function densityBody(first: AnalysisQuery, weight: Weight, radiusKm: number): DensityBody {
  return { query: toWireQuery(first), weight, cell_km: Math.max(1, radiusKm / 2) };
}

/**
 * The density grid; nothing is asked while `body` is undefined (no density map shown). Asked by GET, so the
 * browser keeps the answer and asks again with its ETag (the server answers 304 while the counts stand).
 */
export function useDensity(body: DensityBody | undefined) {
  return useQuery({
    queryKey: analysisKeys.density(body),
    queryFn: async () => {
      const { query, weight, cell_km } = body as DensityBody;
      const { name: _name, ...fields } = query;
      const params = { query: { ...fields, weight, cell_km } };
      return requireBody((await api.GET('/v1/analysis/density', { params })).data, 'density');
    },
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
  });
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the next task may free the URL.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the numbers shown, one record per interval and query (server-made CSV). */
export async function downloadTimeSeriesCsv(queries: readonly AnalysisQuery[]): Promise<void> {
  const { data } = await api.POST('/v1/analysis/time-series.csv', {
    body: { queries: queries.map(toWireQuery) },
    parseAs: 'blob',
  });
  saveBlob(data as unknown as Blob, 'assembly-finder-analysis.csv');
}

/** Downloads one query's events with their public fields. */
export async function downloadEventsCsv(query: AnalysisQuery): Promise<void> {
  const { data } = await api.POST('/v1/analysis/events.csv', {
    body: { query: toWireQuery(query) },
    parseAs: 'blob',
  });
  saveBlob(data as unknown as Blob, 'assembly-finder-events.csv');
}
