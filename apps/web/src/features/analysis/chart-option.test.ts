import { describe, expect, it } from 'vitest';
import { buildChartOption, categoriesOf, intervalLabel, type ShownSeries } from './chart-option';

const texts = { locale: 'en-US', events: 'Events', share: 'Share of events (%)' };
const series: ShownSeries[] = [
  {
    name: 'A',
    color: '#1d4ed8',
    interval: 'month',
    total: 4,
    intervals: [
      { start: '2026-01-01', count: 1 },
      { start: '2026-02-01', count: 3 },
    ],
  },
  {
    name: 'B',
    color: '#b91c1c',
    interval: 'month',
    total: 1,
    intervals: [
      { start: '2026-02-01', count: 1 },
      { start: '2026-03-01', count: 0 },
    ],
  },
];
type Bars = {
  series: { stack?: string; barGap?: string; data: (number | null)[] }[];
  yAxis: { max?: number };
};

describe('chart option', () => {
  it('labels intervals in the locale', () => {
    expect(intervalLabel('2026-03-01', 'month', 'en-US')).toBe('Mar 2026');
    expect(intervalLabel('2026-03-01', 'month', 'de-DE')).toBe('März 2026');
    expect(intervalLabel('2026-03-29', 'day', 'de-DE')).toBe('29. März 2026');
    expect(intervalLabel('2026-01-01', 'year', 'de-DE')).toBe('2026');
  });

  it('puts every series on the union of intervals, blank where a query did not count', () => {
    expect(categoriesOf(series)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    const option = buildChartOption('bar', 'grouped', series, texts) as unknown as Bars;
    expect(option.series.map((s) => s.data)).toEqual([
      [1, 3, null],
      [null, 1, 0],
    ]);
    expect(option.series.every((s) => s.stack === undefined && s.barGap === undefined)).toBe(true);
  });

  it('stacks, overlays, or stacks shares of 100 % by bar style', () => {
    const stacked = buildChartOption('bar', 'stacked', series, texts) as unknown as Bars;
    expect(stacked.series.map((s) => s.stack)).toEqual(['all', 'all']);
    const overlay = buildChartOption('bar', 'overlay', series, texts) as unknown as Bars;
    expect(overlay.series.map((s) => s.barGap)).toEqual(['-100%', '-100%']);
    const relative = buildChartOption('bar', 'relative', series, texts) as unknown as Bars;
    expect(relative.series.map((s) => s.data)).toEqual([
      [100, 75, null],
      [null, 25, 0],
    ]);
    expect(relative.yAxis.max).toBe(100);
  });

  it('combines all queries into one pie of their totals', () => {
    const pie = buildChartOption('pie', 'stacked', series, texts) as {
      series: { data: { name: string; value: number }[] }[];
    };
    expect(pie.series).toHaveLength(1);
    expect(pie.series[0]?.data.map((d) => [d.name, d.value])).toEqual([
      ['A', 4],
      ['B', 1],
    ]);
  });
});
