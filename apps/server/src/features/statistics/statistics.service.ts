// Admin section "Statistics" (issue 15): the platform's figures in one answer, its reads run side by side.
import type { Db } from '../../db/database.js';
import { foldDayCountsNowAndThen } from '../events/event-analysis.service.js';
import { EVENT_TIME_ZONE } from '../events/event-time-zone.js';
import { listFeeds } from '../feeds/feeds.service.js';
import * as repository from './statistics.repository.js';
import type { Statistics } from './statistics.schemas.js';

/** The months of by_month around the current one, and how many sources by_source names. */
export const STATISTICS_MONTHS_BACK = 12;
export const STATISTICS_MONTHS_AHEAD = 6;
export const STATISTICS_TOP_SOURCES = 10;
const CRAWL_WINDOW_MS = 7 * 86_400_000;

/** How often a process folds the appended source-count changes (migration 031) when it reads them. */
const SOURCE_COUNTS_FOLD_EVERY_MS = 60_000;
const lastFold = new WeakMap<Db, number>();

async function foldSourceCountsNowAndThen(db: Db, now: number): Promise<void> {
  if (now - (lastFold.get(db) ?? Number.NEGATIVE_INFINITY) < SOURCE_COUNTS_FOLD_EVERY_MS) return;
  lastFold.set(db, now);
  await repository.foldSourceCountChanges(db);
}

/** 'YYYY-MM' of the German month `offset` months from the one `now` falls in. */
export function germanMonth(now: Date, offset: number): string {
  const [year, month] = now
    .toLocaleDateString('en-CA', { timeZone: EVENT_TIME_ZONE, year: 'numeric', month: '2-digit' })
    .split('-')
    .map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export async function getStatistics(
  db: Db,
  crawlIntervalMinutes: number,
  now = new Date(),
): Promise<Statistics> {
  // One after the other: each is a transaction, and PGlite has one connection.
  await foldDayCountsNowAndThen(db);
  await foldSourceCountsNowAndThen(db, now.getTime());
  const [monthRows, types, bySource, approval, accounts, recentRuns, feeds] = await Promise.all([
    repository.countEventsByMonthAndType(db, now),
    repository.findEventTypes(db),
    repository.countEventsBySource(db),
    repository.countSourcesByApproval(db),
    repository.countAccountsAndQueues(db),
    repository.countRecentRuns(db, new Date(now.getTime() - CRAWL_WINDOW_MS)),
    listFeeds(db, crawlIntervalMinutes, { withErrors: false, now }),
  ]);

  const byType = new Map<number, number>();
  const byMonth = new Map<string, number>();
  let upcoming = 0;
  let total = 0;
  const [first, last] = [
    germanMonth(now, -STATISTICS_MONTHS_BACK),
    germanMonth(now, STATISTICS_MONTHS_AHEAD),
  ];
  for (const row of monthRows) {
    total += row.count;
    if (row.upcoming) upcoming += row.count;
    byType.set(row.event_type_id, (byType.get(row.event_type_id) ?? 0) + row.count);
    if (row.month < first || row.month > last) continue;
    const key = `${row.month}/${row.event_type_id}`;
    byMonth.set(key, (byMonth.get(key) ?? 0) + row.count);
  }

  const top = bySource.toSorted((a, b) => b.count - a.count).slice(0, STATISTICS_TOP_SOURCES);
  const names = new Map(
    (
      await repository.findSourceNames(
        db,
        top.flatMap((row) => (row.source_id === null ? [] : [row.source_id])),
      )
    ).map((row) => [row.id, row]),
  );
  const approvalCount = (status: string) =>
    approval.find((row) => row.approval_status === status)?.count ?? 0;

  return {
    generated_at: now.toISOString(),
    events: {
      total,
      upcoming,
      past: total - upcoming,
      by_type: types
        .map((type) => ({
          event_type_id: type.id,
          name_en: type.name_en,
          name_de: type.name_de,
          count: byType.get(type.id) ?? 0,
        }))
        .toSorted((a, b) => b.count - a.count || a.event_type_id - b.event_type_id),
      by_month: [...byMonth]
        .filter(([, count]) => count > 0)
        .map(([key, count]) => {
          const [month = '', typeId] = key.split('/');
          return { month, event_type_id: Number(typeId), count };
        })
        .toSorted((a, b) => a.month.localeCompare(b.month) || a.event_type_id - b.event_type_id),
      by_source: top.map((row) => {
        const source = row.source_id === null ? undefined : names.get(row.source_id);
        return {
          source_id: row.source_id,
          name: source?.name ?? null,
          feed: source?.feed ?? null,
          count: row.count,
        };
      }),
      sources_with_events: bySource.filter((row) => row.source_id !== null).length,
    },
    sources: {
      pending: approvalCount('pending'),
      approved: approvalCount('approved'),
      rejected: approvalCount('rejected'),
    },
    users: { registered: accounts.registered, verified: accounts.verified, admins: accounts.admins },
    alerts: { account_alerts: accounts.account_alerts, push_subscriptions: accounts.push_subscriptions },
    reports_waiting: accounts.reports_waiting,
    crawl: feeds.map((feed) => ({
      feed: feed.name,
      health: feed.health,
      last_checked_at: feed.last_checked_at,
      runs_7d: recentRuns.get(feed.name)?.runs ?? 0,
      failed_7d: recentRuns.get(feed.name)?.failed ?? 0,
    })),
  };
}
