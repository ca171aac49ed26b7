// Keeps a server copy's UpcomingIndex (upcoming-index.ts) equal to the database (issue 13, decision 045): loaded in
// pages at start, then brought up to date from upcoming_event_changes (migration 034) before each poll is answered
// and every few seconds without polls. A poll therefore sees every write committed before it, whichever copy, crawl
// or import made it, as the SQL did. Events that started are dropped now and then, and the whole index is loaded
// anew every hour (a bounded index moves its horizon on; the dictionary of words sheds words no event has any more).
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../../db/database.js';
import { prepared } from '../../../db/prepared-statements.js';
import type { Database, EventTable } from '../../../db/tables.js';
import { isListed } from '../event-rows.js';
import { type UpcomingEvent, UpcomingIndex } from './upcoming-index.js';

export interface UpcomingEventsOptions {
  /** Events held at most, the soonest first (UPCOMING_INDEX_EVENTS); polls beyond them ask the SQL. */
  maxEvents: number;
  log?: Pick<Logger, 'info' | 'warn'>;
  /** How often changes are read while no poll comes, started events dropped and old changes deleted. */
  refreshMs?: number;
  /** How often the index is loaded anew. */
  reloadMs?: number;
}

const LOAD_PAGE = 10_000;
const HOUR_MS = 3_600_000;
/** Changes older than this are deleted (any copy); a copy that has not read them for half of it loads anew. */
const CHANGES_KEPT = "interval '1 hour'";
const STALE_AFTER_MS = HOUR_MS / 2;

interface EventRow {
  id: number;
  start_us: string | number;
  lat: number;
  lon: number;
  event_type_id: number;
  topic_ids: number[];
  folded: string;
  canonical_id: number | null;
}

/** The listed, located events that started at most an hour ago (a poll's "from now" is never earlier). */
function upcomingRows(db: Db): SelectQueryBuilder<Database & { e: EventTable }, 'e', EventRow> {
  return db
    .selectFrom('events as e')
    .where(isListed)
    .where('e.lat', 'is not', null)
    .where('e.lon', 'is not', null)
    .where(sql<boolean>`e.start_time >= now() - ${sql.raw(CHANGES_KEPT)}`)
    .select([
      'e.id',
      sql<string>`(extract(epoch from e.start_time) * 1000000)::int8`.as('start_us'),
      sql<number>`e.lat`.as('lat'),
      sql<number>`e.lon`.as('lon'),
      'e.event_type_id',
      'e.topic_ids',
      sql<string>`fold_umlaut_digraphs(e.search_text)`.as('folded'),
      // The canonical event of its group of duplicates, when another (decision 048); migration 037 logs changes.
      sql<number | null>`(select d.canonical_event_id from event_duplicates d
        where d.event_id = e.id and d.canonical_event_id <> e.id)`.as('canonical_id'),
    ]);
}

const toEvent = (row: EventRow): UpcomingEvent => ({
  id: row.id,
  startUs: Number(row.start_us),
  lat: row.lat,
  lon: row.lon,
  typeId: row.event_type_id,
  topicIds: row.topic_ids,
  foldedText: row.folded,
  canonicalId: row.canonical_id,
});

const microsecondsAgo = (ms: number) => (Date.now() - ms) * 1_000;

export class UpcomingEvents {
  private index: UpcomingIndex | undefined;
  /** pg_current_snapshot() of the last read: the changes it did not see are the ones to apply next. */
  private snapshot = '';
  private caughtUpAt = 0;
  private loadedAt = 0;
  private loading: Promise<void> | undefined;
  private catchingUp: Promise<void> | undefined;
  private waiting: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly firstLoad: Promise<void>;
  private loaded: () => void = () => {};

  constructor(
    private readonly db: Db,
    private readonly options: UpcomingEventsOptions,
  ) {
    this.firstLoad = new Promise((resolve) => {
      this.loaded = resolve;
    });
  }

  /** Loads the index in the background and keeps it current until stop(). */
  start(): this {
    void this.reload();
    this.schedule();
    return this;
  }

  /** Resolves once the index is loaded (tests and the bench wait for it). */
  ready(): Promise<void> {
    return this.firstLoad;
  }

  /**
   * Whether the index holds every listed event from this start on: changes to events that started more than an hour
   * ago are not logged (migration 034), so it cannot tell about those.
   */
  covers(fromUs: number): boolean {
    return fromUs >= microsecondsAgo(HOUR_MS) + 60_000_000;
  }

