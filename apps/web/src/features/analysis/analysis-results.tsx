// The loaded results: chart (lazy echarts) or density map, the table of the same numbers, CSV downloads.
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisQuery, ChartOptions } from './analysis-state';
import { downloadEventsCsv, downloadTimeSeriesCsv, type TimeSeries } from './api';
import { buildChartOption, type ShownSeries } from './chart-option';
import { DensityPanel } from './density-panel';
import { ResultsTable } from './results-table';

const AnalysisChart = lazy(() => import('../../components/echarts-chart'));

interface AnalysisResultsProps {
  /** The loaded queries still on screen, with their current names and colours. */
  queries: readonly AnalysisQuery[];
  /** The loaded queries as they were loaded, in the order of the answer's series. */
  loaded: readonly AnalysisQuery[];
  data: TimeSeries;
  options: ChartOptions;
  locale: string;
}

const linkButtonClass =
  'rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function AnalysisResults({ queries, loaded, data, options, locale }: AnalysisResultsProps) {
  const { t } = useTranslation();
  const series: ShownSeries[] = useMemo(
    () =>
      queries.flatMap((query) => {
        const index = loaded.findIndex((q) => q.id === query.id);
        const answer = data.series[index];
        if (answer === undefined) return [];
        const name = query.name.trim() || answer.name;
        return [
          {
            name,
            color: query.color,
            interval: query.interval,
            total: answer.total,
            intervals: answer.intervals,
          },
        ];
      }),
    [queries, loaded, data],
  );
  const plot = options.plot;
  const chartOption = useMemo(
    () =>
      plot === 'density'
        ? undefined
        : buildChartOption(plot, options.barStyle, series, {
            locale,
            events: t('analysis.events'),
            share: t('analysis.share'),
          }),
    [plot, options.barStyle, series, locale, t],
  );
  const shownQueries = queries.filter((q) => loaded.some((l) => l.id === q.id));
  const first = shownQueries[0];
  const loadedFirst = loaded.find((q) => q.id === first?.id);
  if (series.length === 0) return null;
  const isEmpty = series.every((s) => s.total === 0);
  return (
    <section aria-label={t('analysis.chart')} className="space-y-4">
      {isEmpty && <p className="rounded-xl bg-ink-50 p-3 text-ink-700">{t('analysis.empty')}</p>}
      {plot === 'pie' && <p className="text-sm text-ink-600">{t('analysis.pieNote')}</p>}
      {chartOption !== undefined && (
        <Suspense fallback={<p className="h-96">{t('analysis.loading')}</p>}>
          <AnalysisChart
            label={t('analysis.chart')}
            option={chartOption}
            state={{ plot, 'bar-style': options.barStyle, series: String(series.length) }}
          />
        </Suspense>
      )}
      {plot === 'density' && loadedFirst !== undefined && first !== undefined && (
        <DensityPanel
          query={loadedFirst}
          name={series[0]?.name ?? first.name}
          options={options}
          locale={locale}
        />
      )}
      <ResultsTable series={series} locale={locale} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={linkButtonClass}
          onClick={() =>
            void downloadTimeSeriesCsv(shownQueries.map((q) => loaded.find((l) => l.id === q.id) ?? q))
          }
        >
          {t('analysis.downloadCsv')}
        </button>
        {shownQueries.map((query, index) => (
          <button
            key={query.id}
            type="button"
            className={linkButtonClass}
            onClick={() => void downloadEventsCsv(loaded.find((l) => l.id === query.id) ?? query)}
          >
            {t('analysis.downloadEventsCsv', { name: series[index]?.name ?? query.name })}
          </button>
        ))}
      </div>
    </section>
  );
}
