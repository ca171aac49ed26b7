// The same numbers as the chart, as a table (accessibility: readable without seeing the chart).
import { useTranslation } from 'react-i18next';
import { categoriesOf, intervalLabel, type ShownSeries } from './chart-option';

export function ResultsTable({ series, locale }: { series: readonly ShownSeries[]; locale: string }) {
  const { t } = useTranslation();
  const numbers = new Intl.NumberFormat(locale);
  const categories = categoriesOf(series);
  const interval = series[0]?.interval ?? 'day';
  const countsOf = (s: ShownSeries) => new Map(s.intervals.map((i) => [i.start, i.count]));
  const byStart = series.map(countsOf);
  return (
    <div className="max-h-96 overflow-auto rounded-2xl border border-ink-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('analysis.table')}</caption>
        <thead className="sticky top-0 bg-ink-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              {t('analysis.interval_start')}
            </th>
            {series.map((s) => (
              <th key={s.name} scope="col" className="px-3 py-2 text-right">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((start) => (
            <tr key={start} className="border-t border-ink-100">
              <th scope="row" className="px-3 py-1 text-left font-normal">
                {intervalLabel(start, interval, locale)}
              </th>
              {byStart.map((counts, index) => {
                const count = counts.get(start);
                return (
                  <td key={series[index]?.name} className="px-3 py-1 text-right tabular-nums">
                    {count === undefined ? '–' : numbers.format(count)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-ink-200 font-semibold">
            <th scope="row" className="px-3 py-2 text-left">
              {t('analysis.total')}
            </th>
            {series.map((s) => (
              <td key={s.name} className="px-3 py-2 text-right tabular-nums">
                {numbers.format(s.total)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
