// Admin section "Statistics" (issue 15): what an operator needs at a glance. Numbers in tiles; events by month
// and type as a chart with its numbers in a table (statistics-month-chart.tsx); events by type and by source as plain
// bars; the feeds' crawl health.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionButtonClass } from '../../components/share-actions';
import { localeOf } from '../../i18n/dates';
import { useLanguage } from '../../i18n/use-language';
import { formatEventShort } from '../events';
import { ADMIN_SECTION_PARAM } from './admin-sections';
import { type Statistics, useStatistics } from './statistics-api';
import { Group } from './statistics-group';
import { MonthChart } from './statistics-month-chart';

export function StatisticsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const statistics = useStatistics();
  if (statistics.isError)
    return (
      <p role="alert" className="text-red-800">
        {t('statistics.loadFailed')}
      </p>
    );
  const data = statistics.data;
  if (data === undefined) return null;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-ink-600">
          {t('statistics.generatedAt', { time: formatEventShort(data.generated_at, language) })}
        </p>
        <button
          type="button"
          className={actionButtonClass}
          disabled={statistics.isFetching}
          onClick={() => void statistics.refetch()}
        >
          {t('statistics.refresh')}
        </button>
      </div>
      <Figures data={data} />
      <MonthChart data={data} />
      <Bars
        title={t('statistics.byType')}
        rows={data.events.by_type.map((type) => ({
          key: String(type.event_type_id),
          label: language === 'de' ? type.name_de : type.name_en,
          count: type.count,
        }))}
      />
      <Bars
        title={t('statistics.bySource')}
        note={t('statistics.sourcesWithEvents', { count: data.events.sources_with_events })}
        rows={data.events.by_source.map((source) => ({
          key: String(source.source_id ?? 'none'),
          label: source.name ?? t('statistics.noSource'),
          detail: source.feed === null ? undefined : t('statistics.feed', { name: source.feed }),
          count: source.count,
        }))}
      />
      <CrawlHealth data={data} />
    </div>
  );
}

function Figures({ data }: { data: Statistics }) {
  const { t } = useTranslation();
  const numbers = new Intl.NumberFormat(localeOf(useLanguage()));
  const groups: { title: string; figures: [string, number][]; extra?: ReactNode }[] = [
    {
      title: t('statistics.events'),
      figures: [
        [t('statistics.eventsTotal'), data.events.total],
        [t('statistics.upcoming'), data.events.upcoming],
        [t('statistics.past'), data.events.past],
      ],
    },
    {
      title: t('statistics.sources'),
      figures: [
        [t('statistics.approval_pending'), data.sources.pending],
        [t('statistics.approval_approved'), data.sources.approved],
        [t('statistics.approval_rejected'), data.sources.rejected],
      ],
    },
    {
      title: t('statistics.users'),
      figures: [
        [t('statistics.registered'), data.users.registered],
        [t('statistics.verified'), data.users.verified],
        [t('statistics.admins'), data.users.admins],
      ],
    },
    {
      title: t('statistics.alerts'),
      figures: [
        [t('statistics.accountAlerts'), data.alerts.account_alerts],
        [t('statistics.pushSubscriptions'), data.alerts.push_subscriptions],
        [t('statistics.reportsWaiting'), data.reports_waiting],
      ],
      extra:
        data.reports_waiting > 0 ? (
          <Link
            to={`?${ADMIN_SECTION_PARAM}=reports`}
            className="text-sm font-semibold text-brand-700 underline"
          >
            {t('statistics.openReports')}
          </Link>
        ) : undefined,
    },
  ];
  return (
    <div className="grid gap-3 s:grid-cols-2">
      {groups.map((group) => (
        <Group key={group.title} title={group.title}>
          <dl className="grid grid-cols-3 gap-2">
            {group.figures.map(([label, value]) => (
              <div key={label} className="grid">
                <dt className="text-xs text-ink-600">{label}</dt>
                <dd className="text-2xl font-bold tabular-nums text-ink-900">{numbers.format(value)}</dd>
              </div>
            ))}
          </dl>
          {group.extra}
        </Group>
      ))}
    </div>
  );
}

interface BarRow {
  key: string;
  label: string;
  detail?: string;
  count: number;
}

/** A list of counts with a bar each, scaled to the largest: light enough not to need the chart library. */
function Bars({ title, note, rows }: { title: string; note?: string; rows: BarRow[] }) {
  const numbers = new Intl.NumberFormat(localeOf(useLanguage()));
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Group title={title}>
      {note !== undefined && <p className="mb-2 text-sm text-ink-600">{note}</p>}
      <ul className="grid gap-2">
        {rows.map((row) => (
          <li key={row.key} className="grid gap-1">
            <div className="flex justify-between gap-3 text-sm">
              <span className="text-ink-800">
                {row.label}
                {row.detail !== undefined && <span className="text-ink-500"> · {row.detail}</span>}
              </span>
              <span className="font-semibold tabular-nums text-ink-900">{numbers.format(row.count)}</span>
            </div>
            <div aria-hidden="true" className="h-2 rounded-full bg-ink-100">
              <div
                className="h-2 rounded-full bg-brand-600"
                style={{ width: `${(row.count / largest) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </Group>
  );
}

const HEALTH_TONE: Readonly<Record<Statistics['crawl'][number]['health'], string>> = {
  ok: 'bg-green-100 text-green-900',
  failing: 'bg-red-100 text-red-900',
  stale: 'bg-amber-100 text-amber-900',
  never: 'bg-ink-100 text-ink-800',
};

function CrawlHealth({ data }: { data: Statistics }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Group title={t('statistics.crawl')}>
      <div className="overflow-x-auto">
        <table className="text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col" className="pr-4">
                {t('statistics.feedName')}
              </th>
              <th scope="col" className="pr-4">
                {t('statistics.health')}
              </th>
              <th scope="col" className="pr-4">
                {t('statistics.lastChecked')}
              </th>
              <th scope="col" className="pr-4 text-right">
                {t('statistics.runs7d')}
              </th>
              <th scope="col" className="text-right">
                {t('statistics.failed7d')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.crawl.map((feed) => (
              <tr key={feed.feed}>
                <th scope="row" className="pr-4 text-left font-semibold">
                  {feed.feed}
                </th>
                <td className="pr-4">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${HEALTH_TONE[feed.health]}`}
                  >
                    {t(`feeds.health_${feed.health}`)}
                  </span>
                </td>
                <td className="pr-4">
                  {feed.last_checked_at === null
                    ? t('statistics.never')
                    : formatEventShort(feed.last_checked_at, language)}
                </td>
                <td className="pr-4 text-right tabular-nums">{feed.runs_7d}</td>
                <td className="text-right tabular-nums">{feed.failed_7d}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Group>
  );
}
