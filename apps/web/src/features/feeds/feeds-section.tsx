// Admin section "Feeds" (issue 5 "Operators"): each crawled list's health, its last runs, and Crawl now.
// A running crawl is followed until it ends; then the health above it is read again.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { actionButtonClass } from '../../components/share-actions';
import { showToast } from '../../components/toast/toast-store';
import type { Language } from '../../constants';
import { useLanguage } from '../../i18n/use-language';
import { formatEventShort } from '../events';
import {
  type CrawlRun,
  type Feed,
  feedKeys,
  isCrawlRunning,
  useCrawlNow,
  useFeedRuns,
  useFeeds,
} from './api';

const HEALTH_TONE: Readonly<Record<Feed['health'], string>> = {
  ok: 'bg-green-100 text-green-900',
  failing: 'bg-red-100 text-red-900',
  stale: 'bg-amber-100 text-amber-900',
  never: 'bg-ink-100 text-ink-800',
};

/** The numbers of a successful run, for its summary line. */
export function runCounts(run: CrawlRun) {
  return {
    rows: run.rows_fetched ?? 0,
    new: run.new_count,
    updated: run.updated_count,
    cancelled: run.cancelled_count,
    rejected: run.rejected_count,
  };
}

export function FeedsSection() {
  const { t } = useTranslation();
  const feeds = useFeeds();
  const interval = feeds.data?.[0]?.interval_minutes;
  return (
    <div className="grid gap-4">
      {interval !== undefined && <p className="text-ink-600">{t('feeds.intro', { count: interval })}</p>}
      {feeds.isError && (
        <p role="alert" className="text-red-800">
          {t('feeds.loadFailed')}
        </p>
      )}
      <ul className="grid gap-4">
        {feeds.data?.map((feed) => (
          <li key={feed.name}>
            <FeedCard feed={feed} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FeedCard({ feed }: { feed: Feed }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const runs = useFeedRuns(feed.name);
  const crawlNow = useCrawlNow(feed.name);
  const isRunning = isCrawlRunning(runs.data);

  // When a run this screen watched ends, the feed's health and last check changed.
  const wasRunning = useRef(isRunning);
  useEffect(() => {
    if (wasRunning.current && !isRunning) void queryClient.invalidateQueries({ queryKey: feedKeys.list });
    wasRunning.current = isRunning;
  }, [isRunning, queryClient]);

  const headingId = `feed-${feed.name}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-3xl border border-ink-100 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-ink-900">
          {feed.name}
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${HEALTH_TONE[feed.health]}`}>
          {t(`feeds.health_${feed.health}`)}
        </span>
      </div>
      <dl className="grid gap-1 text-sm s:grid-cols-[auto_minmax(0,1fr)] s:gap-x-4">
        <dt className="font-semibold text-ink-700">{t('feeds.source')}</dt>
        <dd className="break-words text-ink-900">{feed.source_name ?? '—'}</dd>
        <dt className="font-semibold text-ink-700">{t('feeds.lastChecked')}</dt>
        <dd className="text-ink-900">
          {feed.last_checked_at === null
            ? t('feeds.never')
            : formatEventShort(feed.last_checked_at, language)}
        </dd>
        {feed.last_error !== null && (
          <>
            <dt className="font-semibold text-ink-700">{t('feeds.lastError')}</dt>
            <dd className="break-words text-red-800">{feed.last_error}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={isRunning || crawlNow.isPending}
          aria-label={t('feeds.crawlNowNamed', { name: feed.name })}
          onClick={() =>
            crawlNow.mutate(undefined, { onSuccess: () => showToast('success', t('feeds.crawlStarted')) })
          }
          className={`${actionButtonClass} disabled:opacity-50`}
        >
          {t('feeds.crawlNow')}
        </button>
        {isRunning && (
          <p role="status" className="text-sm text-ink-600">
            {t('feeds.crawlRunning')}
          </p>
        )}
      </div>
      <h4 className="font-semibold text-ink-800">{t('feeds.runs')}</h4>
      {runs.data?.length === 0 && <p className="text-sm text-ink-500">{t('feeds.noRuns')}</p>}
      {runs.data !== undefined && runs.data.length > 0 && (
        <ol className="grid gap-2">
          {runs.data.map((run) => (
            <RunLine key={run.id} run={run} language={language} />
          ))}
        </ol>
      )}
    </article>
  );
}

function RunLine({ run, language }: { run: CrawlRun; language: Language }) {
  const { t } = useTranslation();
  const tone =
    run.status === 'failed' ? 'text-red-800' : run.status === 'running' ? 'text-ink-600' : 'text-green-800';
  return (
    <li className="rounded-2xl bg-ink-50 px-3 py-2 text-sm">
      <span className={`font-semibold ${tone}`}>{t(`feeds.status_${run.status}`)}</span>
      <span className="text-ink-600">
        {' · '}
        {formatEventShort(run.started_at, language)}
        {run.finished_at !== null && ` – ${formatEventShort(run.finished_at, language)}`}
        {` · ${t(`feeds.trigger_${run.trigger}`)}`}
      </span>
      {run.status === 'ok' && (
        <span className="block text-ink-800">{t('feeds.runSummary', runCounts(run))}</span>
      )}
      {run.error !== null && <span className="block break-words text-red-800">{run.error}</span>}
    </li>
  );
}