  /** The index with every change committed before this call applied; undefined until it is loaded. */
  async current(): Promise<UpcomingIndex | undefined> {
    if (!this.index) return undefined;
    await new Promise<void>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.catchingUp ??= this.catchUp();
    });
    return this.index;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.loading;
    await this.catchingUp;
  }

  /**
   * One statement for all polls waiting now (they arrived before it started, so it sees what they must see): the
   * changes the last snapshot did not see, the changed events' rows and the new snapshot, all from one snapshot.
   */
  private async catchUp(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        await this.applyChanges();
        for (const waiter of batch) waiter.resolve();
      } catch (error) {
        for (const waiter of batch) waiter.reject(error);
      }
    }
    this.catchingUp = undefined;
  }

  /**
   * The changes the last snapshot did not see, with the snapshot they were read in (kept for the next read), then the
   * changed events' rows. The rows may be newer than that snapshot: what changed meanwhile is read again next time.
   */
  private async applyChanges(): Promise<void> {
    const index = this.index;
    if (!index) return;
    const since = this.snapshot;
    const unseen = sql`from upcoming_event_changes c
      where c.xid >= pg_snapshot_xmin(${since}::pg_snapshot) and not pg_visible_in_snapshot(c.xid, ${since}::pg_snapshot)`;
    const changes = sql<{ snapshot: string; event_ids: number[]; source_ids: number[] }>`
      select pg_current_snapshot()::text as snapshot,
        array(select unnest(c.event_ids) ${unseen}) as event_ids,
        array(select unnest(c.source_ids) ${unseen}) as source_ids`;
    const found = (await this.db.executeQuery(prepared({ compile: () => changes.compile(this.db) }))).rows[0];
    if (!found) return;
    const removed = new Set(found.event_ids);
    if (found.source_ids.length > 0) {
      // A source listed or unlisted: all its events are read again.
      const ofSources = await this.db
        .selectFrom('events as e')
        .select('e.id')
        .where('e.organising_source_id', 'in', found.source_ids)
        .where(sql<boolean>`e.start_time >= now() - ${sql.raw(CHANGES_KEPT)}`)
        .execute();
      for (const { id } of ofSources) removed.add(id);
    }
    const rows =
      removed.size > 0
        ? await upcomingRows(this.db)
            .where(sql<boolean>`e.id = any(${[...removed]}::int[])`)
            .execute()
        : [];
    // A reload may have replaced the index meanwhile: its own snapshot is newer than this read's.
    if (this.index !== index || this.snapshot !== since) return;
    for (const id of removed) index.remove(id);
    for (const row of rows) index.upsert(toEvent(row));
    this.snapshot = found.snapshot;
    this.caughtUpAt = Date.now();
  }

  /**
   * Reads every upcoming listed event into a new index, in pages by id, then swaps it in. The snapshot is taken first:
   * whatever changes while the pages are read is applied again by the next catch-up. With more events than
   * maxEvents, only those before the start of the first one beyond are held (no start is held in part).
   */
  private reload(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const startedAt = performance.now();
        const { rows } = await sql<{
          snapshot: string;
        }>`select pg_current_snapshot()::text as snapshot`.execute(this.db);
        const snapshot = rows[0]?.snapshot as string;
        const beyond = await upcomingRows(this.db)
          .orderBy('e.start_time')
          .orderBy('e.id')
          .offset(this.options.maxEvents)
          .limit(1)
          .executeTakeFirst();
        const horizonUs = beyond ? Number(beyond.start_us) : Number.POSITIVE_INFINITY;
        const index = new UpcomingIndex(horizonUs);
        for (let lastId = 0; ; ) {
          let page = upcomingRows(this.db).where('e.id', '>', lastId).orderBy('e.id').limit(LOAD_PAGE);
          if (beyond)
            page = page.where(
              'e.start_time',
              '<',
              sql<Date>`(select start_time from events where id = ${beyond.id})`,
            );
          const rows = await page.execute();
          if (this.stopped) return;
          for (const row of rows) index.upsert(toEvent(row));
          if (rows.length < LOAD_PAGE) break;
          lastId = (rows.at(-1) as EventRow).id;
        }
        this.index = index;
        this.snapshot = snapshot;
        this.caughtUpAt = Date.now();
        this.loadedAt = Date.now();
        this.loaded();
        this.options.log?.info(
          {
            events: index.size,
            bounded: beyond !== undefined,
            mib: Math.round(index.bytes() / 2 ** 20),
            ms: Math.round(performance.now() - startedAt),
          },
          'upcoming events index loaded',
        );
      } catch (error) {
        this.options.log?.warn({ err: error }, 'upcoming events index not loaded; polls ask the database');
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.refresh(), this.options.refreshMs ?? 10_000);
    this.timer.unref();
  }

  private async refresh(): Promise<void> {
    try {
      const reloadDue = Date.now() - this.loadedAt > (this.options.reloadMs ?? HOUR_MS);
      if (!this.index || reloadDue || Date.now() - this.caughtUpAt > STALE_AFTER_MS) {
        await this.reload();
      } else {
        await this.current();
        this.index.removeStartedBefore(microsecondsAgo(HOUR_MS));
        await sql`delete from upcoming_event_changes where logged_at < now() - ${sql.raw(CHANGES_KEPT)}`.execute(
          this.db,
        );
      }
    } catch (error) {
      this.options.log?.warn({ err: error }, 'upcoming events index not brought up to date');
    } finally {
      this.schedule();
    }
  }
}
