// Rows on both sides of every cleanup rule (decision 044), relative to `now`: for each job the ids it must remove
// and the ids it must keep, each kept row named by the rule that keeps it.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { WriteWorld } from '../events/event-writes.test-support.js';
import type { MaintenanceJob } from './maintenance-jobs.js';

const DAY_MS = 86_400_000;

export interface RuleSides {
  removed: string[];
  kept: Record<string, string>;
}

export type MaintenanceWorld = Record<MaintenanceJob, RuleSides> & {
  /** Live events (not deleted) the jobs touch around: their rows must all stay. */
  liveEventIds: number[];
  /** The deleted event that has a feed item the feed still lists and an import identity. */
  crawledDeletedEventId: number;
  /** A change kept while its crawl run is removed. */
  changeOfRemovedRunId: string;
};

export async function insertMaintenanceWorld(
  db: Db,
  world: WriteWorld,
  now: Date,
): Promise<MaintenanceWorld> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const userId = world.user.user.id;

  const token = async (hash: string, expires: Date) => {
    await db
      .insertInto('account_tokens')
      .values({ token_hash: hash, user_id: userId, purpose: 'reset_password', expires_at: expires })
      .execute();
    return hash;
  };
  const tokens: RuleSides = {
    removed: [await token('a'.repeat(64), ago(8))],
    kept: {
      'expired within the retention': await token('b'.repeat(64), ago(6)),
      'not expired': await token('c'.repeat(64), ago(-0.1)),
    },
  };

  await db
    .insertInto('feeds')
    .values([
      { name: 'maint-a', source_id: null },
      { name: 'maint-b', source_id: null },
    ])
    .execute();
  const run = async (feed: string, days: number, status: 'ok' | 'failed' | 'running') => {
    const { id } = await db
      .insertInto('crawl_runs')
      .values({
        feed,
        trigger: 'schedule',
        started_at: ago(days),
        finished_at: status === 'running' ? null : ago(days),
        status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(id);
  };
  const oldFailedRun = await run('maint-a', 150, 'failed');
  const crawlRuns: RuleSides = {
    removed: [await run('maint-a', 200, 'ok'), oldFailedRun, await run('maint-b', 300, 'ok')],
    kept: {
      'started within the retention': await run('maint-a', 10, 'ok'),
      'still running': await run('maint-a', 120, 'running'),
      'the feed’s last successful run': await run('maint-b', 200, 'ok'),
      'the feed’s last finished run': await run('maint-b', 100, 'failed'),
    },
  };

  const event = async (name: string, start: Date, end: Date | null, deleted: Date | null) => {
    const { id } = await db
      .insertInto('events')
      .values({
        name,
        description: 'Maintenance test.',
        event_type_id: world.eventTypeIds[0],
        start_time: start,
        end_time: end,
        organising_source_id: world.sourceId,
        deleted_at: deleted,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };
  const longAgo = await event('Ended long ago', ago(400), ago(399.9), null);
  const upcoming = await event('Upcoming', ago(-10), null, null);
  const endedRecently = await event('Long event, ended recently', ago(400), ago(100), null);
  const change = async (eventId: number, days: number, crawlRunId: string | null = null) => {
    const { id } = await db
      .insertInto('event_changes')
      .values({
        event_id: eventId,
        crawl_run_id: crawlRunId === null ? null : Number(crawlRunId),
        field: 'start_time',
        old_value: 'a',
        new_value: 'b',
        changed_at: ago(days),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(id);
  };
  const changeOfRemovedRunId = await change(longAgo, 300, oldFailedRun);
  const eventChanges: RuleSides = {
    removed: [await change(longAgo, 500)],
    kept: {
      'changed within the retention': changeOfRemovedRunId,
      'of an upcoming event': await change(upcoming, 500),
      'of an event that ended within the retention': await change(endedRecently, 500),
    },
  };

  const crawledDeleted = await event('Deleted, still listed by its feed', ago(200), null, ago(100));
  const reported = await event('Deleted, reported', ago(200), null, ago(100));
  const reportedHandled = await event('Deleted, report handled', ago(200), null, ago(100));
  const deletedRecently = await event('Deleted recently', ago(200), null, ago(10));
  await db
    .insertInto('event_reports')
    .values([
      { event_id: reported, reason: 'Wrong place' },
      { event_id: reportedHandled, reason: 'Duplicate', handled: true },
    ])
    .execute();
  await db
    .insertInto('event_topics')
    .values({ event_id: crawledDeleted, topic_id: world.taxonomy.topicIds[0] })
    .execute();
  await db.insertInto('saved_events').values({ user_id: userId, event_id: crawledDeleted }).execute();
  await db
    .insertInto('imported_events')
    .values({
      source_id: world.sourceId,
      row_key: 'maintenance-row',
      event_id: crawledDeleted,
      import_id: null,
    })
    .execute();
  const deletedEvents: RuleSides = {
    removed: [String(crawledDeleted), String(reportedHandled)],
    kept: {
      'reported, not handled': String(reported),
      'deleted within the retention': String(deletedRecently),
      'not deleted': String(longAgo),
    },
  };

  const item = async (key: string, eventId: number | null, retired: Date | null) => {
    const { id } = await db
      .insertInto('feed_items')
      .values({
        feed: 'maint-a',
        item_key: key,
        event_id: eventId,
        payload_hash: key,
        facets: JSON.stringify({}),
        payload: JSON.stringify({}),
        day: '2026-01-01',
        first_seen_at: ago(400),
        last_seen_at: retired ?? now,
        retired_at: retired,
        retired_reason: retired === null ? null : 'past',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(id);
  };
  const feedItems: RuleSides = {
    removed: [await item('gone', null, ago(100)), await item('of-deleted', deletedRecently, ago(100))],
    kept: {
      'of a live event': await item('of-live', longAgo, ago(100)),
      'retired within the retention': await item('recent', null, ago(10)),
      'still listed by its feed, without event': await item('listed', null, null),
      'still listed by its feed, of a deleted event': await item('listed-deleted', crawledDeleted, null),
    },
  };

  return {
    expired_account_tokens: tokens,
    crawl_runs: crawlRuns,
    event_changes: eventChanges,
    deleted_events: deletedEvents,
    orphaned_feed_items: feedItems,
    liveEventIds: [longAgo, upcoming, endedRecently],
    crawledDeletedEventId: crawledDeleted,
    changeOfRemovedRunId,
  };
}

const TABLES: Record<MaintenanceJob, { table: string; key: string }> = {
  expired_account_tokens: { table: 'account_tokens', key: 'token_hash' },
  crawl_runs: { table: 'crawl_runs', key: 'id' },
  event_changes: { table: 'event_changes', key: 'id' },
  deleted_events: { table: 'events', key: 'id' },
  orphaned_feed_items: { table: 'feed_items', key: 'id' },
};

/** Every key of the job's table, as text, sorted. */
export async function allKeys(db: Db, job: MaintenanceJob): Promise<string[]> {
  const { table, key } = TABLES[job];
  const { rows } = await sql<{ key: string }>`
    SELECT ${sql.ref(key)}::text AS key FROM ${sql.table(table)} ORDER BY 1
  `.execute(db);
  return rows.map((row) => row.key);
}
