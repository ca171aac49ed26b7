// The Statistics section's events by month and type (statistics-section.tsx): a stacked bar chart (echarts, loaded
// lazily in the chunk the Analysis screen uses too, so the admin chunk stays light) with its numbers in a table.
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../i18n/dates';
import { useLanguage } from '../../i18n/use-language';
import type { Statistics } from './statistics-api';
import { monthChartOption, monthLabel, monthRows } from './statistics-chart';
import { Group } from './statistics-group';

const EchartsChart = lazy(() => import('../../components/echarts-chart'));

export function MonthChart({ data }: { data: Statistics }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const rows = useMemo(() => monthRows(data, language), [data, language]);
  const option = useMemo(
    () => monthChartOption(rows, locale, t('statistics.byMonthChart')),
    [rows, locale, t],
  );
  const numbers = new Intl.NumberFormat(locale);
  if (rows.months.length === 0) return null;
  return (
    <Group title={t('statistics.byMonth')}>
      <Suspense fallback={<div className="h-72" />}>
        <EchartsChart
          label={t('statistics.byMonthChart')}
          option={option}
          state={{ months: String(rows.months.length), types: String(rows.types.length) }}
          heightClass="h-72"
        />
      </Suspense>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-ink-700">
          {t('statistics.showTable')}
        </summary>
        <div className="overflow-x-auto">
          <table className="mt-2 text-sm tabular-nums">
            <thead>
              <tr>
                <th scope="col" className="pr-3 text-left">
                  {t('statistics.month')}
                </th>
                {rows.types.map((type) => (
                  <th key={type.id} scope="col" className="pr-3 text-right">
                    {type.name}
                  </th>
                ))}
                <th scope="col" className="text-right">
                  {t('statistics.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.months.map((month, i) => (
                <tr key={month}>
                  <th scope="row" className="pr-3 text-left font-normal">
                    {monthLabel(month, locale)}
                  </th>
                  {rows.types.map((type) => (
                    <td key={type.id} className="pr-3 text-right">
                      {numbers.format(type.counts[i] ?? 0)}
                    </td>
                  ))}
                  <td className="text-right font-semibold">{numbers.format(rows.totals[i] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Group>
  );
}
