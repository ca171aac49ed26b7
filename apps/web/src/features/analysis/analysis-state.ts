// The Analysis screen's state (spec §2 "Analysis", §3 "Analysis query", §9): queries and chart options, their
// URL form (a shared link opens the same analysis, loaded) and the stale rule of spec §4 "Analysis".
export const INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type Interval = (typeof INTERVALS)[number];
export const TIME_BASES = ['start', 'create'] as const;
export type TimeBasis = (typeof TIME_BASES)[number];
export const PLOT_TYPES = ['bar', 'line', 'pie', 'density'] as const;
export type PlotType = (typeof PLOT_TYPES)[number];
export const BAR_STYLES = ['stacked', 'grouped', 'overlay', 'relative'] as const;
export type BarStyle = (typeof BAR_STYLES)[number];
export const COLOR_SCALES = ['heat', 'viridis', 'blues'] as const;
export type ColorScale = (typeof COLOR_SCALES)[number];
export const WEIGHTS = ['count', 'participants'] as const;
export type Weight = (typeof WEIGHTS)[number];

/** The server's caps (analysis.schemas.ts); the form keeps within them so the user never meets the 422. */
export const QUERIES_MAX = 10;
export const RADIUS_KM_MIN = 1;
export const RADIUS_KM_MAX = 100;
export const DEFAULT_RADIUS_KM = 10;

/** Query colours with at least 3:1 contrast against white (WCAG 1.4.11 for graphics). */
export const QUERY_COLORS = [
  '#1d4ed8',
  '#b91c1c',
  '#047857',
  '#7e22ce',
  '#b45309',
  '#0e7490',
  '#be185d',
  '#4d7c0f',
];

export interface AnalysisQuery {
  /** Stable within the screen, so edits and deletions find the query's loaded series. */
  id: number;
  name: string;
  topicId?: number | undefined;
  typeId?: number | undefined;
  color: string;
  from: string;
  to: string;
  interval: Interval;
  basis: TimeBasis;
}

export interface ChartOptions {
  plot: PlotType;
  barStyle: BarStyle;
  colorScale: ColorScale;
  radiusKm: number;
  weight: Weight;
}

export interface Analysis {
  queries: AnalysisQuery[];
  options: ChartOptions;
}

export const DEFAULT_OPTIONS: ChartOptions = {
  plot: 'bar',
  barStyle: 'stacked',
  colorScale: 'heat',
  radiusKm: DEFAULT_RADIUS_KM,
  weight: 'count',
};

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A new query: the past twelve months by month, in the next free colour. */
export function newQuery(existing: readonly AnalysisQuery[], today: Date, name: string): AnalysisQuery {
  const id = Math.max(0, ...existing.map((q) => q.id)) + 1;
  const yearAgo = new Date(today);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return {
    id,
    name,
    color: QUERY_COLORS[(id - 1) % QUERY_COLORS.length] as string,
    from: dayOf(yearAgo),
    to: dayOf(today),
    interval: 'month',
    basis: 'start',
  };
}

/** What decides a query's numbers; name and colour only change how they are drawn. */
const resultKey = (q: AnalysisQuery) =>
  JSON.stringify([q.topicId, q.typeId, q.from, q.to, q.interval, q.basis]);

/**
 * Spec §4 "Analysis": results are stale after a query's criteria change or a query is added, until 'load'.
 * Deleting a query leaves the others' results valid.
 */
export function isStale(
  loaded: readonly AnalysisQuery[] | undefined,
  current: readonly AnalysisQuery[],
): boolean {
  if (loaded === undefined) return current.length > 0;
  const loadedById = new Map(loaded.map((q) => [q.id, q]));
  return current.some((q) => {
    const before = loadedById.get(q.id);
    return before === undefined || resultKey(before) !== resultKey(q);
  });
}

// —— URL form: ?analysis=<JSON>. Anything malformed falls back to the default for that part. ——

export const URL_PARAM = 'analysis';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COLOR = /^#[0-9a-f]{6}$/i;

function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

const idOf = (value: unknown) =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647
    ? (value as number)
    : undefined;

function queryOf(raw: unknown, index: number, today: Date): AnalysisQuery | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const base = newQuery([], today, `Query ${index + 1}`);
  // A range given backwards is read forwards.
  const [from, to] = [isDay(r.from) ? r.from : base.from, isDay(r.to) ? r.to : base.to].sort() as [
    string,
    string,
  ];
  return {
    id: index + 1,
    name: typeof r.name === 'string' ? r.name.slice(0, 100) : base.name,
    topicId: idOf(r.topic),
    typeId: idOf(r.type),
    color:
      typeof r.color === 'string' && COLOR.test(r.color)
        ? r.color
        : (QUERY_COLORS[index % QUERY_COLORS.length] as string),
    from,
    to,
    interval: oneOf(INTERVALS, r.interval, base.interval),
    basis: oneOf(TIME_BASES, r.basis, base.basis),
  };
}

/** The analysis a link describes, or undefined when it describes none. */
export function analysisFromUrl(value: string | null, today: Date): Analysis | undefined {
  if (value === null) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const queries = (Array.isArray(r.queries) ? r.queries : [])
    .slice(0, QUERIES_MAX)
    .flatMap((q, i) => queryOf(q, i, today) ?? []);
  if (queries.length === 0) return undefined;
  const o = (typeof r.options === 'object' && r.options !== null ? r.options : {}) as Record<string, unknown>;
  const radius = Number(o.radiusKm);
  return {
    queries,
    options: {
      plot: oneOf(PLOT_TYPES, o.plot, DEFAULT_OPTIONS.plot),
      barStyle: oneOf(BAR_STYLES, o.barStyle, DEFAULT_OPTIONS.barStyle),
      colorScale: oneOf(COLOR_SCALES, o.colorScale, DEFAULT_OPTIONS.colorScale),
      radiusKm: radius >= RADIUS_KM_MIN && radius <= RADIUS_KM_MAX ? radius : DEFAULT_OPTIONS.radiusKm,
      weight: oneOf(WEIGHTS, o.weight, DEFAULT_OPTIONS.weight),
    },
  };
}

export function analysisToUrl({ queries, options }: Analysis): string {
  return JSON.stringify({
    queries: queries.map(({ name, topicId, typeId, color, from, to, interval, basis }) => ({
      name,
      topic: topicId,
      type: typeId,
      color,
      from,
      to,
      interval,
      basis,
    })),
    options,
  });
}
