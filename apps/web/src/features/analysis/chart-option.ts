// The echarts option of a plot (spec §9 plot types and bar styles) from the loaded series: pure, so each style is
// tested without a canvas. Dates and numbers are written in the screen's locale.
import type { BarStyle, Interval, PlotType } from './analysis-state';

export interface ShownSeries {
  name: string;
  color: string;
  interval: Interval;
  total: number;
  intervals: readonly { start: string; count: number }[];
}

export interface ChartTexts {
  locale: string;
  /** Axis name of the counts, e.g. 'Events'. */
  events: string;
  /** Axis name of the relative style, e.g. 'Share of events (%)'. */
  share: string;
}

const LABEL_FORMAT: Record<Interval, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  week: { day: 'numeric', month: 'short', year: 'numeric' },
  month: { month: 'short', year: 'numeric' },
  year: { year: 'numeric' },
};

/** An interval's label: its first day in the locale (days are plain dates, so formatted in UTC). */
export function intervalLabel(start: string, interval: Interval, locale: string): string {
  return new Intl.DateTimeFormat(locale, { ...LABEL_FORMAT[interval], timeZone: 'UTC' }).format(
    new Date(`${start}T00:00:00Z`),
  );
}

/** Every interval start of any series, in order: queries may differ in range and interval. */
export function categoriesOf(series: readonly ShownSeries[]): string[] {
  return [...new Set(series.flatMap((s) => s.intervals.map((i) => i.start)))].sort();
}

function valuesOf(series: ShownSeries, categories: readonly string[]): (number | null)[] {
  const byStart = new Map(series.intervals.map((i) => [i.start, i.count]));
  return categories.map((start) => byStart.get(start) ?? null);
}

/** Each value as a percentage of its interval's total over all series. */
function sharesOf(values: (number | null)[][]): (number | null)[][] {
  const totals =
    values[0]?.map((_, column) => values.reduce((sum, row) => sum + (row[column] ?? 0), 0)) ?? [];
  return values.map((row) =>
    row.map((value, column) => {
      const total = totals[column] ?? 0;
      return value === null ? null : total === 0 ? 0 : Math.round((value / total) * 1000) / 10;
    }),
  );
}

export function buildChartOption(
  plot: Exclude<PlotType, 'density'>,
  barStyle: BarStyle,
  series: readonly ShownSeries[],
  texts: ChartTexts,
): Record<string, unknown> {
  const numbers = new Intl.NumberFormat(texts.locale);
  const valueFormatter = (value: unknown) => (typeof value === 'number' ? numbers.format(value) : '–');
  const base = {
    animation: false,
    aria: { enabled: true },
    color: series.map((s) => s.color),
    legend: { type: 'scroll', top: 0 },
    tooltip: { valueFormatter },
  };
  if (plot === 'pie') {
    return {
      ...base,
      tooltip: { trigger: 'item', valueFormatter },
      series: [
        {
          type: 'pie',
          radius: ['0%', '65%'],
          top: 30,
          label: { formatter: '{b}: {d}%' },
          data: series.map((s) => ({ name: s.name, value: s.total, itemStyle: { color: s.color } })),
        },
      ],
    };
  }
  const categories = categoriesOf(series);
  const interval = series[0]?.interval ?? 'day';
  const relative = plot === 'bar' && barStyle === 'relative';
  const rows = series.map((s) => valuesOf(s, categories));
  const data = relative ? sharesOf(rows) : rows;
  return {
    ...base,
    tooltip: {
      trigger: 'axis',
      valueFormatter: relative ? (v: unknown) => `${valueFormatter(v)} %` : valueFormatter,
    },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: categories.map((start) => intervalLabel(start, interval, texts.locale)),
    },
    yAxis: {
      type: 'value',
      name: relative ? texts.share : texts.events,
      minInterval: 1,
      ...(relative && { max: 100 }),
      axisLabel: { formatter: (value: number) => numbers.format(value) },
    },
    series: series.map((s, index) => ({
      type: plot,
      name: s.name,
      data: data[index],
      itemStyle: { color: s.color },
      ...(plot === 'line' && { lineStyle: { color: s.color }, connectNulls: false }),
      ...(plot === 'bar' && (barStyle === 'stacked' || relative) && { stack: 'all' }),
      // Overlay: every series' bar at the same place, later ones in front, see-through.
      ...(plot === 'bar' &&
        barStyle === 'overlay' && { barGap: '-100%', itemStyle: { color: s.color, opacity: 0.6 } }),
    })),
  };
}
