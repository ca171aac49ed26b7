// The echarts option of the Statistics section's chart: events by start month, a stacked bar per event type. Pure,
// so the months and stacks are tested without drawing.
import type { Statistics } from './statistics-api';

/** Every month from the first to the last one given, 'YYYY-MM', gaps filled. */
export function monthsBetween(months: readonly string[]): string[] {
  const sorted = [...new Set(months)].sort();
  const [first, last] = [sorted[0], sorted.at(-1)];
  if (first === undefined || last === undefined) return [];
  const index = (month: string) => {
    const [year = 0, number = 1] = month.split('-').map(Number);
    return year * 12 + number - 1;
  };
  const all: string[] = [];
  for (let i = index(first); i <= index(last); i += 1)
    all.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  return all;
}

export interface MonthRows {
  months: string[];
  /** One row per type with events in these months, in the order of by_type; counts per month. */
  types: { id: number; name: string; counts: number[] }[];
  totals: number[];
}

export function monthRows(statistics: Statistics, language: 'en' | 'de'): MonthRows {
  const byMonth = statistics.events.by_month;
  const months = monthsBetween(byMonth.map((row) => row.month));
  const types = statistics.events.by_type
    .map((type) => ({
      id: type.event_type_id,
      name: language === 'de' ? type.name_de : type.name_en,
      counts: months.map(
        (month) =>
          byMonth.find((row) => row.month === month && row.event_type_id === type.event_type_id)?.count ?? 0,
      ),
    }))
    .filter((type) => type.counts.some((count) => count > 0));
  const totals = months.map((_, i) => types.reduce((sum, type) => sum + (type.counts[i] ?? 0), 0));
  return { months, types, totals };
}

/** 'Nov 2026' or 'Nov. 2026' for 'YYYY-MM'. */
export function monthLabel(month: string, locale: string): string {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function monthChartOption(rows: MonthRows, locale: string, label: string): Record<string, unknown> {
  return {
    aria: { enabled: true, label: { description: label } },
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 48, right: 16, top: 16, bottom: 64 },
    xAxis: { type: 'category', data: rows.months.map((month) => monthLabel(month, locale)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: rows.types.map((type) => ({ type: 'bar', stack: 'events', name: type.name, data: type.counts })),
  };
}
